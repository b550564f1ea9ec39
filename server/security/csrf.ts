import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../../core/contract';

/** Form field carrying the token in server-rendered forms (the sign-in page). */
export const CSRF_FIELD = '_csrf';

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token in force for this browser (the cookie's, or the one set on this response). */
    csrfToken: string;
  }
}

/** Double-submit cookie: sets a random, script-readable `portal_csrf` cookie on any response that lacks one. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && TOKEN.test(existing)) {
    request.csrfToken = existing;
    return;
  }
  const token = randomBytes(32).toString('base64url');
  request.csrfToken = token;
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * True when the request is safe (GET/HEAD/OPTIONS) or carries, in the header or the form field, the same
 * token as the cookie the browser sent. A token only just set on this response does not count.
 */
export function csrfOk(request: FastifyRequest): boolean {
  if (!UNSAFE.has(request.method)) return true;
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !TOKEN.test(cookie)) return false;
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header !== '') return same(header, cookie);
  const body = request.body as Record<string, unknown> | null | undefined;
  const field = body && typeof body === 'object' ? body[CSRF_FIELD] : undefined;
  return typeof field === 'string' && same(field, cookie);
}
