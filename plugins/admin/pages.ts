import type { LazyComponent, PageEntry } from '../../core/plugin-api';
import { CUSTOMER_ADMIN, PROVIDER_ADMIN } from './permissions';

export interface AdminPage {
  path: string;
  /** Translation key of the page's menu entry. */
  labelKey: string;
  /** Any one of these permissions opens the page (the spec's access rule, per permission). */
  accessRules: readonly string[];
  load: LazyComponent<Record<string, never>>;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '/admin/customers',
    labelKey: 'menu.customers',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/CustomersView'),
  },
  {
    path: '/admin/users',
    labelKey: 'menu.users',
    accessRules: [PROVIDER_ADMIN, CUSTOMER_ADMIN],
    load: () => import('./views/UsersView'),
  },
  {
    path: '/admin/menus',
    labelKey: 'menus.menuLabel',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/menus/MenusView'),
  },
  {
    path: '/admin/notifications',
    labelKey: 'broadcasts.menu',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/notifications/NotificationsView'),
  },
  {
    path: '/admin/usage',
    labelKey: 'usage.menu',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/usage/UsageView'),
  },
  {
    path: '/admin/api-keys',
    labelKey: 'apiKeys.menu',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/api-keys/ApiKeysView'),
  },
  {
    path: '/admin/records',
    labelKey: 'records.menu',
    accessRules: [PROVIDER_ADMIN],
    load: () => import('./views/records/RecordsView'),
  },
  {
    path: '/admin/audit',
    labelKey: 'menu.audit',
    accessRules: [PROVIDER_ADMIN, CUSTOMER_ADMIN],
    load: () => import('./views/AuditView'),
  },
  {
    path: '/admin/invitations',
    labelKey: 'invitations.menu',
    accessRules: [PROVIDER_ADMIN, CUSTOMER_ADMIN],
    load: () => import('./views/invitations/InvitationsView'),
  },
];

/** The admin pages these permissions open, in menu order. */
export function pagesFor(permissions: readonly string[]): AdminPage[] {
  const granted = new Set(permissions.map((p) => p.toLowerCase()));
  return ADMIN_PAGES.filter((page) => page.accessRules.some((rule) => granted.has(rule)));
}

/** The admin pages as the manifest declares them: each at its address behind its access rules. */
export const adminPageEntries = (): PageEntry[] =>
  ADMIN_PAGES.map(({ path, load, accessRules }) => ({ path, load, accessRules }));
