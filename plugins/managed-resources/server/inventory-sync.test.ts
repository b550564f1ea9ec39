import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { userHeaders } from '../../../server/plugin-api/testing';
import { DemoTenants, withConnectedDemo } from '../../../server/plugin-api/testing/microsoft-cloud';
import { ManagedResourcePaths } from '../contract';
import { INVENTORY_SOURCE } from './inventory-sync';

// Contoso and Fabrikam are connected; Northwind has no tenant id.
const demo = withConnectedDemo({ portal: { pluginJobs: {} }, disconnected: [DemoCustomers.northwind] });
const { cloud } = demo;
const app = () => demo.portal().app;
const runFor = (customerId: string) => demo.sync('managed-resources', INVENTORY_SOURCE, customerId);
const stateOf = (customerId: string) => demo.syncState('managed-resources', INVENTORY_SOURCE, customerId);
const azureNamesOf = (tenant: string) =>
  cloud()
    .state.tenant(tenant)!
    .azureSubscriptions.flatMap((s) => s.resources.map((r) => r.name))
    .sort();
const inventoryOf = async (userId: string) =>
  (await app().inject({ url: ManagedResourcePaths.inventory, headers: await userHeaders(app(), userId) })).json<
    { resourceType: string; names: string[]; source: string }[]
  >();

describe("the synced source 'inventory' through the Microsoft connection", () => {
  it('serves the customers with a Microsoft connection only', async () => {
    expect(await demo.served('managed-resources', INVENTORY_SOURCE)).toEqual([
      DemoCustomers.contoso,
      DemoCustomers.fabrikam,
    ]);
  });

  it("stores each customer's Azure resources beside the provider's own groups, nothing of another (two customers, two tenants)", async () => {
    const before = await inventoryOf(DemoUsers.anna);
    expect(before.every((g) => g.source === 'manual')).toBe(true);
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    expect(await runFor(DemoCustomers.fabrikam)).toBe('succeeded');
    const after = await inventoryOf(DemoUsers.anna);
    expect(after.filter((g) => g.source === 'manual')).toEqual(before);
    const azure = after.filter((g) => g.source === 'azure');
    expect(azure.flatMap((g) => g.names).sort()).toEqual(azureNamesOf(DemoTenants.contoso));
    const fabrikamAzure = app()
      .portal.db.prepare(
        "SELECT r.name FROM managed_resources r JOIN managed_resource_groups g ON g.id = r.group_id WHERE g.customer_id = ? AND g.source = 'azure' ORDER BY r.name",
      )
      .pluck()
      .all(DemoCustomers.fabrikam) as string[];
    expect(fabrikamAzure).toEqual(azureNamesOf(DemoTenants.fabrikam));
    // The ARM calls for each customer carried that customer's tenant only.
    const tenants = new Set(
      cloud()
        .state.calls.filter((c) => c.api === 'arm')
        .map((c) => c.tenantId),
    );
    expect(tenants).toEqual(new Set([DemoTenants.contoso, DemoTenants.fabrikam]));
  });

  it('records throttling as the failure while the last good inventory stays, then recovers', async () => {
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    const good = await inventoryOf(DemoUsers.anna);
    cloud().state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 3600, match: 'ResourceGraph' });
    expect(await runFor(DemoCustomers.contoso)).toBe('failed');
    expect(stateOf(DemoCustomers.contoso)?.lastError).toMatchObject({ kind: 'throttled' });
    expect(await inventoryOf(DemoUsers.anna)).toEqual(good);
    expect(await runFor(DemoCustomers.contoso)).toBe('succeeded');
    expect(stateOf(DemoCustomers.contoso)?.lastError).toBeNull();
  });
});
