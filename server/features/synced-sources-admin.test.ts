import { SyncAdminPaths } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { anonymous, signIn, type Browser } from '../plugin-api/testing';
import { syncTestPortal, type SyncTestPortal } from '../plugin-host/fixtures/synced-plugin';

const { contoso, fabrikam, northwind } = DemoCustomers;
const DENIED = "The client does not have authorization to perform action 'Microsoft.Advisor/recommendations/read'.";

/** The provider administration's view of a customer's synced sources, with a planted plugin whose Contoso run fails. */
describe('GET /api/admin/customers/{id}/synced-sources and "Sync now"', () => {
  let sync: SyncTestPortal;
  const at = (ms = 0) => new Date(sync.now() + ms).toISOString();
  const users: Record<string, Browser> = {};

  beforeAll(async () => {
    sync = await syncTestPortal([{ name: 'counts', customers: [contoso, northwind] }]);
    sync.failWith.set(
      contoso,
      Object.assign(new Error('AuthorizationFailed'), {
        kind: 'access-denied',
        detail: DENIED,
      }),
    );
    for (const id of Object.values(DemoUsers)) users[id] = await signIn(sync.portal.app, id);
    await sync.tick();
  });
  afterAll(() => sync.portal.close());

  const list = (user: Browser, customerId: string) =>
    sync.portal.app.inject({ url: SyncAdminPaths.list(customerId), headers: user.headers() });
  const run = (user: Browser, customerId: string, source = 'counts', headers = user.headers()) =>
    sync.portal.app.inject({ method: 'POST', url: SyncAdminPaths.run(customerId, 'tally', source), headers });

  it("shows a provider administrator each source's health, the failure with the service's own words", async () => {
    const answer = await list(users.petra!, contoso);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toEqual([
      {
        plugin: 'tally',
        source: 'counts',
        everyMs: 3_600_000,
        lastSuccessAt: null,
        lastAttemptAt: at(),
        lastError: {
          kind: 'access-denied',
          detail: DENIED,
          at: at(),
        },
        consecutiveFailures: 1,
        nextRunAt: at(5 * 60_000),
        running: false,
      },
    ]);
    expect((await list(users.petra!, northwind)).json().items[0]).toMatchObject({
      lastSuccessAt: at(),
      lastError: null,
    });
    // Fabrikam's plugin list leaves the plugin out: no source serves it.
    expect((await list(users.petra!, fabrikam)).json()).toEqual({ items: [] });
  });

  it('runs a source now for that customer only', async () => {
    sync.failWith.clear();
    sync.runs.length = 0;
    const answer = await run(users.petra!, contoso);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      outcome: 'succeeded',
      health: { lastSuccessAt: at(), lastError: null, consecutiveFailures: 0 },
    });
    expect(sync.runs).toEqual([contoso]);
    expect((await run(users.petra!, fabrikam)).statusCode).toBe(404);
    expect((await run(users.petra!, contoso, 'other')).statusCode).toBe(404);
    expect((await list(users.petra!, 'no-such-customer')).statusCode).toBe(404);
  });

  it.each([
    ['a customer administrator (Anna, of Contoso)', DemoUsers.anna],
    ['a user (Bram)', DemoUsers.bram],
    ['a user with few permissions (Dirk)', DemoUsers.dirk],
    ['an account without access (Carla)', DemoUsers.carla],
  ])('refuses %s', async (_label, userId) => {
    sync.runs.length = 0;
    expect((await list(users[userId]!, contoso)).statusCode).toBe(403);
    expect((await run(users[userId]!, contoso)).statusCode).toBe(403);
    expect(sync.runs).toEqual([]);
  });

  it('refuses a caller who is not signed in, and a run without the CSRF token', async () => {
    expect((await list(await anonymous(sync.portal.app), contoso)).statusCode).toBe(401);
    const { cookie } = users.petra!.headers();
    expect((await run(users.petra!, contoso, 'counts', { cookie: cookie! })).statusCode).toBe(403);
  });
});
