import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../core/contract';
import { isFormBody } from '../http/body-parsers';
import { CSRF_TOKEN, newCsrfToken, readCsrfCookie, setCsrfCookie } from './csrf-cookie';
import { readSessionCookie, setSessionCookie } from './session';

/** Form field carrying the token in server-rendered forms (the sign-in page). */
export const CSRF_FIELD = '_csrf';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChange = (request: FastifyRequest) => UNSAFE.has(request.method);

/**
 * Makes sure the browser holds the CSRF token in force: signed in, the one signed into the session cookie
 * (a cookie that differs, planted or stale, is put right); signed out, its own random cookie, or a new one.
 * A session cookie from before tokens were bound to sessions gets one on its next safe request.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const session = readSessionCookie(request);
  const cookie = readCsrfCookie(request);
  if (session?.csrf) {
    request.csrfToken = session.csrf;
    if (cookie !== session.csrf) setCsrfCookie(request, reply, session.csrf);
    return;
  }
  if (session && !isStateChange(request)) return setSessionCookie(request, reply, session.token);
  if (cookie && CSRF_TOKEN.test(cookie)) {
    request.csrfToken = cookie;
    return;
  }
  setCsrfCookie(request, reply, newCsrfToken());
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The token the caller sent: the header (the SPA), or the field of a server-rendered form. */
function suppliedToken(request: FastifyRequest): string | null {
  const header = request.headers[CSRF_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  if (!isFormBody(request)) return null;
  const field = (request.body as Record<string, unknown> | null | undefined)?.[CSRF_FIELD];
  return typeof field === 'string' ? field : null;
}

/**
 * True when the request is safe (GET/HEAD/OPTIONS), or carries the CSRF cookie and the same token in the
 * header or form field, and, signed in, that token is the one bound to the session (a pair forged on a
 * sibling subdomain never is). A token only just set on this response does not count.
 */
export function csrfOk(request: FastifyRequest): boolean {
  if (!isStateChange(request)) return true;
  const cookie = readCsrfCookie(request);
  if (!cookie || !CSRF_TOKEN.test(cookie)) return false;
  const session = readSessionCookie(request);
  if (session && (session.csrf === null || !same(cookie, session.csrf))) return false;
  const supplied = suppliedToken(request);
  return supplied !== null && same(supplied, cookie);
}
