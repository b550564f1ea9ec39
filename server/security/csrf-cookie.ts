import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../core/contract';
import { cookieName, cookiePlacement } from './cookie-names';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token in force for this browser (the session's, the cookie's, or the one set on this response). */
    csrfToken: string;
  }
}

export const CSRF_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export const newCsrfToken = (): string => randomBytes(32).toString('base64url');

/** The CSRF cookie the browser sent, under the name of this context (`__Host-portal_csrf` over TLS). */
export function readCsrfCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request, CSRF_COOKIE)];
}

/** Sets the script-readable CSRF cookie (the SPA copies it into the x-csrf-token header) and makes it this request's token. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  request.csrfToken = token;
  reply.setCookie(cookieName(request, CSRF_COOKIE), token, {
    ...cookiePlacement(request),
    httpOnly: false,
    sameSite: 'strict',
  });
}
