// The "scale-out" section of `npm run bench` (scripts/bench.mjs; alone: `--only scale-out`, which needs only the
// server build, dist-server/, and for its PostgreSQL rows the PostgreSQL binaries):
//
// (a) throughput: requests per second, latency p50 and p99 (autocannon, C connections for S seconds per run) of
//     GET /account/me and of a write (POST /api/account/activecustomer {"customerId":"contoso"}), signed in as
//     Anna, on SQLite and on PostgreSQL: one instance directly, the same instance behind the bench's round-robin
//     proxy (scripts/lib/round-robin-proxy.mjs; the reference that shows the proxy's own cost), and on PostgreSQL
//     two instances (same SESSION_SECRET, one database) behind that proxy. SQLite is single-instance (one
//     server owns the file), so it has no two-instance row. These servers run with RATE_LIMIT_WRITES and
//     RATE_LIMIT_SESSION raised to 1,000,000, or the per-session limits would answer most requests with 429.
// (b) a burst beyond the rate limit: B writes (default 600) at once over C connections from one session, on
//     servers with the default limits (120 writes and 1,200 requests per session and minute): how many answered
//     2xx and how many 429, and p50/p99 of all answers and of the 429s; SQLite one instance, PostgreSQL one
//     instance, and PostgreSQL two instances behind the proxy.
//
// The PostgreSQL cluster is the tests' throwaway one (server/testing/postgres-cluster.ts, bundled here with
// esbuild), run as user postgres when the bench runs as root. When it cannot start, the PostgreSQL rows say
// "skipped" with the reason and the rest runs. Each server is a separate process (dist-server/main.mjs) on a
// loopback port; every wait is bounded, and servers, proxies and the cluster are stopped at the end, also on
// failure or Ctrl-C. Requests go to 127.0.0.1; writes carry the CSRF cookie and header and
// Sec-Fetch-Site: same-origin (the proxy rewrites Host, so an Origin could not match both backends).
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startRoundRobinProxy } from './lib/round-robin-proxy.mjs';

const LOOPBACK = '127.0.0.1';
const SESSION_SECRET = 'bench-scale-out-secret-shared-by-both-instances';
const RAISED_LIMIT = '1000000';
const RAISED_LIMITS = {
  RATE_LIMITS: undefined,
  RATE_LIMIT_WINDOW_SECONDS: undefined,
  RATE_LIMIT_WRITES: RAISED_LIMIT,
  RATE_LIMIT_SESSION: RAISED_LIMIT,
};
const DEFAULT_LIMITS = {
  RATE_LIMITS: undefined,
  RATE_LIMIT_WINDOW_SECONDS: undefined,
  RATE_LIMIT_WRITES: undefined,
  RATE_LIMIT_SESSION: undefined,
};
/** RATE_LIMIT_WRITES' default (server/security/rate-limit-config.ts): writes per session and minute. */
const DEFAULT_WRITE_LIMIT = 120;
const USER = 'anna';
const IDENTITY = { name: 'GET /account/me', method: 'GET', path: '/account/me' };
const WRITE = {
  name: 'POST /api/account/activecustomer',
  method: 'POST',
  path: '/api/account/activecustomer',
  body: JSON.stringify({ customerId: 'contoso' }),
};
const REQUEST_TIMEOUT_S = 10;
/**
 * The server's MAX_REQUESTS_PER_SOCKET (its default, passed explicitly). Node answers 503 to requests beyond it
 * on one kept-alive socket after its `Connection: close`, which autocannon does not heed; told to reconnect
 * after as many requests, it behaves as a browser or a proxy does (the answer it reconnects on goes uncounted).
 */
const REQUESTS_PER_SOCKET = 1000;
const CHECK_TIMEOUT_MS = 10_000;

const setupLabel = (instances, via) =>
  instances === 2
    ? '2 instances behind the proxy (round robin)'
    : via === 'proxy'
      ? '1 instance behind the proxy (reference)'
      : '1 instance';
const firstLine = (error) =>
  String(error?.message ?? error)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

/** Latencies in 0.01 ms steps up to the request timeout (beyond: the last bucket): constant memory however many answers. */
class Histogram {
  static STEP_MS = 0.01;
  buckets = new Uint32Array(Math.ceil((REQUEST_TIMEOUT_S * 1000) / Histogram.STEP_MS) + 1);
  count = 0;

  record(ms) {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms / Histogram.STEP_MS)))] += 1;
    this.count += 1;
  }

  /** The value at fraction q (nearest rank), in ms; null without answers. */
  percentile(q) {
    if (this.count === 0) return null;
    const rank = Math.min(this.count, Math.max(1, Math.ceil(q * this.count)));
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i];
      if (seen >= rank) return i * Histogram.STEP_MS;
    }
    return null;
  }
}

/** The tests' PostgreSQL cluster helper, bundled to an .mjs in `folder` (its `pg` import pointed at the project's). */
async function loadClusterHelper(root, folder) {
  const { build } = await import('esbuild');
  const pgUrl = import.meta.resolve('pg');
  const out = await build({
    entryPoints: [path.join(root, 'server/testing/postgres-cluster.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [
      { name: 'project-pg', setup: (b) => b.onResolve({ filter: /^pg$/ }, () => ({ path: pgUrl, external: true })) },
    ],
  });
  const file = path.join(folder, 'postgres-cluster.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  return import(pathToFileURL(file).href);
}

/** Signs in through the demo's form on the server at `port`; the session cookie and the CSRF token bound to it. */
async function signIn(port, userId) {
  const base = `http://localhost:${port}`;
  const cookiesOf = (response) =>
    Object.fromEntries(
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0].split('='))
        .map(([k, ...v]) => [k, v.join('=')]),
    );
  const page = await fetch(`${base}/account/login`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  const first = cookiesOf(page);
  if (!first.portal_csrf) throw new Error(`no CSRF cookie from GET /account/login (${page.status})`);
  const login = await fetch(`${base}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    headers: {
      cookie: `portal_csrf=${first.portal_csrf}`,
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
    },
    body: new URLSearchParams({ _csrf: first.portal_csrf, userId }).toString(),
  });
  const after = cookiesOf(login);
  if (login.status !== 303 || !after.portal_session)
    throw new Error(`sign-in as ${userId} answered ${login.status} without a session cookie`);
  const csrf = after.portal_csrf ?? first.portal_csrf;
  return { csrf, cookie: `portal_csrf=${csrf}; portal_session=${after.portal_session}` };
}

/** The method, headers and body of one operation for a signed-in session. */
function requestOf(operation, session) {
  const headers = { cookie: session.cookie, accept: 'application/json' };
  if (operation.method !== 'GET')
    Object.assign(headers, {
      'content-type': 'application/json',
      'x-csrf-token': session.csrf,
      'sec-fetch-site': 'same-origin',
    });
  return { method: operation.method, path: operation.path, headers, body: operation.body };
}

/** One request through `port`: its status and body (the checks before a measured run). */
async function once(port, request) {
  const response = await fetch(`http://${LOOPBACK}:${port}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}

/** Checks that `operation` succeeds through `port` as the signed-in session (twice: both backends of a pair). */
async function check(port, operation, session) {
  for (let i = 0; i < 2; i++) {
    const answer = await once(port, requestOf(operation, session));
    const ok = answer.status === 200 && (operation.method !== 'GET' || answer.body.includes('"isAuthenticated":true'));
    if (!ok) throw new Error(`${operation.name} answered ${answer.status}: ${answer.body.slice(0, 160)}`);
  }
}

/**
 * autocannon against `port`: for `seconds`, or `amount` requests in all. Counts answers by status, and their
 * latencies (every answer's, not only the 2xx autocannon's own histogram keeps) in histograms: all, 2xx, 429.
 */
async function load(port, request, { connections, seconds, amount }) {
  const statuses = {};
  const latency = { all: new Histogram(), ok: new Histogram(), limited: new Histogram() };
  let lastAnswerAt = performance.now();
  const instance = autocannon({
    url: `http://${LOOPBACK}:${port}${request.path}`,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    timeout: REQUEST_TIMEOUT_S,
    reconnectRate: REQUESTS_PER_SOCKET,
    ...(amount ? { amount } : { duration: seconds }),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    lastAnswerAt = performance.now();
    latency.all.record(ms);
    if (status >= 200 && status < 300) latency.ok.record(ms);
    else if (status === 429) latency.limited.record(ms);
  });
  const limitMs = (amount ? 120 : seconds + REQUEST_TIMEOUT_S + 20) * 1000;
  let timer;
  try {
    const result = await Promise.race([
      instance,
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          instance.stop();
          reject(new Error(`autocannon ${request.method} ${request.path}: not done within ${limitMs} ms`));
        }, limitMs);
      }),
    ]);
    return { result, statuses, latency, lastAnswerAt };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * ctx: { root, folder, startProcess(label, argv, env, ready), freePort(), round }; options: { seconds,
 * connections, burst }. Returns { title, rows, json } as the bench's parts do.
 */
export async function runScaleOut(ctx, { seconds = 5, connections = 10, burst = 600 } = {}) {
  const { round } = ctx;
  const folder = path.join(ctx.folder, 'scale-out');
  mkdirSync(folder, { recursive: true });
  const sqliteFile = path.join(folder, 'portal.sqlite');
  const rows = [];
  const row = (name, value, unit = '', target = '') => rows.push({ name, value, unit, target });
  const json = {
    connections,
    seconds,
    burst,
    rateLimits: {
      throughput: { RATE_LIMIT_WRITES: Number(RAISED_LIMIT), RATE_LIMIT_SESSION: Number(RAISED_LIMIT) },
      burst: 'defaults (120 writes, 1200 requests per session and minute)',
    },
    loadBalancer: 'node:http round-robin proxy in a worker thread of the bench process, keep-alive to the backends',
    throughput: [],
    bursts: [],
    postgres: null,
    failures: [],
  };

  // Everything started is stopped at the end, in reverse order; on Ctrl-C at once (synchronously), then exit.
  const running = new Set();
  let cluster = null;
  const track = (thing) => {
    running.add(thing);
    return thing;
  };
  const stopThing = async (thing) => {
    running.delete(thing);
    await thing.stop().catch(() => {});
  };
  const onSignal = (signal) => {
    for (const thing of running) thing.child?.kill('SIGKILL');
    try {
      cluster?.stop();
    } finally {
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const startServer = async (label, database, limits) => {
    const port = await ctx.freePort();
    const env = {
      PORT: String(port),
      HOST: LOOPBACK,
      SESSION_SECRET,
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: undefined,
      TRUST_PROXY: undefined,
      MAX_REQUESTS_PER_SOCKET: String(REQUESTS_PER_SOCKET),
      ...(database.url
        ? { DATABASE_URL: database.url, DATABASE_FILE: undefined }
        : { DATABASE_FILE: database.file, DATABASE_URL: undefined }),
      ...limits,
    };
    const server = await ctx.startProcess(
      label,
      [path.join(ctx.root, 'dist-server/main.mjs')],
      env,
      async () => (await fetch(`http://${LOOPBACK}:${port}/app/publicsettings`)).ok,
    );
    return track({ ...server, port });
  };
  const startProxy = async (ports) => track(await startRoundRobinProxy(ports, LOOPBACK));

  /** Throughput of both operations through `port`; `proxy` (when given) is stopped after and its counts kept. */
  const ms = (value) => (value === null ? null : value < 10 ? round(value, 2) : round(value, 1));
  const spread = (histogram) => ({
    answers: histogram.count,
    p50Ms: ms(histogram.percentile(0.5)),
    p99Ms: ms(histogram.percentile(0.99)),
  });
  const showSpread = (s) => (s.answers === 0 ? 'none' : `p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`);

  /** Throughput of both operations through `port`; `proxy` (when given) is stopped after and its counts kept. */
  const measure = async (database, instances, via, port, session, proxy = null) => {
    for (const operation of [IDENTITY, WRITE]) {
      await check(port, operation, session);
      const started = performance.now();
      const { result, statuses, latency } = await load(port, requestOf(operation, session), { connections, seconds });
      const elapsed = (performance.now() - started) / 1000;
      const answered = latency.all.count;
      const figures = {
        operation: operation.name,
        database,
        instances,
        via,
        /** 2xx answers per second of the run (wall time). */
        requestsPerSecond: round(latency.ok.count / elapsed, 0),
        ...Object.fromEntries(
          Object.entries(spread(latency.all)).map(([k, v]) => [
            k === 'answers' ? 'answered' : `latency${k[0].toUpperCase()}${k.slice(1)}`,
            v,
          ]),
        ),
        seconds: round(elapsed, 2),
        statuses,
        non2xx: answered - latency.ok.count,
        errors: result.errors,
        timeouts: result.timeouts,
        autocannon: {
          requestsPerSecondAverage: result.requests.average,
          latencyP50Ms2xx: result.latency.p50,
          latencyP99Ms2xx: result.latency.p99,
        },
      };
      json.throughput.push(figures);
      const problems =
        figures.non2xx || figures.errors || figures.timeouts
          ? `; ${figures.non2xx} non-2xx, ${figures.errors} errors, ${figures.timeouts} timeouts`
          : '';
      row(
        `${operation.name}, ${database}, ${setupLabel(instances, via)}`,
        `${figures.requestsPerSecond} req/s (${showSpread(spread(latency.all))})${problems}`,
      );
    }
    if (proxy) {
      const { counts, errors } = await stopThing(proxy).then(() => proxy.stop());
      const proxied = { requestsPerBackendBothRuns: counts, upstreamErrors: errors };
      json.throughput.at(-1).proxy = proxied;
      json.throughput.at(-2).proxy = proxied;
    }
  };

  /** A burst of writes from a fresh session (signed in at `signInPort`) through `port`. */
  const burstRun = async (database, instances, via, port, signInPort) => {
    const session = await signIn(signInPort, USER);
    const started = performance.now();
    const { result, statuses, latency, lastAnswerAt } = await load(port, requestOf(WRITE, session), {
      connections,
      amount: burst,
    });
    const figures = {
      database,
      instances,
      via,
      requests: burst,
      answered: latency.all.count,
      answers2xx: latency.ok.count,
      answers429: latency.limited.count,
      other: latency.all.count - latency.ok.count - latency.limited.count,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      /** From the start to the last answer (autocannon itself notices the end only on its next 1 s tick). */
      seconds: round((lastAnswerAt - started) / 1000, 2),
      all: spread(latency.all),
      of429: spread(latency.limited),
      of2xx: spread(latency.ok),
    };
    json.bursts.push(figures);
    const where = `${database}, ${setupLabel(instances, via)}`;
    const extra =
      figures.other || figures.errors || figures.timeouts
        ? `, other ${figures.other}, errors ${figures.errors}, timeouts ${figures.timeouts}`
        : '';
    const beyond =
      figures.answers2xx > DEFAULT_WRITE_LIMIT
        ? ` (more than the limit of ${DEFAULT_WRITE_LIMIT}: each instance counts on its own)`
        : '';
    row(
      `burst, ${where}: answers 2xx / 429 (of ${burst}, in ${figures.seconds} s)${beyond}`,
      `${figures.answers2xx} / ${figures.answers429}${extra}`,
    );
    row(`burst, ${where}: latency of all answers`, showSpread(figures.all));
    row(`burst, ${where}: latency of the 429s`, showSpread(figures.of429));
  };

  const failed = (what, error) => {
    json.failures.push({ what, error: String(error?.stack ?? error) });
    row(`${what}: FAILED: ${firstLine(error)}`, '');
  };

  try {
    row(
      `throughput: ${connections} connections, ${seconds} s per run, as ${USER}; RATE_LIMIT_WRITES and RATE_LIMIT_SESSION raised to ${RAISED_LIMIT}`,
      '',
    );
    row(
      `(one machine, ${cpus().length} CPUs, shared by autocannon, the proxy, the servers and PostgreSQL; req/s = 2xx answers per second)`,
      '',
    );

    // (a) SQLite: one instance, directly and behind the proxy.
    try {
      const server = await startServer('portal server (SQLite)', { file: sqliteFile }, RAISED_LIMITS);
      const session = await signIn(server.port, USER);
      await measure('SQLite', 1, 'direct', server.port, session);
      const proxy = await startProxy([server.port]);
      await measure('SQLite', 1, 'proxy', proxy.port, session, proxy);
      await stopThing(server);
    } catch (error) {
      failed('throughput, SQLite', error);
    }
    for (const operation of [IDENTITY, WRITE])
      row(`${operation.name}, SQLite, 2 instances: not supported (the server is single-instance on SQLite)`, 'n/a');

    // PostgreSQL: the tests' throwaway cluster.
    let postgresUrl = null;
    let skipped = null;
    try {
      const helper = await loadClusterHelper(ctx.root, folder);
      skipped = helper.postgresUnavailable();
      if (!skipped) {
        cluster = await helper.startPostgresCluster();
        postgresUrl = cluster.url;
      }
    } catch (error) {
      skipped = `the PostgreSQL cluster did not start: ${firstLine(error)}`;
    }
    json.postgres = postgresUrl ? { started: true } : { started: false, skipped };

    if (postgresUrl) {
      try {
        const first = await startServer('portal server A (PostgreSQL)', { url: postgresUrl }, RAISED_LIMITS);
        const session = await signIn(first.port, USER);
        await measure('PostgreSQL', 1, 'direct', first.port, session);
        const alone = await startProxy([first.port]);
        await measure('PostgreSQL', 1, 'proxy', alone.port, session, alone);
        const second = await startServer('portal server B (PostgreSQL)', { url: postgresUrl }, RAISED_LIMITS);
        const pair = await startProxy([first.port, second.port]);
        await measure('PostgreSQL', 2, 'proxy', pair.port, session, pair);
        await stopThing(second);
        await stopThing(first);
      } catch (error) {
        failed('throughput, PostgreSQL', error);
      }
    } else {
      for (const operation of [IDENTITY, WRITE]) {
        for (const [instances, via] of [
          [1, 'direct'],
          [1, 'proxy'],
          [2, 'proxy'],
        ])
          row(`${operation.name}, PostgreSQL, ${setupLabel(instances, via)} (skipped: ${skipped})`, 'skipped');
      }
    }

    // (b) Bursts beyond the write limit, on servers with the default limits.
    row(
      `burst: ${burst} writes (${WRITE.path}) at once over ${connections} connections from one fresh session; default rate limits (${DEFAULT_WRITE_LIMIT} writes/min per session)`,
      '',
    );
    try {
      const server = await startServer('portal server (SQLite, default limits)', { file: sqliteFile }, DEFAULT_LIMITS);
      await burstRun('SQLite', 1, 'direct', server.port, server.port);
      await stopThing(server);
    } catch (error) {
      failed('burst, SQLite', error);
    }
    if (postgresUrl) {
      try {
        const first = await startServer(
          'portal server A (PostgreSQL, default limits)',
          { url: postgresUrl },
          DEFAULT_LIMITS,
        );
        await burstRun('PostgreSQL', 1, 'direct', first.port, first.port);
        const second = await startServer(
          'portal server B (PostgreSQL, default limits)',
          { url: postgresUrl },
          DEFAULT_LIMITS,
        );
        const pair = await startProxy([first.port, second.port]);
        await burstRun('PostgreSQL', 2, 'proxy', pair.port, first.port);
        const { counts } = await stopThing(pair).then(() => pair.stop());
        json.bursts.at(-1).proxy = { requestsPerBackend: counts };
        await stopThing(second);
        await stopThing(first);
      } catch (error) {
        failed('burst, PostgreSQL', error);
      }
    } else {
      for (const [instances, via] of [
        [1, 'direct'],
        [2, 'proxy'],
      ])
        row(`burst, PostgreSQL, ${setupLabel(instances, via)} (skipped: ${skipped})`, 'skipped');
    }
  } finally {
    for (const thing of [...running].reverse()) await stopThing(thing);
    try {
      cluster?.stop();
    } catch {
      // already stopped, or its folder is gone
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  return { title: `scale-out (${connections} connections, ${seconds} s per run)`, rows, json };
}
