import type Database from 'better-sqlite3';
import type { Customer } from '../../core/contract';
import type { RequestUser } from '../features/types';
import { isStringArray, parseJson } from './json';
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
}

export interface CustomerRow {
  id: string;
  name: string;
  logo_url: string | null;
  theme: string | null;
  custom_stylesheet: string | null;
  plugins: string | null;
  monitoring_location: string | null;
}

export function findUser(db: Database.Database, userId: string): UserRow | null {
  return (statement(db, 'SELECT * FROM users WHERE id = ?').get(userId) as UserRow | undefined) ?? null;
}

export function listUsers(db: Database.Database): UserRow[] {
  return statement(db, 'SELECT * FROM users ORDER BY sort_order, user_name').all() as UserRow[];
}

export function findCustomer(db: Database.Database, customerId: string): CustomerRow | null {
  return (statement(db, 'SELECT * FROM customers WHERE id = ?').get(customerId) as CustomerRow | undefined) ?? null;
}

export function customersOfUser(db: Database.Database, userId: string): Customer[] {
  const rows = statement(db, 
      `SELECT c.id, c.name, c.plugins FROM user_customers uc JOIN customers c ON c.id = uc.customer_id
       WHERE uc.user_id = ? ORDER BY uc.sort_order, c.name`,
    )
    .all(userId) as Pick<CustomerRow, 'id' | 'name' | 'plugins'>[];
  return rows.map((r) => {
    const plugins = parseJson<string[] | null>(r.plugins, null, isStringArray);
    return plugins ? { customerId: r.id, customerName: r.name, plugins } : { customerId: r.id, customerName: r.name };
  });
}

export function permissionsOf(row: UserRow): string[] {
  return parseJson<string[]>(row.permissions, [], isStringArray);
}

/** The user as routes see it: the stored active customer when still valid, else the first customer. */
export function toRequestUser(row: UserRow, customers: Customer[]): RequestUser {
  const active = customers.find((c) => c.customerId === row.active_customer_id) ?? customers[0] ?? null;
  return {
    userId: row.id,
    userName: row.user_name,
    isAuthorized: row.is_authorized === 1,
    permissions: permissionsOf(row),
    activeCustomerId: active?.customerId ?? null,
    customerPlugins: active?.plugins ?? null,
  };
}

export const hasPermission = (user: Pick<RequestUser, 'permissions'>, permission: string | null) =>
  !permission || user.permissions.some((p) => p.toLowerCase() === permission.toLowerCase());
