import { DemoCustomers, DemoMenus, type DemoSeedContext } from '../../../server/plugin-api';
import type { EstimatedSavings, RecommendationState } from '../contract';
import { RECOMMENDATIONS_PERMISSION } from './access';

const DAY = 86_400_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString();

interface DemoRecommendation {
  resourceName: string;
  description: string;
  modifiedDaysAgo: number;
  subscriptionName: string;
  state: RecommendationState;
  applyInDays?: number;
  /** Absent on some advice, which then shows no saving. */
  savings?: EstimatedSavings;
}

const perMonth = (amount: number): EstimatedSavings => ({ amount, currency: 'EUR', period: 'month' });
const perYear = (amount: number): EstimatedSavings => ({ amount, currency: 'EUR', period: 'year' });

const set = (subscription: string, prefix: string): DemoRecommendation[] => [
  {
    resourceName: `vm-${prefix}-web-01`,
    description: 'Right-size the virtual machine from D4s v5 to D2s v5: average CPU use is 6%.',
    modifiedDaysAgo: 2,
    subscriptionName: subscription,
    state: 'New',
    savings: perMonth(61.32),
  },
  {
    resourceName: `sql-${prefix}-reporting`,
    description: 'Buy a one-year reserved capacity for the SQL database to save about 33%.',
    modifiedDaysAgo: 4,
    subscriptionName: subscription,
    state: 'Approved',
    savings: perMonth(1234.5),
  },
  {
    resourceName: `disk-${prefix}-archive-02`,
    description: 'Delete the unattached managed disk (256 GB, Premium SSD).',
    modifiedDaysAgo: 6,
    subscriptionName: subscription,
    state: 'AcceptedByCustomer',
    applyInDays: 5,
    savings: perMonth(38.4),
  },
  {
    resourceName: `vm-${prefix}-build-03`,
    description: 'Shut down the build agent outside office hours with an auto-shutdown schedule.',
    modifiedDaysAgo: 9,
    subscriptionName: subscription,
    state: 'Planned',
    applyInDays: 3,
    savings: perMonth(96),
  },
  {
    resourceName: `pip-${prefix}-legacy`,
    description: 'Release the unused public IP address.',
    modifiedDaysAgo: 12,
    subscriptionName: subscription,
    state: 'Pending',
    savings: perMonth(3.65),
  },
  {
    resourceName: `plan-${prefix}-functions`,
    description: 'Move the App Service plan from Premium v2 to Premium v3 for a better price per core.',
    modifiedDaysAgo: 20,
    subscriptionName: subscription,
    state: 'Finished',
    applyInDays: -15,
    savings: perYear(420),
  },
  {
    resourceName: `vm-${prefix}-test-04`,
    description: 'Use Azure Spot pricing for the test virtual machine.',
    modifiedDaysAgo: 30,
    subscriptionName: subscription,
    state: 'Declined',
    savings: perMonth(52.8),
  },
  {
    resourceName: `storage-${prefix}logs`,
    description: 'Move blobs older than 30 days to the Cool access tier.',
    modifiedDaysAgo: 1,
    subscriptionName: subscription,
    state: 'New',
  },
];

/** Recommendations in every state for each customer; the storage advice has no estimated saving. */
export const DEMO_RECOMMENDATIONS: Record<string, DemoRecommendation[]> = {
  [DemoCustomers.contoso]: set('Contoso Zorg - Production', 'contoso'),
  [DemoCustomers.fabrikam]: set('Fabrikam Logistiek - Azure plan', 'fabrikam'),
  [DemoCustomers.northwind]: set('Northwind Bouw - Production', 'northwind'),
};

/** The recommendations pages in the demo menus. Ids, names and positions are fixed: browser tests open them by id. */
function addRecommendationPages(demo: DemoSeedContext): void {
  const permission = RECOMMENDATIONS_PERMISSION;
  demo.addActions(DemoCustomers.contoso, [
    {
      id: 106,
      type: 'recommendations',
      title: 'Azure recommendations',
      permission,
      menu: { id: 1009, parentId: DemoMenus.contoso.office365AndAzure, order: 1 },
    },
  ]);
  demo.addActions(DemoCustomers.northwind, [
    {
      id: 303,
      type: 'recommendations',
      title: 'Azure aanbevelingen',
      permission,
      menu: { id: 3005, parentId: DemoMenus.northwind.cloud, order: 1 },
    },
  ]);
}

export function seedRecommendations(demo: DemoSeedContext): void {
  for (const [customerId, rows] of Object.entries(DEMO_RECOMMENDATIONS)) {
    const table = demo.data.forCustomer(customerId).table('recommendations');
    rows.forEach((r, order) =>
      table.insert({
        id: `rec-${customerId}-${order + 1}`,
        resource_name: r.resourceName,
        description: r.description,
        modified_date: at(-r.modifiedDaysAgo),
        subscription_name: r.subscriptionName,
        state: r.state,
        apply_at: r.applyInDays === undefined ? null : at(r.applyInDays),
        savings_amount: r.savings?.amount ?? null,
        savings_currency: r.savings?.currency ?? null,
        savings_period: r.savings?.period ?? null,
        sort_order: order,
      }),
    );
  }
  addRecommendationPages(demo);
}
