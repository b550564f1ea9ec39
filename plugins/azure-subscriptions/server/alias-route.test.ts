import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { count, signIn, userHeaders } from '../../../server/plugin-api/testing';
import { DemoTenants, withConnectedDemo } from '../../../server/plugin-api/testing/microsoft-cloud';
import { AzureSubscriptionAdminPaths, AzureSubscriptionPaths } from '../contract';
import { DEMO_BILLING_SCOPES } from './demo-seed';
import { PROVISIONING_EVERY_MS } from './provisioning-job';

let now = Date.now();
const demo = withConnectedDemo({
  cloud: { aliasProvisioningMs: 0 },
  portal: { pluginJobs: { now: () => now } },
  each: true,
});
const { cloud } = demo;
const app = () => demo.portal().app;

const setBillingScope = async (customerId: string, billingScope: string | null) => {
  const petra = await signIn(app(), DemoUsers.petra);
  const answer = await app().inject({
    method: billingScope ? 'PUT' : 'DELETE',
    url: AzureSubscriptionAdminPaths.billingScope(customerId),
    headers: petra.headers(),
    ...(billingScope ? { payload: { billingScope } } : {}),
  });
  expect(answer.statusCode).toBe(200);
};
const request = async (name: string, ownerUpn = 'admin@contosozorg.onmicrosoft.com') =>
  app().inject({
    method: 'POST',
    url: AzureSubscriptionPaths.request,
    headers: await userHeaders(app(), DemoUsers.anna),
    payload: { name, ownerUpn, tenantId: DemoTenants.contoso },
  });
const listed = async (number: string) =>
  (
    await app().inject({
      url: AzureSubscriptionPaths.list,
      headers: await userHeaders(app(), DemoUsers.anna),
    })
  )
    .json<{ number: string; state: string; subscriptionId: string | null; failureReason: string | null }[]>()
    .find((s) => s.number === number);
/** The schedule's runs, the clock moving on between them. */
const runJobs = async (times = 3) => {
  for (let i = 0; i < times; i += 1) {
    now += PROVISIONING_EVERY_MS;
    await app().portal.runPluginJobs!();
  }
};
const aliasPuts = () => cloud().state.calls.filter((c) => c.method === 'PUT' && c.path.includes('/aliases/'));

describe('a requested subscription created through the alias API (the wizard with a Microsoft connection)', () => {
  it('is created under the customer billing scope and becomes active with its id and the owner as Owner', async () => {
    await setBillingScope(DemoCustomers.contoso, cloud().state.tenant(DemoTenants.contoso)!.billingScope!);
    const answer = await request('Contoso Zorg - Analytics');
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ state: 'requested', subscriptionId: null });
    await runJobs();
    const done = await listed(answer.json().number);
    expect(done).toMatchObject({ state: 'active', failureReason: null });
    const created = cloud().state.azureSubscription(done!.subscriptionId!);
    expect(created?.tenant.id).toBe(DemoTenants.contoso);
    expect(created?.subscription.displayName).toBe('Contoso Zorg - Analytics');
    expect([...cloud().state.roleAssignments.values()]).toEqual([
      expect.objectContaining({ scope: `/subscriptions/${done!.subscriptionId}` }),
    ]);
    expect(aliasPuts()).toHaveLength(1);
    expect(
      new Set(
        cloud()
          .state.calls.filter((c) => c.api !== 'entra')
          .map((c) => c.tenantId),
      ),
    ).toEqual(new Set([DemoTenants.contoso]));
  });

  it("shows a failed creation as failed with Azure's reason (state.failAlias)", async () => {
    await setBillingScope(DemoCustomers.contoso, cloud().state.tenant(DemoTenants.contoso)!.billingScope!);
    cloud().state.failAlias = true;
    const { number } = (await request('Contoso Zorg - Analytics')).json();
    await runJobs();
    expect(await listed(number)).toMatchObject({
      state: 'failed',
      subscriptionId: null,
      failureReason: 'Azure could not create the subscription (Failed).',
    });
  });

  it("seeds the demo customers' billing scopes as the demo's Microsoft cloud knows them", async () => {
    for (const [customerId, tenant] of [
      [DemoCustomers.contoso, DemoTenants.contoso],
      [DemoCustomers.fabrikam, DemoTenants.fabrikam],
    ] as const) {
      expect(DEMO_BILLING_SCOPES[customerId]).toBe(cloud().state.tenant(tenant)!.billingScope);
    }
  });

  it('leaves the request to the provisioning route without a billing scope, calling Azure for nothing', async () => {
    await setBillingScope(DemoCustomers.contoso, null);
    const { number } = (await request('Contoso Zorg - Analytics')).json();
    await runJobs();
    expect(await listed(number)).toMatchObject({ state: 'requested' });
    expect(cloud().state.calls.filter((c) => c.api === 'arm')).toEqual([]);
  });

  it('writes nothing and calls nothing for a bad request, even with a billing scope', async () => {
    await setBillingScope(DemoCustomers.contoso, cloud().state.tenant(DemoTenants.contoso)!.billingScope!);
    const rows = count(app(), 'azure_subscriptions');
    expect((await request('Bad <name>')).statusCode).toBe(400);
    expect((await request('Contoso Zorg - Analytics', 'not an owner')).statusCode).toBe(400);
    await runJobs(1);
    expect(count(app(), 'azure_subscriptions')).toBe(rows);
    expect(cloud().state.calls.filter((c) => c.api === 'arm' || c.api === 'graph')).toEqual([]);
  });
});
