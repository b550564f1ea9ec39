// Issue 34, item 1: the server time of the top bar's search (GET /api/search) at the 95th percentile with 100,000
// records per customer, target at most 100 ms. A portal server of its own (dist-server/) runs on a fresh database:
// the first start migrates and seeds the demo, then Contoso and Fabrikam each get 100,000 searchable records
// (40,000 service requests, 30,000 invoices, 20,000 events, 10,000 contracts), and Anna (every permission,
// customer administrator of Contoso) searches: numbers, words, a word found nowhere (every row read) and one
// letter (hits everywhere). Server time: the route's own Server-Timing (search;dur); beside it the round trip
// (sending to the last byte over loopback) and the CPU time the search took (Server-Timing cpu;dur: what it costs
// when no other work competes for the processor), after warm-up calls. The machine's load average is reported too.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

export const timeoutMs = 600_000;

const PER_CUSTOMER = { service_requests: 40_000, invoices: 30_000, events: 20_000, contracts: 10_000 };
const CUSTOMERS = ['contoso', 'fabrikam'];
const RUNS = Math.max(20, Math.min(2000, Number(process.env.SEARCH_BENCH_RUNS ?? 300)));
const QUERIES = ['SR-C-0031415', 'BENCH-C-2026-012345', 'printer', 'vpn gateway', 'nothing-like-this', 'a', 'backup', '2026'];
const WORDS = ['printer', 'VPN', 'laptop', 'licence', 'backup', 'mailbox', 'Teams', 'firewall', 'account', 'storage'];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(root, dbFile) {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist-server/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: dbFile,
      SESSION_SECRET: 'search-bench-secret-search-bench-secret-01',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SIGN_IN: '1000000',
      RATE_LIMIT_SESSION: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-2000)));
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal server stopped: ${log}`);
    if (Date.now() > until) throw new Error(`the portal server did not start within 60 s: ${log}`);
    try {
      if ((await fetch(`${baseURL}/app/publicsettings`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { baseURL, stop };
}

/** 100,000 searchable records for each customer, in one transaction. */
function seed(dbFile) {
  const db = new Database(dbFile);
  const started = performance.now();
  const now = new Date().toISOString();
  const day = (i) => new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const text = (i) => `${WORDS[i % WORDS.length]} issue ${i}: ${WORDS[(i * 7) % WORDS.length]} needs attention`;
  db.transaction(() => {
    for (const customer of CUSTOMERS) {
      const c = customer[0].toUpperCase();
      const request = db.prepare(
        `INSERT INTO service_requests (number, customer_id, user_id, category, name, description, caller_name, caller_email, status, created_at, updated_at)
         VALUES (?, ?, 'anna', 'incident', ?, ?, 'Anna de Vries', 'anna@contoso.example', 'new', ?, ?)`,
      );
      for (let i = 0; i < PER_CUSTOMER.service_requests; i++)
        request.run(`SR-${c}-${String(i).padStart(7, '0')}`, customer, text(i), `${text(i + 3)}. ${text(i + 5)}.`, now, now);
      const invoice = db.prepare(
        'INSERT INTO invoices (id, customer_id, number, invoice_date, due_date, subtotal_cents) VALUES (?, ?, ?, ?, ?, ?)',
      );
      for (let i = 0; i < PER_CUSTOMER.invoices; i++)
        invoice.run(`bench-${customer}-${i}`, customer, `BENCH-${c}-2026-${String(i).padStart(6, '0')}`, day(i), day(i + 30), 10_000 + i);
      const event = db.prepare(
        "INSERT INTO events (customer_id, occurred_at, type, title, detail, received_at) VALUES (?, ?, 'maintenance', ?, ?, ?)",
      );
      for (let i = 0; i < PER_CUSTOMER.events; i++) event.run(customer, `${day(i)}T02:00:00.000Z`, text(i), text(i + 1), now);
      const contract = db.prepare(
        "INSERT INTO contracts (customer_id, document_name, signed_on, service, start_date, document, provider_id) VALUES (?, ?, ?, ?, ?, '', ?)",
      );
      for (let i = 0; i < PER_CUSTOMER.contracts; i++)
        contract.run(customer, `Agreement ${i} ${WORDS[i % WORDS.length]}`, day(i), `Managed ${WORDS[(i * 3) % WORDS.length]}`, day(i), `bench-${i}`);
    }
  })();
  db.pragma('optimize');
  db.close();
  return (performance.now() - started) / 1000;
}

async function signIn(baseURL, userId) {
  const page = await fetch(`${baseURL}/account/login`);
  const csrf = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('portal_csrf='));
  const login = await fetch(`${baseURL}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: csrf, 'content-type': 'application/x-www-form-urlencoded', origin: baseURL },
    body: new URLSearchParams({ _csrf: csrf.slice('portal_csrf='.length), userId }).toString(),
  });
  const session = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error(`sign-in answered ${login.status} without a session`);
  return `${csrf}; ${session}`;
}

async function timeSearch(baseURL, cookie, text) {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/search?q=${encodeURIComponent(text)}`, {
    headers: { cookie, accept: 'application/json' },
  });
  const body = await response.text();
  const roundTripMs = performance.now() - started;
  if (!response.ok) throw new Error(`search for "${text}" answered ${response.status}: ${body.slice(0, 200)}`);
  const timing = response.headers.get('server-timing') ?? '';
  const serverMs = Number(/search;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN);
  const cpuMs = Number(/cpu;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN);
  return { serverMs, cpuMs, roundTripMs };
}

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};

/** Runs against a server of its own (ctx.root: the repository); returns the bench's rows. */
export async function run({ root, round }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'search-bench-'));
  const dbFile = path.join(folder, 'bench.sqlite');
  try {
    await (await startServer(root, dbFile)).stop();
    const seedSeconds = seed(dbFile);
    const server = await startServer(root, dbFile);
    try {
      const cookie = await signIn(server.baseURL, 'anna');
      for (const text of QUERIES) await timeSearch(server.baseURL, cookie, text);
      const samples = [];
      const roundTrips = [];
      const cpus = [];
      const perQuery = Object.fromEntries(QUERIES.map((text) => [text, []]));
      const load = loadavg()[0];
      for (let i = 0; i < RUNS; i++) {
        const text = QUERIES[i % QUERIES.length];
        const { serverMs, cpuMs, roundTripMs } = await timeSearch(server.baseURL, cookie, text);
        samples.push(serverMs);
        cpus.push(cpuMs);
        roundTrips.push(roundTripMs);
        perQuery[text].push(serverMs);
      }
      const p95 = round(percentile(samples, 0.95));
      const rows = [
        { name: `seed: 100,000 records for each of ${CUSTOMERS.length} customers`, value: round(seedSeconds), unit: 's' },
        {
          name: `GET /api/search server time, p95 of ${RUNS} searches (${QUERIES.length} kinds of query), 100,000 records per customer`,
          value: `${p95} (median ${round(percentile(samples, 0.5))}, max ${round(Math.max(...samples))})`,
          unit: 'ms',
          target: '<= 100 ms',
        },
        {
          name: '  its CPU time (the server process), p95: the time without other work competing for the CPU',
          value: `${round(percentile(cpus, 0.95))} (median ${round(percentile(cpus, 0.5))})`,
          unit: 'ms',
          target: '<= 100 ms',
        },
        { name: '  round trip over loopback, p95', value: round(percentile(roundTrips, 0.95)), unit: 'ms' },
        { name: "  the machine's load average (1 min) when the runs began", value: round(load, 2), unit: '' },
        ...QUERIES.map((text) => ({
          name: `  "${text}": p95`,
          value: round(percentile(perQuery[text], 0.95)),
          unit: 'ms',
        })),
      ];
      return {
        title: 'search (100,000 records per customer)',
        rows,
        json: { runs: RUNS, perCustomer: PER_CUSTOMER, p95Ms: p95, loadAverage: load, samplesMs: samples.map((s) => round(s)) },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run alone: node test/bench/search-bench.mjs (after the server build).
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
  const output = await run({ root, round });
  for (const row of output.rows) console.log(`| ${row.name} | ${row.value} ${row.unit ?? ''} | ${row.target ?? ''} |`);
}
