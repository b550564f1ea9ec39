import { ApiPaths, SyncPaths } from '../../core/contract';
import { DemoCustomers, DemoUsers, defineServerPlugin } from '../plugin-api';
import { anonymous, createTestPortal, signIn, type Browser, type TestPortal } from '../plugin-api/testing';
import { SYNC_TICK_MS } from '../plugin-host/sync-runner';

const { contoso, northwind } = DemoCustomers;

/** A planted plugin with a refreshable source (permission 'licences') and one nobody may refresh. */
describe("the screens' view of synced sources: GET /api/sync/{plugin} and its refresh", () => {
  let now = Date.parse('2026-11-28T10:00:00Z');
  let portal: TestPortal;
  const runs: string[] = [];
  let failNorthwind = true;
  const users: Record<string, Browser> = {};

  beforeAll(async () => {
    portal = await createTestPortal({
      plugins: {
        tally: defineServerPlugin({
          id: 'tally',
          routes(api) {
            api.sync({
              name: 'counts',
              defaultEveryMs: 3_600_000,
              refreshPermission: 'licences',
              customers: async () => [contoso, northwind],
              run: async (customerId) => {
                runs.push(customerId);
                if (failNorthwind && customerId === northwind)
                  throw Object.assign(new Error('Insufficient privileges to complete the operation.'), {
                    kind: 'access-denied',
                  });
              },
            });
            api.sync({
              name: 'quiet',
              defaultEveryMs: 3_600_000,
              customers: async () => [contoso],
              run: async () => undefined,
            });
          },
        }),
      },
      pluginJobs: { now: () => now, intervalMs: 3_600_000 },
    });
    for (const id of [DemoUsers.anna, DemoUsers.bram, DemoUsers.carla, DemoUsers.dirk, DemoUsers.petra])
      users[id] = await signIn(portal.app, id);
  });
  afterAll(() => portal.close());

  const get = (user: Browser, plugin = 'tally') =>
    portal.app.inject({ url: SyncPaths.states(plugin), headers: user.headers() });
  const refresh = (user: Browser, source = 'counts', headers = user.headers()) =>
    portal.app.inject({ method: 'POST', url: SyncPaths.refresh('tally', source), headers });

  it('says nothing about a source that never ran for the customer', async () => {
    expect((await get(users.anna!)).json()).toEqual({ items: [] });
  });

  it("shows each customer only its own sources' state, the failure in a kind and never its detail", async () => {
    now += SYNC_TICK_MS;
    await portal.app.portal.runPluginJobs!();
    const anna = await get(users.anna!);
    expect(anna.statusCode).toBe(200);
    expect(anna.json().items).toEqual([
      {
        source: 'counts',
        lastSuccessAt: new Date(now).toISOString(),
        lastAttemptAt: new Date(now).toISOString(),
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
        lastAttemptAt: new Date(now).toISOString(),
        failure: { kind: 'access-denied', at: new Date(now).toISOString() },
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
    runs.length = 0;
    const soon = await refresh(users.anna!);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    expect(runs).toEqual([]);
    now += 61_000;
    const done = await refresh(users.anna!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ outcome: 'succeeded', state: { lastSuccessAt: new Date(now).toISOString() } });
    failNorthwind = false;
    const bram = await refresh(users.bram!);
    expect(bram.json()).toMatchObject({ outcome: 'succeeded', state: { failure: null } });
    expect(runs).toEqual([contoso, northwind]);
  });

  it('refuses callers without a customer of the plugin, without a session, and without the CSRF token', async () => {
    expect((await get(users.carla!)).statusCode).toBe(403);
    expect((await get(users.petra!)).statusCode).toBe(403);
    expect((await refresh(users.petra!)).statusCode).toBe(403);
    expect((await get(await anonymous(portal.app))).statusCode).toBe(401);
    expect((await get(users.anna!, 'no-such-plugin')).statusCode).toBe(404);
    expect((await refresh(users.bram!, 'quiet')).statusCode).toBe(404);
    expect((await refresh(users.anna!, 'Bad name')).statusCode).toBe(400);
    now += 61_000;
    const { cookie } = users.anna!.headers();
    expect((await refresh(users.anna!, 'counts', { cookie: cookie! })).statusCode).toBe(403);
    // Fabrikam's plugin list leaves the plugin out: as if it did not exist.
    const switched = await portal.app.inject({
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
