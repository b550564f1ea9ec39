/** @jest-environment node */
import { ApiPaths, EmbedTokenRefresh, ReportActionData, parseMenuItems, type MenuItem } from '../../core/contract';
import { DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, verifyEmulatorToken } from '../emulator/tokens';
import { count, createTestPortal, signIn, type TestPortal } from '../testing/kit';
import { emulatorAdapterEnabled, embedUrlFor, reportsFeature } from './reports';

let portal: TestPortal;
afterEach(async () => { await portal?.close(); });

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.subMenuItems)]);

describe('reports feature', () => {
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
    for (const url of [ApiPaths.refreshEmbedToken(103), ApiPaths.refreshEmbedToken(103).replace(/\/$/, '')]) {
      const response = await portal.app.inject({ url, headers: anna.headers() });
      expect(response.statusCode).toBe(200);
      const body = EmbedTokenRefresh.parse(response.json());
      const payload = verifyEmulatorToken(portal.app.portal.config.secret, body.embedToken);
      expect(payload!.exp - payload!.iat).toBe(DEMO_TOKEN_LIFETIME_MS);
      expect(body.expiration).toBe(new Date(payload!.exp).toISOString());
    }
    expect((await portal.app.inject({ url: ApiPaths.refreshEmbedToken(107), headers: anna.headers() })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: ApiPaths.refreshEmbedToken(102) })).statusCode).toBe(401);
  });

  it('issues one-hour tokens outside demo mode', async () => {
    portal = await createTestPortal({ config: { demoMode: false } });
    const answer = await reportsFeature.embedTokenRefreshers!.report!({ embedId: 'r1' }, 5, { userId: 'u', userName: 'u', isAuthorized: true, permissions: [], activeCustomerId: null }, portal.app.portal);
    const payload = verifyEmulatorToken(portal.app.portal.config.secret, String(answer.embedToken));
    expect(payload!.exp - payload!.iat).toBe(TOKEN_LIFETIME_MS);
  });

  it('logs page changes, data selections and page loads of the demo embeds', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const before = count(portal.app, 'report_log');
    const calls = [
      [ApiPaths.logPageChange(150), { Page: 'Service dashboard' }],
      [ApiPaths.logDataSelected(152), { Page: 'overview' }],
      [ApiPaths.logPageLoaded(151), { Page: 'SLA tile', LoadTimeInMs: 120 }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await portal.app.inject({ method: 'POST', url, headers: anna.headers(), payload })).statusCode).toBe(200);
    }
    expect(count(portal.app, 'report_log')).toBe(before + 3);
  });

  it('seeds a dashboard, a tile, a visual and a left-navigation report for Contoso', async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    const menu = flatten(parseMenuItems((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).json()) ?? []);
    expect(menu.filter((i) => [150, 151, 152, 153].includes(i.actionId ?? 0)).map((i) => i.name)).toHaveLength(4);
    const tile = (await portal.app.inject({ url: ApiPaths.action(151), headers: anna.headers() })).json();
    expect(tile).toMatchObject({ embedType: 'tile', embedUrl: expect.stringMatching(/^https:\/\/app\.powerbi\.com\/embed\?dashboardId=demo-dashboard&tileId=tile-slaKpi/) });
  });

  it('declares the emulator adapter in demo mode only, unless turned off', async () => {
    portal = await createTestPortal({ config: { publicOrigin: 'http://localhost:18080' } });
    const settings = (await portal.app.inject({ url: ApiPaths.publicSettings })).json();
    expect(settings.analyticsEmulator).toEqual({ origin: 'http://localhost:18080' });
    const config = portal.app.portal.config;
    expect(emulatorAdapterEnabled(config, { ANALYTICS_EMULATOR_ADAPTER: 'off' })).toBe(false);
    expect(emulatorAdapterEnabled({ ...config, demoMode: false }, {})).toBe(false);
  });

  it('serves the frame page without inline script, embeddable by the portal', async () => {
    portal = await createTestPortal();
    for (const path of ['/emulator/reportEmbed?reportId=x&uid=1', '/emulator/dashboardEmbed?dashboardId=d', '/emulator/embed?tileId=t']) {
      const response = await portal.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<script src="/emulator/frame.js" defer></script>');
      expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const css = await portal.app.inject({ url: '/emulator/frame.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('builds the embed URL per type', () => {
    expect(embedUrlFor({ embedType: 'dashboard', embedId: 'd1', groupId: 'g' })).toBe('https://app.powerbi.com/dashboardEmbed?dashboardId=d1&groupId=g');
    expect(embedUrlFor({ embedType: 'visual', embedId: 'r1', groupId: 'g' })).toBe('https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g');
  });
});
