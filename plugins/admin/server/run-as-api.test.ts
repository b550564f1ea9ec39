import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { COMMAND_LINE, putMembership, RUN_AS_MAX_MS, setUserDisabled } from '../../../server/plugin-api/testing';
import { anonymous, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { RunAsPaths, RunAsStarted } from '../contract-run-as';
import { appointCustomerAdmins, call, databaseChecksum, type RequestHeaders } from './test-helpers';

const { anna, bram, dirk, petra } = DemoUsers;
const start = (portal: TestPortal, as: RequestHeaders, userId: string) =>
  call(portal.app, as, 'POST', RunAsPaths.start, { userId });
const back = (portal: TestPortal, as: RequestHeaders) => call(portal.app, as, 'DELETE', ApiPaths.runAs);
const me = async (portal: TestPortal, as: RequestHeaders) =>
  (await call(portal.app, as, 'GET', ApiPaths.identity)).json();
const userName = (portal: TestPortal, userId: string) =>
  portal.app.portal.db.prepare('SELECT user_name FROM users WHERE id = ?').pluck().get(userId) as string;

interface AuditRow {
  actor_user_id: string | null;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  customer_id: string | null;
  after: string | null;
}
const runAsAudit = (portal: TestPortal) =>
  portal.app.portal.db.prepare("SELECT * FROM audit_log WHERE action LIKE 'run-as.%' ORDER BY id").all() as AuditRow[];

describe('view as customer (run-as)', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
    await appointCustomerAdmins(portal.app);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await portal.close();
  });

  test("a provider admin views the portal as a user: that user's customers, permissions, menu and content, under the admin's own name", async () => {
    const admin = await userHeaders(portal.app, petra);
    const viewed = await userHeaders(portal.app, dirk);
    const dirksOwn = {
      me: await me(portal, viewed),
      menu: (await call(portal.app, viewed, 'GET', ApiPaths.menuItems)).json(),
    };

    const started = await start(portal, admin, dirk);
    expect(started.statusCode).toBe(200);
    expect(RunAsStarted.parse(started.json())).toMatchObject({
      userId: dirk,
      userName: userName(portal, dirk),
      customerId: DemoCustomers.contoso,
    });

    const identity = await me(portal, admin);
    expect(identity).toMatchObject({
      userName: userName(portal, petra),
      fullName: 'Petra Dekker',
      runAsUser: userName(portal, dirk),
      permissions: dirksOwn.me.permissions,
      customers: dirksOwn.me.customers,
      activeCustomerId: DemoCustomers.contoso,
      isAuthorized: true,
    });
    expect(identity.permissions).not.toContain('provider-admin');
    expect((await call(portal.app, admin, 'GET', ApiPaths.menuItems)).json()).toEqual(dirksOwn.menu);
    expect((await call(portal.app, admin, 'GET', ApiPaths.accountInfo)).json()).toEqual(
      (await call(portal.app, viewed, 'GET', ApiPaths.accountInfo)).json(),
    );

    const ended = await back(portal, admin);
    expect(ended.statusCode).toBe(200);
    expect(await me(portal, admin)).toMatchObject({
      userName: userName(portal, petra),
      runAsUser: null,
      permissions: ['provider-admin'],
    });
    // Dirk's own session never noticed.
    expect(await me(portal, viewed)).toEqual(dirksOwn.me);

    const rows = runAsAudit(portal);
    expect(rows.map((r) => [r.action, r.actor_user_id, r.actor, r.target_type, r.target_id, r.customer_id])).toEqual([
      ['run-as.start', petra, userName(portal, petra), 'user', dirk, DemoCustomers.contoso],
      ['run-as.end', petra, userName(portal, petra), 'user', dirk, DemoCustomers.contoso],
    ]);
    expect(JSON.parse(rows[0]!.after!)).toEqual({ customerId: DemoCustomers.contoso, until: started.json().until });
    expect(JSON.parse(rows[1]!.after!)).toEqual({ reason: 'back' });
  });

  test('while running as, the admin API refuses everything, even with the rights the viewed user has; nothing is written', async () => {
    const admin = await userHeaders(portal.app, petra);
    // Anna administers Contoso: viewing as her must not lend her rights to Petra either (nor Petra's to her).
    expect((await start(portal, admin, anna)).statusCode).toBe(200);
    const before = databaseChecksum(portal.app);
    for (const [method, url, body] of [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/customers', undefined],
      ['POST', `/api/admin/users/${dirk}/disable`, undefined],
      ['POST', RunAsPaths.start, { userId: dirk }],
    ] as const) {
      const response = await call(portal.app, admin, method, url, body);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json().message).toMatch(/view the portal as another user/);
    }
    expect(databaseChecksum(portal.app)).toBe(before);
    expect((await back(portal, admin)).statusCode).toBe(200);
    expect((await call(portal.app, admin, 'GET', '/api/admin/users')).statusCode).toBe(200);
  });

  test('a customer admin views as a plain user of their customer; the audit row is theirs to see', async () => {
    const annaHeaders = await userHeaders(portal.app, anna);
    const started = await start(portal, annaHeaders, dirk);
    expect(started.json()).toMatchObject({ userId: dirk, customerId: DemoCustomers.contoso });
    expect(await me(portal, annaHeaders)).toMatchObject({
      userName: userName(portal, anna),
      runAsUser: userName(portal, dirk),
      permissions: ['reports', 'support'],
    });
    // Only a provider administrator's run-as switches customer.
    expect(
      (await call(portal.app, annaHeaders, 'POST', ApiPaths.activeCustomer, { customerId: DemoCustomers.contoso }))
        .statusCode,
    ).toBe(403);
    expect((await back(portal, annaHeaders)).statusCode).toBe(200);
    const audit = (await call(portal.app, annaHeaders, 'GET', '/api/admin/audit?customerId=contoso')).json();
    expect(JSON.stringify(audit)).toContain('run-as.start');
  });

  test.each([
    ['signed out', null, dirk, 401],
    ['a plain user', dirk, anna, 403],
    ['a customer admin, as a user of another customer', bram, dirk, 404],
    ['a customer admin, as a provider admin of their customer', anna, petra, 403],
    ['a customer admin, as a user who also belongs to another customer', anna, 'dirk-at-fabrikam', 403],
    ['a provider admin, as themselves', petra, petra, 403],
    ['a provider admin, as another provider admin', petra, bram, 403],
    ['a provider admin, as a disabled user', petra, 'disabled-dirk', 409],
    ['a provider admin, as nobody', petra, 'nobody', 404],
  ])('%s: refused, nothing written', async (_who, callerId, target, status) => {
    const db = portal.app.portal.db;
    let targetId = target;
    if (target === 'dirk-at-fabrikam') {
      putMembership(db, COMMAND_LINE, dirk, DemoCustomers.fabrikam, 'user');
      targetId = dirk;
    }
    if (target === 'disabled-dirk') {
      setUserDisabled(db, COMMAND_LINE, dirk, true, null);
      targetId = dirk;
    }
    if (target === petra && callerId === anna) putMembership(db, COMMAND_LINE, petra, DemoCustomers.contoso, 'user');
    if (target === bram && callerId === petra)
      db.prepare('UPDATE users SET is_provider_admin = 1 WHERE id = ?').run(bram);
    const headers = callerId ? await userHeaders(portal.app, callerId) : (await anonymous(portal.app)).headers();
    const before = databaseChecksum(portal.app);
    const response = await start(portal, headers, targetId);
    expect(response.statusCode).toBe(status);
    expect(databaseChecksum(portal.app)).toBe(before);
    expect(runAsAudit(portal)).toEqual([]);
  });

  test('without the CSRF header the start is refused and nothing is written', async () => {
    const noCsrf = await userHeaders(portal.app, petra, false);
    const before = databaseChecksum(portal.app);
    expect((await start(portal, noCsrf, dirk)).statusCode).toBe(403);
    expect(databaseChecksum(portal.app)).toBe(before);
  });

  test("a provider admin's customer switch while running as stays in the session: the viewed user's own choice is kept", async () => {
    const admin = await userHeaders(portal.app, petra);
    await start(portal, admin, anna);
    expect(
      (await call(portal.app, admin, 'POST', ApiPaths.activeCustomer, { customerId: DemoCustomers.fabrikam }))
        .statusCode,
    ).toBe(200);
    expect(await me(portal, admin)).toMatchObject({
      activeCustomerId: DemoCustomers.fabrikam,
      runAsUser: userName(portal, anna),
    });
    expect(
      (await call(portal.app, admin, 'POST', ApiPaths.activeCustomer, { customerId: DemoCustomers.northwind }))
        .statusCode,
    ).toBe(400);
    expect(portal.app.portal.db.prepare('SELECT active_customer_id FROM users WHERE id = ?').pluck().get(anna)).toBe(
      DemoCustomers.contoso,
    );
    expect((await me(portal, await userHeaders(portal.app, anna))).activeCustomerId).toBe(DemoCustomers.contoso);
  });

  test(`a run-as lasts ${RUN_AS_MAX_MS / 60_000} minutes, then the session is the administrator's own again`, async () => {
    const admin = await userHeaders(portal.app, petra);
    const startedAt = Date.now();
    await start(portal, admin, dirk);
    // The spec's keep-alive every 10 minutes keeps the session itself from ending idle meanwhile.
    for (let at = 10 * 60_000; at < RUN_AS_MAX_MS; at += 10 * 60_000) {
      jest.spyOn(Date, 'now').mockReturnValue(startedAt + at);
      expect((await me(portal, admin)).runAsUser).toBe(userName(portal, dirk));
    }
    jest.spyOn(Date, 'now').mockReturnValue(startedAt + RUN_AS_MAX_MS - 60_000);
    expect((await me(portal, admin)).runAsUser).toBe(userName(portal, dirk));
    jest.spyOn(Date, 'now').mockReturnValue(startedAt + RUN_AS_MAX_MS + 1_000);
    expect(await me(portal, admin)).toMatchObject({ runAsUser: null, permissions: ['provider-admin'] });
    expect((await call(portal.app, admin, 'GET', '/api/admin/users')).statusCode).toBe(200);
    // "Back" after the end is harmless; the expired run-as is not audited as ended by the administrator.
    expect((await back(portal, admin)).statusCode).toBe(200);
    expect(runAsAudit(portal).map((r) => r.action)).toEqual(['run-as.start']);
  });

  test('signing out ends the run-as, audited', async () => {
    const admin = await userHeaders(portal.app, petra);
    await start(portal, admin, dirk);
    await call(portal.app, { ...admin, 'sec-fetch-site': 'same-origin' }, 'GET', ApiPaths.logout);
    const rows = runAsAudit(portal);
    expect(rows.map((r) => r.action)).toEqual(['run-as.start', 'run-as.end']);
    expect(JSON.parse(rows[1]!.after!)).toEqual({ reason: 'sign-out' });
    expect((await me(portal, admin)).isAuthenticated).toBe(false);
  });

  test("a customer admin's run-as falls back once the viewed user also belongs to another customer (the view would show it)", async () => {
    const annaHeaders = await userHeaders(portal.app, anna);
    await start(portal, annaHeaders, dirk);
    putMembership(portal.app.portal.db, COMMAND_LINE, dirk, DemoCustomers.northwind, 'user');
    const identity = await me(portal, annaHeaders);
    expect(identity.runAsUser).not.toBe(userName(portal, dirk));
    expect(identity.permissions).toContain('customer-admin');
  });

  test('the run-as falls back at once when the viewed user is disabled meanwhile', async () => {
    const admin = await userHeaders(portal.app, petra);
    await start(portal, admin, dirk);
    setUserDisabled(portal.app.portal.db, COMMAND_LINE, dirk, true, null);
    expect(await me(portal, admin)).toMatchObject({ userName: userName(portal, petra), runAsUser: null });
  });
});
