import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statement } from '../db/statements';
import { cookieName, cookiePlacement } from '../security/cookie-names';

/** Signed cookie naming the sign-in under way in this browser; its value is random, the row is keyed by its hash. */
export const OIDC_LOGIN_COOKIE = 'portal_oidc';
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;

/** What the callback checks the provider's answer against, kept server-side between redirect and callback. */
export interface PendingLogin {
  /** The identity provider the browser was sent to (OidcConfig.id). */
  providerId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
  /** A sign-in started from an invitation link: the invitation it redeems (server/invitations). */
  invitationId?: number | null;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

// `__Host-portal_oidc` over TLS (Path=/, no Domain), like the session cookie: a sibling subdomain cannot plant one.
const cookieOptions = (request: FastifyRequest) => ({
  ...cookiePlacement(request),
  httpOnly: true,
  // Lax: the provider's redirect back is a top-level GET from another site, which must carry the cookie.
  sameSite: 'lax' as const,
});

/** Stores the sign-in under way and sets the browser's cookie for it. */
export function savePendingLogin(
  db: Database.Database,
  request: FastifyRequest,
  reply: FastifyReply,
  login: PendingLogin,
  now = Date.now(),
): void {
  const key = randomBytes(32).toString('base64url');
  statement(db, 'DELETE FROM oidc_logins WHERE expires_at <= ?').run(now);
  statement(
    db,
    'INSERT INTO oidc_logins (key_hash, provider_id, state, nonce, code_verifier, return_path, expires_at, invitation_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    hash(key),
    login.providerId,
    login.state,
    login.nonce,
    login.codeVerifier,
    login.returnPath,
    now + OIDC_LOGIN_TTL_MS,
    login.invitationId ?? null,
  );
  reply.setCookie(cookieName(request, OIDC_LOGIN_COOKIE), key, {
    ...cookieOptions(request),
    signed: true,
    maxAge: OIDC_LOGIN_TTL_MS / 1000,
  });
}

/**
 * The browser's sign-in under way, removed as it is read (single use, whatever the callback's outcome), and
 * its cookie cleared; null when there is none, it expired or the cookie was tampered with.
 */
export function takePendingLogin(
  db: Database.Database,
  request: FastifyRequest,
  reply: FastifyReply,
  now = Date.now(),
): PendingLogin | null {
  const raw = request.cookies[cookieName(request, OIDC_LOGIN_COOKIE)];
  reply.clearCookie(cookieName(request, OIDC_LOGIN_COOKIE), cookieOptions(request));
  if (!raw || raw.length > 512) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const key = hash(unsigned.value);
  const row = statement(
    db,
    'SELECT provider_id, state, nonce, code_verifier, return_path, expires_at, invitation_id FROM oidc_logins WHERE key_hash = ?',
  ).get(key) as
    | {
        provider_id: string;
        state: string;
        nonce: string;
        code_verifier: string;
        return_path: string;
        expires_at: number;
        invitation_id: number | null;
      }
    | undefined;
  statement(db, 'DELETE FROM oidc_logins WHERE key_hash = ?').run(key);
  if (!row || row.expires_at <= now) return null;
  return {
    providerId: row.provider_id,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    returnPath: row.return_path,
    invitationId: row.invitation_id,
  };
}
