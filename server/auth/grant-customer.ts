import type Database from 'better-sqlite3';
import { findUser, permissionsOf } from '../data/users';
import { statement } from '../db/statements';
import type { CustomerRole } from '../data/request-user';

/**
 * Makes a user an authorized member of a customer: the customer is added to its list (active when it had
 * none), the permissions are added to any it has, and an empty e-mail address is filled in. A 'customer-admin'
 * role raises the membership's role; 'user' (the default) never lowers it. Runs inside the caller's
 * transaction; the caller clears cached user views.
 */
export function grantCustomer(
  db: Database.Database,
  userId: string,
  grant: { customerId: string; permissions: readonly string[]; email?: string; role?: CustomerRole },
): void {
  const user = findUser(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const permissions = [...new Set([...permissionsOf(user), ...grant.permissions])];
  statement(
    db,
    `UPDATE users SET is_authorized = 1, permissions = ?, active_customer_id = coalesce(active_customer_id, ?),
       email = CASE WHEN email = '' THEN ? ELSE email END WHERE id = ?`,
  ).run(JSON.stringify(permissions), grant.customerId, grant.email ?? '', userId);
  statement(
    db,
    `INSERT OR IGNORE INTO user_customers (user_id, customer_id, sort_order)
     VALUES (?, ?, (SELECT coalesce(max(sort_order), -1) + 1 FROM user_customers WHERE user_id = ?))`,
  ).run(userId, grant.customerId, userId);
  if (grant.role === 'customer-admin') {
    statement(db, "UPDATE user_customers SET role = 'customer-admin' WHERE user_id = ? AND customer_id = ?").run(
      userId,
      grant.customerId,
    );
  }
}
