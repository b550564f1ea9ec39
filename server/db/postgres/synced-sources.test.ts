import { randomBytes } from 'node:crypto';
import { DemoCustomers, defineServerPlugin } from '../../plugin-api';
import { createTestPortal, type TestPortal } from '../../plugin-api/testing';
import { SYNC_TICK_MS } from '../../plugin-host/sync-runner';
import { postgresUnavailable, startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the synced-sources PostgreSQL tests: ${unavailable}`);

/** Two instances on one PostgreSQL database, each with the same synced source, and one clock the test moves. */
(unavailable ? describe.skip : describe)('a synced source on two instances sharing PostgreSQL', () => {
  let cluster: PostgresCluster;
  const instances: TestPortal[] = [];
  let now = Date.parse('2026-11-28T10:00:00Z');
  const runs: string[] = [];
  let release: (() => void) | null = null;

  const tally = (instance: string) =>
    defineServerPlugin({
      id: 'tally',
      routes(api) {
        api.sync({
          name: 'counts',
          defaultEveryMs: 3_600_000,
          customers: async () => [DemoCustomers.contoso],
          run: async (customerId) => {
            runs.push(`${instance}:${customerId}`);
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        });
      },
    });

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const secret = randomBytes(32).toString('base64url');
    for (const instance of ['a', 'b']) {
      instances.push(
        await createTestPortal({
          plugins: { tally: tally(instance) },
          config: { databaseFile: cluster.url, secret },
          pluginJobs: { now: () => now, intervalMs: 3_600_000 },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const portal of instances) await portal.close();
    cluster?.stop();
  });

  it('runs a customer on one instance at a time, and a refresh on the other waits for it', async () => {
    const [one, two] = instances.map((portal) => portal.app.portal);
    now += SYNC_TICK_MS;
    const first = one!.runPluginJobs!();
    while (release === null) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(runs).toEqual(['a:contoso']);
    // The other instance's scheduler finds the job held; a minute later its own tick finds the customer held.
    await two!.runPluginJobs!();
    now += SYNC_TICK_MS;
    await two!.runPluginJobs!();
    const entry = two!.syncs!.find('tally', 'counts')!;
    expect(await two!.syncs!.runFor(entry, DemoCustomers.contoso, true)).toBe('busy');
    expect(two!.syncs!.stateOf(DemoCustomers.contoso)[0]).toMatchObject({ running: true, lastSuccessAt: null });
    expect(runs).toEqual(['a:contoso']);

    release!();
    release = null;
    await first;
    expect(two!.syncs!.stateOf(DemoCustomers.contoso)[0]).toMatchObject({
      running: false,
      lastSuccessAt: new Date(now).toISOString(),
    });
    // Done and not due for an hour: neither instance runs it again.
    now += SYNC_TICK_MS;
    await Promise.all([one!.runPluginJobs!(), two!.runPluginJobs!()]);
    expect(runs).toEqual(['a:contoso']);
  });
});
