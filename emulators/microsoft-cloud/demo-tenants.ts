import type {
  AdvisorRecommendation,
  AzureResource,
  AzureSubscription,
  CloudSeed,
  LicenceSubscription,
  ServiceCost,
  Tenant,
  TenantSku,
} from './model';
import { stableId } from './stable-id';

/** The demo customers' tenants (the ids the portal's demo users carry) and the provider's partner tenant. */
export const DemoTenants = {
  partner: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b00',
  contoso: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b01',
  fabrikam: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b02',
  northwind: '8a6e1f0c-3d5b-4e2a-9c71-0f1e2d3c4b03',
} as const;

/** The demo application registration (the provider's multi-tenant app); not a secret anywhere but here. */
export const DEMO_CLIENT_ID = 'c0ffee00-0000-4000-a000-00000000d3e0';
export const DEMO_CLIENT_SECRET = 'demo-emulator-secret';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

type Licence = [
  key: string,
  offerName: string,
  skuPartNumber: string,
  quantity: number,
  assigned: number,
  boughtDaysAgo: number,
];

/** A yearly NCE subscription bought `boughtDaysAgo` days ago: decreasable for 7 days (168 hours) after purchase. */
function licence(
  tenant: string,
  [key, offerName, , quantity, , boughtDaysAgo]: Licence,
  now: number,
): LicenceSubscription {
  const start =
    Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) -
    boughtDaysAgo * DAY;
  return {
    id: stableId(`${tenant}/licence/${key}`),
    offerId: `CFQ7TTC0${key.toUpperCase().padEnd(4, '0').slice(0, 4)}:0001:P1Y`,
    offerName,
    friendlyName: offerName,
    quantity,
    status: 'active',
    billingCycle: 'monthly',
    termDuration: 'P1Y',
    creationDate: new Date(start).toISOString(),
    effectiveStartDate: new Date(start).toISOString(),
    commitmentEndDate: new Date(start + 365 * DAY).toISOString(),
    cancellationAllowedUntilDate: new Date(start + 7 * DAY).toISOString(),
    autoRenewEnabled: true,
    skuId: stableId(`sku/${key}`),
  };
}

function sku(row: Licence, sub: LicenceSubscription): TenantSku {
  return {
    skuId: stableId(`sku/${row[0]}`),
    skuPartNumber: row[2],
    prepaidEnabled: row[3],
    consumedUnits: row[4],
    subscriptionIds: [sub.id],
  };
}

type Service = [serviceName: string, monthlyEuros: number];

/** Twelve months of costs per service, varying by a fixed pattern; the current month is about 85 % done. */
function costs(services: Service[], now: number): ServiceCost[] {
  const today = new Date(now);
  return Array.from({ length: 12 }, (_, back) => {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return services.map(([serviceName, monthly], i): ServiceCost => ({
      month: isoDay(first.getTime()),
      serviceName,
      amount: Math.round(monthly * (back === 0 ? 0.85 : 1 + (((back * 7 + i * 3) % 11) - 5) / 100) * 100) / 100,
    }));
  }).flat();
}

function advice(
  subscription: string,
  key: string,
  impact: AdvisorRecommendation['impact'],
  resourceType: string,
  resource: string,
  problem: string,
  solution: string,
  yearly: number,
): AdvisorRecommendation {
  return {
    name: stableId(`${subscription}/advice/${key}`),
    impact,
    impactedField: resourceType,
    impactedValue: resource,
    problem,
    solution,
    annualSavingsAmount: yearly,
    savingsCurrency: 'EUR',
    recommendationTypeId: stableId(`advice-type/${key}`),
  };
}

const VM = 'microsoft.compute/virtualmachines';
const SQL = 'microsoft.sql/servers';
const STORAGE = 'microsoft.storage/storageaccounts';
const WEB = 'microsoft.web/sites';

const resources = (rows: [type: string, resourceGroup: string, name: string][]): AzureResource[] =>
  rows.map(([type, resourceGroup, name]) => ({ name, type, resourceGroup, location: 'westeurope' }));

function subscription(
  tenant: string,
  key: string,
  displayName: string,
  resources: AzureResource[],
  services: Service[],
  now: number,
  recommendations: (id: string) => AdvisorRecommendation[],
): AzureSubscription {
  const subscriptionId = stableId(`${tenant}/azure/${key}`);
  return {
    subscriptionId,
    displayName,
    state: 'Enabled',
    resources,
    recommendations: recommendations(subscriptionId),
    costs: costs(services, now),
    currency: 'EUR',
  };
}

function tenant(
  id: string,
  displayName: string,
  domain: string,
  licences: Licence[],
  azure: AzureSubscription[],
  now: number,
): Tenant {
  const subs = licences.map((row) => licence(id, row, now));
  return {
    id,
    displayName,
    defaultDomain: domain,
    users: [
      { id: stableId(`${id}/user/admin`), userPrincipalName: `admin@${domain}`, displayName: `${displayName} admin` },
    ],
    skus: licences.map((row, i) => sku(row, subs[i])),
    licences: subs,
    azureSubscriptions: azure,
    billingScope: azure.length
      ? `/billingAccounts/${stableId('partner/billing-account')}:${stableId(`${id}/billing`)}_2019-05-31/customers/${stableId(`${id}/customer`)}`
      : null,
    access: { graph: true, azure: true },
  };
}

/** The demo cloud, the same on every start for the same day: Contoso can lower E3 (bought 2 days ago) but not Business Premium. */
export function demoCloud(now = Date.now()): CloudSeed {
  const contoso = tenant(
    DemoTenants.contoso,
    'Contoso Zorg',
    'contosozorg.onmicrosoft.com',
    [
      ['e3', 'Microsoft 365 E3', 'SPE_E3', 49, 46, 2],
      ['bp', 'Microsoft 365 Business Premium', 'SPB', 120, 112, 40],
      ['exo', 'Exchange Online (Plan 1)', 'EXCHANGESTANDARD', 35, 35, 5],
      ['pbi', 'Power BI Pro', 'POWER_BI_PRO', 18, 11, 200],
    ],
    [
      subscription(
        DemoTenants.contoso,
        'prod',
        'Contoso Zorg - Production',
        resources([
          [VM, 'rg-web-prod', 'vm-contoso-web-01'],
          [VM, 'rg-app-prod', 'vm-contoso-app-02'],
          [SQL, 'rg-data-prod', 'sql-contoso-ecd'],
          [STORAGE, 'rg-backup', 'stcontosobackup'],
          [WEB, 'rg-web-prod', 'app-contoso-portal'],
          ['microsoft.network/virtualnetworkgateways', 'rg-network', 'vpngw-contoso'],
        ]),
        [
          ['Virtual Machines', 1067],
          ['SQL Database', 890],
          ['Storage', 164],
          ['Azure App Service', 118],
          ['VPN Gateway', 132],
        ],
        now,
        (sub) => [
          advice(
            sub,
            'rightsize-web',
            'High',
            'Microsoft.Compute/virtualMachines',
            'vm-contoso-web-01',
            'Right-size or shutdown underutilized virtual machines',
            'Resize vm-contoso-web-01 to a smaller size',
            2472,
          ),
          advice(
            sub,
            'reserve-sql',
            'Medium',
            'Microsoft.Sql/servers',
            'sql-contoso-ecd',
            'Consider reserved capacity for SQL Database',
            'Buy a one-year reservation',
            1780,
          ),
          advice(
            sub,
            'delete-disk',
            'Low',
            'Microsoft.Compute/disks',
            'disk-contoso-old-01',
            'Delete unattached disks',
            'Delete disk-contoso-old-01',
            96,
          ),
        ],
      ),
    ],
    now,
  );
  const fabrikam = tenant(
    DemoTenants.fabrikam,
    'Fabrikam Logistiek',
    'fabrikamlog.onmicrosoft.com',
    [
      ['f3', 'Microsoft 365 F3', 'SPE_F1', 79, 77, 3],
      ['e5', 'Office 365 E5', 'ENTERPRISEPREMIUM', 12, 9, 90],
    ],
    [
      subscription(
        DemoTenants.fabrikam,
        'plan',
        'Fabrikam Logistiek - Azure plan',
        resources([
          [VM, 'rg-erp', 'vm-fabrikam-erp'],
          [SQL, 'rg-erp', 'sql-fabrikam-wms'],
          [STORAGE, 'rg-files', 'stfabrikamdocs'],
          [WEB, 'rg-integration', 'func-fabrikam-tracking'],
        ]),
        [
          ['Virtual Machines', 520],
          ['SQL Database', 310],
          ['Storage', 74],
          ['Azure Functions', 42],
        ],
        now,
        (sub) => [
          advice(
            sub,
            'autoshutdown-erp',
            'Medium',
            'Microsoft.Compute/virtualMachines',
            'vm-fabrikam-erp',
            'Right-size or shutdown underutilized virtual machines',
            'Shut vm-fabrikam-erp down outside office hours',
            1240,
          ),
        ],
      ),
    ],
    now,
  );
  const northwind = tenant(
    DemoTenants.northwind,
    'Northwind Bouw',
    'northwindbouw.onmicrosoft.com',
    [
      ['bb', 'Microsoft 365 Business Basic', 'O365_BUSINESS_ESSENTIALS', 29, 27, 15],
      ['proj', 'Project Plan 3', 'PROJECTPROFESSIONAL', 8, 8, 1],
    ],
    [],
    now,
  );
  const partner: Tenant = {
    id: DemoTenants.partner,
    displayName: 'Demo Managed Services',
    defaultDomain: 'demomsp.onmicrosoft.com',
    users: [],
    skus: [],
    licences: [],
    azureSubscriptions: [],
    billingScope: null,
    access: { graph: true, azure: true },
  };
  return {
    partnerTenantId: DemoTenants.partner,
    tenants: [partner, contoso, fabrikam, northwind],
    apps: [
      {
        clientId: DEMO_CLIENT_ID,
        clientSecret: DEMO_CLIENT_SECRET,
        consentedTenants: [DemoTenants.partner, DemoTenants.contoso, DemoTenants.fabrikam, DemoTenants.northwind],
      },
    ],
    partnerCustomers: [DemoTenants.contoso, DemoTenants.fabrikam, DemoTenants.northwind],
  };
}
