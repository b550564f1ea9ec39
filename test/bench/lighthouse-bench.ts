import type { Flags, Result, RunnerResult } from 'lighthouse';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The Lighthouse part of the bench (issue 15): Lighthouse's default config (the mobile preset: a phone's
 * screen, simulated slow 4G and a 4x slower CPU), performance only, on the portal's signed-in home page (the
 * bench's session cookies in the browser) and, in the same run, on a bare React + antd page this part builds
 * from test/bench/reference/bare-page.tsx and serves itself, compressed as the portal compresses. The runs
 * alternate (portal, bare, portal, bare, ...), each in a fresh Chromium with a fresh profile, each bounded in
 * time and tried once more if it fails. Rows: the performance score and LCP (medians), LCP portal : bare, the
 * script bytes transferred and the longest critical request chain; the raw samples go to the JSON.
 *
 * This file is transpiled alone into a temporary folder by scripts/bench.mjs, so at run time it imports no
 * sibling file and no package by a bare name (the type import above is erased): lighthouse, its
 * chrome-launcher and puppeteer-core, and esbuild are resolved from the repository.
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
  finalUrl: string;
  /** Chromium's start (and the cookies), then Lighthouse's own run, wall clock. */
  startMs: number;
  wallMs: number;
  warnings: string[];
}

type Side = 'portal' | 'bare';

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
/** scripts/bench.mjs gives a part 300 s; the part stops starting runs before that and cleans up. */
const BUDGET_MS = 270_000;
const RUN_TIMEOUT_MS = 90_000;
const LAUNCH_TIMEOUT_MS = 30_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LOOPBACK = '127.0.0.1';
/** As the portal's @fastify/compress (server/app.ts): bodies from 1 KB on, brotli at quality 4, gzip at zlib's default level. */
const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;
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

// ---------------------------------------------------------------------------------------------- reference page
const INDEX_HTML = (script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Bare React + antd page</title>
    <link rel="icon" href="data:,">
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface Asset {
  type: string;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Builds the reference page (production, minified, one ESM file) into memory: URL path -> asset. */
async function buildReference(root: string, build: Tools['build'], outdir: string): Promise<Map<string, Asset>> {
  const result = await build({
    entryPoints: [path.join(root, 'test/bench/reference/bare-page.tsx')],
    absWorkingDir: root,
    outdir,
    entryNames: '[name]-[hash]',
    bundle: true,
    splitting: false,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox115', 'safari16'],
    minify: true,
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    write: false,
  });
  const assets = new Map<string, Asset>();
  let script = '';
  for (const file of result.outputFiles) {
    const url = '/assets/' + path.relative(outdir, file.path).split(path.sep).join('/');
    if (url.endsWith('.js')) script = url;
    assets.set(url, { type: url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', raw: Buffer.from(file.contents) });
  }
  if (!script) throw new Error('the reference page build wrote no script');
  assets.set('/', { type: 'text/html; charset=utf-8', raw: Buffer.from(INDEX_HTML(script)) });
  for (const asset of assets.values()) {
    if (asset.raw.length < COMPRESS_THRESHOLD) continue;
    asset.gzip = gzipSync(asset.raw);
    asset.br = brotliCompressSync(asset.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return assets;
}

/** Serves the reference page on a free loopback port, brotli or gzip as the browser accepts (br first, as the portal). */
function serve(assets: Map<string, Asset>): Promise<{ server: Server; url: string }> {
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const asset = assets.get(pathname);
    if (!asset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = asset.br && /\bbr\b/.test(accepted) ? 'br' : asset.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoding === 'br' ? asset.br! : encoding === 'gzip' ? asset.gzip! : asset.raw;
    response.writeHead(200, {
      'content-type': asset.type,
      'content-length': String(body.length),
      'cache-control': pathname === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      if (!address || typeof address === 'string') return reject(new Error('the reference server has no port'));
      resolve({ server, url: `http://${LOOPBACK}:${address.port}/` });
    });
  });
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
    finalUrl: lhr.finalDisplayedUrl,
    startMs,
    wallMs,
    warnings: lhr.runWarnings.map((warning) => String(warning)),
  };
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
async function lighthouseOnce(tools: Tools, folder: string, url: string, cookies: BrowserCookie[] | undefined, timeoutMs: number): Promise<Sample> {
  const profile = mkdtempSync(path.join(folder, 'chrome-'));
  const launching = tools.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir: profile, logLevel: 'silent', handleSIGINT: false });
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
  let server: Server | undefined;
  try {
    const tools = await loadTools(ctx.root);
    const buildStarted = Date.now();
    const assets = await buildReference(ctx.root, tools.build, path.join(folder, 'site', 'assets'));
    const buildMs = Date.now() - buildStarted;
    const reference = await serve(assets);
    server = reference.server;
    const portalUrl = `${ctx.baseURL}/`;
    const targets: Record<Side, { url: string; cookies?: BrowserCookie[] }> = {
      portal: { url: portalUrl, cookies: browserCookies(ctx.cookies, ctx.baseURL) },
      bare: { url: reference.url },
    };
    const samples: Record<Side, Sample[]> = { portal: [], bare: [] };
    const errors: { side: Side; run: number; attempt: number; error: string }[] = [];
    let missing = 0;
    let longestPairMs = 0;
    for (let i = 0; i < runs; i++) {
      // A pair starts only when the time left holds one more like the longest so far: the sides stay even.
      if (deadline - Date.now() < Math.max(40_000, longestPairMs * 1.2)) {
        missing += 2 * (runs - i);
        break;
      }
      const pairStarted = Date.now();
      for (const side of ['portal', 'bare'] as const) {
        let done = false;
        for (let attempt = 1; attempt <= ATTEMPTS && !done; attempt++) {
          const left = deadline - Date.now();
          if (left < 10_000) break;
          try {
            const sample = await lighthouseOnce(tools, folder, targets[side].url, targets[side].cookies, Math.min(RUN_TIMEOUT_MS, left));
            // A signed-out portal ends on the sign-in page: that would measure the wrong page.
            if (side === 'portal' && new URL(sample.finalUrl).pathname !== '/') throw new Error(`the portal ended on ${sample.finalUrl}, not the signed-in home page`);
            samples[side].push(sample);
            done = true;
          } catch (error) {
            errors.push({ side, run: i + 1, attempt, error: String((error as Error)?.message ?? error).split('\n')[0].slice(0, 300) });
          }
        }
        if (!done) missing++;
      }
      longestPairMs = Math.max(longestPairMs, Date.now() - pairStarted);
    }
    for (const side of ['portal', 'bare'] as const) {
      if (samples[side].length === 0) throw new Error(`no Lighthouse run of the ${side} page succeeded: ${errors.find((e) => e.side === side)?.error ?? 'out of time'}`);
    }

    const stats = (side: Side, pick: (s: Sample) => number, digits = 1) => {
      const values = samples[side].map(pick);
      return { median: round(median(values), digits), min: round(Math.min(...values), digits), max: round(Math.max(...values), digits), samples: values };
    };
    const chainOf = (side: Side) => {
      const values = samples[side].map((s) => s.chainLength).filter((v): v is number => typeof v === 'number');
      return values.length ? median(values) : null;
    };
    const figures = (side: Side) => ({
      runs: samples[side].length,
      url: targets[side].url,
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
      startMs: stats(side, (s) => s.startMs, 0),
      wallMs: stats(side, (s) => s.wallMs, 0),
      finalUrls: [...new Set(samples[side].map((s) => s.finalUrl))],
      warnings: [...new Set(samples[side].flatMap((s) => s.warnings))],
    });
    const portal = figures('portal');
    const bare = figures('bare');
    const lcpRatio = bare.lcpMs.median > 0 ? portal.lcpMs.median / bare.lcpMs.median : null;
    const of = (f: ReturnType<typeof figures>) => (f.runs === 1 ? '1 run' : `median of ${f.runs}`);
    const spread = (f: ReturnType<typeof figures>) => `${of(f)}, ${f.score.min}-${f.score.max}`;
    const kb = (bytes: number) => round(bytes / 1024);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const scripts = [...assets.values()].filter((asset) => asset.type.startsWith('text/javascript'));

    const rows = [
      { name: `performance score, portal home signed in (${spread(portal)})`, value: portal.score.median, target: `>= bare (${bare.score.median})` },
      { name: `performance score, bare React + antd page (${spread(bare)})`, value: bare.score.median },
      { name: `LCP, portal home (${of(portal)})`, value: round(portal.lcpMs.median, 0), unit: 'ms', target: '<= 2500 ms' },
      { name: `LCP, bare page (${of(bare)})`, value: round(bare.lcpMs.median, 0), unit: 'ms', target: '<= 2500 ms' },
      { name: 'LCP ratio portal : bare', value: lcpRatio === null ? 'n/a' : `${round(lcpRatio * 100)}%` },
      { name: `script transferred, portal (${portal.scriptRequests.median} requests)`, value: kb(portal.scriptBytes.median), unit: 'KB' },
      { name: `script transferred, bare (${bare.scriptRequests.median} requests)`, value: kb(bare.scriptBytes.median), unit: 'KB' },
      ...(portal.chainLength !== null ? [{ name: 'longest critical request chain, portal', value: portal.chainLength, unit: 'requests', target: '<= 3' }] : []),
      ...(bare.chainLength !== null ? [{ name: 'longest critical request chain, bare', value: bare.chainLength, unit: 'requests' }] : []),
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
        portal,
        bare,
        lcpRatio: lcpRatio === null ? null : round(lcpRatio, 3),
        errors,
        missing,
      },
    };
  } finally {
    if (server) {
      const closing = server;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    }
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}
