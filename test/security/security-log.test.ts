import { ApiPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { cookieOf, createTestPortal, signIn, type Browser, type TestPortal } from '../../server/plugin-api/testing';

const SECRET = 'log-test-secret-0123456789-abcdefghijklmnop';

describe('the security log', () => {
  let portal: TestPortal;
  const lines: string[] = [];
  const events = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.securityEvent);
  let anna: Browser;
  let carla: Browser;
  let petra: Browser;

  beforeAll(async () => {
    portal = await createTestPortal({
      config: {
        secret: SECRET,
        securityAudit: true,
        rateLimits: {
          windowMs: 60_000,
          signIn: 100,
          registration: 100,
          invitation: 100,
          writes: 100,
          session: 3,
          signedOut: 100,
          apiKey: 100,
        },
      },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    anna = await signIn(portal.app, DemoUsers.anna);
    carla = await signIn(portal.app, DemoUsers.carla);
    petra = await signIn(portal.app, DemoUsers.petra);

    // A failed sign-in: an unknown demo user.
    const page = await portal.app.inject({ url: ApiPaths.login });
    const csrf = cookieOf(page, CSRF_COOKIE)!;
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      headers: { cookie: `${CSRF_COOKIE}=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, userId: 'mallory' }).toString(),
    });
    // A refused CSRF token, a cross-site call, a permission denied (Carla has no customer).
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers({ [CSRF_HEADER]: 'w'.repeat(43) }),
      payload: { customerId: 'contoso' },
    });
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers({ origin: 'https://evil.example' }),
      payload: { customerId: 'contoso' },
    });
    await portal.app.inject({ url: ApiPaths.menuItems, headers: carla.headers() });
    // An administrator's change.
    await portal.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${DemoUsers.anna}/memberships/contoso`,
      headers: petra.headers(),
      payload: { role: 'customer-admin' },
    });
    // The session limit (3 requests): Petra's fourth and fifth, logged once.
    for (let i = 0; i < 3; i++) await portal.app.inject({ url: ApiPaths.identity, headers: petra.headers() });
  });
  afterAll(() => portal.close());

  it('writes one structured line per event', () => {
    const kinds = events()
      .slice(0, 6)
      .map((entry) => entry.securityEvent);
    expect(kinds).toEqual([
      'sign_in_failed',
      'csrf_refused',
      'cross_site_refused',
      'permission_denied',
      'admin_change',
      'rate_limited',
    ]);
    expect(events()[0]).toMatchObject({
      level: 40,
      method: 'POST',
      route: ApiPaths.login,
      ip: '127.0.0.1',
      userId: null,
      status: 404,
    });
    expect(events()[1]).toMatchObject({
      method: 'POST',
      route: ApiPaths.activeCustomer,
      userId: DemoUsers.anna,
      status: 403,
    });
    expect(events()[3]).toMatchObject({ route: '/api/menuitems', userId: DemoUsers.carla, status: 403 });
    expect(events()[4]).toMatchObject({
      method: 'PUT',
      route: '/api/admin/users/:userId/memberships/:customerId',
      userId: DemoUsers.petra,
    });
    expect(events()[5]).toMatchObject({ limit: 'session', status: 429, userId: DemoUsers.petra });
  });

  it('tells a refused sign-in (403: a disabled account, a tenant that may not sign in) from a failed one', async () => {
    portal.app.portal.db
      .prepare("UPDATE users SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .run(DemoUsers.dirk);
    const page = await portal.app.inject({ url: ApiPaths.login });
    const csrf = cookieOf(page, CSRF_COOKIE)!;
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      headers: { cookie: `${CSRF_COOKIE}=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, userId: DemoUsers.dirk }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(events().at(-1)).toMatchObject({
      securityEvent: 'sign_in_refused',
      route: ApiPaths.login,
      status: 403,
      userId: null,
    });
    const row = portal.app.portal.db
      .prepare("SELECT action, actor FROM audit_log WHERE target_type = 'security' ORDER BY id DESC LIMIT 1")
      .get();
    expect(row).toEqual({ action: 'security.sign_in_refused', actor: 'anonymous' });
  });

  it('never holds a cookie, token or secret', () => {
    const text = lines.join('\n');
    for (const browser of [anna, carla, petra]) {
      expect(text).not.toContain(browser.csrf);
      expect(text).not.toContain(browser.session!);
      expect(text).not.toContain(browser.session!.split('.')[0]);
    }
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('w'.repeat(43));
    expect(text).not.toMatch(new RegExp(`${SESSION_COOKIE}|${CSRF_COOKIE}|cookie`, 'i'));
  });

  it('puts the security events into audit_log, except the admin change (the administration audits its own changes)', () => {
    const rows = portal.app.portal.db
      .prepare(
        "SELECT action, actor_user_id, actor, target_type, target_id FROM audit_log WHERE target_type = 'security' ORDER BY id LIMIT 5",
      )
      .all();
    expect(rows).toEqual([
      {
        action: 'security.sign_in_failed',
        actor_user_id: null,
        actor: 'anonymous',
        target_type: 'security',
        target_id: ApiPaths.login,
      },
      {
        action: 'security.csrf_refused',
        actor_user_id: DemoUsers.anna,
        actor: expect.any(String),
        target_type: 'security',
        target_id: ApiPaths.activeCustomer,
      },
      {
        action: 'security.cross_site_refused',
        actor_user_id: DemoUsers.anna,
        actor: expect.any(String),
        target_type: 'security',
        target_id: ApiPaths.activeCustomer,
      },
      {
        action: 'security.permission_denied',
        actor_user_id: DemoUsers.carla,
        actor: expect.any(String),
        target_type: 'security',
        target_id: '/api/menuitems',
      },
      {
        action: 'security.rate_limited',
        actor_user_id: DemoUsers.petra,
        actor: expect.any(String),
        target_type: 'security',
        target_id: ApiPaths.identity,
      },
    ]);
  });
});
