import type { FastifyRequest } from 'fastify';

/** Sec-Fetch-Site values of a request the portal's own pages made, or the user typed. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a state-changing request must be refused as cross-site, or null. A browser marks every request with
 * Sec-Fetch-Site and, on POST/PUT/PATCH/DELETE, with Origin: `same-site` (a sibling subdomain) and
 * `cross-site` are refused, and so is an Origin other than the portal's (the configured public origin, or
 * the one the request was addressed to), including `null` (sandboxed frames, some redirects). A caller that
 * sends neither header is not a browser, so it cannot carry a victim's cookies; it still needs the token.
 */
export function crossSiteRefusal(request: FastifyRequest, ownOrigins: ReadonlySet<string>): string | null {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site.toLowerCase())) {
    return `Cross-site request refused (Sec-Fetch-Site: ${site === 'same-site' ? 'same-site' : 'cross-site'}).`;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (ownOrigins.has(origin.toLowerCase()) || origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase()) return null;
  return 'Cross-origin request refused: the Origin is not this portal.';
}

/** The origins the portal's pages run on: PUBLIC_ORIGIN and the canonical origin. */
export function ownOrigins(config: { publicOrigin: string; canonicalOrigin?: string | null }): ReadonlySet<string> {
  return new Set([config.publicOrigin, config.canonicalOrigin].filter((o): o is string => !!o).map((o) => new URL(o).origin.toLowerCase()));
}
