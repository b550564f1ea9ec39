import type Database from 'better-sqlite3';
import type { Customer } from '../../core/contract';
import type { CustomerRole, RequestUser } from './request-user';
import { isStringArray, parseJson } from './json';
import { isCustomerRole, permissionsWithRoles } from './roles';
import { statement } from '../db/statements';

export interface UserRow {
  id: string;
  user_name: string;
  email: string;
  first_name: string;
  last_name: string;
  oid: string;
  is_authorized: number;
  permissions: string;
  run_as_user: string | null;
  default_action_id: number | null;
  active_customer_id: string | null;
  account_deletion_request_date: string | null;
  account_deletion_date: string | null;
  demo_description: string | null;
  is_provider_admin: number;
  /** Set: the user cannot sign in and every session of theirs is refused. */
  disabled_at: string | null;
  last_sign_in_at: string | null;
}

export interface CustomerRow {
  id: string;
  name: string;
  logo_url: string | null;
  theme: string | null;
  custom_stylesheet: string | null;
  plugins: string | null;
  monitoring_location: string | null;
  /** Set: the customer is listed for nobody and its users cannot make it active. */
  deactivated_at: string | null;
}

export function findUser(db: Database.Database, userId: string): UserRow | null {
  return (statement(db, 'SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined) ?? null;
}

/** Whether the user exists and is disabled (a disabled user may not sign in). */
export function isUserDisabled(db: Database.Database, userId: string): boolean {
  return statement(db, 'SELECT 1 FROM users WHERE id = ? AND disabled_at IS NOT NULL').get(userId) !== undefined;
}

export function listUsers(db: Database.Database): UserRow[] {
  return statement(db, 'SELECT * FROM users ORDER BY sort_order, user_name').all() as UserRow[];
}

export function findCustomer(db: Database.Database, customerId: string): CustomerRow | null {
  return (statement(db, 'SELECT * FROM customers WHERE id = ?').get(customerId) as CustomerRow | undefined) ?? null;
}

/** A customer of the user's list with the user's role in it. */
/** The user's Azure tenants (from sign-in), in the order the account lists them. */
export function tenantsOfUser(db: Database.Database, userId: string): { tenantId: string; tenantName: string }[] {
  return statement(db, 'SELECT tenant_id AS tenantId, tenant_name AS tenantName FROM tenants WHERE user_id = ? ORDER BY sort_order, tenant_name')
    .all(userId) as { tenantId: string; tenantName: string }[];
}

export interface Membership {
  customer: Customer;
  role: CustomerRole;
}

/** The user's customers that are not deactivated, in the user's order, with the role in each. */
export function membershipsOfUser(db: Database.Database, userId: string): Membership[] {
  const rows = statement(db,
      `SELECT c.id, c.name, c.plugins, uc.role FROM user_customers uc JOIN customers c ON c.id = uc.customer_id
       WHERE uc.user_id = ? AND c.deactivated_at IS NULL ORDER BY uc.sort_order, c.name`,
    )
    .all(userId) as (Pick<CustomerRow, 'id' | 'name' | 'plugins'> & { role: string })[];
  return rows.map((r) => {
    const plugins = parseJson<string[] | null>(r.plugins, null, isStringArray);
    const customer = plugins ? { customerId: r.id, customerName: r.name, plugins } : { customerId: r.id, customerName: r.name };
    return { customer, role: isCustomerRole(r.role) ? r.role : 'user' };
  });
}

export function customersOfUser(db: Database.Database, userId: string): Customer[] {
  return membershipsOfUser(db, userId).map((m) => m.customer);
}

export function permissionsOf(row: UserRow): string[] {
  return parseJson<string[]>(row.permissions, [], isStringArray);
}

/** The user as routes see it: the stored active customer when still valid, else the first customer. */
export function toRequestUser(row: UserRow, memberships: Membership[]): RequestUser {
  const active = memberships.find((m) => m.customer.customerId === row.active_customer_id) ?? memberships[0] ?? null;
  const isProviderAdmin = row.is_provider_admin === 1;
  const customerRole = active?.role ?? null;
  return {
    userId: row.id,
    userName: row.user_name,
    isAuthorized: row.is_authorized === 1,
    permissions: permissionsWithRoles(permissionsOf(row), isProviderAdmin, customerRole),
    activeCustomerId: active?.customer.customerId ?? null,
    customerPlugins: active?.customer.plugins ?? null,
    isProviderAdmin,
    customerRole,
  };
}

export const hasPermission = (user: Pick<RequestUser, 'permissions'>, permission: string | null) =>
  !permission || user.permissions.some((p) => p.toLowerCase() === permission.toLowerCase());
