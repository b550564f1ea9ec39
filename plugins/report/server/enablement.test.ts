import { ApiPaths } from '../../../core/contract';
import {
  createTestPortal,
  flattenMenu,
  menuOf,
  setCustomerPlugins,
  signIn,
  withPowerBiEmulator,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { ReportPaths } from '../contract';

withPowerBiEmulator();
let portal: TestPortal;
afterEach(async () => {
  await portal?.close();
});

const REPORT_ROUTES = [
  '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}',
  '/api/Report/LogDataSelected/{actionId}',
  '/api/Report/LogPageChange/{actionId}',
  '/api/Report/LogPageLoaded/{actionId}',
];

async function reportCalls(headers: Record<string, string>, actionId: number) {
  const inject = (options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
    portal.app.inject({ ...options, headers });
  return {
    action: (await inject({ url: ApiPaths.action(actionId) })).statusCode,
    refresh: (await inject({ url: ReportPaths.refreshEmbedToken(actionId) })).statusCode,
    pageChange: (
      await inject({ method: 'POST', url: ReportPaths.logPageChange(actionId), payload: { Page: 'Overview' } })
    ).statusCode,
    dataSelected: (
      await inject({ method: 'POST', url: ReportPaths.logDataSelected(actionId), payload: { Page: 'Overview' } })
    ).statusCode,
    pageLoaded: (
      await inject({
        method: 'POST',
        url: ReportPaths.logPageLoaded(actionId),
        payload: { Page: 'Overview', LoadTimeInMs: 5 },
      })
    ).statusCode,
  };
}

describe('report plugin enablement', () => {
  it("answers 404 for a customer whose plugin list leaves 'report' out, and 200 again when it is back", async () => {
    portal = await createTestPortal();
    const anna = await signIn(portal.app, 'anna');
    expect(await reportCalls(anna.headers(), 102)).toEqual({
      action: 200,
      refresh: 200,
      pageChange: 200,
      dataSelected: 200,
      pageLoaded: 200,
    });

    setCustomerPlugins(portal.app, 'contoso', ['claims']);
    expect(await reportCalls(anna.headers(), 102)).toEqual({
      action: 404,
      refresh: 404,
      pageChange: 404,
      dataSelected: 404,
      pageLoaded: 404,
    });
    const menu = flattenMenu(await menuOf(portal.app, anna.headers()));
    expect(menu.filter((item) => [102, 103, 104, 150, 151, 152, 153].includes(item.actionId ?? 0))).toEqual([]);

    setCustomerPlugins(portal.app, 'contoso', ['claims', 'report']);
    expect(await reportCalls(anna.headers(), 102)).toEqual({
      action: 200,
      refresh: 200,
      pageChange: 200,
      dataSelected: 200,
      pageLoaded: 200,
    });
  });

  it('registers no report route for a deployment that leaves the plugin out', async () => {
    portal = await createTestPortal({ config: { enabledPlugins: ['claims'] } });
    const anna = await signIn(portal.app, 'anna');
    expect(await reportCalls(anna.headers(), 102)).toEqual({
      action: 404,
      refresh: 404,
      pageChange: 404,
      dataSelected: 404,
      pageLoaded: 404,
    });
    const paths = Object.keys((await portal.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of REPORT_ROUTES) expect(paths).not.toContain(path);
  });

  it('publishes the report routes in the OpenAPI document under the plugin tag when enabled', async () => {
    portal = await createTestPortal();
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    for (const path of REPORT_ROUTES) expect(Object.keys(document.paths)).toContain(path);
    expect(document.paths['/api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}'].get.tags).toEqual([
      'report',
    ]);
  });
});
