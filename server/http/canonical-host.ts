import type { FastifyInstance, FastifyRequest } from 'fastify';

/** API calls answer wherever they are asked (a JSON client does not follow a page redirect); pages move. */
const API_PATH = /^\/(api|app)(\/|$)|^\/account\/me\/?$/;

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host[:port] in lower case, without the protocol's default port. */
function normalHost(host: string, protocol: string): string {
  const lower = host.trim().toLowerCase();
  const port = DEFAULT_PORTS[protocol];
  return port && lower.endsWith(`:${port}`) ? lower.slice(0, -(port.length + 1)) : lower;
}

/**
 * Sends a page asked under another host than the canonical origin's (127.0.0.1 for localhost, a bare IP
 * for the public name) to the same path and query there, with 308. The report's frame and the session
 * cookie belong to the canonical origin: on any other host the frame is refused by the CSP and the sign-in
 * does not stick. Only GET and HEAD of pages: API calls, other methods and requests without a Host header
 * are left alone. The protocol is not compared, so a TLS proxy without TRUST_PROXY does not loop.
 */
export function installCanonicalHostRedirect(app: FastifyInstance, canonicalOrigin: string): void {
  const canonical = new URL(canonicalOrigin);
  const origin = canonical.origin;
  const expected = normalHost(canonical.host, canonical.protocol);
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const host = request.host;
    if (!host) return done();
    const pathname = request.url.split('?')[0];
    if (API_PATH.test(pathname)) return done();
    if (normalHost(host, canonical.protocol) === expected) return done();
    // request.url always starts with '/', so the target stays on the canonical origin whatever the path holds.
    void reply.code(308).header('Location', `${origin}${request.url}`).header('Cache-Control', 'no-store').send();
  });
}

/** The canonical origin of a PUBLIC_ORIGIN value, or an error message. */
export function parseCanonicalOrigin(value: string): { origin: string } | { error: string } {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `PUBLIC_ORIGIN must be an http or https address, got "${value}"` };
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      return { error: `PUBLIC_ORIGIN must be an origin only (scheme, host and port), got "${value}"` };
    }
    return { origin: url.origin };
  } catch {
    return { error: `PUBLIC_ORIGIN must be an absolute address such as https://portal.example.com, got "${value}"` };
  }
}
