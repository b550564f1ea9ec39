/**
 * What a slow or greedy client may hold: a request (headers and body) must arrive within requestMs, its
 * headers within headersMs; a connection idle for idleMs is closed, a kept-alive one after keepAliveMs; at
 * most maxConnections sockets at once, maxConnectionsPerAddress of them from one client address (more are
 * closed at once), and maxRequestsPerSocket requests on one.
 */
export interface ServerLimits {
  /** REQUEST_TIMEOUT_SECONDS */
  requestMs: number;
  /** HEADERS_TIMEOUT_SECONDS (at most the request timeout) */
  headersMs: number;
  /** IDLE_TIMEOUT_SECONDS: a socket with no traffic at all. */
  idleMs: number;
  /** KEEP_ALIVE_TIMEOUT_SECONDS */
  keepAliveMs: number;
  /** MAX_CONNECTIONS */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS (server/http/connections-per-address.ts); false: no cap per address. */
  maxConnectionsPerAddress: number | false;
  /** MAX_REQUESTS_PER_SOCKET */
  maxRequestsPerSocket: number;
}

// A browser opens at most 6 connections to a host, so 50 leaves room for several people behind one NAT while
// one client can hold no more than a twentieth of the default MAX_CONNECTIONS.
const PER_ADDRESS_WHEN_DIRECT = 50;

export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 120_000,
  // Fastify's own default: longer than a load balancer's or proxy's idle time for its upstream connections
  // (AWS ALB 60 s), so the proxy never sends a request on a connection the portal is just closing.
  keepAliveMs: 72_000,
  maxConnections: 1000,
  maxConnectionsPerAddress: PER_ADDRESS_WHEN_DIRECT,
  maxRequestsPerSocket: 1000,
});

function whole(name: string, value: string | undefined, fallback: number, max: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${text}"`);
  return number;
}

const OFF = /^(0|false|no|off)$/i;

/**
 * MAX_CONNECTIONS_PER_ADDRESS: a whole number up to MAX_CONNECTIONS, or off. Unset, it is off behind a trusted
 * proxy (every connection then comes from the proxy, which limits per client itself) and 50 (at most
 * MAX_CONNECTIONS) where clients connect directly.
 */
function perAddress(value: string | undefined, maxConnections: number, behindProxy: boolean): number | false {
  const text = value?.trim() ?? '';
  if (text === '') return behindProxy ? false : Math.min(maxConnections, PER_ADDRESS_WHEN_DIRECT);
  if (OFF.test(text)) return false;
  const cap = Number(text);
  if (!Number.isInteger(cap) || cap < 1 || cap > maxConnections) {
    throw new Error(
      `MAX_CONNECTIONS_PER_ADDRESS must be off or a whole number from 1 to MAX_CONNECTIONS (${maxConnections}), got "${text}"`,
    );
  }
  return cap;
}

/** The limits from the environment; `behindProxy`: TRUST_PROXY is set (it changes the per-address cap's default). */
export function readServerLimits(env: NodeJS.ProcessEnv, behindProxy = false): ServerLimits {
  const seconds = (name: string, fallbackMs: number) => whole(name, env[name], fallbackMs / 1000, 3600) * 1000;
  const maxConnections = whole('MAX_CONNECTIONS', env.MAX_CONNECTIONS, DEFAULT_SERVER_LIMITS.maxConnections, 1_000_000);
  const limits: ServerLimits = {
    requestMs: seconds('REQUEST_TIMEOUT_SECONDS', DEFAULT_SERVER_LIMITS.requestMs),
    headersMs: seconds('HEADERS_TIMEOUT_SECONDS', DEFAULT_SERVER_LIMITS.headersMs),
    idleMs: seconds('IDLE_TIMEOUT_SECONDS', DEFAULT_SERVER_LIMITS.idleMs),
    keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_SERVER_LIMITS.keepAliveMs),
    maxConnections,
    maxConnectionsPerAddress: perAddress(env.MAX_CONNECTIONS_PER_ADDRESS, maxConnections, behindProxy),
    maxRequestsPerSocket: whole(
      'MAX_REQUESTS_PER_SOCKET',
      env.MAX_REQUESTS_PER_SOCKET,
      DEFAULT_SERVER_LIMITS.maxRequestsPerSocket,
      1_000_000,
    ),
  };
  if (limits.headersMs > limits.requestMs)
    throw new Error('HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS');
  return limits;
}

/**
 * Fastify's options for the limits, and Node's that fastify does not set. Node checks the request and
 * header timeouts every `connectionsCheckingInterval`, so it is a fraction of the shorter one.
 */
export function serverLimitOptions(limits: ServerLimits) {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      requestTimeout: limits.requestMs,
      headersTimeout: limits.headersMs,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1000, Math.floor(Math.min(limits.headersMs, limits.requestMs) / 4)),
      ),
    },
  };
}
