import {
  count,
  createTestPortal,
  signIn,
  withPowerBiEmulator,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { EmbedTokenRefresh, ReportPaths } from '../contract';

withPowerBiEmulator();

describe('report log and token calls', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('each log call stores a row (with and without a trailing slash); the refresh answers a token', async () => {
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    for (const [url, payload] of [
      [ReportPaths.logDataSelected(102), { Page: 'Overview' }],
      [ReportPaths.logPageChange(102), { Page: 'Details' }],
      [ReportPaths.logPageLoaded(102), { Page: 'Details', LoadTimeInMs: 812 }],
      [ReportPaths.logPageLoaded(102) + '/', { Page: 'Details', LoadTimeInMs: 5 }],
    ] as const) {
      const response = await portal.app.inject({ method: 'POST', url, headers: anna.headers(), payload });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(count(portal.app, 'report_log')).toBe(before + 4);
    const row = portal.app.portal.db.prepare('SELECT * FROM report_log ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      user_id: 'anna',
      customer_id: 'contoso',
      action_id: 102,
      event: 'page-loaded',
      page: 'Details',
      load_time_ms: 5,
    });
    const refresh = await portal.app.inject({ url: ReportPaths.refreshEmbedToken(102), headers: anna.headers() });
    expect(refresh.statusCode).toBe(200);
    expect(EmbedTokenRefresh.safeParse(refresh.json()).success).toBe(true);
    for (const id of [107, 201, 999]) {
      expect(
        (await portal.app.inject({ url: ReportPaths.refreshEmbedToken(id), headers: anna.headers() })).statusCode,
      ).toBe(404);
    }
  });

  test.each([
    [ReportPaths.logPageChange(102), {}],
    [ReportPaths.logPageChange(102), { Page: null }],
    [ReportPaths.logDataSelected(102), { Page: 7 }],
    [ReportPaths.logDataSelected(102), { Page: 'x'.repeat(501) }],
    [ReportPaths.logPageLoaded(102), { Page: 'Overview' }],
    [ReportPaths.logPageLoaded(102), { Page: 'Overview', LoadTimeInMs: -1 }],
    [ReportPaths.logPageLoaded(102), { Page: 'Overview', LoadTimeInMs: '12' }],
    ['/api/Report/LogPageLoaded/abc', { Page: 'Overview', LoadTimeInMs: 12 }],
    ['/api/Report/LogPageLoaded/-1', { Page: 'Overview', LoadTimeInMs: 12 }],
  ])('refuses %s with %j as 400 and writes nothing', async (url, payload) => {
    const headers = await userHeaders(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    const response = await portal.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^Invalid (body|params)/),
    });
    expect(count(portal.app, 'report_log')).toBe(before);
  });

  test('a log call without the CSRF header is refused with 403 and writes nothing', async () => {
    const headers = await userHeaders(portal.app, 'anna', false);
    const before = count(portal.app, 'report_log');
    const response = await portal.app.inject({
      method: 'POST',
      url: ReportPaths.logPageChange(102),
      headers,
      payload: { Page: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(count(portal.app, 'report_log')).toBe(before);
  });
});
