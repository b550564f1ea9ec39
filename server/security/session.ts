import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../core/contract';
import type { Session } from '../features/types';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new session (only the token's hash) and returns the token for the cookie. */
export function createSession(db: Database.Database, userId: string, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
  db.prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hash(token),
    userId,
    new Date(now).toISOString(),
    now + SESSION_TTL_MS,
  );
  return token;
}

/** The session of a token, or null when unknown or expired. Sliding: a session past half its life is renewed. */
export function findSession(db: Database.Database, token: string, now = Date.now()): Session | null {
  const key = hash(token);
  const row = db.prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?').get(key) as
    | { user_id: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at <= now) return null;
  if (row.expires_at - now < SESSION_TTL_MS / 2) {
    db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(now + SESSION_TTL_MS, key);
  }
  return { userId: row.user_id };
}

export function deleteSession(db: Database.Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash(token));
}

/** The session token from the signed cookie, or null when absent or tampered with. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw || raw.length > 512) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), signed: true });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
