import {
  anonymous,
  createTestPortal,
  signIn,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { ProviderUsageAnswer } from './provider-usage-routes';

const USAGE = '/api/report/admin/usage';

/** [user, customer, action, event, at]: page loads of two weeks of March 2026 in two customers, and one page change. */
const logs: [string, string, number, string, string][] = [
  ['anna', 'contoso', 102, 'page-loaded', '2026-03-02T08:00:00.000Z'], // Monday
  ['dirk', 'contoso', 102, 'page-loaded', '2026-03-02T09:00:00.000Z'],
  ['dirk', 'contoso', 103, 'page-loaded', '2026-03-04T10:00:00.000Z'],
  ['dirk', 'contoso', 103, 'page-change', '2026-03-04T10:01:00.000Z'],
  ['anna', 'fabrikam', 201, 'page-loaded', '2026-03-10T10:00:00.000Z'], // the next week
  ['bram', 'northwind', 302, 'page-loaded', '2026-04-01T10:00:00.000Z'], // after the range
];

let portal: TestPortal;
let petra: Browser;
const get = (who: Browser | null, query: string) =>
  portal.app.inject({ url: `${USAGE}?${query}`, headers: who ? who.headers() : {} });
const answer = async (query: string) => {
  const response = await get(petra, query);
  expect(response.statusCode).toBe(200);
  return ProviderUsageAnswer.parse(response.json());
};

beforeAll(async () => {
  portal = await createTestPortal();
  const insert = portal.app.portal.db.prepare(
    'INSERT INTO report_log (user_id, customer_id, action_id, event, page, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [user, customer, action, event, at] of logs) insert.run(user, customer, action, event, 'Page', at);
  petra = await signIn(portal.app, 'petra');
});
afterAll(() => portal.close());

describe('GET /api/report/admin/usage (provider administrators)', () => {
  it('counts page loads across customers per day, with every day of the period and the busiest customers, users and reports', async () => {
    const body = await answer('from=2026-03-01&to=2026-03-14');
    expect(body.views).toBe(4);
    expect(body.series).toHaveLength(14);
    expect(body.series.filter((day) => day.views > 0)).toEqual([
      { start: '2026-03-02', views: 2 },
      { start: '2026-03-04', views: 1 },
      { start: '2026-03-10', views: 1 },
    ]);
    expect(body.byCustomer.map((c) => [c.customerId, c.views])).toEqual([
      ['contoso', 3],
      ['fabrikam', 1],
    ]);
    expect(body.byCustomer[0]!.customerName).toBeTruthy();
    expect(body.byUser.map((u) => [u.userId, u.views])).toEqual([
      ['anna', 2],
      ['dirk', 2],
    ]);
    expect(body.byAction[0]).toMatchObject({ actionId: 102, customerId: 'contoso', views: 2 });
  });

  it('groups by week (Mondays) and filters by customer, user and report', async () => {
    expect((await answer('from=2026-03-02&to=2026-03-15&groupBy=week')).series).toEqual([
      { start: '2026-03-02', views: 3 },
      { start: '2026-03-09', views: 1 },
    ]);
    expect((await answer('from=2026-03-01&to=2026-03-31&customerId=fabrikam')).views).toBe(1);
    expect((await answer('from=2026-03-01&to=2026-03-31&userId=dirk')).views).toBe(2);
    expect((await answer('from=2026-03-01&to=2026-03-31&actionId=103')).views).toBe(1);
  });

  it('refuses a reversed or too long period and unknown parameters with 400', async () => {
    for (const query of [
      'from=2026-03-10&to=2026-03-01',
      'from=2025-01-01&to=2026-03-01',
      'from=2026-03-01&to=2026-03-02&event=x',
      'from=yesterday&to=2026-03-02',
    ]) {
      expect((await get(petra, query)).statusCode).toBe(400);
    }
  });

  it('answers 401 signed out and 403 to a customer administrator and a user, before reading the query', async () => {
    expect((await get(await anonymous(portal.app), 'from=2026-03-01&to=2026-03-02')).statusCode).toBe(401);
    for (const who of ['anna', 'dirk']) {
      const browser = await signIn(portal.app, who);
      expect((await get(browser, 'bad=query')).statusCode).toBe(403);
    }
  });
});
