import type Database from 'better-sqlite3';
import type { SignerGroup } from '../../core/contract';
import { statement } from '../db/statements';
import { findUser, membershipsOfUser, toRequestUser } from '../data/users';
import type { RequestUser } from '../data/request-user';

/** Who may sign off one request: a group and its user ids (the provider's: every provider administrator). */
export interface Signers {
  group: SignerGroup;
  userIds: string[];
}

/** A person the platform writes to: id, name and address of an account that is not disabled. */
export interface Person {
  id: string;
  name: string;
  email: string;
}

const MEMBERS = `SELECT u.id FROM user_customers uc JOIN users u ON u.id = uc.user_id
  WHERE uc.customer_id = ? AND u.disabled_at IS NULL`;

const enabledMembers = (db: Database.Database, customerId: string, administratorsOnly: boolean) =>
  (
    (administratorsOnly
      ? statement(db, `${MEMBERS} AND uc.role = 'customer-admin' ORDER BY u.id`)
      : statement(db, `${MEMBERS} ORDER BY u.id`)
    ).all(customerId) as { id: string }[]
  ).map((row) => row.id);

const providerAdministrators = (db: Database.Database) =>
  (
    statement(db, 'SELECT id FROM users WHERE is_provider_admin = 1 AND disabled_at IS NULL ORDER BY id').all() as {
      id: string;
    }[]
  ).map((row) => row.id);

/**
 * The signers of a request under a rule, never the requester: the named people who are still members, else
 * (the requester was the only one) the customer's other administrators, else the provider's administrators.
 */
export function signersFor(
  db: Database.Database,
  customerId: string,
  rule: 'administrators' | readonly string[],
  requesterId: string,
): Signers {
  const others = (ids: readonly string[]) => ids.filter((id) => id !== requesterId);
  const administrators = others(enabledMembers(db, customerId, true));
  if (rule !== 'administrators') {
    const members = new Set(enabledMembers(db, customerId, false));
    const named = others(rule.filter((id) => members.has(id)));
    if (named.length > 0) return { group: 'named', userIds: named };
  }
  if (administrators.length > 0) return { group: 'administrators', userIds: administrators };
  return { group: 'provider', userIds: others(providerAdministrators(db)) };
}

/** Whether the user may decide a request with these signers (never their own request). */
export function maySignOff(
  user: Pick<RequestUser, 'userId' | 'isProviderAdmin'>,
  request: { requesterId: string; signers: Signers },
): boolean {
  if (user.userId === request.requesterId) return false;
  return request.signers.group === 'provider' ? user.isProviderAdmin : request.signers.userIds.includes(user.userId);
}

/** The people of these ids whose accounts exist and are not disabled, in the ids' order. */
export function peopleOf(db: Database.Database, ids: readonly string[]): Person[] {
  return ids.flatMap((id) => {
    const row = findUser(db, id);
    if (!row || row.disabled_at) return [];
    const name = `${row.first_name} ${row.last_name}`.trim() || row.user_name;
    return [{ id: row.id, name, email: row.email }];
  });
}

/** Everyone a request's signers stand for (the provider's group: its administrators now, not the requester). */
export function signerPeople(db: Database.Database, signers: Signers, requesterId: string): Person[] {
  const ids =
    signers.group === 'provider' ? providerAdministrators(db).filter((id) => id !== requesterId) : signers.userIds;
  return peopleOf(db, ids);
}

/** The requester as a request of theirs at this customer, or null when they are no longer a member of it. */
export function requesterAt(db: Database.Database, userId: string, customerId: string): RequestUser | null {
  const row = findUser(db, userId);
  if (!row || row.disabled_at) return null;
  const memberships = membershipsOfUser(db, userId);
  if (!memberships.some((m) => m.customer.customerId === customerId)) return null;
  return toRequestUser({ ...row, active_customer_id: customerId }, memberships);
}
