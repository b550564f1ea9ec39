import { ApiPaths } from '../../../core/contract';
import {
  DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, count, createTestPortal, flattenMenu, menuOf, signIn, verifyEmulatorToken,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { EmbedTokenRefresh, ReportActionData, ReportPaths } from '../contract';
import { embedUrlFor } from './embed-url';
import { embedTokenFor } from './tokens';

let portal: TestPortal;
afterEach(async () => { await portal?.close(); });

describe('report plugin (server)', () => {
  it('completes a report action with a fresh emulator token, its expiry and a genuine-looking embed URL', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = Date.now();
    const response = await portal.app.inject({ url: ApiPaths.action(102), headers: anna.headers() });
    const data = ReportActionData.parse(response.json());
    expect(data).toMatchObject({
      embedType: 'report', embedId: 'demo-service-overview', tokenType: 'Embed',
      embedUrl: expect.stringMatching(/^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=demo-service-overview&groupId=/),
    });
    const payload = verifyEmulatorToken(portal.app.portal.config.secret, data.accessToken);
    expect(payload).toMatchObject({ res: 'demo-service-overview', act: 102 });
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
      const payload = verifyEmulatorToken(portal.app.portal.config.secret, body.embedToken);
      expect(payload).toMatchObject({ res: 'demo-sla-report', act: 103 });
      expect(payload!.exp - payload!.iat).toBe(DEMO_TOKEN_LIFETIME_MS);
      expect(body.expiration).toBe(new Date(payload!.exp).toISOString());
    }
    // 107 is Contoso's claims action: it has no embed token.
    expect((await portal.app.inject({ url: ReportPaths.refreshEmbedToken(107), headers: anna.headers() })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: ReportPaths.refreshEmbedToken(102) })).statusCode).toBe(401);
  });

  it("refuses a report of another customer, and one in the menu without the user's permission", async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    // 201 is Fabrikam's; Anna's active customer is Contoso.
    expect((await portal.app.inject({ url: ReportPaths.refreshEmbedToken(201), headers: anna.headers() })).statusCode).toBe(404);
    expect((await portal.app.inject({ method: 'POST', url: ReportPaths.logPageChange(201), headers: anna.headers(), payload: { Page: 'x' } })).statusCode).toBe(404);
    portal.app.portal.db.prepare("UPDATE actions SET required_permission = 'nobody-has-this' WHERE id = 103").run();
    expect((await portal.app.inject({ url: ReportPaths.refreshEmbedToken(103), headers: anna.headers() })).statusCode).toBe(404);
  });

  it('issues one-hour tokens outside demo mode', async () => {
    portal = await createTestPortal({ config: { demoMode: false } });
    const answer = embedTokenFor(portal.app.portal.config, { embedId: 'r1' }, 5);
    const payload = verifyEmulatorToken(portal.app.portal.config.secret, answer.embedToken);
    expect(payload).toMatchObject({ res: 'r1', act: 5 });
    expect(payload!.exp - payload!.iat).toBe(TOKEN_LIFETIME_MS);
    expect(answer.expiration).toBe(new Date(payload!.exp).toISOString());
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
    const rows = portal.app.portal.db.prepare('SELECT user_id, customer_id, action_id, event, page, load_time_ms FROM report_log ORDER BY id DESC LIMIT 3').all();
    expect(rows.reverse()).toEqual([
      { user_id: 'anna', customer_id: 'contoso', action_id: 150, event: 'page-change', page: 'Service dashboard', load_time_ms: null },
      { user_id: 'anna', customer_id: 'contoso', action_id: 152, event: 'data-selected', page: 'overview', load_time_ms: null },
      { user_id: 'anna', customer_id: 'contoso', action_id: 151, event: 'page-loaded', page: 'SLA tile', load_time_ms: 120 },
    ]);
  });

  it('logs nothing for an action that is not a report', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    const response = await portal.app.inject({ method: 'POST', url: ReportPaths.logPageChange(107), headers: anna.headers(), payload: { Page: 'x' } });
    expect(response.statusCode).toBe(404);
    expect(count(portal.app, 'report_log')).toBe(before);
  });

  it('seeds a dashboard, a tile, a visual and a left-navigation report for Contoso', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const menu = flattenMenu(await menuOf(portal.app, anna.headers()));
    expect(menu.filter((i) => [150, 151, 152, 153].includes(i.actionId ?? 0)).map((i) => i.name)).toHaveLength(4);
    const tile = (await portal.app.inject({ url: ApiPaths.action(151), headers: anna.headers() })).json();
    expect(tile).toMatchObject({ embedType: 'tile', embedUrl: expect.stringMatching(/^https:\/\/app\.powerbi\.com\/embed\?dashboardId=demo-dashboard&tileId=tile-slaKpi/) });
  });

  it('builds the embed URL per type', () => {
    expect(embedUrlFor({ embedType: 'dashboard', embedId: 'd1', groupId: 'g' })).toBe('https://app.powerbi.com/dashboardEmbed?dashboardId=d1&groupId=g');
    expect(embedUrlFor({ embedType: 'visual', embedId: 'r1', groupId: 'g' })).toBe('https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g');
    expect(embedUrlFor({ embedType: 'tile', embedId: 't1', dashboardId: 'd1', groupId: 'g' })).toBe('https://app.powerbi.com/embed?dashboardId=d1&tileId=t1&groupId=g');
    expect(embedUrlFor({ embedType: 'unknown', embedId: ' r2 ' })).toBe('https://app.powerbi.com/reportEmbed?reportId=r2&groupId=f0e1d2c3-b4a5-4697-8899-aabbccddeeff');
  });

  it('keeps a stored embed URL', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    portal.app.portal.db.prepare('UPDATE actions SET data = ? WHERE id = 103').run(JSON.stringify({ embedType: 'report', embedId: 'x', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=x&custom=1' }));
    const data = ReportActionData.parse((await portal.app.inject({ url: ApiPaths.action(103), headers: anna.headers() })).json());
    expect(data.embedUrl).toBe('https://app.powerbi.com/reportEmbed?reportId=x&custom=1');
  });
});
