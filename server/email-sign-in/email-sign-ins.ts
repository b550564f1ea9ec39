import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { statement } from '../db/statements';
import { isTokenShaped } from '../invitations/invitations';

/** How long a sign-in link works. */
export const EMAIL_SIGN_IN_TTL_MS = 15 * 60 * 1000;

/** At most this many links go to one address within EMAIL_SIGN_IN_TTL_MS. */
export const MAX_LINKS_PER_ADDRESS = 3;

/** The path of a sign-in link (the token follows it); POSTed without a token, it asks for a link. */
export const EMAIL_SIGN_IN_PATH = '/account/email-sign-in';

export const emailSignInLink = (publicOrigin: string, token: string) => `${publicOrigin}${EMAIL_SIGN_IN_PATH}/${token}`;

/** Used and expired links are kept this long (a late click still hears "used" or "expired", not "unknown"). */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whom a link signs in: a returning user, or whoever accepts an invitation. */
export type LinkTarget = { userId: string } | { invitationId: number };

export interface EmailSignIn {
  id: number;
  email: string;
  userId: string | null;
  invitationId: number | null;
}

interface EmailSignInRow {
  id: number;
  email: string;
  user_id: string | null;
  invitation_id: number | null;
  expires_at: number;
  used_at: string | null;
}

/** How many links went to an address in the last 15 minutes (each expires 15 minutes after it was made). */
export function recentLinkCount(db: Database.Database, email: string, now = Date.now()): number {
  return (
    statement(db, 'SELECT COUNT(*) AS n FROM email_sign_ins WHERE email = ? AND expires_at > ?').get(email, now) as {
      n: number;
    }
  ).n;
}

/**
 * Stores a sign-in link for an address (lower case) and returns its token: only the hash is stored, so this
 * is the one moment it is known. Links long expired are dropped on the way. The caller queues the mail in the
 * same transaction.
 */
export function createEmailSignIn(db: Database.Database, email: string, target: LinkTarget, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  statement(db, 'DELETE FROM email_sign_ins WHERE expires_at <= ?').run(now - KEEP_MS);
  statement(
    db,
    'INSERT INTO email_sign_ins (token_hash, email, user_id, invitation_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    hash(token),
    email,
    'userId' in target ? target.userId : null,
    'invitationId' in target ? target.invitationId : null,
    new Date(now).toISOString(),
    now + EMAIL_SIGN_IN_TTL_MS,
  );
  return token;
}

export type EmailSignInLookup = { status: 'unknown' } | { status: 'used' | 'expired' | 'usable'; link: EmailSignIn };

/** What a link's token is: no link, a used or expired one, or one that still signs in. Writes nothing. */
export function lookUpEmailSignIn(db: Database.Database, token: string, now = Date.now()): EmailSignInLookup {
  if (!isTokenShaped(token)) return { status: 'unknown' };
  const row = statement(
    db,
    'SELECT id, email, user_id, invitation_id, expires_at, used_at FROM email_sign_ins WHERE token_hash = ?',
  ).get(hash(token)) as EmailSignInRow | undefined;
  if (!row) return { status: 'unknown' };
  const link: EmailSignIn = { id: row.id, email: row.email, userId: row.user_id, invitationId: row.invitation_id };
  return { status: row.used_at !== null ? 'used' : row.expires_at <= now ? 'expired' : 'usable', link };
}

/** Marks a link used; false when it was used meanwhile. Conditional, so two tabs cannot both use one link. */
export function markEmailSignInUsed(db: Database.Database, id: number, now = Date.now()): boolean {
  return (
    statement(db, 'UPDATE email_sign_ins SET used_at = ? WHERE id = ? AND used_at IS NULL').run(
      new Date(now).toISOString(),
      id,
    ).changes === 1
  );
}
