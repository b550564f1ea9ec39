import type { FastifyReply } from 'fastify';

/** The analytics service whose report frames the report plugin embeds (its POWERBI_EMBED_URL default). */
export const ANALYTICS_FRAME_ORIGIN = 'https://app.powerbi.com';

/**
 * The base policy: no inline script and no inline style (the SPA's page adds a nonce for antd's style tags,
 * page-csp.ts); images from this server (the static host is /static) and data: for antd's inline icons;
 * frames from this server and the analytics service. The hosts a customer's data needs (its logo, the pages its
 * actions frame) are added per page (page-csp-sources.ts); no wildcard, the lists are known.
 */
const BASE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'frame-src': ["'self'", ANALYTICS_FRAME_ORIGIN],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

const DIRECTIVE = /^[a-z-]+$/;
const SOURCE = /^[^\s;,]+$/;

/** Builds the Content-Security-Policy, appending the features' extra sources (checked: no separators, no unsafe-inline scripts). */
export function buildCsp(extras: Readonly<Record<string, readonly string[]>>[] = []): string {
  const policy = new Map(Object.entries(BASE_CSP).map(([k, v]) => [k, [...v]]));
  for (const extra of extras) {
    for (const [directive, sources] of Object.entries(extra)) {
      if (!DIRECTIVE.test(directive)) throw new Error(`Bad CSP directive "${directive}"`);
      for (const source of sources) {
        if (!SOURCE.test(source)) throw new Error(`Bad CSP source "${source}" for ${directive}`);
        if (directive === 'script-src' && /unsafe-(inline|eval)/.test(source)) {
          throw new Error(`CSP script-src may not allow ${source}`);
        }
      }
      const list = policy.get(directive) ?? [];
      for (const source of sources) if (!list.includes(source)) list.push(source);
      policy.set(directive, list);
    }
  }
  return [...policy].map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}

/** The security headers every answer carries, built once for a policy (a route may still override Cache-Control etc.). */
export function securityHeaders(csp: string): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
  });
}

/**
 * Sets the security headers on an answer, in one call. A page that built its own policy (the SPA's index,
 * with the active customer's hosts) keeps it.
 */
export function applySecurityHeaders(reply: FastifyReply, headers: Readonly<Record<string, string>>): void {
  const ownPolicy = reply.getHeader('content-security-policy');
  reply.headers(headers);
  if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
}

/** HSTS for a portal reached over TLS: one year, subdomains included (they must not be reachable over http either). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
