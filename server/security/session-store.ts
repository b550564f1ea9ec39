import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { statement } from '../db/statements';
import { OwnedCache } from '../data/owned-cache';
import { listenOnce, publishInvalidation } from '../db/postgres/invalidations';
import { sessionKey } from './session-key';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './session-lifetimes';
import { SESSION_CACHE_ENTRIES } from './session-cache-size';

const hash = sessionKey;

/** The signed-in session, from the signed session cookie. */
export interface Session {
  userId: string;
  /** The session's public id (the signed-in devices list); never the token or its hash. */
  id: string;
}

/**
 * How a session began: the demo sign-in, an identity provider (with the ID token its sign-out sends back as a
 * hint), or a one-time e-mail link.
 */
export type SessionOrigin =
  { kind: 'demo' } | { kind: 'oidc'; idToken: string; providerId: string } | { kind: 'email' };

/** What the signed-in devices list shows of where a session began (server/security/user-agent.ts). */
export interface SessionDevice {
  browser: string;
  system: string;
  address: string | null;
}

export interface NewSession {
  now?: number;
  origin?: SessionOrigin;
  device?: SessionDevice;
  lifetimes?: SessionLifetimes;
}

/** Stores a new session (only the token's hash), records the user's last sign-in and returns the token for the cookie. */
export function createSession(db: Database.Database, userId: string, options: NewSession = {}): string {
  const {
    now = Date.now(),
    origin = { kind: 'demo' },
    device = { browser: '', system: '', address: null },
    lifetimes = DEFAULT_SESSION_LIFETIMES,
  } = options;
  const token = randomBytes(32).toString('base64url');
  statement(db, 'DELETE FROM sessions WHERE expires_at <= ? OR absolute_expires_at <= ?').run(now, now);
  statement(
    db,
    `INSERT INTO sessions (token_hash, public_id, user_id, created_at, last_seen_at, expires_at, absolute_expires_at, kind, id_token, provider_id, browser, system, address)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hash(token),
    randomBytes(16).toString('hex'),
    userId,
    new Date(now).toISOString(),
    now,
    now + Math.min(lifetimes.idleMs, lifetimes.absoluteMs),
    now + lifetimes.absoluteMs,
    origin.kind,
    origin.kind === 'oidc' ? origin.idToken : null,
    origin.kind === 'oidc' ? origin.providerId : null,
    device.browser,
    device.system,
    device.address,
  );
  statement(db, 'UPDATE users SET last_sign_in_at = ? WHERE id = ?').run(new Date(now).toISOString(), userId);
  return token;
}

/** The ID token and provider of an OpenID Connect session (for RP-initiated logout), or null for any other session. */
export function sessionProviderSignIn(
  db: Database.Database,
  token: string,
): { idToken: string; providerId: string } | null {
  const row = statement(db, "SELECT id_token, provider_id FROM sessions WHERE token_hash = ? AND kind = 'oidc'").get(
    hash(token),
  ) as { id_token: string | null; provider_id: string | null } | undefined;
  return row?.id_token && row.provider_id ? { idToken: row.id_token, providerId: row.provider_id } : null;
}

/**
 * Sessions recently read, by raw token: most requests then need neither the sha256 nor a query. An entry is
 * used for at most SESSION_CACHE_MS and never past the session's end. Ending a session drops its entries here
 * and, through the shared database (NOTIFY on PostgreSQL), in every other instance at once.
 */
const SESSION_CACHE_MS = 10_000;
/** Recording each request's time would write on every call: the last use is stored at most once a minute. */
const TOUCH_EVERY_MS = 60_000;
const TOPIC = 'sessions';
const recent = new OwnedCache<string, CachedSession>(SESSION_CACHE_ENTRIES);

interface CachedSession {
  userId: string;
  id: string;
  endsAt: number;
  lastSeenAt: number;
  readAt: number;
}

interface SessionRow {
  user_id: string;
  public_id: string;
  last_seen_at: number | null;
  expires_at: number;
  absolute_expires_at: number | null;
}

/** Invalidation keys: `user:<id>` ends the cached sessions of a user, `session:<public id>` one session. */
function dropCached(db: Database.Database, key: string): void {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  recent.deleteWhere(db, (entry) =>
    kind === 'user' ? entry.userId === value : kind === 'session' && entry.id === value,
  );
}

/** Drops cached sessions here and in every instance sharing the database. */
function invalidate(db: Database.Database, key: string): void {
  dropCached(db, key);
  publishInvalidation(db, TOPIC, key);
}

/**
 * The session of a token, or null when unknown or ended (idle for longer than the idle limit, or past its
 * absolute lifetime). Each use pushes the idle deadline on, never beyond the absolute lifetime.
 */
export function findSession(
  db: Database.Database,
  token: string,
  now = Date.now(),
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
): Session | null {
  listenOnce(db, TOPIC, (key) => dropCached(db, key));
  const cached = recent.get(db, token);
  if (
    cached &&
    now - cached.readAt < SESSION_CACHE_MS &&
    now < cached.endsAt &&
    now - cached.lastSeenAt < TOUCH_EVERY_MS
  ) {
    return { userId: cached.userId, id: cached.id };
  }
  recent.delete(db, token);
  const key = hash(token);
  const row = statement(
    db,
    'SELECT user_id, public_id, last_seen_at, expires_at, absolute_expires_at FROM sessions WHERE token_hash = ?',
  ).get(key) as SessionRow | undefined;
  const absolute = row?.absolute_expires_at ?? row?.expires_at ?? 0;
  if (!row || row.expires_at <= now || absolute <= now) return null;
  let { expires_at: endsAt, last_seen_at: lastSeenAt } = row;
  if (lastSeenAt === null || now - lastSeenAt >= TOUCH_EVERY_MS) {
    endsAt = Math.min(now + lifetimes.idleMs, absolute);
    lastSeenAt = now;
    statement(db, 'UPDATE sessions SET last_seen_at = ?, expires_at = ? WHERE token_hash = ?').run(now, endsAt, key);
  }
  recent.set(db, token, { userId: row.user_id, id: row.public_id, endsAt, lastSeenAt, readAt: now });
  return { userId: row.user_id, id: row.public_id };
}

/** Ends the session of a token (sign-out, a new sign-in), here and in every instance. */
export function deleteStoredSession(db: Database.Database, token: string): void {
  const row = statement(db, 'SELECT public_id FROM sessions WHERE token_hash = ?').get(hash(token)) as
    { public_id: string } | undefined;
  recent.delete(db, token);
  statement(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hash(token));
  if (row) invalidate(db, `session:${row.public_id}`);
}

/** Ends one session of a user by its public id; false when the user has no such session. */
export function revokeSession(db: Database.Database, userId: string, id: string): boolean {
  const deleted = statement(db, 'DELETE FROM sessions WHERE user_id = ? AND public_id = ?').run(userId, id).changes > 0;
  if (deleted) invalidate(db, `session:${id}`);
  return deleted;
}

/** Drops the cached sessions of a user, here and in every instance, after their rows changed hands (a merge). */
export function forgetCachedSessionsOf(db: Database.Database, userId: string): void {
  invalidate(db, `user:${userId}`);
}

/** Ends every session of a user but `keepId` (null: all of them: a disabled user); returns how many ended. */
export function revokeUserSessions(db: Database.Database, userId: string, keepId: string | null = null): number {
  const ended =
    keepId === null
      ? statement(db, 'DELETE FROM sessions WHERE user_id = ?').run(userId).changes
      : statement(db, 'DELETE FROM sessions WHERE user_id = ? AND public_id <> ?').run(userId, keepId).changes;
  // The kept session is dropped from the caches too: it is simply read again.
  if (ended > 0) invalidate(db, `user:${userId}`);
  return ended;
}
