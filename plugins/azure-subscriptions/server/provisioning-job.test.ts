import Database from 'better-sqlite3';
import {
  buildMicrosoftCloud,
  describedTenantClient,
  MicrosoftDemoTenants as DemoTenants,
} from '../../../server/plugin-api/testing/microsoft-emulator';
import { pluginDataApi } from '../../../server/plugin-api/testing';
import { migrations } from './migrations';
import { ProvisioningJobRunner, type Connect } from './provisioning-job';
import { AzureSubscriptionStore } from './store';

const CONTOSO = 'customer-contoso';
const FABRIKAM = 'customer-fabrikam';

let now = Date.now();
let cloud: ReturnType<typeof buildMicrosoftCloud>;
let db: Database.Database;
let data: ReturnType<typeof pluginDataApi>;
let clients: Record<string, ReturnType<typeof describedTenantClient>>;
const connect: Connect = async (customerId) => clients[customerId] ?? null;

beforeEach(() => {
  now = Date.now();
  cloud = buildMicrosoftCloud(undefined, { now: () => now, aliasProvisioningMs: 5000 });
  clients = {
    [CONTOSO]: describedTenantClient(cloud, CONTOSO, DemoTenants.contoso),
    [FABRIKAM]: describedTenantClient(cloud, FABRIKAM, DemoTenants.fabrikam),
  };
  db = new Database(':memory:');
  for (const migration of migrations) db.exec(migration.sql);
  data = pluginDataApi(db, 'azure-subscriptions', migrations);
});
afterEach(() => {
  expect(Object.values(clients).flatMap((c) => c.problems)).toEqual([]);
  db.close();
});

const tenantOf = (customerId: string) => (customerId === CONTOSO ? DemoTenants.contoso : DemoTenants.fabrikam);
const ownerOf = (customerId: string) => `admin@${cloud.state.tenant(tenantOf(customerId))!.defaultDomain}`;

/** A request as the wizard's route records it for a customer with a billing scope. */
function requestFor(customerId: string, name: string, ownerUpn = ownerOf(customerId)) {
  const tenantId = tenantOf(customerId);
  const store = new AzureSubscriptionStore({
    ...data,
    accountTenants: () => [{ tenantId, tenantName: customerId }],
  } as never);
  const user = { userId: `user-${customerId}`, userName: 'anna', activeCustomerId: customerId } as never;
  return store.request(
    user,
    { name, ownerUpn, tenantId },
    { billingScope: cloud.state.tenant(tenantId)!.billingScope! },
  );
}

const row = (id: string) =>
  db
    .prepare(
      'SELECT customer_id, state, subscription_id, failure_reason, provisioning_step FROM azure_subscriptions WHERE id = ?',
    )
    .get(Number(id)) as Record<string, string | null>;

/** Runs the job as the schedule would, the clock moving on between runs, until nothing is due or `runs` are done. */
async function runJob(runner: ProvisioningJobRunner, runs = 6) {
  for (let i = 0; i < runs; i += 1) {
    await runner.run();
    now += 60_000;
  }
}

describe('the background job creating requested subscriptions through Azure', () => {
  it("creates each customer's subscription in its own tenant and makes the named owner its Owner (two customers, two tenants)", async () => {
    const contoso = requestFor(CONTOSO, 'Contoso Zorg - Analytics');
    const fabrikam = requestFor(FABRIKAM, 'Fabrikam Logistiek - Analytics');
    expect(row(contoso.id)).toMatchObject({ state: 'requested', provisioning_step: 'create-alias' });
    await runJob(new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now));
    for (const [request, customerId] of [
      [contoso, CONTOSO],
      [fabrikam, FABRIKAM],
    ] as const) {
      const stored = row(request.id);
      expect(stored).toMatchObject({ customer_id: customerId, state: 'active', provisioning_step: null });
      expect(cloud.state.azureSubscription(stored.subscription_id!)?.tenant.id).toBe(tenantOf(customerId));
      expect(cloud.state.azureSubscription(stored.subscription_id!)?.subscription.displayName).toBe(request.name);
    }
    // Each customer's calls went with its own tenant's tokens only.
    const armCalls = cloud.state.calls.filter((c) => c.api === 'arm' || c.api === 'graph');
    expect(new Set(armCalls.map((c) => c.tenantId))).toEqual(new Set([DemoTenants.contoso, DemoTenants.fabrikam]));
    expect(cloud.state.aliases.size).toBe(2);
  });

  it('resumes after a restart from the stored step, and a repeated step creates nothing twice', async () => {
    const request = requestFor(CONTOSO, 'Contoso Zorg - Analytics');
    await new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now).run();
    expect(row(request.id)).toMatchObject({ state: 'being-created', provisioning_step: 'await-alias' });
    // A new instance (the server restarted) carries on.
    await runJob(new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now));
    expect(row(request.id)).toMatchObject({ state: 'active' });
    expect(cloud.state.aliases.size).toBe(1);
    expect(cloud.state.calls.filter((c) => c.method === 'PUT' && c.path.includes('/aliases/'))).toHaveLength(1);
  });

  it('waits out throttling and an outage, then recovers', async () => {
    const request = requestFor(CONTOSO, 'Contoso Zorg - Analytics');
    cloud.state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 2, times: 2 });
    cloud.state.faults.add({ api: 'graph', kind: 'error', status: 503 });
    const runner = new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now);
    await runner.run();
    expect(row(request.id)).toMatchObject({
      state: 'requested',
      provisioning_step: 'create-alias',
      failure_reason: null,
    });
    await runJob(runner, 10);
    expect(row(request.id)).toMatchObject({ state: 'active', failure_reason: null });
    expect(cloud.state.aliases.size).toBe(1);
  });

  it('marks the request failed with the reason when Azure fails the alias (state.failAlias)', async () => {
    cloud.state.failAlias = true;
    const request = requestFor(CONTOSO, 'Contoso Zorg - Analytics');
    await runJob(new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now));
    expect(row(request.id)).toEqual({
      customer_id: CONTOSO,
      state: 'failed',
      subscription_id: null,
      failure_reason: 'Azure could not create the subscription (Failed).',
      provisioning_step: null,
    });
  });

  it('marks the request failed when the customer has no Microsoft connection any more, calling nothing', async () => {
    const request = requestFor(FABRIKAM, 'Fabrikam Logistiek - Analytics');
    delete clients[FABRIKAM];
    await runJob(new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now), 1);
    expect(row(request.id)).toMatchObject({ state: 'failed', failure_reason: expect.stringContaining('connection') });
    expect(cloud.state.calls).toEqual([]);
  });

  it("leaves a request alone once the provider's own provisioning reported on it (the machine route)", async () => {
    const request = requestFor(CONTOSO, 'Contoso Zorg - Analytics');
    new AzureSubscriptionStore(data as never).provision(request.number!, { state: 'being-created' }, () => undefined);
    await runJob(new ProvisioningJobRunner(data.crossCustomerData(), connect, () => now), 2);
    expect(row(request.id)).toMatchObject({ state: 'being-created', provisioning_step: null });
    expect(cloud.state.calls).toEqual([]);
  });
});
