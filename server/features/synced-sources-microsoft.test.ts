import { SyncPaths } from '../../core/contract';
import en from '../../core/plugin-api/locales/en.json';
import nl from '../../core/plugin-api/locales/nl.json';
import { DemoCustomers, DemoUsers, MicrosoftCloudPoint, NO_MICROSOFT_CLOUD, defineServerPlugin } from '../plugin-api';
import { signIn } from '../plugin-api/testing';
import { withConnectedDemo } from '../plugin-api/testing/microsoft-cloud';
import bundled from '../plugin-host/discovered-plugins';
import { SYNC_TICK_MS } from '../plugin-host/sync-runner';

const { contoso, northwind } = DemoCustomers;

/**
 * A synced source reading Graph through the Microsoft connection, against the emulator: the failure kinds the
 * connection throws (a throttled Graph, a customer without a tenant) reach the state the screens word, and the
 * source recovers. Prints the screen's wording at each step.
 */
describe('a synced source through the Microsoft connection, failing and recovering', () => {
  let now = Date.now();
  const steps: string[] = [];
  // Northwind stands for a customer whose tenant id the provider has not stored.
  const demo = withConnectedDemo({
    disconnected: [northwind],
    portal: {
      plugins: {
        'microsoft-cloud': bundled['microsoft-cloud']!,
        tally: defineServerPlugin({
          id: 'tally',
          routes(api) {
            api.sync({
              name: 'skus',
              defaultEveryMs: 3_600_000,
              refreshPermission: 'licences',
              customers: async () => [contoso, northwind],
              run: async (customerId) => {
                const client = await (api.use(MicrosoftCloudPoint, null) ?? NO_MICROSOFT_CLOUD).client(customerId);
                await client.call('graph', { path: '/v1.0/subscribedSkus' });
              },
            });
          },
        }),
      },
      pluginJobs: { now: () => now, intervalMs: 3_600_000 },
    },
  });
  const { cloud } = demo;
  const app = () => demo.portal().app;
  afterAll(() => {
    console.log(`The data-age line at each step (DataAge, service "Microsoft"):\n${steps.join('\n')}`);
  });

  const stateOf = async (userId: string) => {
    const user = await signIn(app(), userId);
    return (await app().inject({ url: SyncPaths.states('tally'), headers: user.headers() })).json().items[0];
  };
  const record = (step: string, failure: { kind: keyof typeof en.dataAge.reason } | null) => {
    const words = (texts: typeof en) =>
      failure
        ? texts.dataAge.failedSince
            .replace('{{reason}}', texts.dataAge.reason[failure.kind].replace('{{service}}', 'Microsoft'))
            .replace('{{time}}', '<time of the last success>')
        : texts.dataAge.updated.replace('{{age}}', '<age>');
    steps.push(`  ${step}:\n    en: ${words(en)}\n    nl: ${words(nl)}`);
  };

  it('succeeds, fails as throttled while the data stays, and recovers', async () => {
    now += SYNC_TICK_MS;
    await app().portal.runPluginJobs!();
    const first = await stateOf(DemoUsers.anna);
    expect(first).toMatchObject({ lastSuccessAt: new Date(now).toISOString(), failure: null });
    record('1. synced', null);

    cloud().state.faults.add({ api: 'graph', kind: 'throttle', retryAfterSeconds: 3600 });
    now += 3_600_000;
    await app().portal.runPluginJobs!();
    const throttled = await stateOf(DemoUsers.anna);
    expect(throttled).toMatchObject({ lastSuccessAt: first.lastSuccessAt, failure: { kind: 'throttled' } });
    record('2. Graph answers 429 with Retry-After: 3600', throttled.failure);

    cloud().state.faults.clear();
    now += 3_600_000;
    await app().portal.runPluginJobs!();
    const recovered = await stateOf(DemoUsers.anna);
    expect(recovered).toMatchObject({ lastSuccessAt: new Date(now).toISOString(), failure: null });
    record('3. recovered', null);
  });

  it('says "not connected" for a customer without a tenant id', async () => {
    const northwindState = await stateOf(DemoUsers.bram);
    expect(northwindState).toMatchObject({ lastSuccessAt: null, failure: { kind: 'not-connected' } });
    steps.push(
      `  a customer without a tenant id:\n    en: ${en.dataAge.failedNever.replace('{{reason}}', en.dataAge.reason['not-connected'].replace('{{service}}', 'Microsoft'))}\n    nl: ${nl.dataAge.failedNever.replace('{{reason}}', nl.dataAge.reason['not-connected'].replace('{{service}}', 'Microsoft'))}`,
    );
  });
});
