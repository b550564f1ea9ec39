// The "admin lists" section of `npm run bench` (scripts/bench.mjs): the provider administrator's customer and
// user lists at 10,000 customers and 100,000 users. A portal server of its own runs on a fresh database, which
// scripts/seed-scale.mjs fills between two starts (the first migrates and seeds the demo); then each list call
// is timed through HTTP, signed in as Petra (provider administrator): the wall time from sending the request to
// the last byte of its answer, after one warm-up call, as median, p10 and p90 of N runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SCALE, scaleCustomerId, seedScale } from './seed-scale.mjs';

/** Each list call of the admin screens: the shapes the list-scale test checks, at the same data. */
export const LIST_CALLS = [
  ['customers: first page', '/api/admin/customers'],
  ['customers: search by name', '/api/admin/customers?search=customer%2004242'],
  ['customers: sort by name desc', '/api/admin/customers?sort=name&order=desc'],
  ['customers: deep page (40 of 200 rows)', '/api/admin/customers?pageSize=200&page=40'],
  ['users: first page', '/api/admin/users'],
  ['users: search by e-mail', '/api/admin/users?search=person4242%40'],
  ['users: sort by name desc', '/api/admin/users?sort=name&order=desc'],
  ['users: deep page (400 of 200 rows, by e-mail)', '/api/admin/users?sort=email&pageSize=200&page=400'],
  ['users: filter by customer', `/api/admin/users?customerId=${scaleCustomerId(4242)}`],
];

/** The value at fraction q of sorted values (nearest rank). */
export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function timeCall(baseURL, cookie, url) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${url}`, { headers: { cookie, accept: 'application/json' } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, total: JSON.parse(body).total, bytes: body.length };
}

/**
 * ctx: { folder, startPortal(folder), signInCookies(baseURL, userId), round }; options: { runs, customers, users }.
 * Returns { title, rows, json } as the bench's parts do.
 */
export async function runAdminLists(
  ctx,
  { runs = 30, customers = DEFAULT_SCALE.customers, users = DEFAULT_SCALE.users } = {},
) {
  const { round } = ctx;
  const folder = path.join(ctx.folder, 'admin-lists');
  mkdirSync(folder, { recursive: true });
  const migrating = await ctx.startPortal(folder);
  await migrating.stop();
  const seeded = seedScale(path.join(folder, 'bench.sqlite'), { customers, users });

  const portal = await ctx.startPortal(folder);
  try {
    const cookies = await ctx.signInCookies(portal.baseURL, 'petra');
    const calls = [];
    for (const [name, url] of LIST_CALLS) {
      const warm = await timeCall(portal.baseURL, cookies.header, url);
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push((await timeCall(portal.baseURL, cookies.header, url)).ms);
      calls.push({
        name,
        url,
        total: warm.total,
        bytes: warm.bytes,
        medianMs: round(percentile(samples, 0.5)),
        p10Ms: round(percentile(samples, 0.1)),
        p90Ms: round(percentile(samples, 0.9)),
        samplesMs: samples.map((s) => round(s)),
      });
    }
    const title = `admin lists (${customers.toLocaleString('en')} customers, ${users.toLocaleString('en')} users)`;
    const rows = [
      { name: `seed (${seeded.memberships} memberships, one transaction)`, value: seeded.seconds, unit: 's' },
      ...calls.map((c) => ({
        name: `${c.name} (${c.total} matching), median of ${runs}`,
        value: `${c.medianMs} (p10 ${c.p10Ms}, p90 ${c.p90Ms})`,
        unit: 'ms',
        target: '< 400 ms',
      })),
    ];
    return { title, rows, json: { runs, seeded, calls } };
  } finally {
    await portal.stop();
  }
}
