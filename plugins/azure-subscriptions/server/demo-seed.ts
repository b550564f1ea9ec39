import { DemoCustomers, DemoMenus, DemoUsers, type DemoSeedContext } from '../../../server/plugin-api';
import type { AzureSubscriptionState } from '../contract';
import { requestNumber } from './store';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** The demo users' tenants (server/demo/seed-users.ts): the seeded subscriptions live in them. */
const TENANTS = {
  contoso: ['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01', 'Contoso Zorg (contosozorg.onmicrosoft.com)'],
  fabrikam: ['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b02', 'Fabrikam Logistiek (fabrikamlog.onmicrosoft.com)'],
  northwind: ['8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03', 'Northwind Bouw (northwindbouw.onmicrosoft.com)'],
} as const;

interface DemoSubscription {
  name: string;
  tenant: keyof typeof TENANTS;
  owner: string;
  state: AzureSubscriptionState;
  subscriptionId?: string;
  /** Requested through the portal this many days ago (with a number), or registered by the provider (null). */
  requestedDaysAgo: number | null;
  requestedBy?: string;
  failureReason?: string;
}

/** Contoso: three active subscriptions and one request still open; Fabrikam: one active, one failed; Northwind: one. */
export const DEMO_AZURE_SUBSCRIPTIONS: Record<string, DemoSubscription[]> = {
  [DemoCustomers.contoso]: [
    {
      name: 'Contoso Zorg - Productie',
      tenant: 'contoso',
      owner: 'it-beheer@contosozorg.onmicrosoft.com',
      state: 'active',
      subscriptionId: '3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b01',
      requestedDaysAgo: null,
    },
    {
      name: 'Contoso Zorg - Acceptatie',
      tenant: 'contoso',
      owner: 'it-beheer@contosozorg.onmicrosoft.com',
      state: 'active',
      subscriptionId: '3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b02',
      requestedDaysAgo: 210,
      requestedBy: 'anna.devries@contoso.example',
    },
    {
      name: 'Contoso Zorg - Ontwikkeling',
      tenant: 'contoso',
      owner: 'dirk.visser@contosozorg.onmicrosoft.com',
      state: 'active',
      subscriptionId: '3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b03',
      requestedDaysAgo: 95,
      requestedBy: 'anna.devries@contoso.example',
    },
    {
      name: 'Contoso Zorg - Dataplatform',
      tenant: 'contoso',
      owner: 'anna.devries@contosozorg.onmicrosoft.com',
      state: 'requested',
      requestedDaysAgo: 2,
      requestedBy: 'anna.devries@contoso.example',
    },
  ],
  [DemoCustomers.fabrikam]: [
    {
      name: 'Fabrikam Logistiek - Productie',
      tenant: 'fabrikam',
      owner: 'beheer@fabrikamlog.onmicrosoft.com',
      state: 'active',
      subscriptionId: '7c4d2e10-9a8b-4f6e-b3d1-5a6b7c8d9e01',
      requestedDaysAgo: null,
    },
    {
      name: 'Fabrikam Logistiek - Test',
      tenant: 'fabrikam',
      owner: 'beheer@fabrikamlog.onmicrosoft.com',
      state: 'failed',
      requestedDaysAgo: 12,
      requestedBy: 'anna.devries@contoso.example',
      failureReason: "The spending limit of the tenant's billing account was reached.",
    },
  ],
  [DemoCustomers.northwind]: [
    {
      name: 'Northwind Bouw - Projecten',
      tenant: 'northwind',
      owner: 'bram.jansen@northwindbouw.onmicrosoft.com',
      state: 'active',
      subscriptionId: 'b81e6f3a-2c4d-4e5f-8a9b-0c1d2e3f4a01',
      requestedDaysAgo: 60,
      requestedBy: 'bram.jansen@northwind.example',
    },
  ],
};

const REQUESTER_IDS: Record<string, string> = {
  'anna.devries@contoso.example': DemoUsers.anna,
  'bram.jansen@northwind.example': DemoUsers.bram,
};

/** The list in each demo menu ("Azure subscriptions"). Ids are fixed: browser tests open them. */
export const AZURE_SUBSCRIPTIONS_ACTION_IDS = { contoso: 16201, fabrikam: 16202, northwind: 16203 } as const;

function addMenuItems(demo: DemoSeedContext): void {
  const type = 'azure-subscriptions';
  demo.addActions(DemoCustomers.contoso, [
    {
      id: AZURE_SUBSCRIPTIONS_ACTION_IDS.contoso,
      type,
      title: 'Azure subscriptions',
      menu: { id: 16211, parentId: DemoMenus.contoso.office365AndAzure, order: 2 },
    },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: AZURE_SUBSCRIPTIONS_ACTION_IDS.fabrikam, type, title: 'Azure-abonnementen', menu: { id: 16212, order: 5 } },
  ]);
  demo.addActions(DemoCustomers.northwind, [
    {
      id: AZURE_SUBSCRIPTIONS_ACTION_IDS.northwind,
      type,
      title: 'Azure-abonnementen',
      menu: { id: 16213, parentId: DemoMenus.northwind.cloud, order: 0 },
    },
  ]);
}

/**
 * The demo customers' Azure plans as the demo's Microsoft cloud (the emulator `npm start` runs) knows them: with the
 * Microsoft connection, Contoso's and Fabrikam's requests are created through the alias API. Northwind has no Azure plan.
 */
export const DEMO_BILLING_SCOPES: Record<string, string> = {
  [DemoCustomers.contoso]:
    '/billingAccounts/67e42e73-7cf0-44a9-a92a-b43284329d50:553c4ca7-62b0-45de-a773-72a2b2714bbb_2019-05-31/customers/958c147d-fa6e-45c7-a5c6-27ce967087d2',
  [DemoCustomers.fabrikam]:
    '/billingAccounts/67e42e73-7cf0-44a9-a92a-b43284329d50:554d48c7-f0cd-47a9-a788-3dc970baadc0_2019-05-31/customers/66ba1833-4688-4f77-add0-0281e7cbd5a5',
};

export function seedAzureSubscriptions(demo: DemoSeedContext): void {
  for (const [customerId, billingScope] of Object.entries(DEMO_BILLING_SCOPES)) {
    const scopes = demo.data.forCustomer(customerId).table('azure_billing_scopes');
    scopes.insert({ billing_scope: billingScope, updated_at: new Date().toISOString() });
  }
  for (const [customerId, rows] of Object.entries(DEMO_AZURE_SUBSCRIPTIONS)) {
    const subscriptions = demo.data.forCustomer(customerId).table('azure_subscriptions');
    for (const s of rows) {
      const [tenantId, tenantName] = TENANTS[s.tenant];
      const requestedAt = s.requestedDaysAgo === null ? null : daysAgo(s.requestedDaysAgo);
      const id = subscriptions.insert({
        name: s.name,
        subscription_id: s.subscriptionId ?? null,
        tenant_id: tenantId,
        tenant_name: tenantName,
        owner_upn: s.owner,
        state: s.state,
        requested_at: requestedAt,
        requested_by: s.requestedBy ?? null,
        requested_by_user_id: s.requestedBy ? (REQUESTER_IDS[s.requestedBy] ?? null) : null,
        failure_reason: s.failureReason ?? null,
        updated_at: requestedAt ?? daysAgo(400),
      });
      if (requestedAt) subscriptions.update({ number: requestNumber(id) }, { id });
    }
  }
  addMenuItems(demo);
}
