import type { Flags, Result, RunnerResult } from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BARE_PAGE } from './lib/bare-page';
import { buildReference, serve } from './lib/reference-site';
import { localCertificate, tlsFront } from './lib/tls-front';

/**
 * The Lighthouse part of the bench (issue 15): Lighthouse's default config (the mobile preset: a phone's
 * screen, simulated slow 4G and a 4x slower CPU), performance only, on the portal's signed-in home page (the
 * bench's session cookies in the browser) and, in the same run, on the bare React + antd page (lib/bare-page.ts)
 * this part builds and serves itself, compressed as the portal's build compresses.
 * Each page is measured as deployed (behind a TLS + HTTP/2 front, as the shipped Caddy serves the portal) and
 * straight from its server over HTTP/1.1. The runs alternate (portal, bare, portal over HTTP/1.1, bare over
 * HTTP/1.1, portal, ...), each in a fresh Chromium with a fresh profile, each bounded in time and tried once
 * more if it fails. Rows: the performance score and LCP (medians), LCP portal : bare, the sequential requests
 * before the largest paint, the script bytes transferred and the longest critical request chain; the raw
 * samples go to the JSON.
 *
 * scripts/bench.mjs bundles this file with its sibling modules into a temporary folder, so at run time it
 * imports no package by a bare name (the type import above is erased): lighthouse, its chrome-launcher and
 * puppeteer-core, and esbuild are resolved from the repository.
 */
interface BenchContext {
  root: string;
  baseURL: string;
  /** The signed-in cookies: `header` a Cookie header, `playwright` the same as { name, value, domain, path }. */
  cookies: { header: string; playwright?: BrowserCookie[] };
  median(values: number[]): number;
  round(value: number, digits?: number): number;
}

interface Sample {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  scriptBytes: number;
  scriptRequests: number;
  totalBytes: number;
  requests: number;
  chainLength: number | null;
  chainMs: number | null;
  /** The longest chain of those requests that had ended when the largest paint happened (as observed). */
  chainBeforeLcp: number | null;
  /** The element Lighthouse took as the largest paint, and the time spent in each phase before it (ms). */
  lcpElement: string | null;
  lcpPhases: Record<string, number>;
  finalUrl: string;
  /** Chromium's start (and the cookies), then Lighthouse's own run, wall clock. */
  startMs: number;
  wallMs: number;
  warnings: string[];
}

/**
 * The pages, each two ways: as deployed (through TLS and HTTP/2, as the shipped Caddy serves the portal; the
 * bare page likewise) and straight from the server over plain HTTP/1.1 (`-h1`), where a browser opens at most
 * six connections and every request waits its turn.
 */
type Side = 'portal' | 'bare' | 'portal-h1' | 'bare-h1';
const SIDES: readonly Side[] = ['portal', 'bare', 'portal-h1', 'bare-h1'];

interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path?: string;
}

interface LaunchedChrome {
  port: number;
  pid: number;
  process: { exitCode: number | null; once(event: 'exit', listener: () => void): unknown };
  kill(): void;
}

interface Tools {
  lighthouse: (url: string, flags: Flags) => Promise<RunnerResult | undefined>;
  launch: (options: Record<string, unknown>) => Promise<LaunchedChrome>;
  build: (options: Record<string, unknown>) => Promise<{ outputFiles: { path: string; contents: Uint8Array }[] }>;
  connect: (options: { browserURL: string }) => Promise<{ setCookie(...cookies: BrowserCookie[]): Promise<void>; disconnect(): Promise<void> }>;
}

const DEFAULT_RUNS = 5;
/** How long scripts/bench.mjs lets this part run; the part stops starting runs before that and cleans up. */
export const timeoutMs = 600_000;
const BUDGET_MS = 560_000;
const RUN_TIMEOUT_MS = 90_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LOOPBACK = '127.0.0.1';
/** A failed run (Lighthouse's NO_NAVSTART and the like, or a server restarting) is tried once more. */
const ATTEMPTS = 2;

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/** lighthouse (ESM), its own chrome-launcher and puppeteer-core, and esbuild, resolved from the repository's node_modules. */
async function loadTools(root: string): Promise<Tools> {
  const fromRoot = createRequire(path.join(root, 'package.json'));
  const lighthousePath = fromRoot.resolve('lighthouse');
  const fromLighthouse = createRequire(lighthousePath);
  const [lighthouse, launcher, puppeteer, esbuild] = await Promise.all([
    import(pathToFileURL(lighthousePath).href) as Promise<{ default: Tools['lighthouse'] }>,
    import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href) as Promise<{ launch: Tools['launch'] }>,
    import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href) as Promise<{ default: { connect: Tools['connect'] } }>,
    import(pathToFileURL(fromRoot.resolve('esbuild')).href) as Promise<{ build: Tools['build'] }>,
  ]);
  return { lighthouse: lighthouse.default, launch: launcher.launch, connect: puppeteer.default.connect, build: esbuild.build };
}

/** The signed-in cookies as the browser stores them (from `cookies.playwright`, else parsed from the header). */
function browserCookies(cookies: BenchContext['cookies'], baseURL: string): BrowserCookie[] {
  if (cookies.playwright?.length) return cookies.playwright.map(({ name, value, domain, path: cookiePath }) => ({ name, value, domain, path: cookiePath ?? '/' }));
  const domain = new URL(baseURL).hostname;
  return cookies.header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain, path: '/' }));
}

// ---------------------------------------------------------------------------------------------- one Lighthouse run
function sampleOf(lhr: Result, startMs: number, wallMs: number): Sample {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; requestCount: number; transferSize: number }[] } | undefined)?.items ?? [];
  const byType = (type: string) => summary.find((item) => item.resourceType === type);
  const chains = lhr.audits['critical-request-chains']?.details as { longestChain?: { length: number; duration: number } } | undefined;
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexMs: numeric('speed-index'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: byType('script')?.transferSize ?? 0,
    scriptRequests: byType('script')?.requestCount ?? 0,
    totalBytes: byType('total')?.transferSize ?? 0,
    requests: byType('total')?.requestCount ?? 0,
    chainLength: chains?.longestChain?.length ?? null,
    chainMs: chains?.longestChain ? Math.round(chains.longestChain.duration) : null,
    chainBeforeLcp: chainBeforeLcp(lhr),
    ...lcpDetails(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    startMs,
    wallMs,
    warnings: lhr.runWarnings.map((warning) => String(warning)),
  };
}

interface ChainNode {
  request: { endTime: number };
  children?: Record<string, ChainNode>;
}

/**
 * Lighthouse's critical request chains cut at the observed largest paint: the sequential requests the page
 * waited for before its first meaningful paint (the "no more than 3"), where Lighthouse's own longest
 * chain runs to the end of the load. Times: the chains' seconds and the metrics' microseconds share a clock.
 */
function chainBeforeLcp(lhr: Result): number | null {
  const chains = (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, ChainNode> } | undefined)?.chains;
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined)?.items?.[0];
  const lcpSeconds = metrics?.observedLargestContentfulPaintTs === undefined ? undefined : metrics.observedLargestContentfulPaintTs / 1e6;
  if (!chains || lcpSeconds === undefined) return null;
  const depth = (nodes: Record<string, ChainNode> | undefined): number =>
    Math.max(0, ...Object.values(nodes ?? {}).filter((node) => node.request.endTime <= lcpSeconds).map((node) => 1 + depth(node.children)));
  return depth(chains);
}

type LcpTable = { type?: string; items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };

/** The LCP element's snippet and the phases of its time (TTFB, load delay, load time, render delay). */
function lcpDetails(lhr: Result): Pick<Sample, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: LcpTable[] } | undefined;
  const tables = details?.items ?? [];
  const element = tables.flatMap((table) => table.items ?? []).find((item) => item.node?.snippet)?.node?.snippet ?? null;
  const lcpPhases: Record<string, number> = {};
  for (const item of tables.flatMap((table) => table.items ?? [])) {
    if (item.phase && typeof item.timing === 'number') lcpPhases[item.phase] = Math.round(item.timing);
  }
  return { lcpElement: element, lcpPhases };
}

interface Target {
  url: string;
  cookies?: BrowserCookie[];
  chromiumFlags?: string[];
}

/** Kills a Chrome that chrome-launcher started (its process group) and waits up to 5 s for it to exit. */
async function killChrome(chrome: LaunchedChrome): Promise<void> {
  const exited = chrome.process.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => chrome.process.once('exit', resolve));
  try {
    chrome.kill();
  } catch {
    /* already gone */
  }
  await withTimeout(exited, 5000, 'Chromium exit').catch(() => undefined);
}

/**
 * One Lighthouse run in a fresh Chromium with a fresh profile under `folder`; always kills that Chromium.
 * `cookies` go into the browser's cookie store before the run (Lighthouse's storage reset keeps cookies).
 * Not `extraHeaders: { Cookie }`: Chromium drops that header once the store holds a cookie of the site, and
 * the portal's first answer sets its CSRF cookie, so the SPA's /account/me went out signed out and the run
 * measured the sign-in page.
 */
async function lighthouseOnce(tools: Tools, folder: string, target: Target, timeoutMs: number): Promise<Sample> {
  const { url, cookies } = target;
  const profile = mkdtempSync(path.join(folder, 'chrome-'));
  const launching = tools.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, ...(target.chromiumFlags ?? [])], userDataDir: profile, logLevel: 'silent', handleSIGINT: false });
  let chrome: LaunchedChrome | undefined;
  const launched = Date.now();
  try {
    chrome = await withTimeout(launching, LAUNCH_TIMEOUT_MS, 'Chromium start');
    if (cookies?.length) {
      const browser = await withTimeout(tools.connect({ browserURL: `http://${LOOPBACK}:${chrome.port}` }), LAUNCH_TIMEOUT_MS, 'connecting to Chromium');
      try {
        await withTimeout(browser.setCookie(...cookies), LAUNCH_TIMEOUT_MS, 'setting the cookies');
      } finally {
        await browser.disconnect();
      }
    }
    const flags: Flags = { port: chrome.port, hostname: LOOPBACK, logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const started = Date.now();
    const running = tools.lighthouse(url, flags);
    running.catch(() => undefined); // after a timeout the killed browser makes it reject; nobody waits then
    const result = await withTimeout(running, timeoutMs, `Lighthouse on ${url}`);
    if (!result) throw new Error(`Lighthouse on ${url} gave no result`);
    // For a closer look at one run: LIGHTHOUSE_REPORTS=<folder> keeps every full report there.
    if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `lhr-${Date.now()}-${new URL(url).port}.json`), JSON.stringify(result.lhr));
    // LIGHTHOUSE_ARTIFACTS=<folder> keeps what Lighthouse's simulation reads (trace, network log), to replay its LCP graph.
    if (process.env.LIGHTHOUSE_ARTIFACTS) writeFileSync(path.join(process.env.LIGHTHOUSE_ARTIFACTS, `art-${Date.now()}-${new URL(url).port}.json`), JSON.stringify({ Trace: result.artifacts.Trace, DevtoolsLog: result.artifacts.DevtoolsLog, GatherContext: result.artifacts.GatherContext, URL: result.artifacts.URL, settings: result.lhr.configSettings }));
    return sampleOf(result.lhr, started - launched, Date.now() - started);
  } finally {
    if (chrome) await killChrome(chrome);
    else void launching.then(killChrome, () => undefined); // started after its timeout: stop it when it comes
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

// ---------------------------------------------------------------------------------------------- the part
/** `runs` (default 5) runs of each page, alternating; fewer when the time budget runs out. */
export async function run(ctx: BenchContext, options: { runs?: number } = {}) {
  const runs = Math.max(1, Math.min(20, options.runs ?? DEFAULT_RUNS));
  const { median, round } = ctx;
  const deadline = Date.now() + BUDGET_MS;
  const version = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout?.trim() ?? '';
  const folder = mkdtempSync(path.join(tmpdir(), 'lighthouse-bench-'));
  const servers: (Server | Http2SecureServer)[] = [];
  try {
    const tools = await loadTools(ctx.root);
    const buildStarted = Date.now();
    const assets = await buildReference(ctx.root, tools.build, path.join(folder, 'site', 'assets'), BARE_PAGE.file, BARE_PAGE.title);
    const buildMs = Date.now() - buildStarted;
    const reference = await serve(assets);
    servers.push(reference.server);
    const cookies = browserCookies(ctx.cookies, ctx.baseURL);
    const targets: Partial<Record<Side, Target>> = {
      'portal-h1': { url: `${ctx.baseURL}/`, cookies },
      'bare-h1': { url: reference.url },
    };
    const tls = localCertificate(folder);
    if (tls) {
      // The portal's cookies are set for its host name: the front answers under the same one.
      const portalFront = await tlsFront(ctx.baseURL, tls, new URL(ctx.baseURL).hostname);
      const bareFront = await tlsFront(reference.url, tls, 'localhost');
      servers.push(portalFront.server, bareFront.server);
      targets.portal = { url: portalFront.url, cookies, chromiumFlags: [tls.chromiumFlag] };
      targets.bare = { url: bareFront.url, chromiumFlags: [tls.chromiumFlag] };
    }
    const sides = SIDES.filter((side) => targets[side]);
    const samples: Record<Side, Sample[]> = { portal: [], bare: [], 'portal-h1': [], 'bare-h1': [] };
    const errors: { side: Side; run: number; attempt: number; error: string }[] = [];
    let missing = 0;
    let longestRoundMs = 0;
    for (let i = 0; i < runs; i++) {
      // A round starts only when the time left holds one more like the longest so far: the sides stay even.
      if (deadline - Date.now() < Math.max(40_000 * sides.length / 2, longestRoundMs * 1.2)) {
        missing += sides.length * (runs - i);
        break;
      }
      const roundStarted = Date.now();
      for (const side of sides) {
        let done = false;
        for (let attempt = 1; attempt <= ATTEMPTS && !done; attempt++) {
          const left = deadline - Date.now();
          if (left < 10_000) break;
          try {
            const sample = await lighthouseOnce(tools, folder, targets[side]!, Math.min(RUN_TIMEOUT_MS, left));
            // A signed-out portal ends on the sign-in page: that would measure the wrong page.
            if (side.startsWith('portal') && new URL(sample.finalUrl).pathname !== '/') throw new Error(`the portal ended on ${sample.finalUrl}, not the signed-in home page`);
            samples[side].push(sample);
            done = true;
          } catch (error) {
            errors.push({ side, run: i + 1, attempt, error: String((error as Error)?.message ?? error).split('\n')[0].slice(0, 300) });
          }
        }
        if (!done) missing++;
      }
      longestRoundMs = Math.max(longestRoundMs, Date.now() - roundStarted);
    }
    for (const side of sides) {
      if (samples[side].length === 0) throw new Error(`no Lighthouse run of ${side} succeeded: ${errors.find((e) => e.side === side)?.error ?? 'out of time'}`);
    }

    const stats = (side: Side, pick: (s: Sample) => number, digits = 1) => {
      const values = samples[side].map(pick);
      return { median: round(median(values), digits), min: round(Math.min(...values), digits), max: round(Math.max(...values), digits), samples: values };
    };
    const chainOf = (side: Side, pick: (s: Sample) => number | null = (s) => s.chainLength) => {
      const values = samples[side].map(pick).filter((v): v is number => typeof v === 'number');
      return values.length ? median(values) : null;
    };
    const figures = (side: Side) => ({
      runs: samples[side].length,
      url: targets[side]!.url,
      score: stats(side, (s) => s.score),
      lcpMs: stats(side, (s) => s.lcpMs),
      fcpMs: stats(side, (s) => s.fcpMs),
      tbtMs: stats(side, (s) => s.tbtMs),
      speedIndexMs: stats(side, (s) => s.speedIndexMs),
      cls: stats(side, (s) => s.cls, 3),
      scriptBytes: stats(side, (s) => s.scriptBytes),
      scriptRequests: stats(side, (s) => s.scriptRequests),
      totalBytes: stats(side, (s) => s.totalBytes),
      requests: stats(side, (s) => s.requests),
      chainLength: chainOf(side),
      chainBeforeLcp: chainOf(side, (s) => s.chainBeforeLcp),
      startMs: stats(side, (s) => s.startMs, 0),
      wallMs: stats(side, (s) => s.wallMs, 0),
      lcpElements: [...new Set(samples[side].map((s) => s.lcpElement))],
      lcpPhases: samples[side].map((s) => s.lcpPhases),
      finalUrls: [...new Set(samples[side].map((s) => s.finalUrl))],
      warnings: [...new Set(samples[side].flatMap((s) => s.warnings))],
    });
    type Figures = ReturnType<typeof figures>;
    const measured = Object.fromEntries(sides.map((side) => [side, figures(side)])) as Partial<Record<Side, Figures>>;
    const of = (f: Figures) => (f.runs === 1 ? '1 run' : `median of ${f.runs}`);
    const spread = (f: Figures) => `${of(f)}, ${f.score.min}-${f.score.max}`;
    const kb = (bytes: number) => round(bytes / 1024);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const scripts = [...assets.values()].filter((asset) => asset.type.startsWith('text/javascript'));
    const ratio = (portal: Figures, bare: Figures) => (bare.lcpMs.median > 0 ? portal.lcpMs.median / bare.lcpMs.median : null);

    /** The rows of one way of serving; the targets go with the deployed one (or with HTTP/1.1 when there is no TLS). */
    const rowsOf = (portal: Figures, bare: Figures, how: string, withTargets: boolean) => {
      const target = (text: string) => (withTargets ? text : '');
      const lcpRatio = ratio(portal, bare);
      return [
        { name: `${how}: performance score, portal home signed in (${spread(portal)}; TBT ${round(portal.tbtMs.median, 0)} ms)`, value: portal.score.median, target: target(`>= bare (${bare.score.median})`) },
        { name: `${how}: performance score, bare React + antd page (${spread(bare)}; TBT ${round(bare.tbtMs.median, 0)} ms)`, value: bare.score.median },
        { name: `${how}: LCP, portal home (${of(portal)}, ${round(portal.lcpMs.min, 0)}-${round(portal.lcpMs.max, 0)})`, value: round(portal.lcpMs.median, 0), unit: 'ms', target: target('<= 2500 ms') },
        { name: `${how}: LCP, bare page (${of(bare)})`, value: round(bare.lcpMs.median, 0), unit: 'ms' },
        { name: `${how}: LCP ratio portal : bare`, value: lcpRatio === null ? 'n/a' : `${round(lcpRatio * 100)}%` },
        ...(portal.chainBeforeLcp !== null ? [{ name: `${how}: sequential requests before the largest paint, portal (median; bare ${bare.chainBeforeLcp ?? 'n/a'})`, value: portal.chainBeforeLcp, unit: 'requests', target: target('<= 3') }] : []),
      ];
    };
    const deployed = measured.portal && measured.bare ? { portal: measured.portal, bare: measured.bare } : null;
    const direct = { portal: measured['portal-h1']!, bare: measured['bare-h1']! };
    const main = deployed ?? direct;
    const rows = [
      ...(deployed ? rowsOf(deployed.portal, deployed.bare, 'TLS + HTTP/2 (as deployed)', true) : [{ name: 'TLS + HTTP/2: not measured (no openssl to make a certificate)', value: '' }]),
      ...rowsOf(direct.portal, direct.bare, 'HTTP/1.1 from the server', !deployed),
      { name: `script transferred, portal (${main.portal.scriptRequests.median} requests)`, value: kb(main.portal.scriptBytes.median), unit: 'KB' },
      { name: `script transferred, bare (${main.bare.scriptRequests.median} requests)`, value: kb(main.bare.scriptBytes.median), unit: 'KB' },
      { name: 'LCP element, portal (first run)', value: (main.portal.lcpElements[0] ?? 'none').replace(/\s+/g, ' ').slice(0, 90) },
      ...(main.portal.chainLength !== null ? [{ name: `longest critical request chain of the whole load, portal (bare ${main.bare.chainLength ?? 'n/a'})`, value: main.portal.chainLength, unit: 'requests' }] : []),
      ...(errors.length || missing ? [{ name: `Lighthouse runs failed (tried again once) / missing: ${errors.length} / ${missing}`, value: errors[0]?.error.slice(0, 80) ?? '' }] : []),
    ];
    return {
      title: 'Lighthouse (mobile)',
      rows,
      json: {
        lighthouse: (JSON.parse(readFileSync(createRequire(path.join(ctx.root, 'package.json')).resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version,
        chromium: version,
        preset: 'default config: mobile, simulated throttling',
        signedIn: 'the session cookies set in the browser before each portal run',
        runsAsked: runs,
        referenceBuildMs: buildMs,
        referenceScript: { rawBytes: sum(scripts.map((a) => a.raw.length)), gzipBytes: sum(scripts.map((a) => (a.gzip ?? a.raw).length)), brotliBytes: sum(scripts.map((a) => (a.br ?? a.raw).length)) },
        served: {
          deployed: 'TLS + HTTP/2 front (as Caddy in deploy/), HTTP/1.1 kept-alive to the server; Chromium trusts the run\'s certificate by its key',
          direct: 'plain HTTP/1.1 from the server',
        },
        ...measured,
        lcpRatio: deployed ? round(ratio(deployed.portal, deployed.bare) ?? 0, 3) : null,
        lcpRatioHttp1: round(ratio(direct.portal, direct.bare) ?? 0, 3),
        errors,
        missing,
      },
    };
  } finally {
    for (const closing of servers) {
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        if ('closeAllConnections' in closing) closing.closeAllConnections();
        else setTimeout(resolve, 2000).unref(); // an HTTP/2 server closes once its sessions end
      });
    }
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
