import { DemoUsers } from '../../../../server/plugin-api';
import {
  anonymous,
  createTestPortal,
  signIn,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { ReportAdminPaths, WorkspaceItems } from '../../contract';
import { useFakePowerBi, useUnconfiguredPowerBi, type FakeWorkspace } from './fake-power-bi';

const WS = 'c1c2c3c4-0000-4000-8000-000000000001';
const PROFILE = 'd1d2d3d4-0000-4000-8000-000000000002';

const workspace: FakeWorkspace = {
  name: 'Contoso analytics',
  reports: [
    {
      id: 'r-sla',
      name: 'SLA',
      pages: [
        { name: 'p2', displayName: 'Details', order: 1 },
        { name: 'p1', displayName: 'Summary', order: 0 },
      ],
    },
    { id: 'r-invoices', name: 'Invoices' }, // a paginated report: Power BI lists no pages (400)
  ],
  dashboards: [{ id: 'd-service', displayName: 'Service', tiles: [{ id: 't-1', title: 'Open tickets' }] }],
};

let portal: TestPortal;
let petra: Browser;
const items = (who: Browser | null, customerId = 'contoso') =>
  portal.app.inject({ url: ReportAdminPaths.workspaceItems(customerId), headers: who ? who.headers() : {} });
const mapTo = (customerId: string, workspaceId: string, profileId: string | null = null) =>
  portal.app.portal.db
    .prepare('UPDATE report_workspaces SET workspace_id = ?, profile_id = ? WHERE customer_id = ?')
    .run(workspaceId, profileId, customerId);

beforeEach(async () => {
  portal = await createTestPortal();
  petra = await signIn(portal.app, DemoUsers.petra);
});
afterEach(() => portal.close());

describe("the items of a customer's Power BI workspace (the menu editor's report picker)", () => {
  it("lists the reports with their pages and the dashboards with their tiles, by name, as the customer's profile", async () => {
    const powerBi = useFakePowerBi(portal, { [WS]: workspace });
    mapTo('contoso', WS, PROFILE);
    const response = await items(petra);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(WorkspaceItems.parse(response.json())).toEqual({
      status: 'ok',
      workspaceId: WS,
      reports: [
        { id: 'r-invoices', name: 'Invoices', pages: null },
        {
          id: 'r-sla',
          name: 'SLA',
          pages: [
            { name: 'p1', displayName: 'Summary' },
            { name: 'p2', displayName: 'Details' },
          ],
        },
      ],
      dashboards: [{ id: 'd-service', name: 'Service', tiles: [{ id: 't-1', title: 'Open tickets' }] }],
    });
    expect(new Set(powerBi.calls.map((c) => c.profile))).toEqual(new Set([PROFILE]));
    expect(powerBi.calls.map((c) => c.path).sort()).toEqual([
      `groups/${WS}/dashboards`,
      `groups/${WS}/dashboards/d-service/tiles`,
      `groups/${WS}/reports`,
      `groups/${WS}/reports/r-invoices/pages`,
      `groups/${WS}/reports/r-sla/pages`,
    ]);
  });

  it('answers the states of the setup: no workspace, Power BI not configured, a workspace Power BI does not know', async () => {
    useFakePowerBi(portal, { [WS]: workspace });
    mapTo('contoso', 'e1e2e3e4-0000-4000-8000-000000000009');
    expect((await items(petra)).json()).toEqual({
      status: 'workspace-not-found',
      workspaceId: 'e1e2e3e4-0000-4000-8000-000000000009',
    });
    portal.app.portal.db.prepare("DELETE FROM report_workspaces WHERE customer_id = 'contoso'").run();
    expect((await items(petra)).json()).toEqual({ status: 'no-workspace' });
    mapTo('fabrikam', WS);
    useUnconfiguredPowerBi(portal);
    expect((await items(petra, 'fabrikam')).json()).toEqual({ status: 'not-configured' });
    expect((await items(petra, 'nobody')).statusCode).toBe(404);
  });

  it.each([
    [503, 503, /cannot be reached now/],
    [500, 503, /cannot be reached now/],
    [403, 502, /service principal\) is a member/],
  ])('answers %s from Power BI as %s with what to do', async (upstream, status, message) => {
    const powerBi = useFakePowerBi(portal, { [WS]: workspace });
    mapTo('contoso', WS);
    powerBi.fail(upstream);
    const response = await items(petra);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ['a customer administrator', DemoUsers.anna, 403],
    ['a user', DemoUsers.dirk, 403],
    ['a user who is not authorized', DemoUsers.carla, 403],
    ['a signed-out caller', null, 401],
  ])('refuses %s without asking Power BI', async (_who, userId, status) => {
    const powerBi = useFakePowerBi(portal, { [WS]: workspace });
    mapTo('contoso', WS);
    const who = userId ? await signIn(portal.app, userId) : await anonymous(portal.app);
    expect((await items(who)).statusCode).toBe(status);
    expect((await items(who, 'NOT A CUSTOMER')).statusCode).toBe(status);
    expect(powerBi.calls).toEqual([]);
  });
});
