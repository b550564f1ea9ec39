import { randomBytes } from 'node:crypto';
import { ApiPaths, SessionPaths } from '../../../core/contract';
import { DemoUsers } from '../../plugin-api';
import { createTestPortal, menuOf, signIn, type TestPortal } from '../../plugin-api/testing';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the two-instance PostgreSQL tests: ${unavailable}`);

(unavailable ? describe.skip : describe)('two portal instances on one PostgreSQL database behave as one', () => {
  let cluster: PostgresCluster;
  let one: TestPortal;
  let two: TestPortal;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const secret = randomBytes(32).toString('base64url');
    one = await createTestPortal({ config: { databaseFile: cluster.url, secret } });
    two = await createTestPortal({ config: { databaseFile: cluster.url, secret } });
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    cluster?.stop();
  });

  it('seeds once: the second instance finds the demo data', () => {
    expect(one.app.portal.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(
      two.app.portal.db.prepare('SELECT COUNT(*) FROM users').pluck().get(),
    );
    expect(two.app.portal.db.prepare('SELECT COUNT(*) FROM seeded_features').pluck().get()).toBeGreaterThan(0);
  });

  it('accepts a session made on one instance on the other: account, menu, an admin list, a write', async () => {
    const anna = await signIn(one.app, DemoUsers.anna);
    const me = await two.app.inject({ url: ApiPaths.identity, headers: anna.headers() });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ firstName: 'Anna', isAuthenticated: true });
    expect((await menuOf(two.app, anna.headers())).length).toBeGreaterThan(0);

    const petra = await signIn(two.app, DemoUsers.petra);
    const customers = await one.app.inject({ url: '/api/admin/customers?search=con', headers: petra.headers() });
    expect(customers.statusCode).toBe(200);
    expect(customers.json().items.map((c: { id: string }) => c.id)).toContain('contoso');

    const accept = await two.app.inject({
      method: 'POST',
      url: '/api/recommendations/rec-contoso-1/accept',
      headers: anna.headers(),
      payload: { applyAt: '2099-05-01T10:00:00+02:00' },
    });
    expect(accept.statusCode).toBe(200);
    expect(
      one.app.portal.db
        .prepare("SELECT COUNT(*) FROM recommendation_decisions WHERE recommendation_id = 'rec-contoso-1'")
        .pluck()
        .get(),
    ).toBe(1);
  });

  it('ends a session on both when it is signed out on one (the other had not read it yet)', async () => {
    const bram = await signIn(one.app, DemoUsers.bram);
    expect((await one.app.inject({ url: ApiPaths.identity, headers: bram.headers() })).statusCode).toBe(200);
    const out = await one.app.inject({ method: 'POST', url: ApiPaths.logout, headers: bram.headers() });
    expect(out.statusCode).toBeLessThan(400);
    expect((await two.app.inject({ url: '/api/menuitems/', headers: bram.headers() })).statusCode).toBe(401);
  });

  /** The other instance hears of a change by NOTIFY, within milliseconds; its caches would otherwise keep the old answer for 5 to 10 s. */
  async function soon(check: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (await check()) return true;
      await new Promise((resolve) => {
        setTimeout(resolve, 20);
      });
    }
    return false;
  }

  it('ends a revoked device on the other instance at once, though that one had just read the session', async () => {
    const laptop = await signIn(one.app, DemoUsers.anna);
    const phone = await signIn(two.app, DemoUsers.anna);
    expect((await two.app.inject({ url: '/api/menuitems/', headers: laptop.headers() })).statusCode).toBe(200);
    const listed = (await one.app.inject({ url: SessionPaths.list, headers: phone.headers() })).json().items as {
      id: string;
      current: boolean;
    }[];
    const laptopId = listed.find((device) => !device.current && device.id)?.id ?? '';
    expect(
      (await one.app.inject({ method: 'DELETE', url: SessionPaths.one(laptopId), headers: phone.headers() }))
        .statusCode,
    ).toBe(200);
    expect(
      await soon(
        async () => (await two.app.inject({ url: '/api/menuitems/', headers: laptop.headers() })).statusCode === 401,
      ),
    ).toBe(true);
    expect((await two.app.inject({ url: '/api/menuitems/', headers: phone.headers() })).statusCode).toBe(200);
  });

  it('a disabled user and a started run-as reach the other instance at once', async () => {
    const dirk = await signIn(one.app, DemoUsers.dirk);
    const petra = await signIn(one.app, DemoUsers.petra);
    expect((await two.app.inject({ url: '/api/menuitems/', headers: dirk.headers() })).statusCode).toBe(200);
    expect((await two.app.inject({ url: ApiPaths.identity, headers: petra.headers() })).json()).toMatchObject({
      runAsSession: false,
    });
    expect(
      (
        await one.app.inject({
          method: 'POST',
          url: '/api/admin/run-as',
          headers: petra.headers(),
          payload: { userId: DemoUsers.bram },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await soon(
        async () =>
          (await two.app.inject({ url: ApiPaths.identity, headers: petra.headers() })).json().runAsSession === true,
      ),
    ).toBe(true);
    expect((await one.app.inject({ method: 'DELETE', url: ApiPaths.runAs, headers: petra.headers() })).statusCode).toBe(
      200,
    );
    expect(
      await soon(
        async () =>
          (await two.app.inject({ url: ApiPaths.identity, headers: petra.headers() })).json().runAsSession === false,
      ),
    ).toBe(true);
    expect(
      (
        await one.app.inject({
          method: 'POST',
          url: `/api/admin/users/${DemoUsers.dirk}/disable`,
          headers: petra.headers(),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await soon(
        async () => (await two.app.inject({ url: '/api/menuitems/', headers: dirk.headers() })).statusCode === 401,
      ),
    ).toBe(true);
  });
});
