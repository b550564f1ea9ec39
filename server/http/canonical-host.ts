import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

/** API calls are refused under another host (a JSON client does not follow a page redirect); pages move. */
const API_PATH = /^\/(api|app)(\/|$)|^\/account\/me\/?$/;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** host and port of a normalized host[:port]. */
function splitHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(host);
  return match ? { name: match[1], port: match[2] ?? '' } : { name: host, port: '' };
}

/** A loopback canonical origin (the local demo) answers its API under every loopback name of the same port. */
function sameLoopbackServer(host: string, expected: string): boolean {
  const given = splitHost(host);
  const wanted = splitHost(expected);
  return LOOPBACK_NAMES.has(wanted.name) && LOOPBACK_NAMES.has(given.name) && given.port === wanted.port;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host[:port] in lower case, without the protocol's default port. */
function normalHost(host: string, protocol: string): string {
  const lower = host.trim().toLowerCase();
  const port = DEFAULT_PORTS[protocol];
  return port && lower.endsWith(`:${port}`) ? lower.slice(0, -(port.length + 1)) : lower;
}

/**
 * Validates the Host (or, behind a trusted proxy, X-Forwarded-Host) against the canonical origin. A page
 * asked under another host (127.0.0.1 for localhost, a bare IP for the public name) moves to the same path
 * and query there, with 308: the report's frame and the session cookie belong to the canonical origin. An
 * API call under another host is refused with 421 JSON (a local demo's API also answers under the other
 * loopback names of its port); other methods of pages are refused the same way (a form post would lose its
 * body in a redirect). A request without a Host header is left alone (HTTP/1.0 tools; nothing is built from
 * it). The protocol is not compared, so a TLS proxy without TRUST_PROXY does not loop. `anyHost`: the exact
 * paths answered under every host (the health check, which probes ask by address).
 */
export function installCanonicalHostRedirect(
  app: FastifyInstance,
  canonicalOrigin: string,
  anyHost: readonly string[] = [],
): void {
  const canonical = new URL(canonicalOrigin);
  const origin = canonical.origin;
  const expected = normalHost(canonical.host, canonical.protocol);
  const hostIndependent = new Set(anyHost);
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const host = request.host;
    if (!host) return done();
    const given = normalHost(host, canonical.protocol);
    if (given === expected) return done();
    const pathname = request.url.split('?')[0];
    if (hostIndependent.has(pathname)) return done();
    const movable = !API_PATH.test(pathname) && (request.method === 'GET' || request.method === 'HEAD');
    if (!movable) {
      if (sameLoopbackServer(given, expected)) return done();
      // The unknown host is not repeated: it is the caller's input.
      return void sendError(
        reply.header('Cache-Control', 'no-store'),
        421,
        'This server does not answer under that host name.',
      );
    }
    // request.url always starts with '/', so the target stays on the canonical origin whatever the path holds.
    void reply.code(308).header('Location', `${origin}${request.url}`).header('Cache-Control', 'no-store').send();
  });
}

/**
 * The origin to build absolute links on: the canonical one (the Host was checked against it), else the
 * configured public origin. Never the request's Host or X-Forwarded-Host, which the caller chooses.
 */
export function linkOrigin(config: { canonicalOrigin?: string | null; publicOrigin: string }): string {
  return config.canonicalOrigin ?? config.publicOrigin;
}

/** The canonical origin of a PUBLIC_ORIGIN value, or an error message. */
export function parseCanonicalOrigin(value: string): { origin: string } | { error: string } {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { error: `PUBLIC_ORIGIN must be an http or https address, got "${value}"` };
    if (url.pathname !== '/') {
      return {
        error: `PUBLIC_ORIGIN must be an origin without a path: the portal answers at the root of its own host name (e.g. https://portal.example.com, not https://portal.example.com/portal), got "${value}"`,
      };
    }
    if (url.search || url.hash || url.username || url.password) {
      return { error: `PUBLIC_ORIGIN must be an origin only (scheme, host and port), got "${value}"` };
    }
    return { origin: url.origin };
  } catch {
    return { error: `PUBLIC_ORIGIN must be an absolute address such as https://portal.example.com, got "${value}"` };
  }
}
