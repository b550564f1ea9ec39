import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { forgetUserViews } from '../data/user-views';
import { statement } from '../db/statements';
import type { CustomerRole } from '../data/request-user';
import { HttpError } from '../http/errors';
import { writeAudit, type AdminActor } from './audit';
import { requireCustomer } from './customer-admin';
import { requireUser, userRecord, type UserRecord } from './user-records';
import { revokeUserSessions } from '../security/session-store';

/** How long a scheduled removal waits: the spec's account deletion date is the request date plus this. */
export const ACCOUNT_REMOVAL_DELAY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The customer a change of a whole user concerns, for the audit row: the given scope (a customer admin's
 * customer), else the user's only customer, else none (provider-wide).
 */
function auditCustomer(before: UserRecord, scope: string | null): string | null {
  return scope ?? (before.memberships.length === 1 ? before.memberships[0]!.customerId : null);
}

/** Runs an audited change of one user in a transaction and drops the cached user views after it. */
function changeUser(db: Database.Database, change: () => UserRecord): UserRecord {
  const result = db.transaction(change)();
  forgetUserViews(db);
  return result;
}

/** Sets the role of an existing membership (404 when the user is not a member). */
export function setMembershipRole(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  customerId: string,
  role: CustomerRole,
): UserRecord {
  return changeUser(db, () => {
    const before = userRecord(db, userId);
    const membership = before.memberships.find((m) => m.customerId === customerId);
    if (!membership) throw new HttpError(404, `User "${userId}" is not a member of customer "${customerId}".`);
    if (membership.role === role) return before;
    statement(db, 'UPDATE user_customers SET role = ? WHERE user_id = ? AND customer_id = ?').run(
      role,
      userId,
      customerId,
    );
    writeAudit(db, actor, {
      action: 'membership.role',
      targetType: 'membership',
      targetId: `${userId}/${customerId}`,
      customerId,
      before: { role: membership.role },
      after: { role },
    });
    return userRecord(db, userId);
  });
}

/** Adds a membership with a role, or sets the role of an existing one; returns whether anything changed. */
export function putMembership(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  customerId: string,
  role: CustomerRole,
): boolean {
  let changed = false;
  changeUser(db, () => {
    requireCustomer(db, customerId);
    const before = userRecord(db, userId);
    const membership = before.memberships.find((m) => m.customerId === customerId);
    if (membership?.role === role) return before;
    changed = true;
    if (membership) return setMembershipRole(db, actor, userId, customerId, role);
    statement(
      db,
      `INSERT INTO user_customers (user_id, customer_id, role, sort_order)
       VALUES (?, ?, ?, (SELECT coalesce(max(sort_order), -1) + 1 FROM user_customers WHERE user_id = ?))`,
    ).run(userId, customerId, role, userId);
    statement(
      db,
      'UPDATE users SET is_authorized = 1, active_customer_id = coalesce(active_customer_id, ?) WHERE id = ?',
    ).run(customerId, userId);
    writeAudit(db, actor, {
      action: 'membership.add',
      targetType: 'membership',
      targetId: `${userId}/${customerId}`,
      customerId,
      before: null,
      after: { role },
    });
    return userRecord(db, userId);
  });
  return changed;
}

/** Removes a user's membership of a customer (404 when there is none). */
export function removeMembership(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  customerId: string,
): UserRecord {
  return changeUser(db, () => {
    const before = userRecord(db, userId);
    const membership = before.memberships.find((m) => m.customerId === customerId);
    if (!membership) throw new HttpError(404, `User "${userId}" is not a member of customer "${customerId}".`);
    statement(db, 'DELETE FROM user_customers WHERE user_id = ? AND customer_id = ?').run(userId, customerId);
    writeAudit(db, actor, {
      action: 'membership.remove',
      targetType: 'membership',
      targetId: `${userId}/${customerId}`,
      customerId,
      before: { role: membership.role },
      after: null,
    });
    return userRecord(db, userId);
  });
}

/** Disables a user (signed out everywhere at once, sign-in refused) or enables them again; already so: nothing written. */
export function setUserDisabled(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  disabled: boolean,
  scope: string | null,
  now = Date.now(),
): UserRecord {
  return changeUser(db, () => {
    const before = userRecord(db, userId);
    if ((before.disabledAt !== null) === disabled) return before;
    statement(db, 'UPDATE users SET disabled_at = ? WHERE id = ?').run(
      disabled ? new Date(now).toISOString() : null,
      userId,
    );
    if (disabled) revokeUserSessions(db, userId);
    const after = userRecord(db, userId);
    writeAudit(
      db,
      actor,
      {
        action: disabled ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: userId,
        customerId: auditCustomer(before, scope),
        before: { disabledAt: before.disabledAt },
        after: { disabledAt: after.disabledAt },
      },
      now,
    );
    return after;
  });
}

/**
 * Schedules the account's removal the spec's way: the deletion request date is now, the deletion date
 * ACCOUNT_REMOVAL_DELAY_DAYS later (the portal shows its deletion banner until then). Already scheduled: kept.
 */
export function scheduleUserRemoval(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  scope: string | null,
  now = Date.now(),
): UserRecord {
  return changeUser(db, () => {
    const before = userRecord(db, userId);
    if (before.accountDeletionDate !== null) return before;
    statement(db, 'UPDATE users SET account_deletion_request_date = ?, account_deletion_date = ? WHERE id = ?').run(
      new Date(now).toISOString(),
      new Date(now + ACCOUNT_REMOVAL_DELAY_DAYS * DAY_MS).toISOString(),
      userId,
    );
    const after = userRecord(db, userId);
    writeAudit(
      db,
      actor,
      {
        action: 'user.schedule-removal',
        targetType: 'user',
        targetId: userId,
        customerId: auditCustomer(before, scope),
        before: {
          accountDeletionRequestDate: before.accountDeletionRequestDate,
          accountDeletionDate: before.accountDeletionDate,
        },
        after: {
          accountDeletionRequestDate: after.accountDeletionRequestDate,
          accountDeletionDate: after.accountDeletionDate,
        },
      },
      now,
    );
    return after;
  });
}

/** Provider administrators who are not disabled. */
export const providerAdminCount = (db: Database.Database): number =>
  (
    statement(db, 'SELECT COUNT(*) AS n FROM users WHERE is_provider_admin = 1 AND disabled_at IS NULL').get() as {
      n: number;
    }
  ).n;

/** Grants or takes provider administration; taking it from the last enabled provider administrator is refused (409). */
export function setProviderAdmin(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  isProviderAdmin: boolean,
): UserRecord {
  return changeUser(db, () => {
    const before = userRecord(db, userId);
    if (before.isProviderAdmin === isProviderAdmin) return before;
    if (!isProviderAdmin && before.disabledAt === null && providerAdminCount(db) <= 1) {
      throw new HttpError(409, 'This is the last provider administrator: make someone else one first.');
    }
    statement(
      db,
      'UPDATE users SET is_provider_admin = ?, is_authorized = CASE WHEN ? = 1 THEN 1 ELSE is_authorized END WHERE id = ?',
    ).run(isProviderAdmin ? 1 : 0, isProviderAdmin ? 1 : 0, userId);
    writeAudit(db, actor, {
      action: isProviderAdmin ? 'user.grant-provider-admin' : 'user.revoke-provider-admin',
      targetType: 'user',
      targetId: userId,
      customerId: null,
      before: { isProviderAdmin: before.isProviderAdmin },
      after: { isProviderAdmin },
    });
    return userRecord(db, userId);
  });
}

export interface PersonFields {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * The user of this address (ignoring case): the one whose e-mail address it is (set by an administrator, or
 * verified by the identity provider at sign-in), or whose user name it is while no identity is linked to them. A
 * user who signed in with an identity and took the address as user name from an unverified claim is not it.
 */
export function findUserByEmail(db: Database.Database, email: string): string | null {
  const row = statement(
    db,
    `SELECT id FROM users WHERE lower(email) = lower(?) OR (lower(user_name) = lower(?) AND oid = '')
     ORDER BY lower(user_name) = lower(?) DESC LIMIT 1`,
  ).get(email, email, email) as { id: string } | undefined;
  return row?.id ?? null;
}

/**
 * The user of an address, created when there is none: user name and e-mail are the address, no identity
 * linked yet (the first sign-in showing the address links it, as for an invited person), authorized.
 */
export function ensureUser(
  db: Database.Database,
  actor: AdminActor,
  person: PersonFields,
): { userId: string; created: boolean } {
  const email = person.email.trim().toLowerCase();
  const existing = findUserByEmail(db, email);
  if (existing) {
    requireUser(db, existing);
    return { userId: existing, created: false };
  }
  const holder = statement(db, 'SELECT id FROM users WHERE lower(user_name) = lower(?)').get(email) as
    { id: string } | undefined;
  if (holder) {
    throw new HttpError(
      409,
      `User "${holder.id}" signed in with the name ${email}, which their identity provider did not verify: merge that user or link their identity instead (npm run admin -- identities).`,
    );
  }
  const id = `admin-${randomUUID()}`;
  statement(
    db,
    `INSERT INTO users (id, user_name, email, first_name, last_name, oid, oid_issuer, is_authorized, permissions)
     VALUES (?, ?, ?, ?, ?, '', '', 1, '[]')`,
  ).run(id, email, email, person.firstName?.trim() ?? '', person.lastName?.trim() ?? '');
  writeAudit(db, actor, {
    action: 'user.create',
    targetType: 'user',
    targetId: id,
    customerId: null,
    before: null,
    after: userRecord(db, id),
  });
  return { userId: id, created: true };
}
