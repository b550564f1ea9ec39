import type Database from 'better-sqlite3';
import { forgetUserViews } from '../data/user-views';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { revokeUserSessions } from '../security/session-store';
import { writeAudit, type AdminActor } from './audit';
import { requireUser } from './user-records';

/** The identity a user signs in with: the provider's issuer and the person's id there (Entra's oid, else `sub`). */
export interface Identity {
  issuer: string;
  subject: string;
}

/** A user as the identity commands and screen show them. */
export interface UserIdentity {
  userId: string;
  userName: string;
  email: string;
  /** Null: no identity linked; the first sign-in showing the user's address as verified links one. */
  identity: Identity | null;
  isAuthorized: boolean;
  isProviderAdmin: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
  customers: number;
}

interface IdentityRow {
  id: string;
  user_name: string;
  email: string;
  oid: string;
  oid_issuer: string;
  is_authorized: number;
  is_provider_admin: number;
  disabled_at: string | null;
  last_sign_in_at: string | null;
  customers: number;
}

const SELECT = `SELECT u.id, u.user_name, u.email, u.oid, u.oid_issuer, u.is_authorized, u.is_provider_admin, u.disabled_at, u.last_sign_in_at,
  (SELECT COUNT(*) FROM user_customers uc WHERE uc.user_id = u.id) AS customers FROM users u`;

const toUserIdentity = (row: IdentityRow): UserIdentity => ({
  userId: row.id,
  userName: row.user_name,
  email: row.email,
  // An oid without issuer was set by the provider and is claimed by the first sign-in with it, at any issuer.
  identity: row.oid === '' ? null : { issuer: row.oid_issuer, subject: row.oid },
  isAuthorized: row.is_authorized === 1,
  isProviderAdmin: row.is_provider_admin === 1,
  disabled: row.disabled_at !== null,
  lastSignInAt: row.last_sign_in_at,
  customers: Number(row.customers),
});

export function userIdentity(db: Database.Database, userId: string): UserIdentity {
  requireUser(db, userId);
  return toUserIdentity(statement(db, `${SELECT} WHERE u.id = ?`).get(userId) as IdentityRow);
}

/** At most this many users in the command line's list. */
export const IDENTITY_LIST_LIMIT = 200;

/**
 * Users with a linked identity or none who matter to sign-in (provider administrators, unauthorized users), the
 * most recently signed in first: where a stray user created at a sign-in and the person it should have been are found.
 */
export function listUserIdentities(db: Database.Database, limit = IDENTITY_LIST_LIMIT): UserIdentity[] {
  const rows = statement(
    db,
    `${SELECT} WHERE u.oid <> '' OR u.is_provider_admin = 1 OR u.is_authorized = 0
    ORDER BY u.last_sign_in_at IS NULL, u.last_sign_in_at DESC, u.user_name LIMIT ?`,
  ).all(limit) as IdentityRow[];
  return rows.map(toUserIdentity);
}

/** The user by id, else by user name or e-mail address (ignoring case); 404 when none, 409 when the address is two users'. */
export function resolveUser(db: Database.Database, reference: string): string {
  const byId = statement(db, 'SELECT id FROM users WHERE id = ?').get(reference) as { id: string } | undefined;
  if (byId) return byId.id;
  const rows = statement(
    db,
    'SELECT id FROM users WHERE lower(user_name) = lower(?) OR lower(email) = lower(?) LIMIT 2',
  ).all(reference, reference) as { id: string }[];
  if (rows.length === 0)
    throw new HttpError(404, `There is no user "${reference}" (give a user id, user name or e-mail address).`);
  if (rows.length > 1) throw new HttpError(409, `"${reference}" names more than one user: give the user id.`);
  return rows[0]!.id;
}

const MAX_SUBJECT = 255;
const MAX_ISSUER = 500;

/** The identity an administrator typed, or what is wrong with it (400). */
export function checkIdentity(issuer: string, subject: string): Identity {
  const trimmed = { issuer: issuer.trim(), subject: subject.trim() };
  if (!trimmed.subject || trimmed.subject.length > MAX_SUBJECT)
    throw new HttpError(400, `The subject must be 1 to ${MAX_SUBJECT} characters.`);
  let url: URL | null = null;
  try {
    url = new URL(trimmed.issuer);
  } catch {
    url = null;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol) || trimmed.issuer.length > MAX_ISSUER) {
    throw new HttpError(
      400,
      `The issuer must be the identity provider's issuer URL (as in its ID tokens' "iss"), at most ${MAX_ISSUER} characters.`,
    );
  }
  return trimmed;
}

/** The user an identity is linked to, or null. */
export const holderOf = (db: Database.Database, identity: Identity): string | null =>
  (
    statement(db, 'SELECT id FROM users WHERE oid = ? AND oid_issuer = ?').get(identity.subject, identity.issuer) as
      { id: string } | undefined
  )?.id ?? null;

/**
 * Links an identity to a user who has none: their next sign-in with it is them. Refused (409) when the user has
 * another identity (unlink it first) or the identity is another user's (merge that user instead, which keeps
 * what they have). Audited.
 */
export function linkIdentity(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  identity: Identity,
): UserIdentity {
  const checked = checkIdentity(identity.issuer, identity.subject);
  const result = db.transaction(() => {
    const before = userIdentity(db, userId);
    const holder = holderOf(db, checked);
    if (holder === userId) return before;
    if (holder)
      throw new HttpError(409, `This identity is linked to user "${holder}": merge that user into this one instead.`);
    if (before.identity) throw new HttpError(409, `User "${userId}" has an identity already: unlink it first.`);
    statement(db, 'UPDATE users SET oid = ?, oid_issuer = ? WHERE id = ?').run(checked.subject, checked.issuer, userId);
    writeAudit(db, actor, {
      action: 'user.identity-link',
      targetType: 'user',
      targetId: userId,
      customerId: null,
      before: { identity: null },
      after: { identity: checked },
    });
    return userIdentity(db, userId);
  })();
  forgetUserViews(db);
  return result;
}

/** Enabled provider administrators other than `userId` who can sign in with a linked identity. */
const otherLinkedAdmins = (db: Database.Database, userId: string): number =>
  (
    statement(
      db,
      "SELECT COUNT(*) AS n FROM users WHERE is_provider_admin = 1 AND disabled_at IS NULL AND oid <> '' AND id <> ?",
    ).get(userId) as { n: number }
  ).n;

export interface UnlinkOptions {
  /**
   * Refuse to unlink the identity of the last enabled provider administrator who has one (the screen's rule): from
   * the screen nobody could link it again if their address does not match. The command line may (it can link,
   * merge and bootstrap again), and says how the administrator gets back in.
   */
  keepLastAdministrator: boolean;
}

/**
 * Unlinks a user's identity: every session of theirs ends, and their next sign-in showing their address as verified
 * links the identity it comes with (or an administrator links one). 409 when they have none, or under the rule above.
 */
export function unlinkIdentity(
  db: Database.Database,
  actor: AdminActor,
  userId: string,
  options: UnlinkOptions,
): UserIdentity {
  const result = db.transaction(() => {
    const before = userIdentity(db, userId);
    if (!before.identity) throw new HttpError(409, `User "${userId}" has no identity linked.`);
    if (
      options.keepLastAdministrator &&
      before.isProviderAdmin &&
      !before.disabled &&
      otherLinkedAdmins(db, userId) === 0
    ) {
      throw new HttpError(
        409,
        'This is the only provider administrator with an identity: link another administrator first, or use the command line (npm run admin -- unlink).',
      );
    }
    statement(db, "UPDATE users SET oid = '', oid_issuer = '' WHERE id = ?").run(userId);
    revokeUserSessions(db, userId);
    writeAudit(db, actor, {
      action: 'user.identity-unlink',
      targetType: 'user',
      targetId: userId,
      customerId: null,
      before: { identity: before.identity },
      after: { identity: null },
    });
    return userIdentity(db, userId);
  })();
  forgetUserViews(db);
  return result;
}
