import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements';

/** The ID token claims the portal links a person by. */
export interface IdentityClaims {
  sub: string;
  /** Microsoft Entra ID: the person's object id, the same in every application (the spec's `oid`). */
  oid?: unknown;
  /** Microsoft Entra ID: the person's tenant. */
  tid?: unknown;
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra ID's optional claim: the address's domain is verified by the tenant (Entra sends no email_verified). */
  xms_edov?: unknown;
  preferred_username?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

/** A person an identity provider signed in: the ID token's issuer and claims. */
export interface SignedInPerson {
  issuer: string;
  claims: IdentityClaims;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The address the provider vouches for: `email` with `email_verified` true (or Entra's `xms_edov`), else null.
 * Only such an address links a person to a user the provider invited or created, or names a new user: any
 * other (an unverified e-mail, a preferred user name) can be typed by whoever owns the account at the provider.
 */
export function verifiedAddress(claims: IdentityClaims): string | null {
  return claims.email_verified === true || claims.xms_edov === true ? text(claims.email) : null;
}

/** The person's id at the issuer: Entra's object id where there is one (stable across applications), else the subject. */
const personId = ({ claims }: SignedInPerson) => text(claims.oid) ?? claims.sub;

/**
 * The portal user a signed-in person is: the user linked to this issuer and id; else a user whose oid the
 * provider set to this id but no sign-in claimed yet; else the one whose user name is the token's e-mail
 * address or preferred user name (ignoring case), if no identity is linked to it yet. The last two are then
 * linked (oid and issuer stored): a user linked to one identity is never handed to another that shows the same
 * address or id. Null when none matches. An e-mail address the provider says is unverified is not used.
 */
export function findLinkedUser(db: Database.Database, person: SignedInPerson): string | null {
  const id = personId(person);
  const linked = statement(db, 'SELECT id FROM users WHERE oid = ? AND oid_issuer = ?').get(id, person.issuer) as
    { id: string } | undefined;
  if (linked) return linked.id;
  const preset = statement(db, "SELECT id FROM users WHERE oid = ? AND oid_issuer = ''").get(id) as
    { id: string } | undefined;
  if (preset) {
    statement(db, 'UPDATE users SET oid_issuer = ? WHERE id = ?').run(person.issuer, preset.id);
    return preset.id;
  }
  const address = verifiedAddress(person.claims);
  if (!address) return null;
  const rows = statement(db, 'SELECT id, oid FROM users WHERE lower(user_name) = lower(?) LIMIT 2').all(address) as {
    id: string;
    oid: string;
  }[];
  // Two users differing only in case: which one is meant is unknowable, so neither.
  if (rows.length !== 1 || rows[0].oid !== '') return null;
  statement(db, 'UPDATE users SET oid = ?, oid_issuer = ? WHERE id = ?').run(id, person.issuer, rows[0].id);
  return rows[0].id;
}

/**
 * The user for a person the provider signed in who matches no portal user: signed in, linked to no customer,
 * not authorized (the spec's unauthorized state, from which they can ask for access). Their user name is the
 * verified e-mail address, else the preferred user name, else the subject (their e-mail address stays empty
 * unless verified, so that an administrator promoting an address never picks them up by an unverified name, see
 * findUserByEmail); when that name is taken by
 * another user (already linked elsewhere) the subject is used (qualified by the issuer's host when that too is
 * taken), so nobody's account is touched.
 */
export function createUnlinkedUser(db: Database.Database, person: SignedInPerson): string {
  const { claims } = person;
  const email = verifiedAddress(claims);
  const candidates = [
    email ?? text(claims.preferred_username) ?? claims.sub,
    claims.sub,
    `${claims.sub}@${new URL(person.issuer).host}`,
  ];
  const taken = (name: string) =>
    statement(db, 'SELECT 1 FROM users WHERE lower(user_name) = lower(?)').get(name) !== undefined;
  const userName = candidates.find((name) => !taken(name)) ?? `${claims.sub}@${randomUUID()}`;
  const fullName = text(claims.name) ?? '';
  const firstName = text(claims.given_name) ?? fullName.split(' ')[0] ?? '';
  const lastName = text(claims.family_name) ?? fullName.split(' ').slice(1).join(' ');
  const id = `oidc-${randomUUID()}`;
  statement(
    db,
    `INSERT INTO users (id, user_name, email, first_name, last_name, oid, oid_issuer, is_authorized, permissions)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, '[]')`,
  ).run(id, userName, email ?? '', firstName, lastName, personId(person), person.issuer);
  return id;
}
