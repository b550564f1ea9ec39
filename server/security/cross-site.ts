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
  if (origin === undefined || isOwnOrigin(origin, request, ownOrigins)) return null;
  return 'Cross-origin request refused: the Origin is not this portal.';
}

/** The portal's origins, or the one the request was addressed to. */
function isOwnOrigin(origin: string, request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const lower = origin.toLowerCase();
  return ownOrigins.has(lower) || lower === `${request.protocol}://${request.host}`.toLowerCase();
}

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a page request (a GET a browser navigates to) comes from the portal's own pages or was typed:
 * Sec-Fetch-Site same-origin or none; a browser that sends no Sec-Fetch-Site (an old one, or plain http to a
 * host other than localhost) is judged by its Origin, else its Referer. A request that shows none of them is
 * not known to be the portal's.
 */
export function isOwnNavigation(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return OWN_FETCH_SITES.has(site.toLowerCase());
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  return origin !== null && origin !== 'null' && isOwnOrigin(origin, request, ownOrigins);
}

/** The origins the portal's pages run on: PUBLIC_ORIGIN and the canonical origin. */
export function ownOrigins(config: { publicOrigin: string; canonicalOrigin?: string | null }): ReadonlySet<string> {
  return new Set(
    [config.publicOrigin, config.canonicalOrigin]
      .filter((o): o is string => !!o)
      .map((o) => new URL(o).origin.toLowerCase()),
  );
}
