import { ApiPaths } from '../core/contract';
import { count, createTestPortal, makeTempDir, signIn } from './plugin-api/testing';

test('a restart on the same database file keeps sessions, choices and registrations, and seeds once', async () => {
  const dir = makeTempDir();
  try {
    const config = { secret: 's'.repeat(40) };
    const first = await createTestPortal({ dir, config });
    const anna = await signIn(first.app, 'anna');
    const switched = await first.app.inject({ method: 'POST', url: ApiPaths.activeCustomer, headers: anna.headers(), payload: { customerId: 'fabrikam' } });
    expect(switched.statusCode).toBe(200);
    const registered = await first.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: anna.headers(),
      payload: { firstName: 'Eva', lastName: 'P', gender: 'female', email: 'eva@example.com', telephone: '0612345678', companyName: 'P BV', acceptTerms: true },
    });
    expect(registered.statusCode).toBe(201);
    const counts = { users: count(first.app, 'users'), menu: count(first.app, 'menu_items'), actions: count(first.app, 'actions') };
    expect(first.app.portal.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await first.close();

    const second = await createTestPortal({ dir, config });
    try {
      const me = (await second.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json();
      expect(me).toMatchObject({ isAuthenticated: true, activeCustomerId: 'fabrikam' });
      expect(count(second.app, 'registrations')).toBe(1);
      expect({ users: count(second.app, 'users'), menu: count(second.app, 'menu_items'), actions: count(second.app, 'actions') }).toEqual(counts);
      const again = await second.app.inject({
        method: 'POST',
        url: ApiPaths.register,
        headers: anna.headers(),
        payload: { firstName: 'Eva', lastName: 'P', gender: 'female', email: 'EVA@example.com', telephone: '0612345678', companyName: 'P BV', acceptTerms: true },
      });
      // Answered as a new one (nothing told about known addresses), but the stored registration is the only one.
      expect(again.statusCode).toBe(201);
      expect(count(second.app, 'registrations')).toBe(1);
    } finally {
      await second.close();
    }
  } finally {
    dir.cleanup();
  }
});

test('a session signed with another secret is not accepted', async () => {
  const dir = makeTempDir();
  try {
    const first = await createTestPortal({ dir, config: { secret: 'a'.repeat(40) } });
    const anna = await signIn(first.app, 'anna');
    await first.close();
    const second = await createTestPortal({ dir, config: { secret: 'b'.repeat(40) } });
    try {
      expect((await second.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  } finally {
    dir.cleanup();
  }
});

test('without demo mode nothing is seeded and nobody can sign in', async () => {
  const portal = await createTestPortal({ config: { demoMode: false } });
  try {
    expect(count(portal.app, 'users')).toBe(0);
    const page = await portal.app.inject({ url: ApiPaths.login });
    expect(page.body).toContain('No sign-in provider is configured');
    await expect(signIn(portal.app, 'anna')).rejects.toThrow();
  } finally {
    await portal.close();
  }
});

test('sessions expire after their lifetime and slide when used past half of it', async () => {
  const { createSession, findSession, SESSION_TTL_MS } = await import('./security/session');
  const portal = await createTestPortal();
  try {
    const db = portal.app.portal.db;
    const start = 1_000_000;
    const token = createSession(db, 'anna', start);
    expect(findSession(db, token, start + SESSION_TTL_MS / 4)).toEqual({ userId: 'anna' });
    expect(findSession(db, token, start + SESSION_TTL_MS - 1)).toEqual({ userId: 'anna' });
    // Renewed at the previous call: still valid well past the first expiry.
    expect(findSession(db, token, start + SESSION_TTL_MS + 1000)).toEqual({ userId: 'anna' });
    const idle = createSession(db, 'bram', start);
    expect(findSession(db, idle, start + SESSION_TTL_MS)).toBeNull();
    expect(findSession(db, 'unknown', start)).toBeNull();
  } finally {
    await portal.close();
  }
});
