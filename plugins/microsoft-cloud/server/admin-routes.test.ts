import { DemoUsers } from '../../../server/plugin-api';
import { anonymous, createTestPortal, signIn, type Browser, type TestPortal } from '../../../server/plugin-api/testing';
import { DemoTenants, microsoftCloudEnv, withMicrosoftCloud } from '../../../server/plugin-api/testing/microsoft-cloud';
import { setProcessEnv } from '../../../server/plugin-api/testing/process-env';
import { MicrosoftCloudPaths } from '../contract';

const cloud = withMicrosoftCloud();
let portal: TestPortal;
let petra: Browser;

const call = (who: Browser, method: 'GET' | 'POST', customerId: string) =>
  portal.app.inject({
    method,
    url: method === 'GET' ? MicrosoftCloudPaths.connection(customerId) : MicrosoftCloudPaths.test(customerId),
    headers: who.headers(),
  });
const db = () => portal.app.portal.db;

beforeEach(async () => {
  portal = await createTestPortal();
  petra = await signIn(portal.app, DemoUsers.petra);
});
afterEach(() => portal.close());

describe("a customer's Microsoft connection in the provider administration", () => {
  it('is refused to everyone but provider administrators, before anything is called', async () => {
    const callsBefore = cloud().state.calls.length;
    const who: [string, Browser, number][] = [
      ['signed out', await anonymous(portal.app), 401],
      ['a member of the customer', await signIn(portal.app, DemoUsers.dirk), 403],
      ["the customer's administrator", await signIn(portal.app, DemoUsers.anna), 403],
      ['a member of another customer', await signIn(portal.app, DemoUsers.bram), 403],
    ];
    for (const [name, browser, status] of who)
      for (const method of ['GET', 'POST'] as const)
        expect({ name, method, status: (await call(browser, method, 'contoso')).statusCode }).toEqual({
          name,
          method,
          status,
        });
    expect(cloud().state.calls.length).toBe(callsBefore);
    expect((await call(petra, 'GET', 'contoso')).statusCode).toBe(200);
    expect((await call(petra, 'GET', 'nobody')).statusCode).toBe(404);
    expect((await call(petra, 'POST', 'nobody')).statusCode).toBe(404);
  });

  it('says untested, then connected after "Test connection" (Graph and ARM in its tenant, Partner Center as partner)', async () => {
    expect((await call(petra, 'GET', 'contoso')).json()).toEqual({
      customerId: 'contoso',
      state: 'untested',
      tenantId: DemoTenants.contoso,
      lastAttemptAt: null,
      lastSuccessAt: null,
      lastError: null,
    });
    cloud().state.calls.length = 0;
    const tested = await call(petra, 'POST', 'contoso');
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({ state: 'connected', lastError: null, tenantId: DemoTenants.contoso });
    expect(tested.json().lastSuccessAt).toEqual(expect.any(String));
    expect(
      cloud()
        .state.calls.filter((c) => c.api !== 'entra')
        .map((c) => [c.api, c.tenantId, c.status]),
    ).toEqual([
      ['graph', DemoTenants.contoso, 200],
      ['arm', DemoTenants.contoso, 200],
      ['partnerCenter', DemoTenants.partner, 200],
    ]);
  });

  it("says consent missing, then access denied, with Microsoft's words and the last success kept", async () => {
    await call(petra, 'POST', 'fabrikam');
    const app = cloud().state.seed.apps[0]!;
    const tenant = cloud().state.tenant(DemoTenants.fabrikam)!;
    const consented = [...app.consentedTenants];
    try {
      app.consentedTenants.splice(app.consentedTenants.indexOf(DemoTenants.fabrikam), 1);
      // A new portal: no token cached from the call above.
      await portal.close();
      portal = await createTestPortal();
      petra = await signIn(portal.app, DemoUsers.petra);
      const missing = (await call(petra, 'POST', 'fabrikam')).json();
      expect(missing).toMatchObject({
        state: 'consent-missing',
        lastError: { kind: 'consent-missing', code: 'AADSTS7000229' },
      });
      expect(missing.lastError.detail).toContain('missing service principal');
      app.consentedTenants.splice(0, app.consentedTenants.length, ...consented);
      tenant.access.azure = false;
      const denied = (await call(petra, 'POST', 'fabrikam')).json();
      expect(denied).toMatchObject({
        state: 'access-denied',
        lastError: { kind: 'access-denied', code: 'AuthorizationFailed' },
      });
      // Graph answered before ARM refused: the last success is this test's.
      expect(denied.lastSuccessAt).toEqual(expect.any(String));
    } finally {
      app.consentedTenants.splice(0, app.consentedTenants.length, ...consented);
      tenant.access.azure = true;
    }
  });

  it('says not configured in a deployment without MICROSOFT_*, and calls nothing', async () => {
    const restore = setProcessEnv(
      Object.fromEntries(Object.keys(microsoftCloudEnv(cloud())).map((name) => [name, ''])),
    );
    try {
      await portal.close();
      portal = await createTestPortal();
      petra = await signIn(portal.app, DemoUsers.petra);
      const callsBefore = cloud().state.calls.length;
      expect((await call(petra, 'POST', 'contoso')).json()).toMatchObject({
        state: 'not-configured',
        tenantId: DemoTenants.contoso,
      });
      expect(cloud().state.calls.length).toBe(callsBefore);
    } finally {
      restore();
    }
  });

  it('says so when the customer has no tenant id, or several', async () => {
    db().prepare("DELETE FROM customer_tenants WHERE customer_id = 'northwind'").run();
    expect((await call(petra, 'POST', 'northwind')).json()).toMatchObject({ state: 'no-tenant', tenantId: null });
    db()
      .prepare("INSERT INTO customer_tenants (tenant_id, customer_id) VALUES (?, 'contoso')")
      .run('0b0b0b0b-0000-4000-8000-000000000001');
    expect((await call(petra, 'GET', 'contoso')).json()).toMatchObject({ state: 'several-tenants', tenantId: null });
  });
});
