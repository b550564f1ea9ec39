import Database from 'better-sqlite3';
import { pluginDataApi } from '../../../server/plugin-api/testing';
import {
  describedDemoClients,
  MicrosoftDemoTenants as DemoTenants,
} from '../../../server/plugin-api/testing/microsoft-emulator';
import { fetchAzureResources, groupByType } from './azure-inventory';
import { migrations } from './migrations';
import { ResourceInventoryStore } from './store';

const { cloud, contoso, fabrikam } = describedDemoClients();
const store = new ResourceInventoryStore();
let db: Database.Database;
let all: ReturnType<ReturnType<typeof pluginDataApi>['crossCustomerData']>;

beforeEach(() => {
  db = new Database(':memory:');
  for (const migration of migrations) db.exec(migration.sql);
  all = pluginDataApi(db, 'managed-resources', migrations).crossCustomerData();
  // What the provider maintains by hand: a type Azure also has, and one of its own.
  const manual = all.forCustomer('contoso');
  for (const type of ['microsoft.compute/virtualmachines', 'Workstations']) {
    const id = manual
      .table('managed_resource_groups')
      .insert({ resource_type: type, resource_count: 1, last_check_date: null });
    manual.table('managed_resources').insert({ group_id: id, name: `${type} by hand` });
  }
});
afterEach(() => db.close());

const azureOf = (tenant: string) =>
  cloud.state
    .tenant(tenant)!
    .azureSubscriptions.flatMap((s) => s.resources.map((r) => ({ type: r.type, name: r.name })));

describe('the Azure inventory from Resource Graph', () => {
  it("reads every resource of the customer's tenant, page by page, grouped per type", async () => {
    const rows = await fetchAzureResources(contoso, 4);
    expect(rows).toHaveLength(azureOf(DemoTenants.contoso).length);
    expect(cloud.state.calls.filter((c) => c.path.startsWith('/providers/Microsoft.ResourceGraph'))).toHaveLength(2);
    const groups = groupByType(rows);
    expect(groups.map((g) => g.resourceType)).toEqual(
      [...new Set(azureOf(DemoTenants.contoso).map((r) => r.type.toLowerCase()))].sort(),
    );
    expect(groups.flatMap((g) => g.names).sort()).toEqual(
      azureOf(DemoTenants.contoso)
        .map((r) => r.name)
        .sort(),
    );
    expect([...contoso.operations]).toEqual(['Resources']);
  });

  it("stores each customer's groups with source azure beside the provider's, never touching those (two customers, two tenants)", async () => {
    const at = '2026-11-29T05:00:00.000Z';
    store.replaceAzure(all.forCustomer('contoso'), groupByType(await fetchAzureResources(contoso)), at);
    store.replaceAzure(all.forCustomer('fabrikam'), groupByType(await fetchAzureResources(fabrikam)), at);
    // A second sync replaces Azure's groups: nothing doubles.
    store.replaceAzure(all.forCustomer('contoso'), groupByType(await fetchAzureResources(contoso)), at);
    const inventory = store.inventory(all.forCustomer('contoso'));
    const manual = inventory.filter((g) => g.source === 'manual');
    expect(manual.map((g) => [g.resourceType, g.names])).toEqual([
      ['Workstations', ['Workstations by hand']],
      ['microsoft.compute/virtualmachines', ['microsoft.compute/virtualmachines by hand']],
    ]);
    const azure = inventory.filter((g) => g.source === 'azure');
    expect(azure.flatMap((g) => g.names).sort()).toEqual(
      azureOf(DemoTenants.contoso)
        .map((r) => r.name)
        .sort(),
    );
    expect(azure.every((g) => g.lastCheckDate === at && g.resourceCount === g.names.length)).toBe(true);
    const fabrikamNames = store
      .inventory(all.forCustomer('fabrikam'))
      .flatMap((g) => g.names)
      .sort();
    expect(fabrikamNames).toEqual(
      azureOf(DemoTenants.fabrikam)
        .map((r) => r.name)
        .sort(),
    );
    expect(fabrikamNames.some((name) => azureOf(DemoTenants.contoso).some((r) => r.name === name))).toBe(false);
  });

  it("keeps the last good inventory when Azure throttles or refuses, and reports Azure's reason", async () => {
    store.replaceAzure(all.forCustomer('contoso'), groupByType(await fetchAzureResources(contoso)), 'then');
    const before = store.inventory(all.forCustomer('contoso'));
    cloud.state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 1 });
    await expect(fetchAzureResources(contoso)).rejects.toMatchObject({ kind: 'throttled' });
    cloud.state.tenant(DemoTenants.contoso)!.access.azure = false;
    try {
      await expect(fetchAzureResources(contoso)).rejects.toMatchObject({
        kind: 'refused',
        status: 403,
        detail: expect.stringContaining('AuthorizationFailed'),
      });
    } finally {
      cloud.state.tenant(DemoTenants.contoso)!.access.azure = true;
    }
    expect(store.inventory(all.forCustomer('contoso'))).toEqual(before);
  });
});
