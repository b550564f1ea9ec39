import type { FastifyRequest } from 'fastify';

/**
 * Browsers accept a `__Host-` cookie only with Secure, Path=/ and no Domain, so a page on a sibling subdomain
 * (or a man in the middle on plain http) can neither set nor overwrite it.
 */
export const HOST_PREFIX = '__Host-';

/** Over TLS (directly, or behind a trusted proxy) the secure-context name; on plain http the bare one. */
export function cookieName(request: FastifyRequest, base: string): string {
  return request.protocol === 'https' ? `${HOST_PREFIX}${base}` : base;
}

/** The attributes both portal cookies share: `__Host-`'s rules over TLS. */
export function cookiePlacement(request: FastifyRequest): { path: '/'; secure: boolean } {
  return { path: '/', secure: request.protocol === 'https' };
}
