import type Database from 'better-sqlite3';
import { CUSTOMER_ID_PATTERN, MAX_CUSTOMER_NAME } from '../admin/customer-fields';
import { statement } from '../db/statements';
import { InvitationError } from './invitations';

/**
 * Creates the customer an invitation is for when it does not exist yet (a fresh production database has none
 * and there is no admin screen yet). An existing customer is kept as it is, name included. Returns whether it
 * was created.
 */
export function ensureCustomer(db: Database.Database, id: string, name: string): boolean {
  const trimmed = name.trim();
  if (statement(db, 'SELECT 1 FROM customers WHERE id = ?').get(id) !== undefined) return false;
  if (!CUSTOMER_ID_PATTERN.test(id)) {
    throw new InvitationError(
      `A new customer's id must be lower-case letters, digits and hyphens (at most 64), got "${id}".`,
    );
  }
  if (trimmed === '' || trimmed.length > MAX_CUSTOMER_NAME) {
    throw new InvitationError(`--customer-name must be 1 to ${MAX_CUSTOMER_NAME} characters.`);
  }
  statement(db, 'INSERT INTO customers (id, name) VALUES (?, ?)').run(id, trimmed);
  return true;
}
