import { DemoCustomers, DemoMenus, type DemoSeedContext } from '../../../server/plugin-api';
import { LICENCES_PERMISSION } from './access';

const DAY = 86_400_000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString().slice(0, 10);

interface DemoSubscription {
  id: string;
  productName: string;
  status: string;
  autoRenewIn: number | null;
  endIn: number | null;
  quantity: number;
  maxQuantity: number;
  /** Euro per licence per month; absent on some rows, which then show no cost impact. */
  unitPrice?: number;
}

/**
 * Several subscriptions per customer; the first of each is one licence below its maximum. Contoso has one
 * suspended and one disabled subscription (changes refused) and one without a price (no cost line).
 */
export const DEMO_SUBSCRIPTIONS: Record<string, DemoSubscription[]> = {
  [DemoCustomers.contoso]: [
    {
      id: 'sub-contoso-e3',
      productName: 'Microsoft 365 E3',
      status: 'Active',
      autoRenewIn: 45,
      endIn: 410,
      quantity: 49,
      maxQuantity: 50,
      unitPrice: 33.7,
    },
    {
      id: 'sub-contoso-bp',
      productName: 'Microsoft 365 Business Premium',
      status: 'Active',
      autoRenewIn: 120,
      endIn: 485,
      quantity: 120,
      maxQuantity: 200,
      unitPrice: 20.6,
    },
    {
      id: 'sub-contoso-exo',
      productName: 'Exchange Online (Plan 1)',
      status: 'Active',
      autoRenewIn: 12,
      endIn: 377,
      quantity: 35,
      maxQuantity: 60,
      unitPrice: 3.7,
    },
    {
      id: 'sub-contoso-visio',
      productName: 'Visio Plan 2',
      status: 'Suspended',
      autoRenewIn: null,
      endIn: 30,
      quantity: 4,
      maxQuantity: 10,
      unitPrice: 14.1,
    },
    {
      id: 'sub-contoso-pbi',
      productName: 'Power BI Pro',
      status: 'Active',
      autoRenewIn: 200,
      endIn: 565,
      quantity: 18,
      maxQuantity: 40,
    },
    {
      id: 'sub-contoso-project',
      productName: 'Project Plan 1',
      status: 'Disabled',
      autoRenewIn: null,
      endIn: 90,
      quantity: 3,
      maxQuantity: 10,
      unitPrice: 9.4,
    },
  ],
  [DemoCustomers.fabrikam]: [
    {
      id: 'sub-fabrikam-f3',
      productName: 'Microsoft 365 F3',
      status: 'Active',
      autoRenewIn: 60,
      endIn: 425,
      quantity: 79,
      maxQuantity: 80,
      unitPrice: 7.5,
    },
    {
      id: 'sub-fabrikam-e5',
      productName: 'Office 365 E5',
      status: 'Active',
      autoRenewIn: 90,
      endIn: 455,
      quantity: 12,
      maxQuantity: 25,
      unitPrice: 54.75,
    },
    {
      id: 'sub-fabrikam-teams',
      productName: 'Teams Phone Standard',
      status: 'Expired',
      autoRenewIn: null,
      endIn: -20,
      quantity: 6,
      maxQuantity: 6,
      unitPrice: 7.5,
    },
  ],
  [DemoCustomers.northwind]: [
    {
      id: 'sub-northwind-bb',
      productName: 'Microsoft 365 Business Basic',
      status: 'Active',
      autoRenewIn: 15,
      endIn: 380,
      quantity: 29,
      maxQuantity: 30,
      unitPrice: 5.6,
    },
    {
      id: 'sub-northwind-proj',
      productName: 'Project Plan 3',
      status: 'Active',
      autoRenewIn: 150,
      endIn: 515,
      quantity: 8,
      maxQuantity: 20,
      unitPrice: 28.1,
    },
    {
      id: 'sub-northwind-defender',
      productName: 'Microsoft Defender for Business',
      status: 'Active',
      autoRenewIn: 75,
      endIn: 440,
      quantity: 30,
      maxQuantity: 60,
    },
  ],
};

/** The licence pages in the demo menus. Ids, names and positions are fixed: browser tests open them by id. */
function addLicencePages(demo: DemoSeedContext): void {
  const permission = LICENCES_PERMISSION;
  demo.addActions(DemoCustomers.contoso, [
    {
      id: 105,
      type: 'subscriptions',
      title: 'Office 365 licences',
      permission,
      menu: { id: 1008, parentId: DemoMenus.contoso.office365AndAzure, order: 0 },
    },
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    { id: 203, type: 'subscriptions', title: 'Office 365 licenties', permission, menu: { id: 2004, order: 1 } },
  ]);
  demo.addActions(DemoCustomers.northwind, [
    {
      id: 304,
      type: 'subscriptions',
      title: 'Office 365 licenties',
      permission,
      menu: { id: 3004, parentId: DemoMenus.northwind.cloud, order: 0 },
    },
  ]);
}

export function seedSubscriptions(demo: DemoSeedContext): void {
  for (const [customerId, rows] of Object.entries(DEMO_SUBSCRIPTIONS)) {
    const table = demo.data.forCustomer(customerId).table('subscriptions');
    rows.forEach((s, order) =>
      table.insert({
        id: s.id,
        product_name: s.productName,
        status: s.status,
        auto_renew_date: s.autoRenewIn === null ? null : day(s.autoRenewIn),
        end_date: s.endIn === null ? null : day(s.endIn),
        quantity: s.quantity,
        max_quantity: s.maxQuantity,
        unit_price: s.unitPrice ?? null,
        currency: s.unitPrice === undefined ? null : 'EUR',
        sort_order: order,
      }),
    );
  }
  addLicencePages(demo);
}
