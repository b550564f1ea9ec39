import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/contract';
import type { Session } from '../features/types';
import { statement } from '../db/statements';
import { OwnedCache } from '../data/owned-cache';
import { endRunAs } from './run-as';
import { sessionKey } from './session-key';
import { cookieName, cookiePlacement } from './cookie-names';
import { CSRF_TOKEN, newCsrfToken, setCsrfCookie } from './csrf-cookie';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hash = sessionKey;

/**
 * How a session began: the demo sign-in, an identity provider (with the ID token its sign-out sends back as a
 * hint), or a one-time e-mail link.
 */
export type SessionOrigin = { kind: 'demo' } | { kind: 'oidc'; idToken: string; providerId: string } | { kind: 'email' };

/** Stores a new session (only the token's hash), records the user's last sign-in and returns the token for the cookie. */
export function createSession(db: Database.Database, userId: string, now = Date.now(), origin: SessionOrigin = { kind: 'demo' }): string {
  const token = randomBytes(32).toString('base64url');
  statement(db, 'DELETE FROM sessions WHERE expires_at <= ?').run(now);
  statement(db, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at, kind, id_token, provider_id) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    hash(token),
    userId,
    new Date(now).toISOString(),
    now + SESSION_TTL_MS,
    origin.kind,
    origin.kind === 'oidc' ? origin.idToken : null,
    origin.kind === 'oidc' ? origin.providerId : null,
  );
  statement(db, 'UPDATE users SET last_sign_in_at = ? WHERE id = ?').run(new Date(now).toISOString(), userId);
  return token;
}

/** The ID token and provider of an OpenID Connect session (for RP-initiated logout), or null for any other session. */
export function sessionProviderSignIn(db: Database.Database, token: string): { idToken: string; providerId: string } | null {
  const row = statement(db, "SELECT id_token, provider_id FROM sessions WHERE token_hash = ? AND kind = 'oidc'").get(hash(token)) as
    | { id_token: string | null; provider_id: string | null }
    | undefined;
  return row?.id_token && row.provider_id ? { idToken: row.id_token, providerId: row.provider_id } : null;
}

/**
 * Sessions recently read, by raw token: most requests then need neither the sha256 nor a query. An entry is
 * used only while its session has more than half its life left (so renewal still reaches the database) and
 * for at most SESSION_CACHE_MS; deleteSession drops it at once.
 */
const SESSION_CACHE_MS = 10_000;
const recent = new OwnedCache<string, { userId: string; expiresAt: number; readAt: number }>();

/** The session of a token, or null when unknown or expired. Sliding: a session past half its life is renewed. */
export function findSession(db: Database.Database, token: string, now = Date.now()): Session | null {
  const cached = recent.get(db, token);
  if (cached && now - cached.readAt < SESSION_CACHE_MS && cached.expiresAt - now >= SESSION_TTL_MS / 2) {
    return { userId: cached.userId };
  }
  recent.delete(db, token);
  const found = findStoredSession(db, token, now);
  if (found) recent.set(db, token, { ...found, readAt: now });
  return found ? { userId: found.userId } : null;
}

function findStoredSession(db: Database.Database, token: string, now: number): { userId: string; expiresAt: number } | null {
  const key = hash(token);
  const row = statement(db, 'SELECT user_id, expires_at FROM sessions WHERE token_hash = ?').get(key) as
    | { user_id: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= now) return null;
  if (row.expires_at - now < SESSION_TTL_MS / 2) {
    statement(db, 'UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(now + SESSION_TTL_MS, key);
    return { userId: row.user_id, expiresAt: now + SESSION_TTL_MS };
  }
  return { userId: row.user_id, expiresAt: row.expires_at };
}

export function deleteSession(db: Database.Database, token: string): void {
  // Signing out (or in again) ends a run-as too: audited like "Back to my account".
  endRunAs(db, token, 'sign-out');
  recent.delete(db, token);
  statement(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hash(token));
}

/** The signed session cookie's content: the session token and the CSRF token issued with it (null: a cookie from before). */
export interface SessionCookie {
  token: string;
  csrf: string | null;
}

/**
 * Signed cookie values already verified, per server instance (each has its own secret): an HMAC per request
 * adds up on hot calls such as GET /account/me.
 */
const verified = new OwnedCache<string, SessionCookie>();

/** The session cookie (`__Host-portal_session` over TLS), verified, or null when absent or tampered with. */
export function readSessionCookie(request: FastifyRequest): SessionCookie | null {
  const raw = request.cookies[cookieName(request, SESSION_COOKIE)];
  if (!raw || raw.length > 512) return null;
  const known = verified.get(request.server, raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [token, csrf, ...rest] = unsigned.value.split('.');
  if (!token || rest.length > 0) return null;
  return verified.set(request.server, raw, { token, csrf: csrf !== undefined && CSRF_TOKEN.test(csrf) ? csrf : null });
}

/** The session token from the signed cookie, or null when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | null {
  return readSessionCookie(request)?.token ?? null;
}

const cookieOptions = (request: FastifyRequest) => ({
  ...cookiePlacement(request),
  httpOnly: true,
  sameSite: 'lax' as const,
});

/**
 * Sets the session cookie with a fresh CSRF token signed into it (and sets that token's cookie): the token
 * is bound to the session, so a CSRF cookie someone planted before the sign-in, or on a sibling subdomain,
 * never matches it.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const csrf = newCsrfToken();
  setCsrfCookie(request, reply, csrf);
  reply.setCookie(cookieName(request, SESSION_COOKIE), `${token}.${csrf}`, { ...cookieOptions(request), signed: true });
}

/** Clears the session cookie; the CSRF token bound to it is replaced too. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request, SESSION_COOKIE), cookieOptions(request));
  setCsrfCookie(request, reply, newCsrfToken());
}
