import { DemoUsers } from '../../../server/plugin-api';
import { COMMAND_LINE, ensureUser, setProviderAdmin } from '../../../server/plugin-api/testing';
import { count, createTestPortal, signIn, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { MergeResult, UserIdentity } from '../contract-identities';
import { appointCustomerAdmins, call, databaseChecksum, type RequestHeaders } from './test-helpers';

const ISSUER = 'https://login.msp.example';
const identityUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/identity`;
const mergeUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/merge`;

describe("the admin API: a user's identity, linked, unlinked and merged", () => {
  let portal: TestPortal;
  let petra: RequestHeaders;
  const db = () => portal.app.portal.db;
  const audit = (action: string) =>
    db()
      .prepare('SELECT actor, target_id AS targetId, before, after FROM audit_log WHERE action = ? ORDER BY id')
      .all(action) as { actor: string; targetId: string; before: string; after: string }[];

  beforeEach(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
    petra = await userHeaders(portal.app, DemoUsers.petra);
  });
  afterEach(() => portal.close());

  test('only a provider administrator may read or change identities: a customer admin, a user and a stranger get 403 and write nothing', async () => {
    const oid = db().prepare('SELECT oid FROM users WHERE id = ?').pluck().get(DemoUsers.dirk);
    expect(
      UserIdentity.parse((await call(portal.app, petra, 'GET', identityUrl(DemoUsers.dirk))).json()),
    ).toMatchObject({
      userId: DemoUsers.dirk,
      identity: { issuer: '', subject: oid },
      isAuthorized: true,
      customers: 1,
    });
    for (const caller of [DemoUsers.anna, DemoUsers.dirk, DemoUsers.carla]) {
      const headers = await userHeaders(portal.app, caller);
      const before = databaseChecksum(portal.app);
      for (const [method, url, body] of [
        ['GET', identityUrl(DemoUsers.dirk), undefined],
        ['PUT', identityUrl(DemoUsers.dirk), { issuer: ISSUER, subject: 'x' }],
        ['DELETE', identityUrl(DemoUsers.dirk), undefined],
        ['POST', mergeUrl(DemoUsers.anna), { from: DemoUsers.dirk }],
      ] as const) {
        const response = await call(portal.app, headers, method, url, body);
        expect({ caller, method, status: response.statusCode }).toEqual({ caller, method, status: 403 });
      }
      expect(databaseChecksum(portal.app)).toBe(before);
    }
  });

  test('the lock-out: the provider merges the user the first sign-in created into the bootstrapped administrator, audited', async () => {
    const { userId: adminId } = ensureUser(db(), COMMAND_LINE, { email: 'admin@msp.example' });
    setProviderAdmin(db(), COMMAND_LINE, adminId, true);
    db()
      .prepare(
        `INSERT INTO users (id, user_name, email, oid, oid_issuer, is_authorized, permissions) VALUES ('oidc-stray', 'ada', '', 'ada-sub', ?, 0, '[]')`,
      )
      .run(ISSUER);
    await signIn(portal.app, 'oidc-stray');

    const response = await call(portal.app, petra, 'POST', mergeUrl(adminId), { from: 'ada' });
    expect(response.statusCode).toBe(200);
    expect(MergeResult.parse(response.json())).toEqual({
      mergedUserId: 'oidc-stray',
      moved: { 'sessions.user_id': 1 },
      identity: expect.objectContaining({
        userId: adminId,
        identity: { issuer: ISSUER, subject: 'ada-sub' },
        isProviderAdmin: true,
      }),
    });
    expect(db().prepare("SELECT COUNT(*) FROM users WHERE id = 'oidc-stray'").pluck().get()).toBe(0);
    expect(
      db().prepare('SELECT user_id FROM sessions WHERE user_id IN (?, ?)').pluck().all(adminId, 'oidc-stray'),
    ).toEqual([adminId]);
    expect(audit('user.merge')).toEqual([
      expect.objectContaining({ actor: 'petra.dekker@msp.example', targetId: adminId }),
    ]);
  });

  test('unlinks (the sessions end) and links again, each audited; refuses a taken identity, a second one and a bad issuer, writing nothing', async () => {
    await signIn(portal.app, DemoUsers.dirk);
    const sessionsOf = (userId: string) =>
      db().prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ?').pluck().get(userId);
    expect(sessionsOf(DemoUsers.dirk)).toBe(1);
    const unlinked = await call(portal.app, petra, 'DELETE', identityUrl(DemoUsers.dirk));
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ identity: null });
    expect(sessionsOf(DemoUsers.dirk)).toBe(0);
    expect((await call(portal.app, petra, 'DELETE', identityUrl(DemoUsers.dirk))).statusCode).toBe(409);

    const linked = await call(portal.app, petra, 'PUT', identityUrl(DemoUsers.dirk), {
      issuer: ISSUER,
      subject: 'dirk-at-msp',
    });
    expect(linked.json()).toMatchObject({ identity: { issuer: ISSUER, subject: 'dirk-at-msp' } });
    expect(audit('user.identity-unlink')).toHaveLength(1);
    expect(audit('user.identity-link')).toEqual([
      expect.objectContaining({ actor: 'petra.dekker@msp.example', targetId: DemoUsers.dirk }),
    ]);

    const before = databaseChecksum(portal.app);
    for (const [userId, body, status, message] of [
      [DemoUsers.dirk, { issuer: ISSUER, subject: 'another' }, 409, /has an identity already: unlink it first/],
      [
        DemoUsers.carla,
        { issuer: ISSUER, subject: 'dirk-at-msp' },
        409,
        /This identity is linked to user "dirk": merge that user into this one instead/,
      ],
      [DemoUsers.carla, { issuer: 'javascript:alert(1)', subject: 'x' }, 400, /issuer URL/],
      [DemoUsers.carla, { issuer: ISSUER }, 400, /subject/],
      ['nobody', { issuer: ISSUER, subject: 'x' }, 404, /There is no user "nobody"/],
    ] as const) {
      const response = await call(portal.app, petra, 'PUT', identityUrl(userId), body);
      expect({ userId, status: response.statusCode }).toEqual({ userId, status });
      expect(response.json().message).toMatch(message);
    }
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test("never unlinks one's own identity, nor that of the last provider administrator who has one", async () => {
    expect((await call(portal.app, petra, 'DELETE', identityUrl(DemoUsers.petra))).statusCode).toBe(403);
    // A second provider administrator, bootstrapped but not signed in yet (no identity), tries.
    const { userId: second } = ensureUser(db(), COMMAND_LINE, { email: 'second@msp.example' });
    setProviderAdmin(db(), COMMAND_LINE, second, true);
    const headers = await userHeaders(portal.app, second);
    const before = databaseChecksum(portal.app);
    const response = await call(portal.app, headers, 'DELETE', identityUrl(DemoUsers.petra));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/only provider administrator with an identity/);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('refuses a merge that cannot work, with a reason, writing nothing', async () => {
    const before = databaseChecksum(portal.app);
    const users = count(portal.app, 'users');
    for (const [into, body, status, message] of [
      [DemoUsers.dirk, { from: DemoUsers.carla }, 409, /Both users have an identity/],
      [DemoUsers.dirk, { from: DemoUsers.dirk }, 400, /cannot be merged into themselves/],
      [DemoUsers.dirk, { from: DemoUsers.petra }, 403, /cannot merge your own account/],
      [DemoUsers.dirk, { from: 'nobody@nowhere.example' }, 404, /There is no user/],
      [DemoUsers.dirk, { from: '' }, 400, /.+/],
      [DemoUsers.dirk, { from: DemoUsers.carla, extra: 1 }, 400, /.+/],
    ] as const) {
      const response = await call(portal.app, petra, 'POST', mergeUrl(into), body);
      expect({ body, status: response.statusCode }).toEqual({ body, status });
      expect(response.json().message).toMatch(message);
    }
    expect(count(portal.app, 'users')).toBe(users);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test('merges memberships (the higher role kept), permissions and records, losing nothing', async () => {
    db().prepare("UPDATE users SET oid = '' WHERE id = ?").run(DemoUsers.anna);
    const annaMemberships = db()
      .prepare('SELECT customer_id, role FROM user_customers WHERE user_id = ? ORDER BY customer_id')
      .all(DemoUsers.anna) as { customer_id: string; role: string }[];
    const dirkBefore = db()
      .prepare('SELECT customer_id, role FROM user_customers WHERE user_id = ? ORDER BY customer_id')
      .all(DemoUsers.dirk) as { customer_id: string; role: string }[];
    const permissions = (id: string) =>
      JSON.parse(db().prepare('SELECT permissions FROM users WHERE id = ?').pluck().get(id) as string) as string[];
    const expectedPermissions = [...new Set([...permissions(DemoUsers.dirk), ...permissions(DemoUsers.anna)])].sort();
    const notificationsOf = (id: string) =>
      db().prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ?').pluck().get(id) as number;
    const notifications = { anna: notificationsOf(DemoUsers.anna), dirk: notificationsOf(DemoUsers.dirk) };
    expect(notifications.anna).toBeGreaterThan(0);

    const response = await call(portal.app, petra, 'POST', mergeUrl(DemoUsers.dirk), { from: DemoUsers.anna });
    expect(response.statusCode).toBe(200);
    const merged = db()
      .prepare('SELECT customer_id, role FROM user_customers WHERE user_id = ? ORDER BY customer_id')
      .all(DemoUsers.dirk);
    const customers = new Set([...annaMemberships, ...dirkBefore].map((m) => m.customer_id));
    expect(merged).toEqual(
      [...customers].sort().map((customerId) => ({
        customer_id: customerId,
        role: [...annaMemberships, ...dirkBefore].some(
          (m) => m.customer_id === customerId && m.role === 'customer-admin',
        )
          ? 'customer-admin'
          : 'user',
      })),
    );
    expect(permissions(DemoUsers.dirk).sort()).toEqual(expectedPermissions);
    expect(notificationsOf(DemoUsers.dirk)).toBe(notifications.dirk + notifications.anna);
    expect(notificationsOf(DemoUsers.anna)).toBe(0);
  });

  test('refuses a merge whose records would clash (the same notification of both users), naming the table, writing nothing', async () => {
    db().prepare("UPDATE users SET oid = '' WHERE id = ?").run(DemoUsers.anna);
    db()
      .prepare(
        `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, message, created_at, updated_at)
      SELECT ?, customer_id, id, name, pending, succes, message, created_at, updated_at FROM notifications WHERE user_id = ? LIMIT 1`,
      )
      .run(DemoUsers.dirk, DemoUsers.anna);
    const before = databaseChecksum(portal.app);
    const response = await call(portal.app, petra, 'POST', mergeUrl(DemoUsers.dirk), { from: DemoUsers.anna });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Both users have records in "notifications" that cannot be one user\'s (user_id): nothing was merged. Remove one of them first.',
    );
    expect(databaseChecksum(portal.app)).toBe(before);
  });
});
