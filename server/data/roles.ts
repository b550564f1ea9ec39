import type { CustomerRole } from './request-user';

export const CUSTOMER_ROLES = ['user', 'customer-admin'] as const satisfies readonly CustomerRole[];

export const isCustomerRole = (value: unknown): value is CustomerRole =>
  typeof value === 'string' && (CUSTOMER_ROLES as readonly string[]).includes(value);

/**
 * Permissions derived from the roles and added to the account's list (GET /account/me), so the browser can
 * hide administration with the spec's access rule; the server checks the roles themselves.
 */
export const PROVIDER_ADMIN_PERMISSION = 'provider-admin';
export const CUSTOMER_ADMIN_PERMISSION = 'customer-admin';

const ROLE_PERMISSIONS = new Set([PROVIDER_ADMIN_PERMISSION, CUSTOMER_ADMIN_PERMISSION]);

/**
 * The stored permissions plus those the roles give, without duplicates. A stored permission with a role's name
 * is dropped: only the role gives it, so the list never claims more than the server grants.
 */
export function permissionsWithRoles(stored: readonly string[], isProviderAdmin: boolean, customerRole: CustomerRole | null): string[] {
  const own = stored.some((p) => ROLE_PERMISSIONS.has(p.toLowerCase())) ? stored.filter((p) => !ROLE_PERMISSIONS.has(p.toLowerCase())) : [...stored];
  if (isProviderAdmin) own.push(PROVIDER_ADMIN_PERMISSION);
  if (customerRole === 'customer-admin') own.push(CUSTOMER_ADMIN_PERMISSION);
  return [...new Set(own)];
}
