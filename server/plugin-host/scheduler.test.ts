import { defineServerPlugin } from '../plugin-api';
import { createTestPortal, makeTempDir, type TestPortal } from '../plugin-api/testing';

/** Two portal instances on one database, each with the same plugin job, and one clock the test moves. */
describe('plugin jobs on two instances sharing a database', () => {
  const dir = makeTempDir();
  let now = Date.parse('2026-11-28T10:00:00Z');
  const runs: string[] = [];
  let release: (() => void) | null = null;
  let fail = false;
  const instances: TestPortal[] = [];

  const ticker = (instance: string) =>
    defineServerPlugin({
      id: 'ticker',
      routes(api) {
        api.schedule({
          name: 'sync',
          everyMs: 60_000,
          run: async () => {
            runs.push(instance);
            if (fail) throw new Error('the connector is down');
            if (release === null) return;
            await new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        });
      },
    });

  beforeAll(async () => {
    for (const instance of ['a', 'b']) {
      instances.push(
        await createTestPortal({
          plugins: { ticker: ticker(instance) },
          dir,
          seedDemo: false,
          pluginJobs: { now: () => now, intervalMs: 3_600_000 },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const portal of instances) await portal.close();
    dir.cleanup();
  });

  const runDue = () => Promise.all(instances.map((portal) => portal.app.portal.runPluginJobs!()));

  it('runs a job once per interval, on one instance, not before its first interval', async () => {
    await runDue();
    expect(runs).toEqual([]);
    now += 60_000;
    await runDue();
    expect(runs).toHaveLength(1);
    await runDue();
    expect(runs).toHaveLength(1);
  });

  it('never runs a job on the other instance while one runs it, even when the next interval has come', async () => {
    runs.length = 0;
    now += 60_000;
    release = () => undefined;
    const first = instances[0]!.app.portal.runPluginJobs!();
    await new Promise((resolve) => setImmediate(resolve));
    now += 60_000;
    await instances[1]!.app.portal.runPluginJobs!();
    expect(runs).toEqual(['a']);
    release();
    release = null;
    await first;
    await instances[1]!.app.portal.runPluginJobs!();
    expect(runs).toEqual(['a', 'b']);
  });

  it('runs a failed job again at its next time', async () => {
    runs.length = 0;
    fail = true;
    now += 60_000;
    await runDue();
    fail = false;
    now += 60_000;
    await runDue();
    expect(runs).toHaveLength(2);
  });
});
