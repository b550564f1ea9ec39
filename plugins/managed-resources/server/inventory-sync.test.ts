import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { withMicrosoftCloud, DemoTenants } from '../../../server/plugin-api/testing/microsoft-cloud';
import { ManagedResourcePaths } from '../contract';
import { INVENTORY_SOURCE } from './inventory-sync';

const cloud = withMicrosoftCloud();
let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({ pluginJobs: {} });
  // The provider stored Contoso's and Fabrikam's tenant ids; Northwind has none (not connected).
  const store = portal.app.portal.db.prepare(
    'INSERT OR IGNORE INTO customer_tenants (tenant_id, customer_id) VALUES (?, ?)',
  );
  store.run(DemoTenants.contoso, DemoCustomers.contoso);
  store.run(DemoTenants.fabrikam, DemoCustomers.fabrikam);
  portal.app.portal.db.prepare('DELETE FROM customer_tenants WHERE customer_id = ?').run(DemoCustomers.northwind);
});
afterAll(() => portal.close());

const syncs = () => portal.app.portal.syncs!;
const runFor = async (customerId: string) =>
  syncs().runFor(syncs().find('managed-resources', INVENTORY_SOURCE)!, customerId, true);
const stateOf = (customerId: string) =>
  syncs()
    .stateOf(customerId, 'managed-resources')
    .find((s) => s.source === INVENTORY_SOURCE);
const azureNamesOf = (tenant: string) =>
  cloud()
    .state.tenant(tenant)!
    .azureSubscriptions.flatMap((s) => s.resources.map((r) => r.name))
    .sort();
const inventoryOf = async (userId: string) =>
  (
    await portal.app.inject({ url: ManagedResourcePaths.inventory, headers: await userHeaders(portal.app, userId) })
  ).json<{ resourceType: string; names: string[]; source: string }[]>();

describe("the synced source 'inventory' through the Microsoft connection", () => {
  it('serves the customers with a Microsoft connection only', async () => {
    const served = await syncs().find('managed-resources', INVENTORY_SOURCE)!.source.customers();
    expect([...served].sort()).toEqual([DemoCustomers.contoso, DemoCustomers.fabrikam]);
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
    const fabrikamAzure = portal.app.portal.db
      .prepare(
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
