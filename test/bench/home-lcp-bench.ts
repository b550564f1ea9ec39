import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BARE_PAGE } from './lib/bare-page';
import { buildReference, serve, type Build } from './lib/reference-site';
import { localCertificate, tlsFront } from './lib/tls-front';

/**
 * Issue 30, item 2: the signed-in home's largest contentful paint as deployed (TLS and HTTP/2 in front, as the
 * shipped Caddy serves the portal) against the bare React + antd page (Layout, Menu, Card, Typography: see
 * lib/bare-page.ts) behind the same kind of front, in the same run. Chromium (Playwright) with Lighthouse's
 * mobile conditions applied for real rather than simulated: a phone's screen, slow 4G (DevTools throttling
 * with Lighthouse's values: 562.5 ms round trip, 1.47 Mbit/s down) and a 4x slower CPU. The LCP is what the page
 * itself reports (PerformanceObserver, 'largest-contentful-paint') once the page has settled. Loads alternate
 * (portal, bare, portal, ...), each in a fresh context; medians with their spread, and their ratio.
 */
interface BenchContext {
  root: string;
  baseURL: string;
  browser: Browser;
  cookies: { playwright: { name: string; value: string; domain: string; path: string }[] };
  median(values: number[]): number;
  round(value: number, digits?: number): number;
}

interface Sample {
  lcpMs: number;
  fcpMs: number;
  element: string;
  scripts: number;
}

const RUNS = Math.max(2, Math.min(20, Number(process.env.HOME_LCP_RUNS ?? 7)));
const TIMEOUT_MS = 60_000;
/** After the page's load event and a quiet network: what still paints later is not the first screen's. */
const SETTLE_MS = 1000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Lighthouse's mobile preset: Moto G Power's screen; DevTools throttling values (lighthouse/core/config/constants.js). */
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export const timeoutMs = 600_000;

/**
 * Records the page's largest paint: the last entry the observer saw, with the entries still queued for it (its
 * callback waits for an idle moment, which a throttled CPU busy starting the app may not have yet).
 */
const LCP_PROBE = `(() => {
  const describe = (element) => element ? element.tagName.toLowerCase() + (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/)[0] : '') : '';
  const keep = (entries) => {
    const last = entries.at(-1);
    if (last) window.__lcp = { at: last.startTime, element: describe(last.element) };
  };
  window.__lcp = { at: 0, element: '' };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  window.__lcpNow = () => {
    keep(observer.takeRecords());
    return window.__lcp;
  };
})();`;

interface Probe {
  __lcpNow(): { at: number; element: string };
}

async function throttle(session: CDPSession): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function measure(context: BrowserContext, url: string): Promise<Sample> {
  const page = await context.newPage();
  await page.addInitScript(LCP_PROBE);
  await throttle(await context.newCDPSession(page));
  let scripts = 0;
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts++;
  });
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  await page.waitForFunction(() => (window as unknown as Probe).__lcpNow().at > 0, null, { timeout: TIMEOUT_MS, polling: 100 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const lcp = (window as unknown as Probe).__lcpNow();
    return { lcpMs: lcp.at, element: lcp.element, fcpMs: fcp ? fcp.startTime : 0, path: location.pathname };
  });
  if (result.lcpMs <= 0) throw new Error(`no largest contentful paint on ${url} (ended on ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 80)})`);
  if (url.startsWith('https://localhost') && result.path !== new URL(url).pathname) throw new Error(`${url} ended on ${result.path}`);
  return { lcpMs: result.lcpMs, fcpMs: result.fcpMs, element: result.element, scripts };
}

export async function run(ctx: BenchContext) {
  const { median, round } = ctx;
  const folder = mkdtempSync(path.join(tmpdir(), 'home-lcp-bench-'));
  const servers: (Server | Http2SecureServer)[] = [];
  let browser: Browser | undefined;
  try {
    const tls = localCertificate(folder);
    if (!tls) throw new Error('openssl made no certificate: the TLS + HTTP/2 front cannot start');
    const fromRoot = createRequire(path.join(ctx.root, 'package.json'));
    const { build } = (await import(pathToFileURL(fromRoot.resolve('esbuild')).href)) as { build: Build };
    const reference = await serve(await buildReference(ctx.root, build, path.join(folder, 'site', 'assets'), BARE_PAGE.file, BARE_PAGE.title));
    servers.push(reference.server);
    // The portal's cookies are set for its host name: its front answers under the same one.
    const portalFront = await tlsFront(ctx.baseURL, tls, new URL(ctx.baseURL).hostname);
    const bareFront = await tlsFront(reference.url, tls, 'localhost');
    servers.push(portalFront.server, bareFront.server);
    browser = await ctx.browser.browserType().launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, tls.chromiumFlag] });

    const samples: { portal: Sample[]; bare: Sample[] } = { portal: [], bare: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const side of ['portal', 'bare'] as const) {
        const context = await browser.newContext({ ...SCREEN, locale: 'en-US' });
        try {
          if (side === 'portal') await context.addCookies(ctx.cookies.playwright);
          samples[side].push(await measure(context, side === 'portal' ? portalFront.url : bareFront.url));
        } finally {
          await context.close();
        }
      }
    }
    const stats = (values: number[]) => ({ median: round(median(values), 0), min: round(Math.min(...values), 0), max: round(Math.max(...values), 0), samples: values.map((v) => round(v, 0)) });
    const portal = { lcpMs: stats(samples.portal.map((s) => s.lcpMs)), fcpMs: stats(samples.portal.map((s) => s.fcpMs)), elements: [...new Set(samples.portal.map((s) => s.element))], scripts: median(samples.portal.map((s) => s.scripts)) };
    const bare = { lcpMs: stats(samples.bare.map((s) => s.lcpMs)), fcpMs: stats(samples.bare.map((s) => s.fcpMs)), elements: [...new Set(samples.bare.map((s) => s.element))], scripts: median(samples.bare.map((s) => s.scripts)) };
    const ratio = portal.lcpMs.median / bare.lcpMs.median;
    const spread = (s: { min: number; max: number }) => `median of ${RUNS}, ${s.min}-${s.max}`;
    return {
      title: '2c home LCP as deployed',
      rows: [
        { name: `signed-in home LCP, TLS + HTTP/2, slow 4G, 4x CPU (${spread(portal.lcpMs)}; ${portal.scripts} scripts; ${portal.elements.join(', ')})`, value: portal.lcpMs.median, unit: 'ms' },
        { name: `bare React + antd page (Layout, Menu, Card, Typography) LCP, same front (${spread(bare.lcpMs)}; ${bare.scripts} script)`, value: bare.lcpMs.median, unit: 'ms' },
        { name: 'home LCP : bare page LCP', value: `${round(ratio * 100)}%`, target: '<= 110%' },
        { name: `first contentful paint, home / bare (medians)`, value: `${portal.fcpMs.median} / ${bare.fcpMs.median}`, unit: 'ms' },
      ],
      json: { conditions: { screen: SCREEN, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, front: 'TLS + HTTP/2 (Node http2), HTTP/1.1 kept-alive upstream' }, runs: RUNS, portal, bare, ratio: round(ratio, 3) },
    };
  } finally {
    await browser?.close().catch(() => undefined);
    for (const server of servers) {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
        else setTimeout(resolve, 2000).unref();
      });
    }
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
