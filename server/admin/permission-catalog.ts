import type Database from 'better-sqlite3';
import { statement } from '../db/statements';

export interface PermissionText {
  en: string;
  nl: string;
}

/**
 * The permissions the portal's own pages and calls check, with what each opens, for the administration's
 * choice. The role permissions (provider-admin, customer-admin) are not here: only a role gives them.
 */
export const PORTAL_PERMISSIONS: Readonly<Record<string, PermissionText>> = Object.freeze({
  reports: { en: 'Opens the reports in the menu.', nl: 'Opent de rapporten in het menu.' },
  'report-usage': {
    en: 'Reads the report usage of the customer: who opened which report, and when.',
    nl: 'Leest het rapportgebruik van de klant: wie welk rapport opende, en wanneer.',
  },
  licences: {
    en: 'Sees the Office 365 licences and changes their quantities.',
    nl: 'Ziet de Office 365-licenties en wijzigt de aantallen.',
  },
  recommendations: {
    en: 'Sees the Azure recommendations and accepts or declines them.',
    nl: 'Ziet de Azure-aanbevelingen en accepteert of weigert ze.',
  },
  azure: {
    en: 'Sees the Azure services and their costs, and requests Azure subscriptions.',
    nl: 'Ziet de Azure-diensten en hun kosten, en vraagt Azure-abonnementen aan.',
  },
  support: {
    en: 'Opens the support pages: registers service requests and follows their own.',
    nl: "Opent de supportpagina's: meldt serviceverzoeken aan en volgt de eigen verzoeken.",
  },
  'service-requests-all': {
    en: 'Sees every service request of the customer, not only their own (together with support).',
    nl: 'Ziet alle serviceverzoeken van de klant, niet alleen de eigen (samen met support).',
  },
  account: {
    en: "Sees the customer's invoices (for the people who manage the customer's account).",
    nl: 'Ziet de facturen van de klant (voor wie het klantaccount beheert).',
  },
});

export interface PermissionInfo {
  name: string;
  /** What the permission opens; null for one only menu items of the provider's own require. */
  description: PermissionText | null;
  /** The titles of the actions (menu items) that require it, within the scope asked for. */
  actions: string[];
}

const MAX_TITLES = 5;

/**
 * The permissions an administrator can give: the portal's and every one an action requires (a provider's own
 * menu items may name others), sorted by name. `customerId` limits the actions read to that customer's.
 */
export function permissionCatalog(db: Database.Database, customerId: string | null): PermissionInfo[] {
  const rows = (
    customerId === null
      ? statement(
          db,
          'SELECT required_permission AS p, title FROM actions WHERE required_permission IS NOT NULL ORDER BY title',
        ).all()
      : statement(
          db,
          'SELECT required_permission AS p, title FROM actions WHERE required_permission IS NOT NULL AND customer_id = ? ORDER BY title',
        ).all(customerId)
  ) as { p: string; title: string | null }[];
  const titles = new Map<string, Set<string>>(Object.keys(PORTAL_PERMISSIONS).map((name) => [name, new Set()]));
  for (const row of rows) {
    const set = titles.get(row.p) ?? titles.set(row.p, new Set()).get(row.p)!;
    if (row.title && set.size < MAX_TITLES) set.add(row.title);
  }
  return [...titles]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, set]) => ({
      name,
      description: PORTAL_PERMISSIONS[name] ?? null,
      actions: [...set],
    }));
}

/** Every permission name an administrator may give (all customers' actions included), sorted. */
export const knownPermissions = (db: Database.Database): string[] => permissionCatalog(db, null).map((p) => p.name);
