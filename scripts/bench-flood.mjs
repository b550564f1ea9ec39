// The "flood" section of `npm run bench` (scripts/bench.mjs; alone: `--only flood`, which needs only the server
// build, dist-server/): can one client lock everyone else out by holding connections?
//
// The portal server runs with its default limits (MAX_CONNECTIONS 1000, HEADERS_TIMEOUT_SECONDS 10). One client
// on 127.0.0.1 (the flood) keeps F (default 1000) connections open that send nothing; the server answers each 408
// after the header timeout, and the flood holds its end of every answered socket (half-open, as a client that
// never closes does) and opens a new one in its place; a connection the server closes without an answer (refused)
// is opened again, at most 200 new connections a second in all. Meanwhile "another user" on 127.0.0.2 (its own
// address: the per-address cap tells the two apart) asks GET /app/publicsettings on a new connection once a second;
// each answer's time, or how soon the connection was closed unanswered, is recorded. A second run does the same
// with MAX_CONNECTIONS_PER_ADDRESS=off: what the release of answered connections alone achieves.
//
// Only loopback addresses are used; each flood runs for S seconds (--flood-seconds, at most 120) and holds at most
// 3F sockets; everything is closed at the end, also on failure.
import http from 'node:http';
import { connect } from 'node:net';

const LOOPBACK = '127.0.0.1';
/** The other user's address: Linux answers on all of 127.0.0.0/8. */
const OTHER_USER = '127.0.0.2';
const NEW_CONNECTIONS_PER_TICK = 50;
const TICK_MS = 250;
const PROBE_EVERY_MS = 1000;
/** A probe without an answer by then counts as locked out (longer than the header timeout). */
const PROBE_TIMEOUT_MS = 15_000;

/** One request on a new connection from OTHER_USER: { status, ms } or { refused: message, ms }. */
function probe(port) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: LOOPBACK, port, path: '/app/publicsettings', localAddress: OTHER_USER, agent: false, headers: { host: `localhost:${port}`, connection: 'close' }, timeout: PROBE_TIMEOUT_MS },
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

/** One flood against a fresh server started with `env`; the other user's probes and the flood's counts. */
async function floodOnce(ctx, env, { connections, seconds }) {
  const { round } = ctx;
  const portal = await ctx.startPortal(ctx.folder, env);
  const probes = [];
  let flood = null;
  try {
    const before = await probe(portal.port);
    if (before.status !== 200) throw new Error(`the other user's probe failed before the flood: ${JSON.stringify(before)}`);
    flood = startFlood(portal.port, connections);
    const started = performance.now();
    for (let second = 0; second * PROBE_EVERY_MS < seconds * 1000; second++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, second * PROBE_EVERY_MS - (performance.now() - started))));
      const at = performance.now() - started;
      const result = await probe(portal.port);
      probes.push({ atS: round(at / 1000), ...(result.status ? { status: result.status } : { refused: result.refused }), ms: round(result.ms) });
    }
  } finally {
    flood?.stop();
    await portal.stop();
  }
  return { flood: flood.counts, probes };
}

const SCENARIOS = [
  { name: 'default limits (MAX_CONNECTIONS_PER_ADDRESS 50)', env: { MAX_CONNECTIONS_PER_ADDRESS: undefined } },
  { name: 'MAX_CONNECTIONS_PER_ADDRESS=off (answered connections still stop counting)', env: { MAX_CONNECTIONS_PER_ADDRESS: 'off' } },
];

/**
 * ctx: { folder, startPortal(folder, env), round }; options: { connections, seconds }. Returns { title, rows,
 * json } as the bench's parts do.
 */
export async function runFlood(ctx, { connections = 1000, seconds = 30 } = {}) {
  const { round } = ctx;
  const rows = [];
  const row = (name, value, unit = '', target = '') => rows.push({ name, value, unit, target });
  const json = { connections, seconds, runs: [] };
  for (const scenario of SCENARIOS) {
    const { flood, probes } = await floodOnce(ctx, scenario.env, { connections, seconds });
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
    row('flood connections opened / refused at once / answered (408) and held', `${flood.opened} / ${flood.refused} / ${flood.answered}`);
    row(`other user (${OTHER_USER}): probes served 200`, `${served.length} of ${probes.length}`, '', 'all');
    row('other user: answer time p50 / max of the served', sorted.length ? `${round(sorted[Math.floor((sorted.length - 1) / 2)])} / ${round(sorted.at(-1))}` : 'none', 'ms', '< 10000 (header timeout)');
    row('other user: longest run of probes not served (1 per second)', longest, 's', '0');
    for (const p of probes) row(`  probe at ${p.atS} s`, p.status ? `${p.status} in ${p.ms} ms` : `not served (${p.refused}) after ${p.ms} ms`);
  }
  return { title: 'flood', rows, json };
}
