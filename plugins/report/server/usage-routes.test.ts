import { ApiPaths } from '../../../core/contract';
import {
  anonymous,
  count,
  createTestPortal,
  signIn,
  type Browser,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { REPORT_USAGE_PERMISSION, UsageAnswer } from './usage-routes';

const USAGE = '/api/report/usage';
const MARCH = 'from=2026-03-01&to=2026-03-31';

/** [user, customer, action, event, page, load time, at]: Contoso's, Fabrikam's and Northwind's logs of March 2026. */
const logs: [string, string, number, string, string, number | null, string][] = [
  ['anna', 'contoso', 102, 'page-loaded', 'Overview', 800, '2026-03-01T08:00:00.000Z'],
  ['anna', 'contoso', 102, 'page-change', 'Details', null, '2026-03-01T08:01:00.000Z'],
  ['dirk', 'contoso', 102, 'page-loaded', 'Overview', 400, '2026-03-02T09:00:00.000Z'],
  ['dirk', 'contoso', 103, 'page-loaded', 'SLA', 1200, '2026-03-03T10:00:00.000Z'],
  ['dirk', 'contoso', 103, 'data-selected', 'SLA', null, '2026-03-31T23:59:59.000Z'],
  ['anna', 'contoso', 104, 'page-loaded', 'Invoices', 100, '2026-04-01T00:00:00.000Z'], // after the range
  ['anna', 'fabrikam', 201, 'page-loaded', 'Fleet', 5000, '2026-03-05T10:00:00.000Z'],
  ['anna', 'fabrikam', 201, 'page-change', 'Trucks', null, '2026-03-05T10:01:00.000Z'],
  ['bram', 'northwind', 302, 'page-loaded', 'Projects', 300, '2026-03-06T10:00:00.000Z'],
];

let portal: TestPortal;
let anna: Browser;
const db = () => portal.app.portal.db;
const get = (who: Browser | null, query: string) =>
  portal.app.inject({ url: `${USAGE}?${query}`, headers: who ? who.headers() : {} });
const answer = async (who: Browser, query: string) => {
  const response = await get(who, query);
  expect(response.statusCode).toBe(200);
  return UsageAnswer.parse(response.json());
};

beforeAll(async () => {
  portal = await createTestPortal();
  // The permission is granted before anna's first request: the server caches a user's row for a few seconds.
  const permissions = JSON.parse(
    db().prepare("SELECT permissions FROM users WHERE id = 'anna'").pluck().get() as string,
  ) as string[];
  db()
    .prepare("UPDATE users SET permissions = ? WHERE id = 'anna'")
    .run(JSON.stringify([...permissions, REPORT_USAGE_PERMISSION]));
  const insert = db().prepare(
    'INSERT INTO report_log (user_id, customer_id, action_id, event, page, load_time_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of logs) insert.run(...row);
  anna = await signIn(portal.app, 'anna'); // active customer: Contoso
});
afterAll(() => portal.close());

describe('GET /api/report/usage', () => {
  it("answers the active customer's rows of the period, newest first, with names, titles and a summary", async () => {
    const body = await answer(anna, MARCH);
    expect(body.rows.map((r) => [r.userId, r.actionId, r.event, r.at])).toEqual([
      ['dirk', 103, 'data-selected', '2026-03-31T23:59:59.000Z'],
      ['dirk', 103, 'page-loaded', '2026-03-03T10:00:00.000Z'],
      ['dirk', 102, 'page-loaded', '2026-03-02T09:00:00.000Z'],
      ['anna', 102, 'page-change', '2026-03-01T08:01:00.000Z'],
      ['anna', 102, 'page-loaded', '2026-03-01T08:00:00.000Z'],
    ]);
    expect(body.rows[1]).toEqual({
      at: '2026-03-03T10:00:00.000Z',
      userId: 'dirk',
      userName: 'dirk.visser@contoso.example',
      actionId: 103,
      actionTitle: 'SLA report',
      event: 'page-loaded',
      page: 'SLA',
      loadTimeMs: 1200,
    });
    expect(body).toMatchObject({ page: 1, pageSize: 100, total: 5 });
    expect(body.summary).toEqual({
      views: 3,
      events: 5,
      medianLoadTimeMs: 800,
      byAction: [
        { actionId: 102, actionTitle: 'Service overview', views: 2, events: 3 },
        { actionId: 103, actionTitle: 'SLA report', views: 1, events: 2 },
      ],
      byUser: [
        { userId: 'dirk', userName: 'dirk.visser@contoso.example', views: 2, events: 3 },
        { userId: 'anna', userName: 'anna.devries@contoso.example', views: 1, events: 2 },
      ],
    });
    expect((await get(anna, MARCH)).headers['cache-control']).toBe('no-store');
  });

  it('filters by user, action and event, pages with page and pageSize, and takes date-times', async () => {
    expect((await answer(anna, `${MARCH}&userId=anna`)).rows.map((r) => r.event)).toEqual([
      'page-change',
      'page-loaded',
    ]);
    expect((await answer(anna, `${MARCH}&actionId=103`)).total).toBe(2);
    const loads = await answer(anna, `${MARCH}&event=page-loaded`);
    expect(loads.rows.map((r) => r.loadTimeMs)).toEqual([1200, 400, 800]);
    expect(loads.summary.medianLoadTimeMs).toBe(800);
    expect((await answer(anna, `${MARCH}&userId=dirk&event=page-loaded`)).summary.medianLoadTimeMs).toBe(800); // (400 + 1200) / 2
    const second = await answer(anna, `${MARCH}&page=2&pageSize=2`);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.rows.map((r) => r.at)).toEqual(['2026-03-02T09:00:00.000Z', '2026-03-01T08:01:00.000Z']);
    expect((await answer(anna, `${MARCH}&page=9&pageSize=${500}`)).rows).toEqual([]);
    const hour = await answer(anna, `from=2026-03-01T08:00:30Z&to=${encodeURIComponent('2026-03-01T10:00:00+01:00')}`);
    expect(hour.rows.map((r) => r.event)).toEqual(['page-change']);
    expect((await answer(anna, 'from=2026-04-01&to=2026-04-01')).rows.map((r) => r.actionId)).toEqual([104]);
  });

  it("never answers another customer's rows, whatever user or action the query names", async () => {
    for (const query of [
      `${MARCH}&userId=bram`,
      `${MARCH}&actionId=201`,
      `${MARCH}&actionId=302`,
      `${MARCH}&actionId=201&userId=anna`,
    ]) {
      const body = await answer(anna, query);
      expect(body.rows).toEqual([]);
      expect(body.summary).toMatchObject({ views: 0, events: 0, medianLoadTimeMs: null, byAction: [], byUser: [] });
    }
    expect((await get(anna, `${MARCH}&customerId=fabrikam`)).statusCode).toBe(400);
    // After switching, the same call answers Fabrikam's rows only.
    const switched = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers(),
      payload: { customerId: 'fabrikam' },
    });
    expect(switched.statusCode).toBe(200);
    try {
      const fabrikam = await answer(anna, MARCH);
      expect(fabrikam.rows.map((r) => [r.actionId, r.actionTitle, r.event])).toEqual([
        [201, 'Fleet dashboard', 'page-change'],
        [201, 'Fleet dashboard', 'page-loaded'],
      ]);
      expect(fabrikam.summary.medianLoadTimeMs).toBe(5000);
      expect((await answer(anna, `${MARCH}&actionId=102`)).rows).toEqual([]);
    } finally {
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna.headers(),
        payload: { customerId: 'contoso' },
      });
    }
  });

  it('refuses a user without the permission (403), one not authorized (403) and a signed-out caller (401)', async () => {
    for (const [who, status] of [
      [await signIn(portal.app, 'dirk'), 403],
      [await signIn(portal.app, 'carla'), 403],
      [await anonymous(portal.app), 401],
    ] as const) {
      const response = await get(who, MARCH);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
    }
    expect((await get(await signIn(portal.app, 'dirk'), MARCH)).json().message).toBe(
      'Not allowed to read the report usage.',
    );
    expect((await get(null, MARCH)).statusCode).toBe(401);
  });

  it("refuses a user without the permission before reading the query (the plugin host runs the route's guard)", async () => {
    const response = await get(await signIn(portal.app, 'dirk'), 'pageSize=9999');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Not allowed to read the report usage.');
  });

  test.each([
    ['', /query\.from/],
    ['from=2026-03-01', /query\.to/],
    ['from=2026-03-31&to=2026-03-01', /query\.to: must not be before from/],
    ['from=2025-01-01&to=2026-03-01', /query\.to: the range may span at most 366 days/],
    ['from=2026-02-30&to=2026-03-01', /query\.from: must be an ISO date/],
    ['from=yesterday&to=2026-03-01', /query\.from: must be an ISO date/],
    [`${MARCH}&pageSize=501`, /query\.pageSize: must be from 1 to 500/],
    [`${MARCH}&pageSize=0`, /query\.pageSize/],
    [`${MARCH}&page=0`, /query\.page/],
    [`${MARCH}&page=1.5`, /query\.page: must be a whole number/],
    [`${MARCH}&event=page-viewed`, /query\.event/],
    [`${MARCH}&actionId=abc`, /query\.actionId/],
    [`${MARCH}&userId=`, /query\.userId/],
    [`${MARCH}&userId=anna&userId=dirk`, /query\.userId/],
    [`${MARCH}&customerId=contoso`, /Unrecognized key/],
  ])('refuses ?%s with a 400 JSON message and writes nothing', async (query, message) => {
    const before = count(portal.app, 'report_log');
    const response = await get(anna, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^Invalid query: /),
    });
    expect(response.json().message).toMatch(message);
    expect(count(portal.app, 'report_log')).toBe(before);
  });

  it('reads through the index of migration report-002, and is published in the OpenAPI document', async () => {
    const plan = db()
      .prepare(
        'EXPLAIN QUERY PLAN SELECT * FROM report_log WHERE customer_id = ? AND created_at >= ? AND created_at < ? ORDER BY created_at DESC',
      )
      .all('contoso', '2026-03-01', '2026-04-01') as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('report_log_customer_time');
    const openapi = (await portal.app.inject({ url: '/api/openapi.json', headers: anna.headers() })).json();
    const operation = openapi.paths['/api/report/usage'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual([
      'from',
      'to',
      'userId',
      'actionId',
      'event',
      'page',
      'pageSize',
    ]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
  });
});
