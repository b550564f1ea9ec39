import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements';

/** A user an e-mail address names. */
export interface AddressUser {
  id: string;
  isAuthorized: boolean;
  /** An identity provider's identity is linked (users.oid_issuer set): the person signs in there, not by e-mail. */
  linkedToProvider: boolean;
}

interface Row {
  id: string;
  is_authorized: number;
  oid_issuer: string;
}

const toUser = (row: Row): AddressUser => ({
  id: row.id,
  isAuthorized: row.is_authorized === 1,
  linkedToProvider: row.oid_issuer !== '',
});

/**
 * The user whose user name is the address (ignoring case), else the one whose e-mail address it is; null when
 * none. Two users matching the same way: which one is meant is unknowable, so 'ambiguous'.
 */
export function userOfAddress(db: Database.Database, email: string): AddressUser | 'ambiguous' | null {
  for (const column of ['user_name', 'email'] as const) {
    const rows = statement(
      db,
      `SELECT id, is_authorized, oid_issuer FROM users WHERE lower(${column}) = lower(?) LIMIT 2`,
    ).all(email) as Row[];
    if (rows.length > 1) return 'ambiguous';
    if (rows.length === 1) return toUser(rows[0]);
  }
  return null;
}

/**
 * A new user for an invited address that matches nobody: user name and e-mail address are the address, no
 * identity provider linked (oid empty, so a later sign-in through one showing this address links it), not
 * authorized until the caller grants the invitation's customer.
 */
export function createEmailUser(db: Database.Database, email: string): string {
  const id = `email-${randomUUID()}`;
  statement(
    db,
    `INSERT INTO users (id, user_name, email, oid, oid_issuer, is_authorized, permissions)
     VALUES (?, ?, ?, '', '', 0, '[]')`,
  ).run(id, email, email);
  return id;
}
