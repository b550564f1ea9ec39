import type Database from 'better-sqlite3';
import { permissionsOf } from '../data/users';
import { forgetUserViews } from '../data/user-views';
import { statement } from '../db/statements';
import { userColumns } from '../db/user-columns';
import { HttpError } from '../http/errors';
import { forgetCachedSessionsOf } from '../security/session-store';
import { writeAudit, type AdminActor } from './audit';
import { userIdentity, type UserIdentity } from './identity-admin';
import { requireUser, userRecord, type UserRecord } from './user-records';

/**
 * Tables whose rows of a user merge by rule rather than move: memberships and tenants are united, an access request
 * goes with the authorization, and the audit log keeps who acted at the time.
 */
const MERGED_BY_RULE = new Set(['user_customers', 'tenants', 'access_requests', 'audit_log']);

export interface MergeOutcome {
  user: UserRecord;
  identity: UserIdentity;
  /** Rows moved from the merged user, per `table.column`. */
  moved: Record<string, number>;
}

function refuseUnmergeable(db: Database.Database, fromId: string, intoId: string): void {
  if (fromId === intoId) throw new HttpError(400, 'A user cannot be merged into themselves.');
  const from = userIdentity(db, fromId);
  const into = userIdentity(db, intoId);
  if (from.identity && into.identity) {
    throw new HttpError(
      409,
      'Both users have an identity, and a user signs in with one: unlink the one that is not wanted first.',
    );
  }
  if (into.disabled)
    throw new HttpError(409, `User "${intoId}" is disabled: enable them first, or merge the other way.`);
  if (requireUser(db, intoId).account_deletion_date !== null)
    throw new HttpError(409, `User "${intoId}" is scheduled for removal: merge the other way.`);
}

/** Memberships united: one the target lacks is added (after theirs), a shared one keeps the higher role. */
function uniteMemberships(db: Database.Database, fromId: string, intoId: string): void {
  statement(
    db,
    `UPDATE user_customers SET role = 'customer-admin' WHERE user_id = ? AND customer_id IN
       (SELECT customer_id FROM user_customers WHERE user_id = ? AND role = 'customer-admin')`,
  ).run(intoId, fromId);
  statement(
    db,
    `INSERT INTO user_customers (user_id, customer_id, role, sort_order)
     SELECT ?, f.customer_id, f.role, f.sort_order + (SELECT coalesce(max(sort_order), -1) + 1 FROM user_customers WHERE user_id = ?)
     FROM user_customers f WHERE f.user_id = ? AND f.customer_id NOT IN (SELECT customer_id FROM user_customers WHERE user_id = ?)`,
  ).run(intoId, intoId, fromId, intoId);
  statement(
    db,
    `INSERT INTO tenants (user_id, tenant_id, tenant_name, sort_order)
     SELECT ?, f.tenant_id, f.tenant_name, f.sort_order FROM tenants f
     WHERE f.user_id = ? AND f.tenant_id NOT IN (SELECT tenant_id FROM tenants WHERE user_id = ?)`,
  ).run(intoId, fromId, intoId);
}

/** The target's account united with the source's: identity, authorization, administration, permissions, blanks filled. */
function uniteAccount(db: Database.Database, fromId: string, intoId: string): void {
  const from = requireUser(db, fromId);
  const into = requireUser(db, intoId);
  const identity = userIdentity(db, fromId).identity ?? { subject: '', issuer: '' };
  const permissions = [...new Set([...permissionsOf(into), ...permissionsOf(from)])];
  statement(db, "UPDATE users SET oid = '', oid_issuer = '' WHERE id = ?").run(fromId);
  statement(
    db,
    `UPDATE users SET oid = CASE WHEN oid = '' THEN ? ELSE oid END, oid_issuer = CASE WHEN oid = '' THEN ? ELSE oid_issuer END,
       is_authorized = CASE WHEN is_authorized = 1 OR ? = 1 THEN 1 ELSE 0 END,
       is_provider_admin = CASE WHEN is_provider_admin = 1 OR ? = 1 THEN 1 ELSE 0 END,
       permissions = ?, active_customer_id = coalesce(active_customer_id, ?), default_action_id = coalesce(default_action_id, ?),
       email = CASE WHEN email = '' THEN ? ELSE email END, first_name = CASE WHEN first_name = '' THEN ? ELSE first_name END,
       last_name = CASE WHEN last_name = '' THEN ? ELSE last_name END,
       last_sign_in_at = CASE WHEN last_sign_in_at IS NULL OR last_sign_in_at < ? THEN ? ELSE last_sign_in_at END
     WHERE id = ?`,
  ).run(
    identity.subject,
    identity.issuer,
    from.is_authorized,
    from.is_provider_admin,
    JSON.stringify(permissions),
    from.active_customer_id,
    from.default_action_id,
    from.email,
    from.first_name,
    from.last_name,
    from.last_sign_in_at ?? '',
    from.last_sign_in_at,
    intoId,
  );
  const authorized = requireUser(db, intoId).is_authorized === 1;
  if (authorized) statement(db, 'DELETE FROM access_requests WHERE user_id = ?').run(fromId);
  else
    statement(
      db,
      'UPDATE access_requests SET user_id = ? WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM access_requests WHERE user_id = ?)',
    ).run(intoId, fromId, intoId);
}

/** Every other row naming the source user (sessions, sign-in links, report logs, every plugin's) now names the target. */
function moveRows(db: Database.Database, fromId: string, intoId: string): Record<string, number> {
  const moved: Record<string, number> = {};
  for (const { table, column } of userColumns(db)) {
    if (MERGED_BY_RULE.has(table)) continue;
    try {
      const changes = statement(db, `UPDATE ${table} SET ${column} = ? WHERE ${column} = ?`).run(
        intoId,
        fromId,
      ).changes;
      if (changes > 0) moved[`${table}.${column}`] = changes;
    } catch (error) {
      if (!String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_CONSTRAINT')) throw error;
      throw new HttpError(
        409,
        `Both users have records in "${table}" that cannot be one user's (${column}): nothing was merged. Remove one of them first.`,
      );
    }
  }
  return moved;
}

/**
 * Merges user `fromId` into user `intoId` in one transaction, losing nothing: the identity (when the target has
 * none), memberships (the higher role where both are members), permissions, authorization, provider administration,
 * sessions (a person signed in as the merged user stays signed in, as the target), and every row in any table that
 * names the user. The merged user is then deleted. Refused with a reason, writing nothing, where it cannot work:
 * the same user, both with an identity, a disabled or departing target, or rows that would clash. Audited.
 */
export function mergeUsers(db: Database.Database, actor: AdminActor, fromId: string, intoId: string): MergeOutcome {
  const outcome = db.transaction((): MergeOutcome => {
    requireUser(db, fromId);
    requireUser(db, intoId);
    refuseUnmergeable(db, fromId, intoId);
    const before = {
      merged: { ...userRecord(db, fromId), identity: userIdentity(db, fromId).identity },
      into: { ...userRecord(db, intoId), identity: userIdentity(db, intoId).identity },
    };
    uniteMemberships(db, fromId, intoId);
    uniteAccount(db, fromId, intoId);
    const moved = moveRows(db, fromId, intoId);
    statement(db, 'DELETE FROM users WHERE id = ?').run(fromId);
    const user = userRecord(db, intoId);
    const identity = userIdentity(db, intoId);
    writeAudit(db, actor, {
      action: 'user.merge',
      targetType: 'user',
      targetId: intoId,
      customerId: null,
      before,
      after: { ...user, identity: identity.identity, moved },
    });
    return { user, identity, moved };
  })();
  forgetCachedSessionsOf(db, fromId);
  forgetUserViews(db);
  return outcome;
}
