import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements';

/** The ID token claims the portal links a person by. */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  preferred_username?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
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

/**
 * The user for a person the provider signed in who matches no portal user: signed in, linked to no customer,
 * not authorized (the spec's unauthorized state, from which they can ask for access). Their user name is the
 * verified e-mail address, else the preferred user name, else the subject; when that name is taken by
 * another user (already linked elsewhere) the subject is used, so nobody's account is touched.
 */
export function createUnlinkedUser(db: Database.Database, claims: IdentityClaims): string {
  const email = claims.email_verified === false ? null : text(claims.email);
  const wanted = email ?? text(claims.preferred_username) ?? claims.sub;
  const taken = statement(db, 'SELECT 1 FROM users WHERE lower(user_name) = lower(?)').get(wanted) !== undefined;
  const userName = taken ? claims.sub : wanted;
  const fullName = text(claims.name) ?? '';
  const firstName = text(claims.given_name) ?? fullName.split(' ')[0] ?? '';
  const lastName = text(claims.family_name) ?? fullName.split(' ').slice(1).join(' ');
  const id = `oidc-${randomUUID()}`;
  statement(db,
    `INSERT INTO users (id, user_name, email, first_name, last_name, oid, is_authorized, permissions)
     VALUES (?, ?, ?, ?, ?, ?, 0, '[]')`,
  ).run(id, userName, email ?? '', firstName, lastName, claims.sub);
  return id;
}
