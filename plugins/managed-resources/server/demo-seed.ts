import { DemoCustomers, type DemoSeedContext } from '../../../server/plugin-api';

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** `count` names per site: PREFIX-SITE-0001 ... */
const numbered = (prefix: string, sites: readonly string[], perSite: number, width = 4) =>
  sites.flatMap((site) => Array.from({ length: perSite }, (_, i) => `${prefix}-${site}-${pad(i + 1, width)}`));

interface DemoGroup {
  resourceType: string;
  checkedHoursAgo: number;
  names: string[];
  /** The check's count when it differs from the names listed (resources found without a name). */
  count?: number;
}

const CONTOSO_SITES = ['AMS', 'UTR', 'RTM'] as const;

/**
 * Contoso's inventory is large (2,400 workstations) to show that the page stays fast; Fabrikam's is small
 * and Dutch, as its menu is.
 */
export const DEMO_INVENTORY: Record<string, DemoGroup[]> = {
  [DemoCustomers.contoso]: [
    { resourceType: 'Workstations', checkedHoursAgo: 3, names: numbered('CZ-WS', CONTOSO_SITES, 800) },
    {
      resourceType: 'Windows servers',
      checkedHoursAgo: 3,
      names: [
        'CZ-SRV-DC01',
        'CZ-SRV-DC02',
        'CZ-SRV-FS01',
        'CZ-SRV-FS02',
        'CZ-SRV-SQL01',
        'CZ-SRV-SQL02',
        'CZ-SRV-APP01',
        'CZ-SRV-APP02',
        'CZ-SRV-RDS01',
        'CZ-SRV-RDS02',
        'CZ-SRV-PRINT01',
        'CZ-SRV-BACKUP01',
        'CZ-SRV-EPD01',
        'CZ-SRV-EPD02',
      ],
    },
    {
      resourceType: 'Azure virtual machines',
      checkedHoursAgo: 1,
      names: [
        'vm-contoso-web-01',
        'vm-contoso-web-02',
        'vm-contoso-api-01',
        'vm-contoso-build-03',
        'vm-contoso-test-04',
        'vm-contoso-jump-01',
        'vm-contoso-sql-01',
        'vm-contoso-epd-acc-01',
      ],
    },
    { resourceType: 'Firewalls', checkedHoursAgo: 26, names: ['CZ-FW-AMS-01', 'CZ-FW-UTR-01'] },
    { resourceType: 'Network switches', checkedHoursAgo: 26, names: numbered('CZ-SW', CONTOSO_SITES, 8, 2) },
    {
      resourceType: 'Wireless access points',
      checkedHoursAgo: 26,
      names: numbered('CZ-AP', CONTOSO_SITES, 22, 2),
      count: 68,
    },
    { resourceType: 'Printers', checkedHoursAgo: 50, names: numbered('CZ-PRN', CONTOSO_SITES, 9, 2) },
    {
      resourceType: 'Shared mailboxes',
      checkedHoursAgo: 5,
      names: [
        'afspraken@contosozorg.example',
        'facturen@contosozorg.example',
        'hr@contosozorg.example',
        'info@contosozorg.example',
        'planning@contosozorg.example',
        'receptie@contosozorg.example',
        'servicedesk@contosozorg.example',
        'zorgadministratie@contosozorg.example',
      ],
    },
    {
      resourceType: 'Backup jobs',
      checkedHoursAgo: 8,
      names: [
        'Daily - file servers',
        'Daily - SQL databases',
        'Daily - Azure virtual machines',
        'Hourly - EPD transaction logs',
        'Weekly - Microsoft 365 mailboxes',
        'Weekly - SharePoint and OneDrive',
        'Monthly - archive to cold storage',
      ],
    },
  ],
  [DemoCustomers.fabrikam]: [
    { resourceType: 'Werkplekken', checkedHoursAgo: 4, names: numbered('FL-WP', ['ZWL', 'VNL', 'MOE'], 40, 3) },
    { resourceType: 'Handscanners', checkedHoursAgo: 4, names: numbered('FL-HS', ['ZWL', 'VNL', 'MOE'], 20, 3) },
    {
      resourceType: 'Servers',
      checkedHoursAgo: 4,
      names: ['FL-SRV-DC01', 'FL-SRV-DC02', 'FL-SRV-WMS01', 'FL-SRV-WMS02', 'FL-SRV-FS01', 'FL-SRV-PRINT01'],
    },
    { resourceType: 'Firewalls', checkedHoursAgo: 30, names: ['FL-FW-ZWL-01', 'FL-FW-VNL-01'] },
    { resourceType: 'Switches', checkedHoursAgo: 30, names: numbered('FL-SW', ['ZWL', 'VNL'], 7, 2) },
    { resourceType: 'Access points', checkedHoursAgo: 30, names: numbered('FL-AP', ['ZWL', 'VNL', 'MOE'], 10, 2) },
  ],
};

/** The managed-resources pages in the demo menus. Ids are fixed: browser tests open them by id. */
export const MANAGED_RESOURCES_ACTIONS = { contoso: 441216, fabrikam: 441218 } as const;

export function seedManagedResources(demo: DemoSeedContext): void {
  for (const [customerId, groups] of Object.entries(DEMO_INVENTORY)) {
    const data = demo.data.forCustomer(customerId);
    for (const group of groups) {
      const groupId = data.table('managed_resource_groups').insert({
        resource_type: group.resourceType,
        resource_count: group.count ?? group.names.length,
        last_check_date: hoursAgo(group.checkedHoursAgo),
      });
      for (const name of group.names) data.table('managed_resources').insert({ group_id: groupId, name });
    }
  }
  demo.addActions(DemoCustomers.contoso, [
    {
      id: MANAGED_RESOURCES_ACTIONS.contoso,
      type: 'managed-resources',
      title: 'Managed resources',
      menu: { id: 441217, order: 3 },
    },
  ]);
  demo.addActions(DemoCustomers.fabrikam, [
    {
      id: MANAGED_RESOURCES_ACTIONS.fabrikam,
      type: 'managed-resources',
      title: 'Beheerde resources',
      menu: { id: 441219, order: 2 },
    },
  ]);
  demo.enableForCustomer(DemoCustomers.fabrikam);
}
