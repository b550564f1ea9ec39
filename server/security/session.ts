import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/contract';
import { OwnedCache } from '../data/owned-cache';
import { endRunAs } from './run-as';
import { deleteStoredSession, type SessionDevice } from './session-store';
import { describeUserAgent } from './user-agent';
import { cookieName, cookiePlacement } from './cookie-names';
import { CSRF_TOKEN, newCsrfToken, setCsrfCookie } from './csrf-cookie';
import { SESSION_CACHE_ENTRIES } from './session-cache-size';

export {
  createSession,
  findSession,
  sessionProviderSignIn,
  type NewSession,
  type SessionDevice,
  type SessionOrigin,
} from './session-store';

/** Where a new session's request comes from, as the signed-in devices list shows it. */
export function requestDevice(request: FastifyRequest): SessionDevice {
  return { ...describeUserAgent(request.headers['user-agent']), address: request.ip || null };
}

export function deleteSession(db: Database.Database, token: string): void {
  // Signing out (or in again) ends a run-as too: audited like "Back to my account".
  endRunAs(db, token, 'sign-out');
  deleteStoredSession(db, token);
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
const verified = new OwnedCache<string, SessionCookie>(SESSION_CACHE_ENTRIES);

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
