import type Database from 'better-sqlite3';
import { statement } from '../db/statements';

/** The ID token claims the portal links a person by. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The portal user a signed-in person is: the user whose `oid` is the token's subject, else the one whose
 * user name is the token's e-mail address or preferred user name (ignoring case), who is then linked by
 * storing the subject as its oid. Only a user not linked yet (empty oid) is linked by name: a user already
 * linked to one identity is never handed to another that shows the same address. Null when none matches
 * (nothing is created: users are set up by the provider, not by signing in). An e-mail address the identity
 * provider says is unverified is not used.
 */
export function findLinkedUser(db: Database.Database, claims: IdentityClaims): string | null {
  const byOid = statement(db, 'SELECT id FROM users WHERE oid = ?').get(claims.sub) as { id: string } | undefined;
  if (byOid) return byOid.id;
  const names = [claims.email_verified === false ? null : text(claims.email), text(claims.preferred_username)];
  for (const name of names) {
    if (!name) continue;
    const rows = statement(db, "SELECT id, oid FROM users WHERE lower(user_name) = lower(?) LIMIT 2").all(name) as { id: string; oid: string }[];
    // Two users differing only in case: which one is meant is unknowable, so neither.
    if (rows.length !== 1 || rows[0].oid !== '') continue;
    statement(db, 'UPDATE users SET oid = ? WHERE id = ?').run(claims.sub, rows[0].id);
    return rows[0].id;
  }
  return null;
}
