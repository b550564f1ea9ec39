// `npm run bench`: start-up and load figures of a production build in headless Chromium against the real
// server, printed as a table and written to bench/results.json and, as a Markdown table, bench/results.md
// (with --only: bench/results-<section>.json and .md; with --part too: results-<section>-<part>).
//
//   node scripts/bench.mjs [--no-build] [--loads N] [--seconds S] [--switches N] [--list-runs N] [--flood-seconds S] [--only core|report-switches|admin-lists|scale-out|flood] [--part NAME] [--port P]
//
// 1. initial JS (raw, gzip) from dist/meta.json;
// 2. the requests before the menu shows, in order, and how many sequential hops they form;
// 3. navigation -> menu visible, median of N cold loads (fresh browser context each, signed-in cookie);
// 4. navigation -> a 2,000-item menu shown (its first screen: the menu is windowed), and -> a 10,000-claim
//    claims view rendered; test/bench/menu-render-bench.ts and claims-filter-bench.ts time 5,000 items and
//    100,000 claims;
// 5. GET /account/me requests per second beside a bare fastify route (separate process), with autocannon; and
//    with 20,000 sessions in turn against one session (scripts/bench-many-sessions.mjs; the rate limits are raised for the whole
//    bench server: it measures throughput; section 8 measures the limits);
// 6. report switches: heap, DOM nodes and JS event listeners after 10 and N (200) switches between two
//    reports, and their growth per switch (scripts/bench-report-switches.mjs);
// 7. admin lists: the provider administrator's customer and user list calls through HTTP at 10,000 customers
//    and 100,000 users (seeded by scripts/seed-scale.mjs into a database of its own), median, p10 and p90 of
//    N (--list-runs, 30) runs each (scripts/bench-admin-lists.mjs).
// 8. scale-out: requests per second, p50 and p99 of GET /account/me and of a write on SQLite (one instance) and
//    PostgreSQL (one instance, and two behind a round-robin proxy; the proxy in front of one instance as the
//    reference), rate limits raised; and a burst of writes beyond the default rate limit: 2xx vs 429 and their
//    p50/p99 (scripts/bench-scale-out.mjs; PostgreSQL rows are skipped, with the reason, without PostgreSQL).
// 9. flood: one client on 127.0.0.1 holds 1,000 idle connections (and every one the server answered 408) for S
//    (--flood-seconds, 30) seconds while another user on 127.0.0.2 asks once a second: its answer times, or how
//    soon it was turned away; with the default limits, with MAX_CONNECTIONS_PER_ADDRESS=off, and behind Caddy
//    (deploy/Caddyfile) and nginx (deploy/nginx-portal.conf) when installed (scripts/bench-flood.mjs).
// `--only report-switches` runs section 6 alone (no optional parts); `--only admin-lists`, `--only scale-out` and
// `--only flood` run section 7, 8 or 9 alone, needing only the server build (dist-server/), no browser (8: and
// PostgreSQL).
//
// Optional parts: every test/bench/*-bench.mjs (or *-bench.ts, bundled here with esbuild with its sibling modules) is loaded and
// run after the core parts. Among them: test/bench/lighthouse-bench.ts runs Lighthouse (mobile preset)
// on the signed-in home page and on a bare React + antd page it builds itself, each as deployed (TLS + HTTP/2)
// and over HTTP/1.1, interleaved, medians of 5. A part exports either
//   run(ctx) -> { title?, rows: [{ name, value, unit?, target? }], json }   (ctx: see `partContext` below), or
//   runReportBench(page, baseURL)  -> a result object (its numbers and booleans become rows);
// and may export timeoutMs (default 300 s).
// A part that fails is reported and does not stop the bench. Only loopback addresses are used; every loop is
// bounded in count and time.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { runAdminLists } from './bench-admin-lists.mjs';
import { runFlood } from './bench-flood.mjs';
import { runReportSwitches } from './bench-report-switches.mjs';
import { measureManySessions } from './bench-many-sessions.mjs';
import { runScaleOut } from './bench-scale-out.mjs';
import { initialJs } from './lib/initial-js.mjs';
import { launchEmulators } from '../emulators/launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const COLD_LOADS = Math.max(1, Math.min(50, option('--loads', 10)));
const LOAD_SECONDS = Math.max(1, Math.min(30, option('--seconds', 5)));
const REPORT_SWITCHES = Math.max(20, Math.min(1000, option('--switches', 200)));
const LIST_RUNS = Math.max(5, Math.min(200, option('--list-runs', 30)));
const FLOOD_SECONDS = Math.max(5, Math.min(120, option('--flood-seconds', 30)));
/** The portal server's port; a free one by default. */
const PORTAL_PORT = option('--port', 0);
const SECTIONS = ['core', 'report-switches', 'admin-lists', 'scale-out', 'flood'];
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
/** With --only core: run just this optional part of test/bench (e.g. report-script-bench). */
const PART = args.includes('--part') ? args[args.indexOf('--part') + 1] : null;
if (ONLY !== null && !SECTIONS.includes(ONLY)) throw new Error(`--only takes one of: ${SECTIONS.join(', ')}`);
/** Whether a section runs: every one without --only; with it, only the named one. */
const runs = (section) => ONLY === null || ONLY === section;
const BIG_MENU_ITEMS = 2000;
const BIG_CLAIMS = 10000;
const STEP_TIMEOUT_MS = 60_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LOOPBACK = '127.0.0.1';

const rows = [];
const results = {
  startedAt: new Date().toISOString(),
  node: process.version,
  machine: { cpus: (await import('node:os')).cpus().length },
};
const row = (section, name, value, unit = '', target = '') => rows.push({ section, name, value, unit, target });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms).unref()),
  ]);

// ---------------------------------------------------------------------------------------------- processes
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns a node process and resolves once `ready()` is true (polled for at most 20 s). */
async function startProcess(label, argv, env, ready) {
  let log = '';
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${log}`);
    if (await ready(() => log).catch(() => false)) {
      return {
        child,
        stop: () =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${label} did not start within 20 s:\n${log}`);
}

/** The demo portal, with the Power BI emulator beside it as `npm start` starts it (emulators/launch.mjs). */
async function startPortal(folder, fixedPort = PORTAL_PORT, env = {}) {
  const port = fixedPort || (await freePort());
  const baseURL = `http://localhost:${port}`;
  const emulators = await launchEmulators({ env: process.env });
  const server = await startProcess(
    'portal server',
    [path.join(root, 'dist-server/main.mjs')],
    {
      PORT: String(port),
      HOST: LOOPBACK,
      DATABASE_FILE: path.join(folder, 'bench.sqlite'),
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SIGN_IN: '1000000',
      RATE_LIMIT_WRITES: '1000000',
      RATE_LIMIT_SESSION: '1000000',
      ...emulators.portalEnv,
      ...env,
    },
    async () => (await fetch(`${baseURL}/app/publicsettings`)).ok,
  ).catch(async (error) => {
    await emulators.stop();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await emulators.stop();
  };
  return { ...server, stop, baseURL, port };
}

/** Signs in as a demo user through the real sign-in form; returns the cookies (csrf + session). */
async function signInCookies(baseURL, userId) {
  const page = await fetch(`${baseURL}/account/login`);
  const csrf = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('portal_csrf='));
  if (!csrf) throw new Error('no CSRF cookie from /account/login');
  const token = csrf.slice('portal_csrf='.length);
  const login = await fetch(`${baseURL}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: csrf, 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    body: new URLSearchParams({ _csrf: token, userId }).toString(),
  });
  if (login.status !== 303) throw new Error(`sign-in answered ${login.status}`);
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error('no session cookie after sign-in');
  const pairs = [csrf, session].map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  });
  return { header: `${csrf}; ${session}`, playwright: pairs.map((c) => ({ ...c, domain: 'localhost', path: '/' })) };
}

// ---------------------------------------------------------------------------------------------- browser
/** Records, in the page, the time (performance.now(), from navigation start) the menu shows `minLinks` links. */
const MENU_PROBE = (minLinks) => `(() => {
  const check = () => {
    if (window.__menuVisibleAt) return;
    const side = document.querySelector('nav.side-menu');
    if (side && side.querySelectorAll('a.nav-link, .nav-header').length >= ${minLinks} && !side.querySelector('.side-menu-loading')) {
      window.__menuVisibleAt = performance.now();
      window.__menuVisibleEpoch = performance.timeOrigin + window.__menuVisibleAt;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const CLAIMS_PROBE = (count) => `(() => {
  const check = () => {
    if (window.__claimsVisibleAt) return;
    const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
    if (rows.length > 0 && document.body.innerText.includes('${count} claims')) {
      window.__claimsVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

async function newSignedInContext(browser, cookies) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
  await context.addCookies(cookies.playwright);
  return context;
}

/** One cold load of `/`: timings of every request until the menu shows, and the menu time. */
async function coldLoad(browser, baseURL, cookies, { minLinks = 2, collect = false, setup } = {}) {
  const context = await newSignedInContext(browser, cookies);
  try {
    const page = await context.newPage();
    await page.addInitScript(MENU_PROBE(minLinks));
    if (setup) await setup(page);
    const requests = [];
    if (collect) {
      const record = (request, failed) => {
        const timing = request.timing();
        requests.push({
          url: request.url().replace(baseURL, ''),
          method: request.method(),
          type: request.resourceType(),
          start: timing.startTime,
          end: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Number.NaN,
          failed,
        });
      };
      page.on('requestfinished', (request) => record(request, false));
      page.on('requestfailed', (request) => record(request, true));
    }
    await page.goto(`${baseURL}/`, { timeout: STEP_TIMEOUT_MS });
    await page.waitForFunction(() => window.__menuVisibleAt !== undefined, null, {
      timeout: STEP_TIMEOUT_MS,
      polling: 50,
    });
    const { at, epoch, navStart } = await page.evaluate(() => ({
      at: window.__menuVisibleAt,
      epoch: window.__menuVisibleEpoch,
      navStart: performance.timeOrigin,
    }));
    return { menuMs: at, menuEpoch: epoch, navStart, requests };
  } finally {
    await context.close();
  }
}

/**
 * Hops: the longest chain of requests in which each request starts only after the previous one has ended
 * (each hop is a round trip the page had to wait for before it could ask the next question).
 */
function longestChain(requests) {
  const sorted = [...requests].filter((r) => Number.isFinite(r.end)).sort((a, b) => a.start - b.start);
  const length = sorted.map(() => 1);
  const previous = sorted.map(() => -1);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= sorted[i].start && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    }
  }
  let best = -1;
  for (let i = 0; i < sorted.length; i++) if (best < 0 || length[i] > length[best]) best = i;
  const chain = [];
  for (let i = best; i >= 0; i = previous[i]) chain.unshift(sorted[i]);
  return chain;
}

function bigMenu(total) {
  const groups = 40;
  const perGroup = Math.floor(total / groups) - 1;
  let id = 1;
  let leaf = 0;
  const items = [];
  for (let g = 0; g < groups; g++) {
    const children = [];
    for (let i = 0; i < perGroup; i++) {
      children.push({
        id: id++,
        name: `Report ${++leaf}`,
        actionId: 100000 + leaf,
        actionType: 'report',
        linkUrl: null,
        linkTarget: 'content-window',
        isHomepage: false,
        subMenuItems: [],
      });
    }
    items.push({
      id: id++,
      name: `Group ${g + 1}`,
      actionId: null,
      actionType: 'menu',
      linkUrl: null,
      linkTarget: null,
      isHomepage: false,
      subMenuItems: children,
    });
  }
  while (id <= total) {
    items.push({
      id: id++,
      name: `Report ${++leaf}`,
      actionId: 100000 + leaf,
      actionType: 'report',
      linkUrl: null,
      linkTarget: 'content-window',
      isHomepage: false,
      subMenuItems: [],
    });
  }
  return { items, count: id - 1 };
}

// ---------------------------------------------------------------------------------------------- load test
async function cannon(url, headers) {
  const result = await withTimeout(
    // The server answers 503 past MAX_REQUESTS_PER_SOCKET (1000) on one connection after asking it to close,
    // which autocannon ignores unless told to reconnect: as a browser or a proxy does.
    autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers, timeout: 10, reconnectRate: 1000 }),
    (LOAD_SECONDS + 30) * 1000,
    `autocannon ${url}`,
  );
  return {
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

// ---------------------------------------------------------------------------------------------- optional parts
async function loadParts(folder) {
  const dir = path.join(root, 'test/bench');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => /-bench\.(mjs|ts)$/.test(f))
    .sort();
  const byBase = new Map();
  for (const file of files) {
    const base = file.replace(/\.(mjs|ts)$/, '');
    if (!byBase.has(base) || file.endsWith('.mjs')) byBase.set(base, file);
  }
  const parts = [];
  for (const [name, file] of byBase) {
    let modulePath = path.join(dir, file);
    if (file.endsWith('.ts')) {
      // Bundled with its sibling modules (test/bench/lib); packages stay imports, resolved by the part itself.
      const { build } = await import('esbuild');
      const outfile = path.join(folder, `${name}.mjs`);
      await build({
        entryPoints: [modulePath],
        outfile,
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'silent',
      });
      modulePath = outfile;
    }
    parts.push({ name, file, module: await import(pathToFileURL(modulePath).href) });
  }
  return parts;
}

function flatten(prefix, value, out) {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') out.push([prefix, value]);
  else if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'number') && value.length > 3)
      out.push([`${prefix} (median of ${value.length})`, round(median(value))]);
    else value.slice(0, 5).forEach((v, i) => flatten(`${prefix}[${i}]`, v, out));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  return out;
}

// ---------------------------------------------------------------------------------------------- main
async function main() {
  // The admin lists talk to the server only: they need neither the SPA's build nor a browser.
  const needsBrowser = runs('core') || runs('report-switches');
  if (needsBrowser && !args.includes('--no-build')) {
    console.log('building (node esbuild.config.mjs)...');
    const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the production build failed');
  }
  for (const file of needsBrowser ? ['dist/meta.json', 'dist-server/main.mjs'] : ['dist-server/main.mjs']) {
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run node esbuild.config.mjs first`);
  }

  // 1. Initial JS.
  const js = needsBrowser ? initialJs(path.join(root, 'dist')) : null;
  if (runs('core')) {
    results.initialJs = { files: js.files.length, rawBytes: js.raw, gzipBytes: js.gzip, lazyChunks: js.lazyChunks };
    row('1 initial JS', `initial JS (${js.files.length} files), raw`, round(js.raw / 1024), 'KB');
    row('1 initial JS', 'initial JS, gzip -9', round(js.gzip / 1024), 'KB');
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const stops = [];
  let browser;
  try {
    const portal = needsBrowser ? await startPortal(folder) : null;
    if (portal) stops.push(portal.stop);
    const baseURL = portal?.baseURL;
    const cookies = portal ? await signInCookies(baseURL, 'anna') : null;
    if (needsBrowser) browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

    if (runs('core')) {
      // --part NAME: only that optional part (sections 2 to 5 are skipped).
      if (PART === null) {
        // Warm the server (first requests compile routes, fill caches) without counting.
        await coldLoad(browser, baseURL, cookies);

        // 2. Requests before the menu shows, and hops.
        const traced = await coldLoad(browser, baseURL, cookies, { collect: true });
        // Before the menu shows: started before it was visible, and not after the menu's answer arrived (what
        // starts then, e.g. the home page's action, cannot be needed to show the menu).
        const menuAnswer = traced.requests.find((r) => r.url.startsWith('/api/menuitems'));
        const cutoff = Math.min(traced.menuEpoch, menuAnswer ? menuAnswer.end : Infinity);
        const before = traced.requests.filter((r) => r.start <= cutoff).sort((a, b) => a.start - b.start);
        const chainAll = longestChain(before);
        const chainCore = longestChain(before.filter((r) => ['document', 'script', 'fetch', 'xhr'].includes(r.type)));
        // The critical path: the page, the initial JS (from the metafile) and the API calls. Lazy chunks (plugin
        // prefetch, antd) and branding CSS run beside it; they only lengthen the timing chain by coincidence.
        const initialUrls = new Set(
          js.files.map(
            (file) => '/' + path.relative(path.join(root, 'dist'), path.join(root, file)).split(path.sep).join('/'),
          ),
        );
        const critical = before.filter(
          (r) =>
            r.type === 'document' || initialUrls.has(r.url.split('?')[0]) || r.type === 'fetch' || r.type === 'xhr',
        );
        const chainCritical = longestChain(critical);
        const list = before.map((r) => ({
          method: r.method,
          url: r.url,
          type: r.type,
          startMs: round(r.start - traced.navStart),
          endMs: round(r.end - traced.navStart),
          ...(r.failed ? { failed: true } : {}),
        }));
        results.requestsBeforeMenu = {
          menuVisibleMs: round(traced.menuMs),
          count: list.length,
          requests: list,
          hops: chainAll.length,
          hopChain: chainAll.map((r) => r.url),
          hopsCritical: chainCritical.length,
          hopChainCritical: chainCritical.map((r) => r.url),
          hopsDocumentScriptFetch: chainCore.length,
          hopChainDocumentScriptFetch: chainCore.map((r) => r.url),
          definition:
            'longest chain of requests where each starts after the previous one ended (requests started before the menu showed)',
        };
        row('2 requests', 'requests before the menu shows', list.length);
        row('2 requests', 'sequential hops (all requests)', chainAll.length);
        row('2 requests', 'sequential hops (document, script, fetch)', chainCore.length);
        row('2 requests', 'sequential hops (page, initial JS, API calls)', chainCritical.length, '', '4');
        const menuCall = before.find((r) => r.url.startsWith('/api/menuitems'));
        const identityCall = before.find((r) => r.url.startsWith('/account/me'));
        if (menuCall && identityCall)
          row('2 requests', 'gap: identity answered -> menu requested', round(menuCall.start - identityCall.end), 'ms');

        // 3. Cold loads.
        const samples = [];
        for (let i = 0; i < COLD_LOADS; i++) samples.push((await coldLoad(browser, baseURL, cookies)).menuMs);
        results.menuVisible = {
          medianMs: round(median(samples)),
          minMs: round(Math.min(...samples)),
          maxMs: round(Math.max(...samples)),
          samplesMs: samples.map((s) => round(s)),
        };
        row('3 cold load', `navigation -> menu visible, median of ${COLD_LOADS}`, round(median(samples)), 'ms');
        row('3 cold load', 'min / max', `${round(Math.min(...samples))} / ${round(Math.max(...samples))}`, 'ms');

        // 4a. A 2,000-item menu.
        const menu = bigMenu(BIG_MENU_ITEMS);
        const menuBody = JSON.stringify(menu.items);
        const menuSamples = [];
        for (let i = 0; i < 3; i++) {
          const run = await coldLoad(browser, baseURL, cookies, {
            // The menu renders the rows in and near view (windowed past 200 rows): the first screen's worth.
            minLinks: 30,
            setup: (page) =>
              page.route('**/api/menuitems/**', (route) =>
                route.fulfill({ contentType: 'application/json', body: menuBody }),
              ),
          });
          menuSamples.push(run.menuMs);
        }
        results.bigMenu = {
          items: menu.count,
          medianMs: round(median(menuSamples)),
          samplesMs: menuSamples.map((s) => round(s)),
        };
        row(
          '4 large data',
          `navigation -> ${menu.count}-item menu shown (first screen; median of 3)`,
          round(median(menuSamples)),
          'ms',
        );

        // 4b. A claims action with 10,000 claims.
        const claims = Array.from({ length: BIG_CLAIMS }, (_, i) => ({
          type: `http://schemas.example.com/claims/type-${i % 37}`,
          value: `value ${i} ${'x'.repeat(i % 20)}`,
        }));
        const claimsBody = JSON.stringify({ actionType: 'claims', actionId: 107, title: 'Claims', claims });
        const claimSamples = [];
        for (let i = 0; i < 3; i++) {
          const context = await newSignedInContext(browser, cookies);
          try {
            const page = await context.newPage();
            await page.addInitScript(CLAIMS_PROBE(BIG_CLAIMS));
            await page.route('**/api/action/107/**', (route) =>
              route.fulfill({ contentType: 'application/json', body: claimsBody }),
            );
            await page.goto(`${baseURL}/action/107`, { timeout: STEP_TIMEOUT_MS });
            await page.waitForFunction(() => window.__claimsVisibleAt !== undefined, null, {
              timeout: STEP_TIMEOUT_MS,
              polling: 50,
            });
            claimSamples.push(await page.evaluate(() => window.__claimsVisibleAt));
          } finally {
            await context.close();
          }
        }
        results.bigClaims = {
          claims: BIG_CLAIMS,
          responseBytes: claimsBody.length,
          medianMs: round(median(claimSamples)),
          samplesMs: claimSamples.map((s) => round(s)),
        };
        row(
          '4 large data',
          `navigation -> claims table of ${BIG_CLAIMS} claims visible (median of 3)`,
          round(median(claimSamples)),
          'ms',
        );

        // 5. GET /account/me beside a bare fastify route of the same size.
        const identity = await fetch(`${baseURL}/account/me`, { headers: { cookie: cookies.header } });
        const identityBody = await identity.text();
        if (!identity.ok || !identityBody.includes('"isAuthenticated":true'))
          throw new Error('GET /account/me is not signed in for the load test');
        const bodyFile = path.join(folder, 'identity.json');
        writeFileSync(bodyFile, identityBody);
        const barePort = await freePort();
        const bare = await startProcess(
          'bare fastify server',
          [path.join(root, 'test/bench/bare-server.mjs'), String(barePort), bodyFile],
          {},
          async (log) => log().includes('listening'),
        );
        stops.push(bare.stop);
        const bareBody = await (await fetch(`http://${LOOPBACK}:${barePort}/bare`)).text();
        const portalUrl = `http://${LOOPBACK}:${portal.port}/account/me`;
        const me = await cannon(portalUrl, { cookie: cookies.header });
        const baseline = await cannon(`http://${LOOPBACK}:${barePort}/bare`, { cookie: cookies.header });
        const ratio = me.requestsPerSecond / baseline.requestsPerSecond;
        results.identityLoad = {
          connections: 10,
          seconds: LOAD_SECONDS,
          bodyBytes: { identity: identityBody.length, bare: bareBody.length },
          accountMe: me,
          bareFastify: baseline,
          ratio: round(ratio, 3),
        };
        row('5 load', `GET /account/me (10 connections, ${LOAD_SECONDS} s)`, me.requestsPerSecond, 'req/s');
        row('5 load', 'bare fastify route, same-size JSON', baseline.requestsPerSecond, 'req/s');
        row('5 load', 'ratio /account/me : bare', `${round(ratio * 100)}%`, '', '>= 50%');
        if (me.non2xx || me.errors) row('5 load', 'GET /account/me non-2xx / errors', `${me.non2xx} / ${me.errors}`);

        // 5b. The same call with 20,000 sessions in turn against one session (bounded LRU caches must hold them).
        try {
          const sessions = await measureManySessions({ baseURL, seconds: LOAD_SECONDS, median, round });
          results.manySessions = sessions;
          row(
            '5 load',
            `GET /account/me, one session (median of 3, ${sessions.spread.oneSession.join('-')})`,
            sessions.oneSession,
            'req/s',
          );
          row(
            '5 load',
            `GET /account/me, ${sessions.sessions.toLocaleString('en')} sessions in turn (median of 3, ${sessions.spread.manySessions.join('-')})`,
            sessions.manySessions,
            'req/s',
          );
          row(
            '5 load',
            `ratio ${sessions.sessions.toLocaleString('en')} sessions : one`,
            `${round(sessions.ratio * 100)}%`,
            '',
            '>= 80%',
          );
        } catch (error) {
          results.manySessions = { error: String(error?.message ?? error) };
          row(
            '5 load',
            'GET /account/me with 20,000 sessions',
            `failed: ${String(error?.message ?? error).slice(0, 120)}`,
          );
        }
      }

      // Optional parts (e.g. test/bench/report-bench.ts from the report plugin).
      const parts = (await loadParts(folder)).filter((part) => PART === null || part.name === PART);
      if (PART !== null && parts.length === 0) throw new Error(`--part ${PART}: no test/bench/${PART}.ts or .mjs`);
      results.parts = {};
      const partContext = {
        root,
        baseURL,
        browser,
        cookies,
        newSignedInContext: () => newSignedInContext(browser, cookies),
        median,
        round,
      };
      for (const part of parts) {
        try {
          let output;
          if (typeof part.module.run === 'function') {
            output = await withTimeout(part.module.run(partContext), part.module.timeoutMs ?? 300_000, part.name);
            for (const r of output.rows ?? [])
              row(output.title ?? part.name, r.name, r.value, r.unit ?? '', r.target ?? '');
            results.parts[part.name] = output.json ?? output;
          } else if (typeof part.module.runReportBench === 'function') {
            const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
            try {
              const page = await context.newPage();
              output = await withTimeout(part.module.runReportBench(page, baseURL), 300_000, part.name);
            } finally {
              await context.close();
            }
            for (const [name, value] of flatten('', output, []))
              row(part.name, name, typeof value === 'number' ? round(value) : value);
            results.parts[part.name] = output;
          } else {
            throw new Error('exports neither run(ctx) nor runReportBench(page, baseURL)');
          }
        } catch (error) {
          results.parts[part.name] = { error: String(error?.message ?? error) };
          row(
            part.name,
            `FAILED: ${String(error?.message ?? error)
              .split('\n')[0]
              .slice(0, 100)}`,
            '',
          );
        }
      }
    }

    // 6. Report switches: what the page keeps after many switches between two reports.
    if (runs('report-switches')) {
      const switches = await withTimeout(
        runReportSwitches({ browser, baseURL, cookies, median, round }, { switches: REPORT_SWITCHES }),
        600_000,
        'report switches',
      );
      for (const r of switches.rows) row(switches.title, r.name, r.value, r.unit ?? '', r.target ?? '');
      results.reportSwitches = switches.json;
    }

    // 7. Admin lists at 10,000 customers and 100,000 users, on a server and database of their own.
    if (runs('admin-lists')) {
      const lists = await withTimeout(
        runAdminLists({ folder, startPortal: (dir) => startPortal(dir, 0), signInCookies, round }, { runs: LIST_RUNS }),
        600_000,
        'admin lists',
      );
      for (const r of lists.rows) row(lists.title, r.name, r.value, r.unit ?? '', r.target ?? '');
      results.adminLists = lists.json;
    }

    // 8. Scale-out: one and two instances, SQLite and PostgreSQL, and a burst beyond the rate limit.
    if (runs('scale-out')) {
      const scale = await withTimeout(
        runScaleOut({ root, folder, startProcess, freePort, round }, { seconds: LOAD_SECONDS }),
        1_200_000,
        'scale-out',
      );
      for (const r of scale.rows) row(scale.title, r.name, r.value, r.unit ?? '', r.target ?? '');
      results.scaleOut = scale.json;
    }

    // 9. Flood: one client holding 1,000 connections while another user asks.
    if (runs('flood')) {
      const dir = path.join(folder, 'flood');
      mkdirSync(dir, { recursive: true });
      const flood = await withTimeout(
        runFlood(
          { root, folder: dir, startPortal: (at, env) => startPortal(at, 0, env), freePort, round },
          { seconds: FLOOD_SECONDS },
        ),
        (4 * FLOOD_SECONDS + 150) * 1000,
        'flood',
      );
      for (const r of flood.rows) row(flood.title, r.name, r.value, r.unit ?? '', r.target ?? '');
      results.flood = flood.json;
    }
  } finally {
    await browser?.close().catch(() => {});
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  }

  // Output.
  results.finishedAt = new Date().toISOString();
  results.table = rows;
  const outDir = path.join(root, 'bench');
  mkdirSync(outDir, { recursive: true });
  const outName = [ONLY ? `-${ONLY}` : '', PART ? `-${PART}` : ''].join('');
  const outFile = path.join(outDir, `results${outName}.json`);
  writeFileSync(outFile, JSON.stringify(results, null, 2) + '\n');
  const cell = (text) => String(text).replaceAll('|', '\\|');
  const markdown = [
    `Bench of ${results.finishedAt} (${ONLY ?? 'all sections'}${PART ? `, part ${PART}` : ''}; \`npm run bench\`)`,
    '',
    '| section | figure | value | target |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${cell(r.section)} | ${cell(r.name)} | ${cell(`${r.value} ${r.unit}`.trim())} | ${cell(r.target)} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(outFile.replace(/\.json$/, '.md'), markdown);

  const widths = [
    Math.max(...rows.map((r) => r.section.length), 7),
    Math.max(...rows.map((r) => r.name.length), 6),
    Math.max(...rows.map((r) => `${r.value} ${r.unit}`.trim().length), 5),
  ];
  const line = (a, b, c, d) => `${a.padEnd(widths[0])}  ${b.padEnd(widths[1])}  ${c.padStart(widths[2])}  ${d}`;
  console.log('\n' + line('section', 'figure', 'value', 'target'));
  console.log(line('-'.repeat(widths[0]), '-'.repeat(widths[1]), '-'.repeat(widths[2]), '------'));
  for (const r of rows) console.log(line(r.section, r.name, `${r.value} ${r.unit}`.trim(), r.target));
  if (results.requestsBeforeMenu) {
    console.log('\nrequests before the menu showed (ms from navigation start):');
    for (const r of results.requestsBeforeMenu.requests) {
      console.log(
        `  ${String(r.startMs).padStart(7)} - ${String(r.endMs).padStart(7)}  ${r.method.padEnd(4)} ${r.type.padEnd(10)} ${r.url}`,
      );
    }
    console.log(`hop chain (all): ${results.requestsBeforeMenu.hopChain.join('  ->  ')}`);
    console.log(`hop chain (critical): ${results.requestsBeforeMenu.hopChainCritical.join('  ->  ')}`);
  }
  console.log(`\nwritten: ${path.relative(process.cwd(), outFile) || outFile}`);
}

main().catch((error) => {
  console.error('bench failed:', error?.stack ?? error);
  process.exit(1);
});
