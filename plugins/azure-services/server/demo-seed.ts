import { DemoCustomers, DemoMenus, type DemoSeedContext } from '../../../server/plugin-api';

type DemoService = [name: string, resourceGroup: string, category: string, monthlyEuros: number];

const SERVICES: Record<string, { subscription: string; services: DemoService[] }> = {
  [DemoCustomers.contoso]: {
    subscription: 'Contoso Zorg - Production',
    services: [
      ['vm-contoso-web-01', 'rg-web-prod', 'Compute', 412],
      ['vm-contoso-app-02', 'rg-app-prod', 'Compute', 655],
      ['sql-contoso-ecd', 'rg-data-prod', 'Databases', 890],
      ['stcontosobackup', 'rg-backup', 'Storage', 164],
      ['app-contoso-portal', 'rg-web-prod', 'Web', 118],
      ['vpngw-contoso', 'rg-network', 'Networking', 132],
      ['log-contoso-central', 'rg-monitoring', 'Monitoring', 96],
    ],
  },
  [DemoCustomers.fabrikam]: {
    subscription: 'Fabrikam Logistiek - Azure plan',
    services: [
      ['vm-fabrikam-erp', 'rg-erp', 'Compute', 520],
      ['sql-fabrikam-wms', 'rg-erp', 'Databases', 310],
      ['stfabrikamdocs', 'rg-files', 'Storage', 74],
      ['func-fabrikam-tracking', 'rg-integration', 'Web', 42],
      ['afd-fabrikam', 'rg-network', 'Networking', 58],
    ],
  },
};

/** Each service's cost over the last twelve months: its usual amount with some variation, this month so far (about 85%). */
export function seedAzureServices(demo: DemoSeedContext, now = Date.now()): void {
  const today = new Date(now);
  for (const [customerId, { subscription, services }] of Object.entries(SERVICES)) {
    const data = demo.data.forCustomer(customerId);
    services.forEach(([name, resourceGroup, category, euros], order) => {
      const id = `az-${customerId}-${name}`;
      data.table('azure_services').insert({
        id,
        name,
        resource_group: resourceGroup,
        subscription_name: subscription,
        category,
        currency: 'EUR',
        sort_order: order,
      });
      for (let index = 0; index < 12; index += 1) {
        const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + index, 1))
          .toISOString()
          .slice(0, 7);
        const factor = 1 + Math.sin(index * 1.3 + order) * 0.12 + index * 0.01;
        const amountCents = Math.round(euros * factor * (index === 11 ? 0.85 : 1) * 100);
        data.table('azure_service_costs').insert({ service_id: id, month, amount_cents: amountCents });
      }
    });
  }
  demo.addActions(DemoCustomers.contoso, [
    {
      id: 1663,
      type: 'azure-services',
      title: 'Azure services',
      permission: 'azure',
      menu: { id: 16613, parentId: DemoMenus.contoso.office365AndAzure, order: 1 },
    },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: 1666, type: 'azure-services', title: 'Azure-services', permission: 'azure', menu: { id: 16616, order: 3 } },
  ]);
}
