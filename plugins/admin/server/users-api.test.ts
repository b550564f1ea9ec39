import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { COMMAND_LINE, putMembership } from '../../../server/plugin-api/testing';
import { count, createTestPortal, signIn, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { User, UserList } from '../contract';
import { appointCustomerAdmins, call, type RequestHeaders } from './test-helpers';

describe('the admin API: users, memberships and invitations', () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  let anna: RequestHeaders;
  beforeAll(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
    petra = await userHeaders(portal.app, DemoUsers.petra);
    anna = await userHeaders(portal.app, DemoUsers.anna);
  });
  afterAll(() => portal.close());

  test('a provider admin lists every user, searched, filtered by customer, sorted and paged', async () => {
    const all = UserList.parse((await call(portal.app, petra, 'GET', '/api/admin/users')).json());
    expect(all.total).toBe(5);
    expect(all.items.map((u) => u.lastName)).toEqual(['de Vries', 'Dekker', 'Jansen', 'Smit', 'Visser']);
    expect(all.items.find((u) => u.id === 'petra')).toMatchObject({
      isProviderAdmin: true,
      lastSignInAt: expect.any(String),
    });

    const byMail = (await call(portal.app, petra, 'GET', '/api/admin/users?search=NORTHWIND.example')).json();
    expect(byMail.items.map((u: { id: string }) => u.id)).toEqual(['bram']);
    const byName = (await call(portal.app, petra, 'GET', '/api/admin/users?search=Anna%20de')).json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual(['anna']);
    const contoso = (
      await call(portal.app, petra, 'GET', '/api/admin/users?customerId=contoso&sort=email&order=desc')
    ).json();
    expect(contoso.items.map((u: { id: string }) => u.id)).toEqual(['dirk', 'anna']);
    const page = (await call(portal.app, petra, 'GET', '/api/admin/users?pageSize=2&page=3')).json();
    expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await call(portal.app, petra, 'GET', '/api/admin/users?pageSize=500')).statusCode).toBe(400);
  });

  test("a customer admin lists only their active customer's users and sees only that membership", async () => {
    const list = (await call(portal.app, anna, 'GET', '/api/admin/users')).json();
    expect(list.items.map((u: { id: string }) => u.id).sort()).toEqual(['anna', 'dirk']);
    const self = User.parse((await call(portal.app, anna, 'GET', '/api/admin/users/anna')).json());
    expect(self.memberships).toEqual([
      { customerId: 'contoso', customerName: 'Contoso Zorg', role: 'customer-admin', customerDeactivated: false },
    ]);
    const full = User.parse((await call(portal.app, petra, 'GET', '/api/admin/users/anna')).json());
    expect(full.memberships.map((m) => `${m.customerId}:${m.role}`)).toEqual([
      'contoso:customer-admin',
      'fabrikam:user',
    ]);
    expect(full).toMatchObject({
      accountDeletionRequestDate: expect.any(String),
      accountDeletionDate: expect.any(String),
      disabledAt: null,
    });
    expect((await call(portal.app, petra, 'GET', '/api/admin/users/nobody')).statusCode).toBe(404);
  });

  test("roles show in the account's permissions: provider-admin, customer-admin in the active customer only", async () => {
    const me = async (headers: RequestHeaders) => (await call(portal.app, headers, 'GET', '/account/me')).json();
    expect((await me(petra)).permissions).toEqual(['provider-admin']);
    expect((await me(anna)).permissions).toEqual([
      'reports',
      'licences',
      'recommendations',
      'support',
      'azure',
      'account',
      'customer-admin',
    ]);
    await call(portal.app, anna, 'POST', '/api/account/activecustomer', { customerId: DemoCustomers.fabrikam });
    try {
      expect((await me(anna)).permissions).not.toContain('customer-admin');
      // At Fabrikam she is a plain user: the admin API refuses her (Fabrikam's plugin list also leaves the plugin out).
      expect([403, 404]).toContain((await call(portal.app, anna, 'GET', '/api/admin/users')).statusCode);
    } finally {
      await call(portal.app, anna, 'POST', '/api/account/activecustomer', { customerId: DemoCustomers.contoso });
    }
    expect((await me(await userHeaders(portal.app, DemoUsers.dirk))).permissions).toEqual(['reports', 'support']);
  });

  test('invites by e-mail through the invitation flow: stored with its role, mail queued, audited', async () => {
    const mails = count(portal.app, 'mail_outbox');
    const response = await call(portal.app, anna, 'POST', '/api/admin/invitations', {
      email: 'Eva@Contoso.example',
      customerId: 'contoso',
      role: 'customer-admin',
      permissions: ['reports'],
      language: 'nl',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'eva@contoso.example',
      customerId: 'contoso',
      role: 'customer-admin',
      link: expect.stringMatching(/\/account\/invitation\/[A-Za-z0-9_-]{43}$/),
    });
    const stored = portal.app.portal.db
      .prepare(
        "SELECT customer_id, role, permissions, invited_by, language FROM invitations WHERE email = 'eva@contoso.example'",
      )
      .get();
    expect(stored).toEqual({
      customer_id: 'contoso',
      role: 'customer-admin',
      permissions: '["reports"]',
      invited_by: 'anna.devries@contoso.example',
      language: 'nl',
    });
    expect(count(portal.app, 'mail_outbox')).toBe(mails + 1);

    for (const [body, status, message] of [
      [{ email: 'not-an-address', customerId: 'contoso' }, 400, /body\.email/],
      [{ email: 'x@contoso.example', customerId: 'contoso', permissions: ['root'] }, 400, /Unknown permission "root"/],
      [{ email: 'x@contoso.example', customerId: 'nobody' }, 404, /There is no customer "nobody"/],
    ] as const) {
      const invitations = count(portal.app, 'invitations');
      const refused = await call(portal.app, petra, 'POST', '/api/admin/invitations', body);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status,
        message: expect.stringMatching(message),
      });
      expect(count(portal.app, 'invitations')).toBe(invitations);
    }
  });

  test('sets and removes memberships; a missing one is 404', async () => {
    const set = await call(portal.app, anna, 'PUT', '/api/admin/users/dirk/memberships/contoso', {
      role: 'customer-admin',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().memberships).toEqual([
      expect.objectContaining({ customerId: 'contoso', role: 'customer-admin' }),
    ]);
    expect(
      (await call(portal.app, anna, 'PUT', '/api/admin/users/dirk/memberships/contoso', { role: 'user' })).statusCode,
    ).toBe(200);
    expect(
      (await call(portal.app, petra, 'PUT', '/api/admin/users/carla/memberships/contoso', { role: 'user' })).statusCode,
    ).toBe(404);
    const removed = await call(portal.app, petra, 'DELETE', '/api/admin/users/bram/memberships/northwind');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().memberships).toEqual([]);
    expect((await call(portal.app, petra, 'DELETE', '/api/admin/users/bram/memberships/northwind')).statusCode).toBe(
      404,
    );
  });

  test('a disabled user is signed out at once and cannot sign in; enabled again, they can', async () => {
    const dirk = await userHeaders(portal.app, DemoUsers.dirk);
    const disabled = await call(portal.app, anna, 'POST', '/api/admin/users/dirk/disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().disabledAt).toEqual(expect.any(String));
    expect((await call(portal.app, dirk, 'GET', '/account/me')).json().isAuthenticated).toBe(false);
    expect((await call(portal.app, dirk, 'GET', '/api/menuitems')).statusCode).toBe(401);
    await expect(signIn(portal.app, DemoUsers.dirk)).rejects.toThrow(/403 .*This account is disabled/);

    expect((await call(portal.app, anna, 'POST', '/api/admin/users/dirk/enable')).json().disabledAt).toBeNull();
    expect(
      (await call(portal.app, await userHeaders(portal.app, DemoUsers.dirk), 'GET', '/account/me')).json()
        .isAuthenticated,
    ).toBe(true);
  });

  test("schedules a removal: the spec's deletion request date now and the deletion date 30 days on", async () => {
    const response = await call(portal.app, anna, 'POST', '/api/admin/users/dirk/removal');
    expect(response.statusCode).toBe(200);
    const { accountDeletionRequestDate, accountDeletionDate } = response.json();
    expect(Date.now() - Date.parse(accountDeletionRequestDate)).toBeLessThan(60_000);
    expect(Date.parse(accountDeletionDate) - Date.parse(accountDeletionRequestDate)).toBe(30 * 86_400_000);
    const info = (await call(portal.app, await userHeaders(portal.app, DemoUsers.dirk), 'GET', '/api/account')).json();
    expect(info).toEqual({ accountDeletionRequestDate, accountDeletionDate });
  });

  test('a customer admin cannot disable or schedule the removal of someone who belongs to another customer too', async () => {
    putMembership(portal.app.portal.db, COMMAND_LINE, DemoUsers.bram, DemoCustomers.contoso, 'user');
    putMembership(portal.app.portal.db, COMMAND_LINE, DemoUsers.bram, DemoCustomers.fabrikam, 'user');
    for (const action of ['disable', 'removal']) {
      const response = await call(portal.app, anna, 'POST', `/api/admin/users/bram/${action}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/belongs to other customers too/);
    }
    // Their membership of her customer is hers to remove.
    expect((await call(portal.app, anna, 'DELETE', '/api/admin/users/bram/memberships/contoso')).statusCode).toBe(200);
    // A user of no customer of hers is unknown to her.
    expect((await call(portal.app, anna, 'POST', '/api/admin/users/petra/disable')).statusCode).toBe(404);
  });

  test('provider rights: granted and taken by provider admins, never from the last one', async () => {
    expect(
      (await call(portal.app, petra, 'PUT', '/api/admin/users/petra/provider-admin', { isProviderAdmin: false }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(portal.app, petra, 'PUT', '/api/admin/users/bram/provider-admin', { isProviderAdmin: true })).json()
        .isProviderAdmin,
    ).toBe(true);
    expect(
      (await call(portal.app, petra, 'PUT', '/api/admin/users/bram/provider-admin', { isProviderAdmin: false })).json()
        .isProviderAdmin,
    ).toBe(false);
    expect((await call(portal.app, petra, 'POST', '/api/admin/users/petra/disable')).statusCode).toBe(403);
  });
});
