import { ApiPaths } from '../core/contract';
import { count, createTestPortal, makeTempDir, signIn } from './plugin-api/testing';

test('a restart on the same database file keeps sessions, choices and registrations, and seeds once', async () => {
  const dir = makeTempDir();
  try {
    const config = { secret: 's'.repeat(40) };
    const first = await createTestPortal({ dir, config });
    const anna = await signIn(first.app, 'anna');
    const switched = await first.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers(),
      payload: { customerId: 'fabrikam' },
    });
    expect(switched.statusCode).toBe(200);
    const registered = await first.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: anna.headers(),
      payload: {
        firstName: 'Eva',
        lastName: 'P',
        gender: 'female',
        email: 'eva@example.com',
        telephone: '0612345678',
        companyName: 'P BV',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const counts = {
      users: count(first.app, 'users'),
      menu: count(first.app, 'menu_items'),
      actions: count(first.app, 'actions'),
    };
    expect(first.app.portal.db.pragma('journal_mode', { simple: true })).toBe('wal');
    await first.close();

    const second = await createTestPortal({ dir, config });
    try {
      const me = (await second.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).json();
      expect(me).toMatchObject({ isAuthenticated: true, activeCustomerId: 'fabrikam' });
      expect(count(second.app, 'registrations')).toBe(1);
      expect({
        users: count(second.app, 'users'),
        menu: count(second.app, 'menu_items'),
        actions: count(second.app, 'actions'),
      }).toEqual(counts);
      const again = await second.app.inject({
        method: 'POST',
        url: ApiPaths.register,
        headers: anna.headers(),
        payload: {
          firstName: 'Eva',
          lastName: 'P',
          gender: 'female',
          email: 'EVA@example.com',
          telephone: '0612345678',
          companyName: 'P BV',
          acceptTerms: true,
        },
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

test('a session ends after the idle limit, and at its absolute lifetime however active; each use pushes the idle limit on', async () => {
  const { createSession, findSession } = await import('./security/session');
  const portal = await createTestPortal();
  try {
    const db = portal.app.portal.db;
    const lifetimes = { idleMs: 30 * 60_000, absoluteMs: 2 * 3_600_000 };
    const start = 1_000_000;
    const minutes = (n: number) => start + n * 60_000;
    const active = createSession(db, 'anna', { now: start, lifetimes });
    // The spec's keep-alive every 10 minutes keeps it going...
    for (let at = 10; at < 120; at += 10)
      expect(findSession(db, active, minutes(at), lifetimes)).toMatchObject({ userId: 'anna' });
    expect(findSession(db, active, minutes(119.9), lifetimes)).toMatchObject({ userId: 'anna' });
    // ...until the absolute lifetime, however active.
    expect(findSession(db, active, minutes(120), lifetimes)).toBeNull();
    const idle = createSession(db, 'bram', { now: start, lifetimes });
    expect(findSession(db, idle, minutes(29.9), lifetimes)).toMatchObject({ userId: 'bram' });
    // Used at 29.9 minutes: good until 59.9, not after.
    expect(findSession(db, idle, minutes(59.8), lifetimes)).toMatchObject({ userId: 'bram' });
    expect(findSession(db, idle, minutes(89.9), lifetimes)).toBeNull();
    const untouched = createSession(db, 'dirk', { now: start, lifetimes });
    expect(findSession(db, untouched, minutes(30), lifetimes)).toBeNull();
    expect(findSession(db, 'unknown', start, lifetimes)).toBeNull();
  } finally {
    await portal.close();
  }
});
