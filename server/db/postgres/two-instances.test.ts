import { randomBytes } from 'node:crypto';
import { ApiPaths } from '../../../core/contract';
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
    expect(one.app.portal.db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(two.app.portal.db.prepare('SELECT COUNT(*) FROM users').pluck().get());
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

    const accept = await two.app.inject({ method: 'POST', url: '/api/recommendations/rec-contoso-1/accept', headers: anna.headers(), payload: { applyAt: '2099-05-01T10:00:00+02:00' } });
    expect(accept.statusCode).toBe(200);
    expect(one.app.portal.db.prepare("SELECT COUNT(*) FROM recommendation_decisions WHERE recommendation_id = 'rec-contoso-1'").pluck().get()).toBe(1);
  });

  it('ends a session on both when it is signed out on one (the other had not read it yet)', async () => {
    const bram = await signIn(one.app, DemoUsers.bram);
    expect((await one.app.inject({ url: ApiPaths.identity, headers: bram.headers() })).statusCode).toBe(200);
    const out = await one.app.inject({ method: 'POST', url: ApiPaths.logout, headers: bram.headers() });
    expect(out.statusCode).toBeLessThan(400);
    expect((await two.app.inject({ url: '/api/menuitems/', headers: bram.headers() })).statusCode).toBe(401);
  });
});
