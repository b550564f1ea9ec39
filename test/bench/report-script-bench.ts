import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { referenceBuildOptions, serve, type Asset } from './lib/reference-site';

/**
 * Issue 15, item 3: the report page's script against a powerbi-client + React page. Cold loads of a report's
 * address (/action/102) in a fresh signed-in context, waiting for the report frame's `rendered`; the
 * portal's own scripts (main frame, not the report's frame) requested until the viewer marked the report drawn
 * are summed raw and compressed (what the page fetches afterwards for later screens, antd's idle preload, is
 * its own row); the reference is test/bench/reference/powerbi-page.tsx, built here (production, minified),
 * served from a loopback server and shown embedding the same report, so it is a working page and not just a
 * bundle. A second reference,
 * test/bench/reference/stack-floor-page.tsx, shows the same report on the portal's fixed stack's runtime
 * without antd or portal code: the floor any page of that stack starts from. Both sides are compressed here
 * with the same brotli and gzip settings, so the ratio compares code, not server settings; the bytes the
 * portal's server actually transferred are reported beside them.
 *
 * Bundled into a temporary folder by scripts/bench.mjs: no package by a bare name; esbuild is resolved from the repository.
 */
interface BenchContext {
  root: string;
  baseURL: string;
  browser: Browser;
  newSignedInContext(): Promise<BrowserContext>;
  median(values: number[]): number;
  round(value: number, digits?: number): number;
}

interface Sizes {
  raw: number;
  br: number;
  gzip: number;
  files: number;
}

const REPORT_ACTION = 102;
const LOADS = 5;
const TIMEOUT_MS = 30_000;
/** How long after the report is drawn the first load keeps listening: what the page fetches then is for later screens. */
const AFTER_DRAWN_MS = 5_000;
/**
 * Records, in the portal's page, when the report's frame container stops being busy (aria-busy false with its
 * frame in it: the report is drawn); the scripts requested after that are not the report's.
 */
const DRAWN_PROBE = `(() => {
  const check = () => {
    const frame = document.querySelector('.report-embed__frame');
    if (window.__reportDrawnAt || !frame || frame.getAttribute('aria-busy') !== 'false' || !frame.querySelector('iframe')) return;
    window.__reportDrawnAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
})();`;

const br = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const sizesOf = (bodies: Buffer[]): Sizes => ({
  raw: bodies.reduce((sum, body) => sum + body.length, 0),
  br: bodies.reduce((sum, body) => sum + br(body), 0),
  gzip: bodies.reduce((sum, body) => sum + gz(body), 0),
  files: bodies.length,
});

const rendered = (page: Page) => page.frameLocator('iframe').locator('html[data-state="rendered"]').waitFor({ timeout: TIMEOUT_MS });

interface Chunk {
  url: string;
  gzip: number;
  /** The packages (or first-party folders) in the chunk, largest first, bytes before compression (esbuild's metafile). */
  contents: [string, number][];
}

/** What each file of the page holds, from dist/meta.json: where the script beyond the floor comes from. */
function chunksOf(root: string, scripts: { url: string; body: Buffer }[]): Chunk[] {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/meta.json'), 'utf8')) as { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
  return scripts
    .map(({ url, body }) => {
      const output = meta.outputs[`dist${new URL(url).pathname}`];
      const totals = new Map<string, number>();
      for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
        const key = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input.split('/').slice(0, 2).join('/');
        totals.set(key, (totals.get(key) ?? 0) + bytesInOutput);
      }
      return { url: new URL(url).pathname, gzip: gz(body), contents: [...totals].sort((a, b) => b[1] - a[1]) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

interface Load {
  sizes: Sizes;
  transferred: number;
  chunks: Chunk[];
  /** Scripts the page requested after the report was drawn (only on the load that waited for them). */
  after: Sizes | null;
}

/**
 * The main frame's scripts of one cold load requested until the report was drawn, and what the server transferred
 * for them; with `waitAfter`, also those requested in the AFTER_DRAWN_MS after it (antd's idle preload).
 */
async function portalLoad(ctx: BenchContext, waitAfter = false): Promise<Load> {
  const context = await ctx.newSignedInContext();
  try {
    await context.addInitScript(DRAWN_PROBE);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.frame() === page.mainFrame() && response.url().startsWith(ctx.baseURL)) responses.push(response);
    });
    await page.goto(`${ctx.baseURL}/action/${REPORT_ACTION}`);
    await rendered(page);
    const drawnAt = await page.waitForFunction(() => (window as unknown as { __reportDrawnAt?: number }).__reportDrawnAt, undefined, { timeout: TIMEOUT_MS }).then((handle) => handle.jsonValue() as Promise<number>);
    if (waitAfter) await page.waitForTimeout(AFTER_DRAWN_MS);
    const before = responses.filter((response) => response.request().timing().startTime <= drawnAt);
    const later = responses.filter((response) => !before.includes(response));
    const bodies = await Promise.all(before.map((response) => response.body()));
    const transferred = (await Promise.all(before.map(async (response) => (await response.request().sizes()).responseBodySize))).reduce((a, b) => a + b, 0);
    const after = waitAfter ? sizesOf(await Promise.all(later.map((response) => response.body()))) : null;
    return { sizes: sizesOf(bodies), transferred, chunks: chunksOf(ctx.root, before.map((response, i) => ({ url: response.url(), body: bodies[i] }))), after };
  } finally {
    await context.close();
  }
}

async function buildReference(root: string, page: string): Promise<Buffer> {
  const esbuild = createRequire(path.join(root, 'package.json'))('esbuild') as { build(options: Record<string, unknown>): Promise<{ outputFiles: { contents: Uint8Array }[] }> };
  const result = await esbuild.build(referenceBuildOptions(root, page));
  return Buffer.from(result.outputFiles[0].contents);
}

/**
 * The reference page embedding the same report, to prove it is a working page: served from a loopback server
 * (the browser frames the emulator's loopback address only from a page of the local network, which a page
 * answered from memory is not), the report's address and token asked from the portal as the signed-in user.
 */
async function referenceRenders(ctx: BenchContext, script: Buffer): Promise<boolean> {
  const context = await ctx.newSignedInContext();
  const assets = new Map<string, Asset>([
    ['/', { type: 'text/html; charset=utf-8', raw: Buffer.from('<!doctype html><html lang="en"><head><title>Reference</title></head><body><div id="root"></div><script type="module" src="/page.js"></script></body></html>') }],
    ['/page.js', { type: 'text/javascript; charset=utf-8', raw: script }],
  ]);
  const { server, url } = await serve(assets);
  try {
    const action = await (await context.request.get(`${ctx.baseURL}/api/action/${REPORT_ACTION}/`)).json() as { embedUrl: string; accessToken: string; embedId: string };
    // The demo's reports live in the offline emulator: the same address mapping as the portal's demo adapter.
    const settings = await (await context.request.get(`${ctx.baseURL}/app/publicsettings`)).json() as { analyticsFrames?: { origin: string } | null };
    const emulator = settings.analyticsFrames?.origin.replace(/\/+$/, '');
    const source = new URL(action.embedUrl, ctx.baseURL);
    const embedUrl = emulator ? `${emulator}/emulator${source.pathname}${source.search}` : source.href;
    const target = encodeURIComponent(JSON.stringify({ embedUrl, accessToken: action.accessToken, id: action.embedId, ownFrame: Boolean(emulator) }));
    const page = await context.newPage();
    await page.goto(`${url}#${target}`);
    await rendered(page);
    return true;
  } catch (error) {
    console.warn(`the reference page did not render the report: ${String(error).split('\n')[0]}`);
    return false;
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function run(ctx: BenchContext) {
  const { median, round } = ctx;
  const loads: Load[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await portalLoad(ctx, i === 0));
  const after = loads[0].after!;
  const reference = await buildReference(ctx.root, 'powerbi-page.tsx');
  const referenceSizes = sizesOf([reference]);
  const works = await referenceRenders(ctx, reference);
  const floor = await buildReference(ctx.root, 'stack-floor-page.tsx');
  const floorSizes = sizesOf([floor]);
  const floorWorks = await referenceRenders(ctx, floor);
  const portal = {
    raw: median(loads.map((l) => l.sizes.raw)),
    br: median(loads.map((l) => l.sizes.br)),
    gzip: median(loads.map((l) => l.sizes.gzip)),
    files: median(loads.map((l) => l.sizes.files)),
    transferred: median(loads.map((l) => l.transferred)),
  };
  const kb = (bytes: number) => round(bytes / 1024, 1);
  const ratio = portal.br / referenceSizes.br;
  const notRendered = ' (the page did NOT render the report)';
  const rows = [
    { name: `report page script, brotli (median of ${LOADS} cold loads; ${portal.files} files)`, value: kb(portal.br), unit: 'KB' },
    { name: `powerbi-client + React page script, brotli${works ? '' : notRendered}`, value: kb(referenceSizes.br), unit: 'KB' },
    { name: 'report page : powerbi-client + React page, brotli', value: `${round(ratio, 2)}x` },
    { name: 'report page : reference, raw / gzip', value: `${round(portal.raw / referenceSizes.raw, 2)}x / ${round(portal.gzip / referenceSizes.gzip, 2)}x` },
    { name: `the fixed stack's floor (React, router, mobx, i18next, tsyringe, powerbi-client; no antd) showing the report, brotli${floorWorks ? '' : notRendered}`, value: kb(floorSizes.br), unit: 'KB' },
    { name: 'that floor : powerbi-client + React page, brotli', value: `${round(floorSizes.br / referenceSizes.br, 2)}x` },
    { name: 'report page : that floor, brotli', value: `${round(portal.br / floorSizes.br, 2)}x` },
    { name: `report page script, gzip -9 (${portal.files} files) / that floor's`, value: `${kb(portal.gzip)} / ${kb(floorSizes.gzip)}`, unit: 'KB' },
    { name: 'report page : that floor, gzip -9', value: `${round(portal.gzip / floorSizes.gzip, 2)}x`, target: '<= 1.5x' },
    { name: 'report page script as the server transferred it', value: kb(portal.transferred), unit: 'KB' },
    { name: `fetched in the ${AFTER_DRAWN_MS / 1000} s after the report was drawn, for later screens (antd's idle preload; ${after.files} files), gzip -9`, value: kb(after.gzip), unit: 'KB' },
  ];
  return {
    title: '3b report page script',
    rows,
    json: { portal, reference: referenceSizes, referenceRendersReport: works, stackFloor: floorSizes, stackFloorRendersReport: floorWorks, ratioBrotli: ratio, ratioFloorGzip: portal.gzip / floorSizes.gzip, chunksFirstLoad: loads[0].chunks, afterDrawnFirstLoad: after, loads: loads.map(({ sizes, transferred }) => ({ sizes, transferred })) },
  };
}
