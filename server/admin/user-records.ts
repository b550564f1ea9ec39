import type Database from 'better-sqlite3';
import { isCustomerRole } from '../data/roles';
import { findUser, type UserRow } from '../data/users';
import { statement } from '../db/statements';
import type { CustomerRole } from '../data/request-user';
import { HttpError } from '../http/errors';

export interface MembershipRecord {
  customerId: string;
  customerName: string;
  role: CustomerRole;
  /** The customer is deactivated: the membership stays but is not usable. */
  customerDeactivated: boolean;
}

/** A user as the admin API and the audit log show it. */
export interface UserRecord {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  isProviderAdmin: boolean;
  disabledAt: string | null;
  lastSignInAt: string | null;
  accountDeletionRequestDate: string | null;
  accountDeletionDate: string | null;
  memberships: MembershipRecord[];
}

export function requireUser(db: Database.Database, id: string): UserRow {
  const row = findUser(db, id);
  if (!row) throw new HttpError(404, `There is no user "${id}".`);
  return row;
}

export function membershipsOf(db: Database.Database, userId: string): MembershipRecord[] {
  const rows = statement(
    db,
    `SELECT c.id, c.name, c.deactivated_at, uc.role FROM user_customers uc JOIN customers c ON c.id = uc.customer_id
     WHERE uc.user_id = ? ORDER BY uc.sort_order, c.name`,
  ).all(userId) as { id: string; name: string; deactivated_at: string | null; role: string }[];
  return rows.map((r) => ({
    customerId: r.id,
    customerName: r.name,
    role: isCustomerRole(r.role) ? r.role : 'user',
    customerDeactivated: r.deactivated_at !== null,
  }));
}

export function toUserRecord(db: Database.Database, row: UserRow): UserRecord {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isProviderAdmin: row.is_provider_admin === 1,
    disabledAt: row.disabled_at,
    lastSignInAt: row.last_sign_in_at,
    accountDeletionRequestDate: row.account_deletion_request_date,
    accountDeletionDate: row.account_deletion_date,
    memberships: membershipsOf(db, row.id),
  };
}

export const userRecord = (db: Database.Database, id: string): UserRecord => toUserRecord(db, requireUser(db, id));
