import { ApiPaths } from '../../core/contract';
import { DemoUsers } from '../demo/demo-ids';
import { anonymous, createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

const { carla, petra } = DemoUsers;
const auditCount = (portal: TestPortal) =>
  portal.app.portal.db.prepare("SELECT COUNT(*) FROM audit_log WHERE action LIKE 'run-as.%'").pluck().get();

describe('DELETE /account/run-as ("Back to my account")', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  test("works while the viewed user may call nothing (not authorized, no customer): the session is the administrator's again", async () => {
    const admin = await userHeaders(portal.app, petra);
    const started = await portal.app.inject({
      method: 'POST',
      url: '/api/admin/run-as',
      headers: admin,
      payload: { userId: carla },
    });
    expect(started.json()).toMatchObject({ userId: carla, customerId: null });
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: admin })).json()).toMatchObject({
      isAuthorized: false,
      customers: [],
    });
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: admin })).statusCode).toBe(403);

    const back = await portal.app.inject({ method: 'DELETE', url: ApiPaths.runAs, headers: admin });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ ok: true });
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: admin })).json()).toMatchObject({
      isAuthorized: true,
      runAsUser: null,
      permissions: ['provider-admin'],
    });
    expect(auditCount(portal)).toBe(2);
  });

  test('without a run-as there is nothing to end: 200, nothing written', async () => {
    const headers = await userHeaders(portal.app, petra);
    expect((await portal.app.inject({ method: 'DELETE', url: ApiPaths.runAs, headers })).statusCode).toBe(200);
    expect(auditCount(portal)).toBe(0);
  });

  test('refused signed out (401) and without the CSRF header (403)', async () => {
    expect(
      (
        await portal.app.inject({
          method: 'DELETE',
          url: ApiPaths.runAs,
          headers: (await anonymous(portal.app)).headers(),
        })
      ).statusCode,
    ).toBe(401);
    const noCsrf = await userHeaders(portal.app, petra, false);
    expect((await portal.app.inject({ method: 'DELETE', url: ApiPaths.runAs, headers: noCsrf })).statusCode).toBe(403);
  });

  test('is in the OpenAPI document', async () => {
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths[ApiPaths.runAs] ?? {})).toEqual(['delete']);
  });
});
