import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import { COMMAND_LINE, ensureUser, putMembership } from '../admin';
import { isCustomerRole } from '../data/roles';
import { findCustomer } from '../data/users';
import type { CsvRow } from './csv';
import { headerProblems } from './import-customers';

const COLUMNS = ['email', 'first_name', 'last_name', 'customer_id', 'role'] as const;
const Address = z.email().check(z.maxLength(254));
const MAX_NAME = 200;

export interface UserImportOutcome {
  /** Line-numbered problems; when any, nothing was written. */
  problems: string[];
  usersCreated: number;
  membershipsChanged: number;
  unchanged: number;
}

/**
 * Creates the users of a file (unknown addresses; linked at their first sign-in showing the address) and
 * gives each its customer with the role (role empty: user). Every row is checked first and nothing is
 * written when any is bad; then one transaction, each change audited. Re-running the same file changes nothing.
 */
export function importUsers(
  db: Database.Database,
  header: readonly string[],
  rows: readonly CsvRow[],
): UserImportOutcome {
  const problems = headerProblems(header, ['email', 'customer_id'], COLUMNS);
  const outcome: UserImportOutcome = { problems, usersCreated: 0, membershipsChanged: 0, unchanged: 0 };
  if (problems.length > 0) return outcome;
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const email = (cells.email ?? '').toLowerCase();
    const customerId = cells.customer_id ?? '';
    const role = cells.role || 'user';
    if (!Address.safeParse(email).success) problems.push(`line ${line}: "${cells.email}" is not an e-mail address`);
    if (!findCustomer(db, customerId))
      problems.push(`line ${line}: there is no customer "${customerId}" (import the customers first)`);
    if (!isCustomerRole(role)) problems.push(`line ${line}: role must be user or customer-admin, got "${role}"`);
    for (const column of ['first_name', 'last_name'] as const) {
      if ((cells[column] ?? '').length > MAX_NAME)
        problems.push(`line ${line}: ${column} is longer than ${MAX_NAME} characters`);
    }
    const key = `${email} ${customerId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      problems.push(`line ${line}: ${email} in customer "${customerId}" is on line ${earlier} already`);
    seen.set(key, line);
  }
  if (problems.length > 0) return outcome;
  db.transaction(() => {
    for (const { cells } of rows) {
      const role = cells.role || 'user';
      if (!isCustomerRole(role)) continue;
      const { userId, created } = ensureUser(db, COMMAND_LINE, {
        email: cells.email!,
        firstName: cells.first_name,
        lastName: cells.last_name,
      });
      if (created) outcome.usersCreated++;
      const changed = putMembership(db, COMMAND_LINE, userId, cells.customer_id!, role);
      if (changed) outcome.membershipsChanged++;
      if (!created && !changed) outcome.unchanged++;
    }
  })();
  return outcome;
}
