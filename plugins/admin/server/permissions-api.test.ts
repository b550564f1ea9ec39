import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { PermissionCatalog, UserPermissions } from '../contract-permissions';
import { appointCustomerAdmins, call, databaseChecksum, type RequestHeaders } from './test-helpers';

const { contoso, fabrikam } = DemoCustomers;
const { anna, dirk, bram, petra: petraId } = DemoUsers;
const USAGE = '/api/report/usage?from=2026-01-01&to=2026-01-31';

describe('the admin API: permissions without SQL', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  let annaHeaders: RequestHeaders;
  const db = () => portal.app.portal.db;
  const stored = (userId: string) =>
    JSON.parse(db().prepare('SELECT permissions FROM users WHERE id = ?').pluck().get(userId) as string) as string[];
  const setPermissions = (headers: RequestHeaders, userId: string, permissions: unknown) =>
    call(portal.app, headers, 'PUT', `/api/admin/users/${userId}/permissions`, { permissions });

  beforeAll(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
    petra = await userHeaders(portal.app, petraId);
    annaHeaders = await userHeaders(portal.app, anna);
  });
  afterAll(() => portal.close());

  test('the catalog: every permission the portal checks, explained in en and nl, with the menu items needing it; no role permission', async () => {
    const answer = await call(portal.app, petra, 'GET', '/api/admin/permissions');
    expect(answer.statusCode).toBe(200);
    const { items } = PermissionCatalog.parse(answer.json());
    expect(items.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'account',
        'azure',
        'licences',
        'recommendations',
        'report-usage',
        'reports',
        'service-requests-all',
        'support',
      ]),
    );
    expect(items.map((i) => i.name)).not.toContain('provider-admin');
    expect(items.map((i) => i.name)).not.toContain('customer-admin');
    const usage = items.find((i) => i.name === 'report-usage')!;
    expect(usage).toMatchObject({
      grantable: true,
      description: { en: expect.stringMatching(/report usage/), nl: expect.stringMatching(/rapportgebruik/) },
    });
    expect(items.find((i) => i.name === 'reports')!.actions.length).toBeGreaterThan(0);
  });

  test("a customer admin's catalog: only their customer's menu items, and only the permissions they hold are grantable", async () => {
    const { items } = PermissionCatalog.parse(
      (await call(portal.app, annaHeaders, 'GET', '/api/admin/permissions')).json(),
    );
    expect(items.find((i) => i.name === 'reports')!.grantable).toBe(true);
    expect(items.find((i) => i.name === 'report-usage')!.grantable).toBe(false);
    const contosoTitles = db()
      .prepare('SELECT title FROM actions WHERE customer_id = ?')
      .pluck()
      .all(contoso) as string[];
    expect(items.flatMap((i) => i.actions).every((title) => contosoTitles.includes(title))).toBe(true);
  });

  test.each([
    ['a customer user', dirk],
    ['a signed-out caller', null],
  ])('%s gets nothing', async (_who, userId) => {
    const headers = userId ? await userHeaders(portal.app, userId) : {};
    const before = databaseChecksum(portal.app);
    expect((await call(portal.app, headers, 'GET', '/api/admin/permissions')).statusCode).toBe(userId ? 403 : 401);
    expect((await call(portal.app, headers, 'GET', `/api/admin/users/${dirk}/permissions`)).statusCode).toBe(
      userId ? 403 : 401,
    );
    expect((await setPermissions(headers, dirk, ['reports', 'report-usage'])).statusCode).toBe(userId ? 403 : 401);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('a provider administrator gives the usage permission: the user reads the usage at once, and the change is audited', async () => {
    const dirkHeaders = await userHeaders(portal.app, dirk);
    expect((await call(portal.app, dirkHeaders, 'GET', USAGE)).statusCode).toBe(403);
    const answer = await setPermissions(petra, dirk, ['reports', 'support', 'report-usage']);
    expect(answer.statusCode).toBe(200);
    expect(UserPermissions.parse(answer.json())).toEqual({
      userId: dirk,
      permissions: ['reports', 'support', 'report-usage'],
    });
    expect((await call(portal.app, dirkHeaders, 'GET', USAGE)).statusCode).toBe(200);
    expect((await call(portal.app, dirkHeaders, 'GET', '/account/me')).json().permissions).toContain('report-usage');
    const audit = db()
      .prepare(
        "SELECT actor_user_id, customer_id, before, after FROM audit_log WHERE action = 'user.permissions' AND target_id = ?",
      )
      .all(dirk) as Record<string, string>[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: petraId, customer_id: contoso });
    expect(JSON.parse(audit[0]!.before)).toEqual({ permissions: ['reports', 'support'] });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ added: ['report-usage'], taken: [] });
    expect((await call(portal.app, petra, 'GET', `/api/admin/users/${dirk}/permissions`)).json()).toEqual({
      userId: dirk,
      permissions: ['reports', 'support', 'report-usage'],
    });
    await setPermissions(petra, dirk, ['reports', 'support']);
  });

  test.each([
    ['an unknown permission', ['reports', 'rapports'], 400],
    ['a role as a permission', ['provider-admin'], 400],
    ['not a list', 'reports', 400],
    ['an empty name', [''], 400],
  ])('refuses %s with 400 and writes nothing', async (_what, permissions, status) => {
    const before = databaseChecksum(portal.app);
    const answer = await setPermissions(petra, dirk, permissions);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toHaveProperty('message');
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('a customer admin gives and takes only permissions they hold, to users of their customer alone, never themselves', async () => {
    const ok = await setPermissions(annaHeaders, dirk, ['reports', 'licences']);
    expect(ok.statusCode).toBe(200);
    expect(stored(dirk)).toEqual(['reports', 'licences']);
    expect(
      db()
        .prepare("SELECT customer_id FROM audit_log WHERE action = 'user.permissions' AND actor_user_id = ?")
        .pluck()
        .all(anna),
    ).toEqual([contoso]);

    const before = databaseChecksum(portal.app);
    const refusals: [string, unknown, number][] = [
      [dirk, ['reports', 'licences', 'report-usage'], 403],
      [anna, stored(anna).slice(1), 403],
      [bram, ['reports'], 404],
      [petraId, ['reports'], 404],
    ];
    for (const [userId, permissions, status] of refusals) {
      expect([userId, (await setPermissions(annaHeaders, userId, permissions)).statusCode]).toEqual([userId, status]);
    }
    expect((await call(portal.app, annaHeaders, 'GET', `/api/admin/users/${bram}/permissions`)).statusCode).toBe(404);

    // Permissions hold in every customer of the user: one of another customer too is the provider's to change.
    db()
      .prepare("INSERT INTO user_customers (user_id, customer_id, sort_order, role) VALUES (?, ?, 9, 'user')")
      .run(dirk, fabrikam);
    expect((await setPermissions(annaHeaders, dirk, ['reports'])).statusCode).toBe(403);
    db().prepare('DELETE FROM user_customers WHERE user_id = ? AND customer_id = ?').run(dirk, fabrikam);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('an invitation carries permissions: unknown is 400, a customer admin only gives what they hold', async () => {
    const invite = (headers: RequestHeaders, email: string, permissions: string[]) =>
      call(portal.app, headers, 'POST', '/api/admin/invitations', { email, customerId: contoso, permissions });
    expect((await invite(petra, 'usage@contoso.example', ['reports', 'report-usage'])).statusCode).toBe(201);
    expect(
      db().prepare('SELECT permissions FROM invitations WHERE email = ?').pluck().get('usage@contoso.example'),
    ).toBe('["reports","report-usage"]');
    expect((await invite(annaHeaders, 'licences@contoso.example', ['licences'])).statusCode).toBe(201);

    const dirkHeaders = await userHeaders(portal.app, dirk);
    const before = databaseChecksum(portal.app);
    expect((await invite(petra, 'typo@contoso.example', ['rapports'])).statusCode).toBe(400);
    expect((await invite(annaHeaders, 'typo@contoso.example', ['rapports'])).statusCode).toBe(400);
    expect((await invite(annaHeaders, 'usage2@contoso.example', ['report-usage'])).statusCode).toBe(403);
    expect((await invite(dirkHeaders, 'x@contoso.example', ['reports'])).statusCode).toBe(403);
    expect(databaseChecksum(portal.app)).toBe(before);
  });
});
