import { ApiPaths } from '../../../core/contract';
import {
  DEMO_TOKEN_LIFETIME_MS,
  count,
  createTestPortal,
  flattenMenu,
  menuOf,
  signIn,
  withPowerBiEmulator,
  verifyEmulatorToken,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { EmbedTokenRefresh, ReportActionData, ReportPaths } from '../contract';
import { DEMO_WORKSPACES } from './powerbi/workspaces';

const emulator = withPowerBiEmulator();
let portal: TestPortal;
afterEach(async () => {
  await portal?.close();
});

describe('report plugin (server)', () => {
  it('completes a report action with a fresh token from GenerateToken, its expiry, and the embed URL, dataset and workspace of the REST answer', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = Date.now();
    const response = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
    const data = ReportActionData.parse(response.json());
    expect(data).toMatchObject({
      embedType: 'report',
      embedId: 'demo-service-overview',
      tokenType: 'Embed',
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=demo-service-overview&groupId=${DEMO_WORKSPACES.contoso}`,
      groupId: DEMO_WORKSPACES.contoso,
      datasetId: 'demo-service-overview-dataset',
    });
    const payload = verifyEmulatorToken(emulator().config.secret, data.accessToken);
    expect(payload).toMatchObject({
      res: 'demo-service-overview',
      items: ['demo-service-overview', 'demo-service-overview-dataset'],
      ws: [DEMO_WORKSPACES.contoso],
      ids: [],
    });
    expect(payload!.exp - payload!.iat).toBe(DEMO_TOKEN_LIFETIME_MS);
    expect(Date.parse(data.expiration!)).toBeGreaterThanOrEqual(before + DEMO_TOKEN_LIFETIME_MS);
    expect(verifyEmulatorToken('another-secret-another-secret-xx', data.accessToken)).toBeNull();
  });

  it('answers the token refresh with and without a trailing slash', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    for (const url of [ReportPaths.refreshEmbedToken(103), ReportPaths.refreshEmbedToken(103).replace(/\/$/, '')]) {
      const response = await portal.app.inject({ url, headers: anna.headers() });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = EmbedTokenRefresh.parse(response.json());
      const payload = verifyEmulatorToken(emulator().config.secret, body.embedToken);
      expect(payload).toMatchObject({ res: 'demo-sla-report', ws: [DEMO_WORKSPACES.contoso] });
      expect(payload!.exp - payload!.iat).toBe(DEMO_TOKEN_LIFETIME_MS);
      expect(body.expiration).toBe(new Date(payload!.exp).toISOString());
    }
    // 107 is Contoso's claims action: it has no embed token.
    expect(
      (await portal.app.inject({ url: ReportPaths.refreshEmbedToken(107), headers: anna.headers() })).statusCode,
    ).toBe(404);
    expect((await portal.app.inject({ url: ReportPaths.refreshEmbedToken(102) })).statusCode).toBe(401);
  });

  it("refuses a report of another customer, and one in the menu without the user's permission", async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    // 201 is Fabrikam's; Anna's active customer is Contoso.
    expect(
      (await portal.app.inject({ url: ReportPaths.refreshEmbedToken(201), headers: anna.headers() })).statusCode,
    ).toBe(404);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ReportPaths.logPageChange(201),
          headers: anna.headers(),
          payload: { Page: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    portal.app.portal.db.prepare("UPDATE actions SET required_permission = 'nobody-has-this' WHERE id = 103").run();
    expect(
      (await portal.app.inject({ url: ReportPaths.refreshEmbedToken(103), headers: anna.headers() })).statusCode,
    ).toBe(404);
  });

  it('logs page changes, data selections and page loads of the demo embeds', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    const calls = [
      [ReportPaths.logPageChange(150), { Page: 'Service dashboard' }],
      [ReportPaths.logDataSelected(152), { Page: 'overview' }],
      [ReportPaths.logPageLoaded(151), { Page: 'SLA tile', LoadTimeInMs: 120 }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await portal.app.inject({ method: 'POST', url, headers: anna.headers(), payload })).statusCode).toBe(200);
    }
    expect(count(portal.app, 'report_log')).toBe(before + 3);
    const rows = portal.app.portal.db
      .prepare(
        'SELECT user_id, customer_id, action_id, event, page, load_time_ms FROM report_log ORDER BY id DESC LIMIT 3',
      )
      .all();
    expect(rows.reverse()).toEqual([
      {
        user_id: 'anna',
        customer_id: 'contoso',
        action_id: 150,
        event: 'page-change',
        page: 'Service dashboard',
        load_time_ms: null,
      },
      {
        user_id: 'anna',
        customer_id: 'contoso',
        action_id: 152,
        event: 'data-selected',
        page: 'overview',
        load_time_ms: null,
      },
      {
        user_id: 'anna',
        customer_id: 'contoso',
        action_id: 151,
        event: 'page-loaded',
        page: 'SLA tile',
        load_time_ms: 120,
      },
    ]);
  });

  it('logs nothing for an action that is not a report', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    const response = await portal.app.inject({
      method: 'POST',
      url: ReportPaths.logPageChange(107),
      headers: anna.headers(),
      payload: { Page: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(count(portal.app, 'report_log')).toBe(before);
  });

  it('seeds a dashboard, a tile, a visual and a left-navigation report for Contoso', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const menu = flattenMenu(await menuOf(portal.app, anna.headers()));
    expect(menu.filter((i) => [150, 151, 152, 153].includes(i.actionId ?? 0)).map((i) => i.name)).toHaveLength(4);
    const tile = (await portal.app.inject({ url: ApiPaths.action(151), headers: anna.headers() })).json();
    expect(tile).toMatchObject({
      embedType: 'tile',
      embedUrl: expect.stringMatching(
        /^https:\/\/app\.powerbi\.com\/embed\?dashboardId=demo-dashboard&tileId=tile-slaKpi/,
      ),
    });
    expect(verifyEmulatorToken(emulator().config.secret, tile.accessToken)).toMatchObject({
      res: 'tile-slaKpi',
      items: ['tile-slaKpi', 'demo-dashboard'],
    });
    const dashboard = (await portal.app.inject({ url: ApiPaths.action(150), headers: anna.headers() })).json();
    expect(dashboard.embedUrl).toBe(
      `https://app.powerbi.com/dashboardEmbed?dashboardId=demo-dashboard&groupId=${DEMO_WORKSPACES.contoso}`,
    );
    expect(verifyEmulatorToken(emulator().config.secret, dashboard.accessToken)).toMatchObject({
      res: 'demo-dashboard',
    });
  });

  it("uses the REST answer's embed URL, not one stored in the action", async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    portal.app.portal.db.prepare('UPDATE actions SET data = ? WHERE id = 103').run(
      JSON.stringify({
        embedType: 'report',
        embedId: 'demo-sla-report',
        embedUrl: 'https://evil.example/reportEmbed?reportId=x',
      }),
    );
    const data = ReportActionData.parse(
      (await portal.app.inject({ url: ApiPaths.action(103), headers: anna.headers() })).json(),
    );
    expect(data.embedUrl).toBe(
      `https://app.powerbi.com/reportEmbed?reportId=demo-sla-report&groupId=${DEMO_WORKSPACES.contoso}`,
    );
  });
});
