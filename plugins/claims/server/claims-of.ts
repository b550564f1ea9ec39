import type Database from 'better-sqlite3';
import { findCustomer, findUser, permissionsOf, type RequestUser } from '../../../server/plugin-api';
import type { Claim } from '../contract';

/** The claims of the signed-in user, as an identity provider would issue them. */
export function claimsOf(db: Database.Database, user: RequestUser): Claim[] {
  const row = findUser(db, user.userId);
  if (!row) return [];
  const customer = user.activeCustomerId ? findCustomer(db, user.activeCustomerId) : null;
  const claims: Claim[] = [
    { type: 'name', value: `${row.first_name} ${row.last_name}`.trim() },
    { type: 'preferred_username', value: row.user_name },
    { type: 'email', value: row.email },
    { type: 'given_name', value: row.first_name },
    { type: 'family_name', value: row.last_name },
    { type: 'oid', value: row.oid },
    ...permissionsOf(row).map((p) => ({ type: 'roles', value: p })),
  ];
  if (customer) {
    claims.push({ type: 'customer_id', value: customer.id }, { type: 'customer_name', value: customer.name });
  }
  if (row.run_as_user) claims.push({ type: 'run_as', value: row.run_as_user });
  return claims;
}
