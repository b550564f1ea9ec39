// The "flood" section of `npm run bench` (scripts/bench.mjs; alone: `--only flood`, which needs only the server
// build, dist-server/): can one client lock everyone else out by holding connections?
//
// The portal server runs with its default limits (MAX_CONNECTIONS 1000, HEADERS_TIMEOUT_SECONDS 10). One client
// on 127.0.0.1 (the flood) keeps F (default 1000) connections open that send nothing; the server answers each 408
// after the header timeout, and the flood holds its end of every answered socket (half-open, as a client that
// never closes does) and opens a new one in its place; a connection closed without an answer (refused) is opened
// again, at most 200 new connections a second in all. Meanwhile "another user" on 127.0.0.2 (its own
// address: the per-address cap tells the two apart) asks GET /app/publicsettings on a new connection once a second;
// each answer's time, or how soon the connection was closed unanswered, is recorded. A second run does the same
// with MAX_CONNECTIONS_PER_ADDRESS=off: what the release of answered connections alone achieves. Two more put the
// shipped proxy configurations in front (deploy/Caddyfile, deploy/nginx-portal.conf; TRUST_PROXY=1), each
// skipped when its binary is missing (CADDY_PATH, NGINX_PATH; Debian: apt-get install caddy nginx). A proxy
// closes an idle connection after its header timeout without an answer: that counts as closed unanswered.
//
// Only loopback addresses are used; each flood runs for S seconds (--flood-seconds, at most 120) and holds at most
// 3F sockets; everything is closed at the end, also on failure.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';

const LOOPBACK = '127.0.0.1';
/** The other user's address: Linux answers on all of 127.0.0.0/8. */
const OTHER_USER = '127.0.0.2';
const NEW_CONNECTIONS_PER_TICK = 50;
const TICK_MS = 250;
const PROBE_EVERY_MS = 1000;
/** A probe without an answer by then counts as locked out (longer than the header timeout). */
const PROBE_TIMEOUT_MS = 15_000;
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** One request on a new connection from OTHER_USER: { status, ms } or { refused: message, ms }. */
function probe(port) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: LOOPBACK,
        port,
        path: '/app/publicsettings',
        localAddress: OTHER_USER,
        agent: false,
        headers: { host: `localhost:${port}`, connection: 'close' },
        timeout: PROBE_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ refused: error.code ?? error.message, ms: performance.now() - started }));
  });
}

/** The flood: keeps `connections` unanswered connections open from 127.0.0.1 and holds every answered one. */
function startFlood(port, connections) {
  const counts = { opened: 0, refused: 0, answered: 0, held: 0 };
  const sockets = new Set();
  let waiting = 0;
  const open = () => {
    const socket = connect({ port, host: LOOPBACK, allowHalfOpen: true });
    counts.opened += 1;
    waiting += 1;
    sockets.add(socket);
    let answered = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      waiting -= 1;
    };
    socket.on('data', () => {
      if (answered) return;
      answered = true;
      counts.answered += 1;
      counts.held += 1;
      settle();
    });
    socket.on('end', () => {
      if (answered) return;
      counts.refused += 1;
      settle();
      socket.destroy();
    });
    socket.on('error', () => settle());
    socket.on('close', () => {
      settle();
      if (!answered) sockets.delete(socket);
    });
  };
  const timer = setInterval(() => {
    const room = Math.min(connections - waiting, NEW_CONNECTIONS_PER_TICK, 3 * connections - sockets.size);
    for (let i = 0; i < room; i++) open();
  }, TICK_MS);
  return {
    counts,
    stop() {
      clearInterval(timer);
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** Runs a proxy's `command` until it answers the other user's probe on `port` (at most 10 s). */
async function startProxy(label, command, args, env, port) {
  let log = '';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  child.on('error', (error) => (log += String(error)));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${log}`);
    if ((await probe(port)).status === 200) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${label} did not answer within 10 s:\n${log}`);
}

// Both proxies run their shipped configuration on plain http at 127.0.0.1:`port`, in front of the portal at
// `upstream`, with the Host rewritten to the portal's own (a loopback demo answers its API only there).

/** Caddy with deploy/Caddyfile. */
async function startCaddy(ctx, upstream) {
  const { root, folder } = ctx;
  const port = await ctx.freePort();
  const config = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8')
    .replace(/^\{$/m, '{\n\tadmin off')
    .replace(/^portal\.example\.com \{$/m, `http://localhost:${port} {\n\tbind ${LOOPBACK}`)
    .replace(
      /reverse_proxy portal:8080/,
      `reverse_proxy ${LOOPBACK}:${upstream} {\n\t\theader_up Host localhost:${upstream}\n\t\theader_up -X-Forwarded-Host\n\t}`,
    );
  const file = path.join(folder, 'Caddyfile');
  writeFileSync(file, config);
  return startProxy(
    'caddy',
    CADDY,
    ['run', '--config', file, '--adapter', 'caddyfile'],
    { HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
    port,
  );
}

/** nginx with deploy/nginx-portal.conf, in the nginx.conf its comment asks for (4,096 connections). */
async function startNginx(ctx, upstream) {
  const { root, folder } = ctx;
  const port = await ctx.freePort();
  const site = readFileSync(path.join(root, 'deploy/nginx-portal.conf'), 'utf8')
    .replace(/listen 443 ssl http2;/, `listen ${LOOPBACK}:${port};`)
    .replace(/^\s*ssl_certificate.*\n/gm, '')
    .replace(/server 127\.0\.0\.1:8080;/, `server ${LOOPBACK}:${upstream};`)
    .replace(/proxy_set_header Host \$host;/, `proxy_set_header Host localhost:${upstream};`)
    .replace(/^\s*proxy_set_header X-Forwarded-Host.*\n/m, '');
  writeFileSync(path.join(folder, 'portal.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(folder, `nginx-${name}`)};`;
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      'worker_rlimit_nofile 8192;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'nginx-error.log')} warn;`,
      'events { worker_connections 4096; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(folder, 'portal.conf')}; }`,
    ].join('\n'),
  );
  return startProxy(
    'nginx',
    NGINX,
    ['-c', path.join(folder, 'nginx.conf'), '-p', folder, '-e', path.join(folder, 'nginx-error.log')],
    {},
    port,
  );
}

const PROXIES = {
  caddy: { binary: () => CADDY, start: startCaddy },
  nginx: { binary: () => NGINX, start: startNginx },
};

/**
 * One flood against a fresh server started with `scenario.env` (behind `scenario.proxy` when set); the other
 * user's probes and the flood's counts.
 */
async function floodOnce(ctx, scenario, { connections, seconds }) {
  const { round } = ctx;
  const portal = await ctx.startPortal(ctx.folder, scenario.env);
  const probes = [];
  let flood = null;
  let proxy = null;
  try {
    proxy = scenario.proxy ? await PROXIES[scenario.proxy].start(ctx, portal.port) : null;
    const port = proxy?.port ?? portal.port;
    const before = await probe(port);
    if (before.status !== 200)
      throw new Error(`the other user's probe failed before the flood: ${JSON.stringify(before)}`);
    flood = startFlood(port, connections);
    const started = performance.now();
    for (let second = 0; second * PROBE_EVERY_MS < seconds * 1000; second++) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, second * PROBE_EVERY_MS - (performance.now() - started))),
      );
      const at = performance.now() - started;
      const result = await probe(port);
      probes.push({
        atS: round(at / 1000),
        ...(result.status ? { status: result.status } : { refused: result.refused }),
        ms: round(result.ms),
      });
    }
  } finally {
    flood?.stop();
    await proxy?.stop();
    await portal.stop();
  }
  return { flood: flood.counts, probes };
}

const SCENARIOS = [
  { name: 'default limits (MAX_CONNECTIONS_PER_ADDRESS 50)', env: { MAX_CONNECTIONS_PER_ADDRESS: undefined } },
  {
    name: 'MAX_CONNECTIONS_PER_ADDRESS=off (answered connections still stop counting)',
    env: { MAX_CONNECTIONS_PER_ADDRESS: 'off' },
  },
  // Every connection then comes from the proxy, so the per-address cap is off (TRUST_PROXY's default).
  {
    name: 'behind Caddy with deploy/Caddyfile, TRUST_PROXY=1',
    env: { MAX_CONNECTIONS_PER_ADDRESS: undefined, TRUST_PROXY: '1' },
    proxy: 'caddy',
  },
  {
    name: 'behind nginx with deploy/nginx-portal.conf, TRUST_PROXY=1',
    env: { MAX_CONNECTIONS_PER_ADDRESS: undefined, TRUST_PROXY: '1' },
    proxy: 'nginx',
  },
];

/**
 * ctx: { root, folder, startPortal(folder, env), freePort(), round }; options: { connections, seconds }. Returns { title, rows,
 * json } as the bench's parts do.
 */
export async function runFlood(ctx, { connections = 1000, seconds = 30 } = {}) {
  const { round } = ctx;
  const rows = [];
  const row = (name, value, unit = '', target = '') => rows.push({ name, value, unit, target });
  const json = { connections, seconds, runs: [] };
  for (const scenario of SCENARIOS) {
    const binary = scenario.proxy ? PROXIES[scenario.proxy].binary() : null;
    if (binary && !existsSync(binary)) {
      row(
        `${scenario.name}: skipped, no ${binary} (apt-get install ${scenario.proxy}, or set ${scenario.proxy.toUpperCase()}_PATH)`,
        '',
      );
      continue;
    }
    const { flood, probes } = await floodOnce(ctx, scenario, { connections, seconds });
    json.runs.push({ scenario: scenario.name, flood, probes });
    const served = probes.filter((p) => p.status === 200);
    let longest = 0;
    let run = 0;
    for (const p of probes) {
      run = p.status === 200 ? 0 : run + 1;
      longest = Math.max(longest, run);
    }
    const sorted = served.map((p) => p.ms).sort((a, b) => a - b);
    row(`${connections} held connections from ${LOOPBACK} for ${seconds} s: ${scenario.name}`, '');
    row(
      'flood connections opened / closed unanswered / answered (408) and held',
      `${flood.opened} / ${flood.refused} / ${flood.answered}`,
    );
    row(`other user (${OTHER_USER}): probes served 200`, `${served.length} of ${probes.length}`, '', 'all');
    row(
      'other user: answer time p50 / max of the served',
      sorted.length ? `${round(sorted[Math.floor((sorted.length - 1) / 2)])} / ${round(sorted.at(-1))}` : 'none',
      'ms',
      '< 10000 (header timeout)',
    );
    row('other user: longest run of probes not served (1 per second)', longest, 's', '0');
    for (const p of probes)
      row(
        `  probe at ${p.atS} s`,
        p.status ? `${p.status} in ${p.ms} ms` : `not served (${p.refused}) after ${p.ms} ms`,
      );
  }
  return { title: 'flood', rows, json };
}
