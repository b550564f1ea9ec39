import type Database from 'better-sqlite3';
import { forgetUserViews } from '../data/user-views';
import { permissionsOf } from '../data/users';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { writeAudit, type AdminActor } from './audit';
import { knownPermissions } from './permission-catalog';
import { membershipsOf, requireUser } from './user-records';

export interface UserPermissions {
  userId: string;
  permissions: string[];
}

export const userPermissions = (db: Database.Database, userId: string): UserPermissions => ({
  userId,
  permissions: permissionsOf(requireUser(db, userId)),
});

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * Replaces a user's permissions, audited, in one transaction. A permission added must be known (else 400 and
 * nothing written); one the user already holds may stay even when no longer known, so a save never fails on
 * what the administrator did not touch. `mayChange` says whether the caller may add or take one (else 403).
 */
export function setUserPermissions(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  wanted: readonly string[],
  mayChange: (permission: string) => boolean = () => true,
): UserPermissions {
  const result = db.transaction((): UserPermissions => {
    const before = userPermissions(db, userId);
    const next = [...new Set(wanted.map((p) => p.trim()).filter(Boolean))];
    const added = next.filter((p) => !before.permissions.includes(p));
    const taken = before.permissions.filter((p) => !next.includes(p));
    const known = knownPermissions(db);
    const unknown = added.filter((p) => !known.includes(p));
    if (unknown.length)
      throw new HttpError(
        400,
        `Unknown permission${unknown.length > 1 ? 's' : ''} ${quoted(unknown)}; known: ${known.join(', ')}.`,
      );
    const refused = [...added, ...taken].filter((p) => !mayChange(p));
    if (refused.length)
      throw new HttpError(403, `You may give or take only permissions you hold yourself, not ${quoted(refused)}.`);
    if (!added.length && !taken.length) return before;
    statement(db, 'UPDATE users SET permissions = ? WHERE id = ?').run(JSON.stringify(next), userId);
    const memberships = membershipsOf(db, userId);
    writeAudit(db, actor, {
      action: 'user.permissions',
      targetType: 'user',
      targetId: userId,
      customerId: memberships.length === 1 ? memberships[0]!.customerId : null,
      before: { permissions: before.permissions },
      after: { permissions: next, added, taken },
    });
    return { userId, permissions: next };
  })();
  forgetUserViews(db);
  return result;
}
