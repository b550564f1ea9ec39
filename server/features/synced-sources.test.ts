import { ApiPaths, SyncPaths } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { anonymous, signIn, type Browser } from '../plugin-api/testing';
import { syncTestPortal, type SyncTestPortal } from '../plugin-host/fixtures/synced-plugin';

const { contoso, northwind } = DemoCustomers;

/** A planted plugin with a refreshable source (permission 'licences') and one nobody may refresh. */
describe("the screens' view of synced sources: GET /api/sync/{plugin} and its refresh", () => {
  let sync: SyncTestPortal;
  const at = () => new Date(sync.now()).toISOString();
  const users: Record<string, Browser> = {};

  beforeAll(async () => {
    sync = await syncTestPortal([
      { name: 'counts', customers: [contoso, northwind], refreshPermission: 'licences' },
      { name: 'quiet', customers: [contoso] },
    ]);
    sync.failWith.set(
      northwind,
      Object.assign(new Error('Insufficient privileges to complete the operation.'), { kind: 'access-denied' }),
    );
    for (const id of [DemoUsers.anna, DemoUsers.bram, DemoUsers.carla, DemoUsers.dirk, DemoUsers.petra])
      users[id] = await signIn(sync.portal.app, id);
  });
  afterAll(() => sync.portal.close());

  const get = (user: Browser, plugin = 'tally') =>
    sync.portal.app.inject({ url: SyncPaths.states(plugin), headers: user.headers() });
  const refresh = (user: Browser, source = 'counts', headers = user.headers()) =>
    sync.portal.app.inject({ method: 'POST', url: SyncPaths.refresh('tally', source), headers });

  it('says nothing about a source that never ran for the customer', async () => {
    expect((await get(users.anna!)).json()).toEqual({ items: [] });
  });

  it("shows each customer only its own sources' state, the failure in a kind and never its detail", async () => {
    await sync.tick();
    const anna = await get(users.anna!);
    expect(anna.statusCode).toBe(200);
    expect(anna.json().items).toEqual([
      {
        source: 'counts',
        lastSuccessAt: at(),
        lastAttemptAt: at(),
        failure: null,
        running: false,
        canRefresh: true,
      },
      expect.objectContaining({ source: 'quiet', canRefresh: false }),
    ]);
    const bram = await get(users.bram!);
    expect(bram.json().items).toEqual([
      {
        source: 'counts',
        lastSuccessAt: null,
        lastAttemptAt: at(),
        failure: { kind: 'access-denied', at: at() },
        running: false,
        canRefresh: true,
      },
    ]);
    expect(bram.body).not.toContain('Insufficient');
  });

  it('lets a user without the permission see the age but not refresh', async () => {
    expect((await get(users.dirk!)).json().items[0]).toMatchObject({ source: 'counts', canRefresh: false });
    expect((await refresh(users.dirk!)).statusCode).toBe(403);
    expect((await refresh(users.anna!, 'quiet')).statusCode).toBe(403);
  });

  it('refuses a refresh within a minute of the last update, then runs it for the caller customer only', async () => {
    sync.runs.length = 0;
    const soon = await refresh(users.anna!);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(sync.runs).toEqual([]);
    await sync.tick(61_000);
    const done = await refresh(users.anna!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'succeeded', state: { lastSuccessAt: at() } });
    sync.failWith.clear();
    const bram = await refresh(users.bram!);
    expect(bram.json()).toMatchObject({ outcome: 'succeeded', state: { failure: null } });
    expect(sync.runs).toEqual([contoso, northwind]);
  });

  it('refuses callers without a customer of the plugin, without a session, and without the CSRF token', async () => {
    expect((await get(users.carla!)).statusCode).toBe(403);
    expect((await get(users.petra!)).statusCode).toBe(403);
    expect((await refresh(users.petra!)).statusCode).toBe(403);
    expect((await get(await anonymous(sync.portal.app))).statusCode).toBe(401);
    expect((await get(users.anna!, 'no-such-plugin')).statusCode).toBe(404);
    expect((await refresh(users.bram!, 'quiet')).statusCode).toBe(404);
    expect((await refresh(users.anna!, 'Bad name')).statusCode).toBe(400);
    await sync.tick(61_000);
    const { cookie } = users.anna!.headers();
    expect((await refresh(users.anna!, 'counts', { cookie: cookie! })).statusCode).toBe(403);
    // Fabrikam's plugin list leaves the plugin out: as if it did not exist.
    const switched = await sync.portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: users.anna!.headers(),
      payload: { customerId: DemoCustomers.fabrikam },
    });
    expect(switched.statusCode).toBeLessThan(300);
    expect((await get(users.anna!)).statusCode).toBe(404);
    expect((await refresh(users.anna!)).statusCode).toBe(404);
  });
});
