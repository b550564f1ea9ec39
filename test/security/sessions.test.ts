import { ApiPaths, SessionPaths, SignedInDevices } from '../../core/contract';
import { DemoUsers } from '../../server/demo/demo-ids';
import { count, createTestPortal, signIn, type TestPortal } from '../../server/plugin-api/testing';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Issue 14 item 3: the signed-in devices list, revocation, and a session's end taking effect at once. */
describe('sessions: signed-in devices, revocation at once', () => {
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await createTestPortal();
  });
  afterEach(() => portal.close());

  const identity = async (headers: Record<string, string>) =>
    (await portal.app.inject({ url: ApiPaths.identity, headers })).json();
  const menuStatus = async (headers: Record<string, string>) =>
    (await portal.app.inject({ url: ApiPaths.menuItems, headers })).statusCode;
  const devices = async (headers: Record<string, string>) => {
    const answer = await portal.app.inject({ url: SessionPaths.list, headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    return SignedInDevices.parse(answer.json()).items;
  };

  test("lists the caller's own sessions, the current one first, with browser, system and address but no token", async () => {
    const laptop = await signIn(portal.app, DemoUsers.anna, CHROME_WINDOWS);
    const phone = await signIn(portal.app, DemoUsers.anna, SAFARI_IPHONE);
    await signIn(portal.app, DemoUsers.dirk);
    const listed = await devices(phone.headers());
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      current: true,
      browser: 'Safari',
      system: 'iOS',
      signInMethod: 'demo',
      address: '127.0.0.1',
    });
    expect(listed[1]).toMatchObject({ current: false, browser: 'Chrome', system: 'Windows' });
    expect(listed[0].id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(listed[0].expiresAt ?? '')).toBeGreaterThan(Date.now());
    const raw = (await portal.app.inject({ url: SessionPaths.list, headers: laptop.headers() })).body;
    expect(raw).not.toContain(laptop.session ?? 'no-session');
    expect(raw).not.toMatch(/token/i);
  });

  test('revoking a device ends it at once, though it was used a moment before (no cached grace)', async () => {
    const laptop = await signIn(portal.app, DemoUsers.anna, CHROME_WINDOWS);
    const phone = await signIn(portal.app, DemoUsers.anna, SAFARI_IPHONE);
    expect(await menuStatus(laptop.headers())).toBe(200);
    const laptopId = (await devices(phone.headers())).find((d) => !d.current)?.id ?? '';
    const revoked = await portal.app.inject({
      method: 'DELETE',
      url: SessionPaths.one(laptopId),
      headers: phone.headers(),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect(await menuStatus(laptop.headers())).toBe(401);
    expect(await identity(laptop.headers())).toMatchObject({ isAuthenticated: false });
    expect(await menuStatus(phone.headers())).toBe(200);
    expect(
      portal.app.portal.db
        .prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'session.revoke' AND target_id = ?")
        .pluck()
        .get(DemoUsers.anna),
    ).toBe(1);
    // Gone already: 404, nothing more written.
    expect(
      (await portal.app.inject({ method: 'DELETE', url: SessionPaths.one(laptopId), headers: phone.headers() }))
        .statusCode,
    ).toBe(404);
  });

  test('"sign out all other devices" keeps the current one; revoking the current one signs out here', async () => {
    const devicesOfAnna = [
      await signIn(portal.app, DemoUsers.anna),
      await signIn(portal.app, DemoUsers.anna),
      await signIn(portal.app, DemoUsers.anna),
    ];
    for (const device of devicesOfAnna) expect(await menuStatus(device.headers())).toBe(200);
    const [here, ...others] = devicesOfAnna;
    const all = await portal.app.inject({ method: 'DELETE', url: SessionPaths.list, headers: here.headers() });
    expect(all.json()).toEqual({ revoked: 2 });
    for (const other of others) expect(await menuStatus(other.headers())).toBe(401);
    expect(await menuStatus(here.headers())).toBe(200);
    const [current] = await devices(here.headers());
    const self = await portal.app.inject({
      method: 'DELETE',
      url: SessionPaths.one(current.id),
      headers: here.headers(),
    });
    expect(self.statusCode).toBe(200);
    expect(String(self.headers['set-cookie'])).toMatch(/portal_session=;/);
    expect(await menuStatus(here.headers())).toBe(401);
  });

  test("another user's session cannot be revoked or seen; bad ids are 400; no CSRF header is 403; nothing is deleted", async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const dirk = await signIn(portal.app, DemoUsers.dirk);
    const [annas] = await devices(anna.headers());
    const before = count(portal.app, 'sessions');
    expect(
      (await portal.app.inject({ method: 'DELETE', url: SessionPaths.one(annas.id), headers: dirk.headers() }))
        .statusCode,
    ).toBe(404);
    for (const bad of ['x', 'A'.repeat(32), `${annas.id}0`, '../..']) {
      const answer = await portal.app.inject({ method: 'DELETE', url: SessionPaths.one(bad), headers: anna.headers() });
      expect([400, 404]).toContain(answer.statusCode);
      expect(answer.json()).toMatchObject({ statusCode: answer.statusCode });
    }
    const { 'x-csrf-token': _dropped, ...noCsrf } = anna.headers();
    expect(
      (await portal.app.inject({ method: 'DELETE', url: SessionPaths.one(annas.id), headers: noCsrf })).statusCode,
    ).toBe(403);
    expect((await portal.app.inject({ method: 'DELETE', url: SessionPaths.list, headers: noCsrf })).statusCode).toBe(
      403,
    );
    expect((await portal.app.inject({ url: SessionPaths.list })).statusCode).toBe(401);
    expect(count(portal.app, 'sessions')).toBe(before);
    expect(await menuStatus(anna.headers())).toBe(200);
  });

  test('signing out ends the session at once (it was read a moment before)', async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    expect(await menuStatus(anna.headers())).toBe(200);
    expect(
      (await portal.app.inject({ method: 'POST', url: ApiPaths.logout, headers: anna.headers() })).statusCode,
    ).toBeLessThan(400);
    expect(await menuStatus(anna.headers())).toBe(401);
  });

  test('disabling a user ends their sessions at once', async () => {
    const dirk = await signIn(portal.app, DemoUsers.dirk);
    const petra = await signIn(portal.app, DemoUsers.petra);
    expect(await menuStatus(dirk.headers())).toBe(200);
    const disabled = await portal.app.inject({
      method: 'POST',
      url: `/api/admin/users/${DemoUsers.dirk}/disable`,
      headers: petra.headers(),
    });
    expect(disabled.statusCode).toBe(200);
    expect(await menuStatus(dirk.headers())).toBe(401);
    expect(
      portal.app.portal.db.prepare('SELECT COUNT(*) FROM sessions WHERE user_id = ?').pluck().get(DemoUsers.dirk),
    ).toBe(0);
  });

  test('while viewing the portal as another user the devices calls answer 403 and change nothing', async () => {
    const petra = await signIn(portal.app, DemoUsers.petra);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: '/api/admin/run-as',
          headers: petra.headers(),
          payload: { userId: DemoUsers.dirk },
        })
      ).statusCode,
    ).toBe(200);
    const before = count(portal.app, 'sessions');
    expect((await portal.app.inject({ url: SessionPaths.list, headers: petra.headers() })).statusCode).toBe(403);
    expect(
      (await portal.app.inject({ method: 'DELETE', url: SessionPaths.list, headers: petra.headers() })).statusCode,
    ).toBe(403);
    expect(count(portal.app, 'sessions')).toBe(before);
  });
});
