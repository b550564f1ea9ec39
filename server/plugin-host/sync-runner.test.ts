import { DemoCustomers, type SyncState } from '../plugin-api';
import { syncTestPortal, type SyncTestPortal } from './fixtures/synced-plugin';
import { SYNC_TICK_MS } from './sync-runner';

const HOUR = 3_600_000;
const { contoso, fabrikam, northwind } = DemoCustomers;

/** A throttling answer as a connector throws it: a kind, Microsoft's words, and how long to wait. */
class Throttled extends Error {
  readonly kind = 'throttled';
  readonly detail = 'Rate limit is exceeded. Try again in 7200 seconds.';
  readonly retryAfterMs = 2 * HOUR;
}

/** The planted plugin's source serves Contoso, Northwind, Fabrikam (whose plugin list leaves it out) and a stranger. */
describe('synced sources, per customer on their schedule', () => {
  let sync: SyncTestPortal;

  beforeAll(async () => {
    sync = await syncTestPortal([{ name: 'counts', customers: [contoso, northwind, fabrikam, 'no-such-customer'] }], {
      config: { syncSchedules: { 'tally.counts': 2 * HOUR, 'tally.cuonts': HOUR }, securityAudit: true },
    });
  });
  afterAll(() => sync.portal.close());

  const syncs = () => sync.portal.app.portal.syncs!;
  const state = (customerId: string): SyncState | undefined => syncs().stateOf(customerId, 'tally')[0];
  const at = (ms = 0) => new Date(sync.now() + ms).toISOString();
  const runNow = (customerId: string) => syncs().runFor(syncs().find('tally', 'counts')!, customerId, true);

  it("runs each served customer at the first tick, then at the provider's interval, and keeps nothing for others", async () => {
    await sync.tick();
    expect(sync.runs).toEqual([contoso, northwind]);
    expect(state(contoso)).toMatchObject({
      plugin: 'tally',
      source: 'counts',
      lastSuccessAt: at(),
      lastError: null,
      consecutiveFailures: 0,
      nextRunAt: at(2 * HOUR),
      running: false,
    });
    expect(state(fabrikam)).toBeUndefined();
    sync.runs.length = 0;
    await sync.tick(HOUR);
    expect(sync.runs).toEqual([]);
    await sync.tick(HOUR);
    expect(sync.runs).toEqual([contoso, northwind]);
  });

  it('keeps a failure per customer with its kind and detail, and the last success stays', async () => {
    const lastSuccess = state(northwind)!.lastSuccessAt;
    sync.failWith.set(
      northwind,
      Object.assign(new Error('AADSTS65001: The user or administrator has not consented.'), {
        kind: 'consent-missing',
      }),
    );
    await sync.tick(2 * HOUR);
    expect(state(northwind)).toMatchObject({
      lastSuccessAt: lastSuccess,
      lastAttemptAt: at(),
      lastError: {
        kind: 'consent-missing',
        detail: 'AADSTS65001: The user or administrator has not consented.',
        at: at(),
      },
      consecutiveFailures: 1,
    });
    expect(state(contoso)!.lastError).toBeNull();
  });

  it('keeps an error of no known kind as "failed", without a token it quotes', async () => {
    sync.failWith.set(northwind, new Error('GET failed with Authorization: Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'));
    await runNow(northwind);
    expect(state(northwind)!.lastError).toMatchObject({ kind: 'failed' });
    expect(state(northwind)!.lastError!.detail).not.toContain('eyJ');
    expect(state(northwind)!.consecutiveFailures).toBe(2);
  });

  it('backs off after failures, doubling up to the interval, and waits for a Retry-After', async () => {
    const retryTimes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const next = Date.parse(state(northwind)!.nextRunAt!);
      retryTimes.push(next - Date.parse(state(northwind)!.lastAttemptAt!));
      sync.runs.length = 0;
      await sync.tick(next - sync.now() - SYNC_TICK_MS + 1);
      expect(sync.runs).not.toContain(northwind);
      await sync.tick(SYNC_TICK_MS);
      expect(sync.runs).toContain(northwind);
    }
    // After failures 2, 3, 4, 5: 10, 20, 40, 80 minutes; then capped at the 2-hour interval.
    expect(retryTimes.map((ms) => ms / 60_000)).toEqual([10, 20, 40, 80]);
    expect(state(northwind)!.nextRunAt).toBe(at(2 * HOUR));

    sync.failWith.set(northwind, new Throttled());
    await runNow(northwind);
    expect(state(northwind)!.lastError).toMatchObject({ kind: 'throttled' });
    expect(state(northwind)!.consecutiveFailures).toBe(7);
    expect(state(northwind)!.nextRunAt).toBe(at(2 * HOUR));
  });

  it('recovers: the error is cleared and the failures counted from zero', async () => {
    sync.failWith.clear();
    await sync.tick(2 * HOUR);
    expect(state(northwind)).toMatchObject({ lastError: null, consecutiveFailures: 0, lastSuccessAt: at() });
  });

  it('writes one line to the security and operations log when a source starts failing, and one when it recovers', () => {
    const rows = sync.portal.app.portal.db
      .prepare("SELECT actor, action, target_id, after FROM audit_log WHERE target_type = 'security' ORDER BY id")
      .all() as { actor: string; action: string; target_id: string; after: string }[];
    expect(rows.map((row) => [row.actor, row.action, row.target_id])).toEqual([
      ['portal', 'security.sync_failing', 'tally.counts'],
      ['portal', 'security.sync_recovered', 'tally.counts'],
    ]);
    expect(JSON.parse(rows[0]!.after)).toMatchObject({
      customerId: northwind,
      kind: 'consent-missing',
      detail: 'AADSTS65001: The user or administrator has not consented.',
    });
  });

  it('leaves out a customer whose plugin list does not hold the plugin, and one deactivated', async () => {
    const db = sync.portal.app.portal.db;
    db.prepare('UPDATE customers SET plugins = ? WHERE id = ?').run(JSON.stringify(['events']), northwind);
    db.prepare('UPDATE customers SET deactivated_at = ? WHERE id = ?').run(at(), contoso);
    sync.runs.length = 0;
    await sync.tick(3 * HOUR);
    expect(sync.runs).toEqual([]);
    for (const customerId of [fabrikam, contoso, northwind]) expect(await runNow(customerId)).toBe('not-served');
    db.prepare('UPDATE customers SET plugins = NULL WHERE id = ?').run(northwind);
    db.prepare('UPDATE customers SET deactivated_at = NULL WHERE id = ?').run(contoso);
  });

  it('points out a SYNC_SCHEDULES entry that names no source (the start-up log warns of it)', () => {
    expect(syncs().unknownSchedules()).toEqual(['tally.cuonts']);
  });

  it('refuses a second source of the same name, a schedule under a minute and a name that is not kebab-case', () => {
    const source = { name: 'counts', defaultEveryMs: HOUR, customers: async () => [], run: async () => undefined };
    expect(() => sync.api.sync(source)).toThrow('registered twice');
    expect(() => sync.api.sync({ ...source, name: 'fast', defaultEveryMs: 1000 })).toThrow('at least 60000');
    expect(() => sync.api.sync({ ...source, name: 'Bad Name' })).toThrow('kebab-case');
  });
});
