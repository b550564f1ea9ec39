import { DemoCustomers, defineServerPlugin, type ServerPluginApi, type SyncState } from '../plugin-api';
import { createTestPortal, type TestPortal } from '../plugin-api/testing';
import { SYNC_TICK_MS } from './sync-runner';

const HOUR = 3_600_000;
const { contoso, fabrikam, northwind } = DemoCustomers;

/** A throttling answer as a connector throws it: a kind, Microsoft's words, and how long to wait. */
class Throttled extends Error {
  readonly kind = 'throttled';
  readonly detail = 'Rate limit is exceeded. Try again in 7200 seconds.';
  readonly retryAfterMs = 2 * HOUR;
}

/** A planted plugin with one synced source; the test says which customers it serves and how a run ends. */
describe('synced sources, per customer on their schedule', () => {
  let now = Date.parse('2026-11-28T10:00:00Z');
  let portal: TestPortal;
  let api: ServerPluginApi;
  const runs: string[] = [];
  // Fabrikam's plugin list leaves the planted plugin out.
  const served = [contoso, northwind, fabrikam, 'no-such-customer'];
  let failWith: Error | null = null;

  beforeAll(async () => {
    portal = await createTestPortal({
      plugins: {
        tally: defineServerPlugin({
          id: 'tally',
          routes(given) {
            api = given;
            api.sync({
              name: 'counts',
              defaultEveryMs: HOUR,
              customers: async () => served,
              run: async (customerId) => {
                runs.push(customerId);
                if (failWith && customerId === northwind) throw failWith;
              },
            });
          },
        }),
      },
      config: { syncSchedules: { 'tally.counts': 2 * HOUR } },
      pluginJobs: { now: () => now, intervalMs: 3_600_000 },
    });
  });
  afterAll(() => portal.close());

  const tick = async (ms = SYNC_TICK_MS) => {
    now += ms;
    await portal.app.portal.runPluginJobs!();
  };
  const state = (customerId: string): SyncState | undefined => portal.app.portal.syncs!.stateOf(customerId, 'tally')[0];

  it("runs each served customer at the first tick, then at the provider's interval, and keeps nothing for others", async () => {
    await tick();
    expect(runs).toEqual([contoso, northwind]);
    expect(state(contoso)).toMatchObject({
      plugin: 'tally',
      source: 'counts',
      lastSuccessAt: new Date(now).toISOString(),
      lastError: null,
      consecutiveFailures: 0,
      nextRunAt: new Date(now + 2 * HOUR).toISOString(),
      running: false,
    });
    expect(state(fabrikam)).toBeUndefined();
    runs.length = 0;
    await tick(HOUR);
    expect(runs).toEqual([]);
    await tick(HOUR);
    expect(runs).toEqual([contoso, northwind]);
  });

  it('keeps a failure per customer with its kind and detail, and the last success stays', async () => {
    const lastSuccess = state(northwind)!.lastSuccessAt;
    runs.length = 0;
    failWith = Object.assign(new Error('AADSTS65001: The user or administrator has not consented.'), {
      kind: 'consent-missing',
    });
    await tick(2 * HOUR);
    expect(state(northwind)).toMatchObject({
      lastSuccessAt: lastSuccess,
      lastAttemptAt: new Date(now).toISOString(),
      lastError: {
        kind: 'consent-missing',
        detail: 'AADSTS65001: The user or administrator has not consented.',
        at: new Date(now).toISOString(),
      },
      consecutiveFailures: 1,
    });
    expect(state(contoso)!.lastError).toBeNull();
  });

  it('keeps an error of no known kind as "failed", without a token it quotes', async () => {
    failWith = new Error('GET failed with Authorization: Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl');
    await portal.app.portal.syncs!.runFor(portal.app.portal.syncs!.find('tally', 'counts')!, northwind, true);
    expect(state(northwind)!.lastError).toMatchObject({ kind: 'failed' });
    expect(state(northwind)!.lastError!.detail).not.toContain('eyJ');
    expect(state(northwind)!.consecutiveFailures).toBe(2);
  });

  it('backs off after failures, doubling up to the interval, and waits for a Retry-After', async () => {
    const retryTimes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const next = Date.parse(state(northwind)!.nextRunAt!);
      retryTimes.push(next - Date.parse(state(northwind)!.lastAttemptAt!));
      runs.length = 0;
      await tick(next - now - SYNC_TICK_MS + 1);
      expect(runs).not.toContain(northwind);
      await tick(SYNC_TICK_MS);
      expect(runs).toContain(northwind);
    }
    // After failures 2, 3, 4, 5: 10, 20, 40 minutes, then capped at the 2-hour interval.
    expect(retryTimes.map((ms) => ms / 60_000)).toEqual([10, 20, 40, 80]);
    expect(Date.parse(state(northwind)!.nextRunAt!) - now).toBe(2 * HOUR);

    failWith = new Throttled();
    await portal.app.portal.syncs!.runFor(portal.app.portal.syncs!.find('tally', 'counts')!, northwind, true);
    expect(state(northwind)!.lastError).toMatchObject({ kind: 'throttled' });
    expect(state(northwind)!.consecutiveFailures).toBe(7);
    expect(Date.parse(state(northwind)!.nextRunAt!) - now).toBe(2 * HOUR);
  });

  it('recovers: the error is cleared and the failures counted from zero', async () => {
    failWith = null;
    await tick(2 * HOUR);
    expect(state(northwind)).toMatchObject({
      lastError: null,
      consecutiveFailures: 0,
      lastSuccessAt: new Date(now).toISOString(),
    });
  });

  it('leaves out a customer whose plugin list does not hold the plugin, and one deactivated', async () => {
    const db = portal.app.portal.db;
    db.prepare('UPDATE customers SET plugins = ? WHERE id = ?').run(JSON.stringify(['events']), northwind);
    db.prepare('UPDATE customers SET deactivated_at = ? WHERE id = ?').run(new Date(now).toISOString(), contoso);
    runs.length = 0;
    await tick(3 * HOUR);
    expect(runs).toEqual([]);
    const entry = portal.app.portal.syncs!.find('tally', 'counts')!;
    expect(await portal.app.portal.syncs!.runFor(entry, fabrikam, true)).toBe('not-served');
    expect(await portal.app.portal.syncs!.runFor(entry, contoso, true)).toBe('not-served');
    expect(await portal.app.portal.syncs!.runFor(entry, northwind, true)).toBe('not-served');
    db.prepare('UPDATE customers SET plugins = NULL WHERE id = ?').run(northwind);
    db.prepare('UPDATE customers SET deactivated_at = NULL WHERE id = ?').run(contoso);
  });

  it('refuses a second source of the same name and a schedule under a minute', () => {
    const source = { name: 'counts', defaultEveryMs: HOUR, customers: async () => [], run: async () => undefined };
    expect(() => api.sync(source)).toThrow('registered twice');
    expect(() => api.sync({ ...source, name: 'fast', defaultEveryMs: 1000 })).toThrow('at least 60000');
    expect(() => api.sync({ ...source, name: 'Bad Name' })).toThrow('kebab-case');
  });
});
