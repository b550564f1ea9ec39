import { DemoUsers } from '../../../../server/plugin-api';
import {
  anonymous,
  count,
  createTestPortal,
  signIn,
  type Browser,
  type TestPortal,
} from '../../../../server/plugin-api/testing';
import { ReportAdminPaths } from '../../contract';
import { DEMO_WORKSPACES } from '../powerbi/workspaces';
import { useFakePowerBi, useUnconfiguredPowerBi } from './fake-power-bi';

const KNOWN = 'a1b2c3d4-0000-4000-8000-000000000001';
const UNKNOWN = 'a1b2c3d4-0000-4000-8000-000000000002';
const PROFILE = 'b1b2c3d4-0000-4000-8000-000000000003';

let portal: TestPortal;
let petra: Browser;
const db = () => portal.app.portal.db;
const mapping = (customerId: string) =>
  db().prepare('SELECT workspace_id, profile_id FROM report_workspaces WHERE customer_id = ?').get(customerId);
const call = (who: Browser | null, method: 'GET' | 'PUT' | 'DELETE', customerId: string, body?: object) =>
  portal.app.inject({
    method,
    url: ReportAdminPaths.workspace(customerId),
    headers: who ? who.headers() : {},
    ...(body ? { payload: body } : {}),
  });

beforeEach(async () => {
  portal = await createTestPortal();
  petra = await signIn(portal.app, DemoUsers.petra);
});
afterEach(() => portal.close());

describe("a customer's Power BI workspace (the customer editor's section)", () => {
  it("reads a customer's workspace, nulls for a customer without one, 404 for no customer", async () => {
    const contoso = await call(petra, 'GET', 'contoso');
    expect(contoso.statusCode).toBe(200);
    expect(contoso.json()).toEqual({
      customerId: 'contoso',
      workspaceId: DEMO_WORKSPACES.contoso,
      profileId: null,
      principal: null,
    });
    expect(contoso.headers['cache-control']).toBe('no-store');
    db().prepare("DELETE FROM report_workspaces WHERE customer_id = 'fabrikam'").run();
    expect((await call(petra, 'GET', 'fabrikam')).json()).toEqual({
      customerId: 'fabrikam',
      workspaceId: null,
      profileId: null,
      principal: null,
    });
    expect((await call(petra, 'GET', 'nobody')).statusCode).toBe(404);
  });

  it('sets the workspace and profile, audited, and says whether Power BI knows the workspace (as the profile)', async () => {
    const powerBi = useFakePowerBi(portal, { [KNOWN]: { name: 'Fabrikam analytics', reports: [], dashboards: [] } });
    const audits = count(portal.app, 'audit_log');
    const before = mapping('fabrikam');
    const saved = await call(petra, 'PUT', 'fabrikam', { workspaceId: KNOWN.toUpperCase(), profileId: PROFILE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      customerId: 'fabrikam',
      workspaceId: KNOWN,
      profileId: PROFILE,
      principal: null,
      verification: { status: 'found', name: 'Fabrikam analytics' },
    });
    expect(mapping('fabrikam')).toEqual({ workspace_id: KNOWN, profile_id: PROFILE });
    expect(powerBi.calls).toEqual([{ path: `groups?$filter=id eq '${KNOWN}'`, profile: PROFILE }]);
    expect(count(portal.app, 'audit_log')).toBe(audits + 1);
    const row = db().prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
    expect(row).toMatchObject({
      actor_user_id: 'petra',
      action: 'report.workspace.set',
      target_type: 'customer',
      target_id: 'fabrikam',
      customer_id: 'fabrikam',
    });
    expect(JSON.parse(row.before!)).toEqual({
      workspaceId: (before as { workspace_id: string }).workspace_id,
      profileId: null,
      principal: null,
    });
    expect(JSON.parse(row.after!)).toEqual({ workspaceId: KNOWN, profileId: PROFILE, principal: null });

    const unknown = await call(petra, 'PUT', 'fabrikam', { workspaceId: UNKNOWN });
    expect(unknown.json()).toEqual({
      customerId: 'fabrikam',
      workspaceId: UNKNOWN,
      profileId: null,
      principal: null,
      verification: { status: 'not-found' },
    });
    expect(mapping('fabrikam')).toEqual({ workspace_id: UNKNOWN, profile_id: null });
  });

  it('saves the workspace when Power BI fails or is not configured, and says so', async () => {
    const powerBi = useFakePowerBi(portal, {});
    powerBi.fail(503);
    expect((await call(petra, 'PUT', 'northwind', { workspaceId: KNOWN })).json()).toMatchObject({
      workspaceId: KNOWN,
      verification: { status: 'unavailable' },
    });
    useUnconfiguredPowerBi(portal);
    expect((await call(petra, 'PUT', 'northwind', { workspaceId: UNKNOWN })).json()).toMatchObject({
      workspaceId: UNKNOWN,
      verification: { status: 'not-configured' },
    });
    expect(mapping('northwind')).toEqual({ workspace_id: UNKNOWN, profile_id: null });
  });

  it('removes the workspace, audited; removing none writes nothing', async () => {
    const audits = count(portal.app, 'audit_log');
    const removed = await call(petra, 'DELETE', 'contoso');
    expect(removed.json()).toEqual({ customerId: 'contoso', workspaceId: null, profileId: null, principal: null });
    expect(mapping('contoso')).toBeUndefined();
    expect(count(portal.app, 'audit_log')).toBe(audits + 1);
    expect(db().prepare('SELECT action FROM audit_log ORDER BY id DESC LIMIT 1').pluck().get()).toBe(
      'report.workspace.remove',
    );
    expect((await call(petra, 'DELETE', 'contoso')).statusCode).toBe(200);
    expect(count(portal.app, 'audit_log')).toBe(audits + 1);
  });

  it('refuses what is not a GUID, and unknown fields', async () => {
    for (const body of [
      { workspaceId: 'contoso-ws' },
      { workspaceId: KNOWN, profileId: 'x' },
      { workspaceId: KNOWN, extra: 1 },
      {},
    ]) {
      expect((await call(petra, 'PUT', 'contoso', body)).statusCode).toBe(400);
    }
    expect((await call(petra, 'PUT', 'nobody', { workspaceId: KNOWN })).statusCode).toBe(404);
    expect(mapping('contoso')).toEqual({ workspace_id: DEMO_WORKSPACES.contoso, profile_id: null });
  });

  it.each([
    ['a customer administrator', DemoUsers.anna, 403],
    ['a user', DemoUsers.dirk, 403],
    ['a user who is not authorized', DemoUsers.carla, 403],
    ['a signed-out caller', null, 401],
  ])('refuses %s, reading nothing and writing nothing, whatever the input', async (_who, userId, status) => {
    const who = userId ? await signIn(portal.app, userId) : await anonymous(portal.app);
    const powerBi = useFakePowerBi(portal, { [KNOWN]: { name: 'x', reports: [], dashboards: [] } });
    const audits = count(portal.app, 'audit_log');
    const workspaces = db().prepare('SELECT * FROM report_workspaces ORDER BY customer_id').all();
    expect((await call(who, 'GET', 'contoso')).statusCode).toBe(status);
    expect((await call(who, 'PUT', 'contoso', { workspaceId: KNOWN })).statusCode).toBe(status);
    expect((await call(who, 'PUT', 'contoso', { workspaceId: 'not a guid' })).statusCode).toBe(status);
    expect((await call(who, 'DELETE', 'contoso')).statusCode).toBe(status);
    expect(db().prepare('SELECT * FROM report_workspaces ORDER BY customer_id').all()).toEqual(workspaces);
    expect(count(portal.app, 'audit_log')).toBe(audits);
    expect(powerBi.calls).toEqual([]);
  });
});
