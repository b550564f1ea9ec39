import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { grantCustomer } from '../auth/grant-customer';
import type { IdentityClaims, SignedInPerson } from '../auth/oidc-users';
import { createUnlinkedUser, findLinkedUser, verifiedAddress } from '../auth/oidc-users';
import { isStringArray, parseJson } from '../data/json';
import { forgetUserViews } from '../data/user-views';
import { findCustomer } from '../data/users';
import { statement } from '../db/statements';
import type { PageLanguage } from '../http/html';
import { enqueueMail } from '../mail/outbox';
import { invitationMail } from './invitation-mail-texts';
import { knownPermissions } from '../admin/permission-catalog';
import type { CustomerRole } from '../data/request-user';
import { isCustomerRole } from '../data/roles';
import { writeAudit } from '../admin/audit';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The path of an invitation link; the token follows it. */
export const INVITATION_PATH = '/account/invitation';

export const invitationLink = (publicOrigin: string, token: string) => `${publicOrigin}${INVITATION_PATH}/${token}`;

/** 32 random bytes, base64url: exactly this shape, so anything else is unknown without a query. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const Address = z.email().check(z.maxLength(254));

/** A refused invitation: the message says what to change. */
export class InvitationError extends Error {
  override name = 'InvitationError';
}

export interface NewInvitation {
  email: string;
  customerId: string;
  permissions: readonly string[];
  /** The role in the customer once accepted. Default 'user'. */
  role?: CustomerRole;
  /** Who invites (free text for the record, e.g. the provider's employee). */
  invitedBy: string;
  /** The portal's address, for the link in the mail. */
  publicOrigin: string;
  /** The mail's language. Default English. */
  language?: PageLanguage;
  now?: number;
}

/**
 * Stores an invitation and queues its mail in one transaction, and returns the link's token (only its hash
 * is stored, so this is the one moment it is known). Throws an InvitationError for a malformed address, an
 * unknown customer or permission.
 */
export function createInvitation(db: Database.Database, invitation: NewInvitation): string {
  const now = invitation.now ?? Date.now();
  const email = invitation.email.trim().toLowerCase();
  if (!Address.safeParse(email).success) throw new InvitationError(`"${invitation.email}" is not an e-mail address`);
  const customer = findCustomer(db, invitation.customerId);
  if (!customer) throw new InvitationError(`There is no customer "${invitation.customerId}"`);
  const known = knownPermissions(db);
  const unknown = invitation.permissions.filter((p) => !known.includes(p));
  if (unknown.length > 0) {
    throw new InvitationError(
      `Unknown permission${unknown.length > 1 ? 's' : ''} ${unknown.map((p) => `"${p}"`).join(', ')}; known: ${known.join(', ')}`,
    );
  }
  const role = invitation.role ?? 'user';
  if (!isCustomerRole(role)) throw new InvitationError(`Unknown role "${String(role)}"; known: user, customer-admin`);
  const invitedBy = invitation.invitedBy.trim();
  if (!invitedBy) throw new InvitationError('Say who invites (invitedBy)');

  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + INVITATION_TTL_MS;
  const link = invitationLink(invitation.publicOrigin, token);
  db.transaction(() => {
    const language = invitation.language ?? 'en';
    statement(
      db,
      `INSERT INTO invitations (token_hash, email, customer_id, permissions, invited_by, created_at, expires_at, language, role)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      hash(token),
      email,
      customer.id,
      JSON.stringify([...new Set(invitation.permissions)]),
      invitedBy,
      new Date(now).toISOString(),
      expiresAt,
      language,
      role,
    );
    const mail = invitationMail({ customerName: customer.name, link, expiresAt: new Date(expiresAt) }, language);
    enqueueMail(db, { to: email, ...mail }, now);
  })();
  return token;
}

export interface Invitation {
  id: number;
  email: string;
  customerId: string;
  permissions: string[];
  role: CustomerRole;
  expiresAt: number;
  usedAt: string | null;
  /** The language of the invitation's mail (and of the mails that follow it). */
  language: PageLanguage;
}

interface InvitationRow {
  id: number;
  email: string;
  customer_id: string;
  permissions: string;
  role: string;
  expires_at: number;
  used_at: string | null;
  language: string;
  revoked_at: string | null;
}

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  customerId: row.customer_id,
  permissions: parseJson<string[]>(row.permissions, [], isStringArray),
  role: isCustomerRole(row.role) ? row.role : 'user',
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  language: row.language === 'nl' ? 'nl' : 'en',
});

const COLUMNS = 'id, email, customer_id, permissions, role, expires_at, used_at, language, revoked_at';

export type InvitationLookup =
  { status: 'unknown' } | { status: 'used' | 'revoked' | 'expired' | 'usable'; invitation: Invitation };

/** Why an invitation row can no longer be accepted, or null when it still can. */
const refusalOf = (row: InvitationRow, now: number): 'used' | 'revoked' | 'expired' | null =>
  row.used_at !== null ? 'used' : row.revoked_at !== null ? 'revoked' : row.expires_at <= now ? 'expired' : null;

/** What a link's token is: no invitation, a used, revoked or expired one, or one that can still be accepted. */
export function lookUpInvitation(db: Database.Database, token: string, now = Date.now()): InvitationLookup {
  if (!isTokenShaped(token)) return { status: 'unknown' };
  const row = statement(db, `SELECT ${COLUMNS} FROM invitations WHERE token_hash = ?`).get(hash(token)) as
    InvitationRow | undefined;
  if (!row) return { status: 'unknown' };
  const invitation = toInvitation(row);
  return { status: refusalOf(row, now) ?? 'usable', invitation };
}

/** The invitation of a link's token when it can still be accepted (not used, revoked or expired), else null. */
export function findUsableInvitation(db: Database.Database, token: string, now = Date.now()): Invitation | null {
  const found = lookUpInvitation(db, token, now);
  return found.status === 'usable' ? found.invitation : null;
}

/** Whether the signed-in person shows the invited address, verified by the provider. */
function showsAddress(claims: IdentityClaims, email: string): boolean {
  return verifiedAddress(claims)?.toLowerCase() === email;
}

export type Redemption =
  { ok: true; userId: string } | { ok: false; reason: 'unknown' | 'used' | 'revoked' | 'expired' | 'mismatch' };

/**
 * Accepts an invitation for the person the identity provider signed in, in one transaction: the invitation
 * must still be usable and be for an address the person shows (else nothing is written); the person's user
 * (found or created as at any sign-in) is then authorized, gets the invited permissions (added to any it
 * has) and the customer (active when it had none), and the invitation is marked used by it.
 */
export function redeemInvitation(
  db: Database.Database,
  invitationId: number,
  person: SignedInPerson,
  now = Date.now(),
): Redemption {
  return redeemInvitationFor(
    db,
    invitationId,
    (invitation) =>
      showsAddress(person.claims, invitation.email)
        ? (findLinkedUser(db, person) ?? createUnlinkedUser(db, person))
        : null,
    now,
  );
}

/** The acceptance in the audit log, by the person who accepted, for the customer's administrators to see. */
function auditAcceptance(db: Database.Database, invitation: Invitation, userId: string, now: number): void {
  const row = statement(db, 'SELECT user_name FROM users WHERE id = ?').get(userId) as
    { user_name: string } | undefined;
  const name = row?.user_name || invitation.email;
  writeAudit(
    db,
    { userId, name },
    {
      action: 'invitation.accept',
      targetType: 'invitation',
      targetId: invitation.email,
      customerId: invitation.customerId,
      before: { id: invitation.id, status: 'pending' },
      after: { id: invitation.id, status: 'used', userId, role: invitation.role, permissions: invitation.permissions },
    },
    now,
  );
}

/**
 * Accepts an invitation for the user `userOf` names, in one transaction (nested in the caller's when there
 * is one): the invitation must still be usable; `userOf` then finds or creates the user (null: the person is
 * not the invited address, nothing is written; an error it throws rolls everything back and is rethrown),
 * which is authorized, gets the invited permissions and the customer, and the invitation is marked used by it.
 */
export function redeemInvitationFor(
  db: Database.Database,
  invitationId: number,
  userOf: (invitation: Invitation) => string | null,
  now = Date.now(),
): Redemption {
  const result = db.transaction((): Redemption => {
    const row = statement(db, `SELECT ${COLUMNS} FROM invitations WHERE id = ?`).get(invitationId) as
      InvitationRow | undefined;
    if (!row) return { ok: false, reason: 'unknown' };
    // A link opened before a revocation still ends here: the revocation wins.
    const refusal = refusalOf(row, now);
    if (refusal) return { ok: false, reason: refusal };
    const invitation = toInvitation(row);
    const userId = userOf(invitation);
    if (userId === null) return { ok: false, reason: 'mismatch' };
    grantCustomer(db, userId, {
      customerId: invitation.customerId,
      permissions: invitation.permissions,
      email: invitation.email,
      role: invitation.role,
    });
    // Conditional, so two callbacks racing for one invitation cannot both use it.
    const used = statement(
      db,
      'UPDATE invitations SET used_at = ?, used_by_user_id = ? WHERE id = ? AND used_at IS NULL',
    ).run(new Date(now).toISOString(), userId, invitationId);
    if (used.changes !== 1) throw new InvitationError('The invitation was used meanwhile');
    auditAcceptance(db, invitation, userId, now);
    return { ok: true, userId };
  });
  try {
    const redeemed = result();
    if (redeemed.ok) forgetUserViews(db);
    return redeemed;
  } catch (error) {
    if (error instanceof InvitationError) return { ok: false, reason: 'used' };
    throw error;
  }
}
