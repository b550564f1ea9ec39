import Database from 'better-sqlite3';
import { pluginDataApi } from '../../../server/plugin-api/testing';
import {
  describedDemoClients,
  MicrosoftDemoTenants as DemoTenants,
} from '../../../server/plugin-api/testing/microsoft-emulator';
import { customerSubscriptions, servicesOf, subscriptionCosts } from './azure-costs';
import { replaceAzureServices } from './azure-store';
import { migrations } from './migrations';

const { cloud, contoso, fabrikam } = describedDemoClients();
const now = new Date();
let db: Database.Database;
let all: ReturnType<ReturnType<typeof pluginDataApi>['crossCustomerData']>;

beforeEach(() => {
  db = new Database(':memory:');
  for (const migration of migrations) db.exec(migration.sql);
  all = pluginDataApi(db, 'azure-services', migrations).crossCustomerData();
  all.forCustomer('contoso').table('azure_services').insert({
    id: 'by-hand',
    name: 'Managed backup (provider)',
    resource_group: 'rg-backup',
    subscription_name: 'Contoso Zorg - Production',
    category: 'Storage',
  });
  all
    .forCustomer('contoso')
    .table('azure_service_costs')
    .insert({ service_id: 'by-hand', month: '2026-01', amount_cents: 5000 });
});
afterEach(() => db.close());

const subscriptionOf = (tenant: string) => cloud.state.tenant(tenant)!.azureSubscriptions[0]!;
const rowsOf = (customerId: string) =>
  db
    .prepare(
      'SELECT id, name, category, subscription_name, source FROM azure_services WHERE customer_id = ? ORDER BY sort_order',
    )
    .all(customerId) as { id: string; name: string; category: string; subscription_name: string; source: string }[];

async function sync(customerId: string, client: typeof contoso) {
  const records = [];
  for (const id of await customerSubscriptions(client))
    records.push(...servicesOf(customerId, id, await subscriptionCosts(client, id, now)));
  replaceAzureServices(all.forCustomer(customerId), records);
}

describe('Azure services and their costs from Cost Management', () => {
  it("reads the customer's subscriptions and each one's cost per service and month (twelve months)", async () => {
    expect(await customerSubscriptions(contoso)).toEqual([subscriptionOf(DemoTenants.contoso).subscriptionId]);
    const rows = await subscriptionCosts(contoso, subscriptionOf(DemoTenants.contoso).subscriptionId, now);
    const seeded = subscriptionOf(DemoTenants.contoso).costs;
    expect(rows).toHaveLength(seeded.length);
    expect(new Set(rows.map((r) => r.month)).size).toBe(12);
    const thisMonth = now.toISOString().slice(0, 7);
    const vm = seeded.find((c) => c.serviceName === 'Virtual Machines' && c.month.startsWith(thisMonth))!;
    expect(rows.find((r) => r.service === 'Virtual Machines' && r.month === thisMonth)).toEqual({
      service: 'Virtual Machines',
      month: thisMonth,
      amount: vm.amount,
      currency: 'EUR',
    });
    expect([...contoso.operations].sort()).toEqual(['Query_Usage', 'Resources']);
  });

  it("stores each customer's services with source azure beside the provider's own (two customers, two tenants)", async () => {
    await sync('contoso', contoso);
    await sync('fabrikam', fabrikam);
    await sync('contoso', contoso);
    const contosoRows = rowsOf('contoso');
    expect(contosoRows[0]).toEqual({
      id: 'by-hand',
      name: 'Managed backup (provider)',
      category: 'Storage',
      subscription_name: 'Contoso Zorg - Production',
      source: 'manual',
    });
    const azure = contosoRows.filter((r) => r.source === 'azure');
    expect(azure.map((r) => [r.name, r.category])).toEqual([
      ['Azure App Service', 'Web'],
      ['SQL Database', 'Databases'],
      ['Storage', 'Storage'],
      ['Virtual Machines', 'Compute'],
      ['VPN Gateway', 'Networking'],
    ]);
    expect(azure.every((r) => r.subscription_name === subscriptionOf(DemoTenants.contoso).subscriptionId)).toBe(true);
    expect(
      rowsOf('fabrikam').every((r) => r.subscription_name === subscriptionOf(DemoTenants.fabrikam).subscriptionId),
    ).toBe(true);
    expect(db.prepare("SELECT COUNT(*) FROM azure_service_costs WHERE service_id = 'by-hand'").pluck().get()).toBe(1);
    expect(db.prepare('SELECT COUNT(*) FROM azure_service_costs').pluck().get()).toBe(
      1 + subscriptionOf(DemoTenants.contoso).costs.length + subscriptionOf(DemoTenants.fabrikam).costs.length,
    );
  });

  it("keeps the last good costs when Azure throttles or refuses, with Azure's reason", async () => {
    await sync('contoso', contoso);
    const before = rowsOf('contoso');
    cloud.state.faults.add({ api: 'arm', kind: 'throttle', retryAfterSeconds: 1, match: 'CostManagement' });
    await expect(sync('contoso', contoso)).rejects.toMatchObject({ kind: 'throttled' });
    await expect(
      subscriptionCosts(contoso, subscriptionOf(DemoTenants.fabrikam).subscriptionId, now),
    ).rejects.toMatchObject({
      kind: 'refused',
      status: 401,
      detail: expect.stringContaining('InvalidAuthenticationTokenTenant'),
    });
    expect(rowsOf('contoso')).toEqual(before);
  });
});
