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
const TENANT = 'c1b2c3d4-0000-4000-8000-000000000004';
const CLIENT = 'd1b2c3d4-0000-4000-8000-000000000005';

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

  it("stores the customer's own app: its secret sealed, never answered nor audited; kept when not replaced", async () => {
    const powerBi = useFakePowerBi(portal, { [KNOWN]: { name: 'Contoso analytics', reports: [], dashboards: [] } });
    const principal = { tenantId: TENANT, clientId: CLIENT.toUpperCase(), clientSecret: 'first-secret~x' };
    const saved = await call(petra, 'PUT', 'contoso', { workspaceId: KNOWN, principal });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      customerId: 'contoso',
      workspaceId: KNOWN,
      profileId: null,
      principal: { tenantId: TENANT, clientId: CLIENT, secretSetAt: expect.any(String), lastFailure: null },
      verification: { status: 'found', name: 'Contoso analytics' },
    });
    expect(powerBi.calls).toEqual([{ path: `groups?$filter=id eq '${KNOWN}'`, profile: null }]);
    const sealed = db().prepare("SELECT * FROM sealed_secrets WHERE customer_id = 'contoso'").all();
    expect(sealed).toEqual([expect.objectContaining({ plugin_id: 'report', name: 'powerbi.client-secret' })]);
    // Kept when the app stays and no secret is given; the GET shows only when it was set.
    const again = await call(petra, 'PUT', 'contoso', {
      workspaceId: KNOWN,
      principal: { ...principal, clientSecret: undefined },
    });
    expect(again.statusCode).toBe(200);
    expect(db().prepare("SELECT * FROM sealed_secrets WHERE customer_id = 'contoso'").all()).toEqual(sealed);
    const shown = await call(petra, 'GET', 'contoso');
    const audit = db().prepare("SELECT before, after FROM audit_log WHERE action = 'report.workspace.set'").all();
    expect(JSON.parse((audit.at(-1) as { after: string }).after)).toEqual({
      workspaceId: KNOWN,
      profileId: null,
      principal: { tenantId: TENANT, clientId: CLIENT },
      clientSecretReplaced: false,
    });
    for (const text of [JSON.stringify(sealed), shown.body, saved.body, JSON.stringify(audit)])
      expect(text).not.toContain('first-secret~x');
    // Back to the shared app: the secret goes too.
    expect((await call(petra, 'PUT', 'contoso', { workspaceId: KNOWN, principal: null })).json().principal).toBeNull();
    expect(count(portal.app, 'sealed_secrets')).toBe(0);
  });

  it("refuses a customer's app without its secret the first time, with a profile, or with a bad id; writing nothing", async () => {
    const before = mapping('contoso');
    const audits = count(portal.app, 'audit_log');
    const principal = { tenantId: TENANT, clientId: CLIENT };
    for (const body of [
      { workspaceId: KNOWN, principal },
      { workspaceId: KNOWN, principal: { ...principal, clientSecret: '  ' } },
      { workspaceId: KNOWN, principal: { ...principal, clientSecret: 'x'.repeat(1025) } },
      { workspaceId: KNOWN, profileId: PROFILE, principal: { ...principal, clientSecret: 's' } },
      { workspaceId: KNOWN, principal: { tenantId: 'contoso.onmicrosoft.com', clientId: CLIENT, clientSecret: 's' } },
      { workspaceId: KNOWN, principal: { ...principal, clientSecret: 's', extra: 1 } },
    ]) {
      const answer = await call(petra, 'PUT', 'contoso', body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(mapping('contoso')).toEqual(before);
    expect(count(portal.app, 'audit_log')).toBe(audits);
    expect(count(portal.app, 'sealed_secrets')).toBe(0);
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
    const principal = { tenantId: TENANT, clientId: CLIENT, clientSecret: 'secret' };
    expect((await call(who, 'PUT', 'contoso', { workspaceId: KNOWN, principal })).statusCode).toBe(status);
    expect((await call(who, 'DELETE', 'contoso')).statusCode).toBe(status);
    expect(db().prepare('SELECT * FROM report_workspaces ORDER BY customer_id').all()).toEqual(workspaces);
    expect(count(portal.app, 'audit_log')).toBe(audits);
    expect(count(portal.app, 'sealed_secrets')).toBe(0);
    expect(powerBi.calls).toEqual([]);
  });
});
