import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { userHeaders } from '../../../server/plugin-api/testing';
import { DemoTenants, withConnectedDemo } from '../../../server/plugin-api/testing/microsoft-cloud';
import { AzureServicePaths } from '../contract';
import { COSTS_SOURCE } from './costs-sync';

// Contoso and Fabrikam are connected; Northwind has no tenant id.
const demo = withConnectedDemo({ portal: { pluginJobs: {} }, disconnected: [DemoCustomers.northwind] });
const { cloud } = demo;
const app = () => demo.portal().app;
const runFor = (customerId: string) => demo.sync('azure-services', COSTS_SOURCE, customerId);
const stateOf = (customerId: string) => demo.syncState('azure-services', COSTS_SOURCE, customerId);
interface Overview {
  months: string[];
  services: { name: string; subscription: string; source: string; costs: { month: string; amount: number }[] }[];
}
const overviewOf = async (userId: string) =>
  (
    await app().inject({
      url: `${AzureServicePaths.list}?months=12`,
      headers: await userHeaders(app(), userId),
    })
  ).json<Overview>();
const subscriptionOf = (tenant: string) => cloud().state.tenant(tenant)!.azureSubscriptions[0]!;

describe("the synced source 'costs' through the Microsoft connection", () => {
  it('serves the customers with a Microsoft connection only', async () => {
    expect(await demo.served('azure-services', COSTS_SOURCE)).toEqual([DemoCustomers.contoso, DemoCustomers.fabrikam]);
  });

  it("shows each customer's Azure costs per service and month beside the provider's own services (two customers, two tenants)", async () => {
    const before = await overviewOf(DemoUsers.anna);
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    expect(await runFor(DemoCustomers.fabrikam)).toBe('succeeded');
    const after = await overviewOf(DemoUsers.anna);
    expect(after.services.filter((s) => s.source === 'manual')).toEqual(before.services);
    const azure = after.services.filter((s) => s.source === 'azure');
    const contoso = subscriptionOf(DemoTenants.contoso);
    expect(azure.map((s) => s.name).sort()).toEqual([...new Set(contoso.costs.map((c) => c.serviceName))].sort());
    expect(azure.every((s) => s.subscription === contoso.subscriptionId && s.costs.length === 12)).toBe(true);
    const thisMonth = after.months.at(-1)!;
    const vm = contoso.costs.find((c) => c.serviceName === 'Virtual Machines' && c.month.startsWith(thisMonth))!;
    expect(azure.find((s) => s.name === 'Virtual Machines')!.costs.at(-1)).toEqual({
      month: thisMonth,
      amount: vm.amount,
    });
    const fabrikamSubscriptions = app()
      .portal.db.prepare(
        "SELECT DISTINCT subscription_name FROM azure_services WHERE customer_id = ? AND source = 'azure'",
      )
      .pluck()
      .all(DemoCustomers.fabrikam);
    expect(fabrikamSubscriptions).toEqual([subscriptionOf(DemoTenants.fabrikam).subscriptionId]);
  });

  it('keeps a credit or refund (a negative cost in Cost Management) as a negative amount, not as 0', async () => {
    const { months } = await overviewOf(DemoUsers.anna);
    const thisMonth = months.at(-1)!;
    const costs = subscriptionOf(DemoTenants.contoso).costs;
    costs.push({ month: `${thisMonth}-01`, serviceName: 'Azure Reservations refund', amount: -125.4 });
    try {
      expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
      const refund = (await overviewOf(DemoUsers.anna)).services.find((s) => s.name === 'Azure Reservations refund');
      expect(refund?.costs.at(-1)).toEqual({ month: thisMonth, amount: -125.4 });
    } finally {
      costs.pop();
    }
  });

  it('records an outage as the failure while the last good costs stay, then recovers', async () => {
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    const good = await overviewOf(DemoUsers.anna);
    cloud().state.faults.add({ api: 'arm', kind: 'error', status: 503, match: 'CostManagement', times: 10 });
    expect(await runFor(DemoCustomers.contoso)).toBe('failed');
    expect(stateOf(DemoCustomers.contoso)?.lastError).toMatchObject({ kind: 'unavailable' });
    expect(await overviewOf(DemoUsers.anna)).toEqual(good);
    cloud().state.faults.clear();
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    expect(stateOf(DemoCustomers.contoso)?.lastError).toBeNull();
  });
});
