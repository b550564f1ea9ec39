import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sharedRateLimitStore } from '../db/postgres/rate-limit-store';
import { sendError } from '../http/errors';
import { BUNDLE_FILES_ROUTE } from '../http/static-assets';
import type { RateLimits } from './rate-limit-config';
import type { SecurityLog } from './security-log';
import { isStateChange } from './csrf';
import { readSessionToken } from './session';
import { LruMap } from '../data/lru-map';

/** Which requests a limit counts, and whom it counts them for. */
interface Limit {
  name: keyof Omit<RateLimits, 'windowMs'>;
  applies(request: FastifyRequest): boolean;
  by: 'address' | 'session' | 'apiKey';
}

/** The routes of each limit, as route patterns (fastify's routeOptions.url). */
export interface RateLimitedRoutes {
  signIn: readonly string[];
  registration: readonly string[];
  invitationByAddress: readonly string[];
  invitationBySession: readonly string[];
}

const isAppRoute = (request: FastifyRequest) => {
  const access = request.routeOptions.config.access;
  return access !== undefined && access !== 'machine';
};

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

const sessionKey = (request: FastifyRequest): string | null => {
  const token = readSessionToken(request);
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 32) : null;
};

function subjectOf(request: FastifyRequest, by: Limit['by']): string {
  if (by === 'apiKey') return request.server.portal.machineKeys?.keyOf(request)?.id ?? request.ip;
  return (by === 'session' && sessionKey(request)) || request.ip;
}

/**
 * The rate limits (@fastify/rate-limit's counters: in memory with SQLite's single instance, in the shared
 * database on PostgreSQL): checked before the body is
 * read; the first limit a request exceeds answers 429 with Retry-After (seconds) and an ApiError. A hit is
 * logged once per key and window, so a flood does not flood the log as well.
 */
export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  routes: RateLimitedRoutes,
  securityLog: SecurityLog,
): Promise<void> {
  // On PostgreSQL the counters live in the shared database, so instances behind a load balancer count together.
  // Every request counts under the session limit, every signed-out read under its own: their counts are
  // reserved a sixtieth of the limit at a time.
  const chunks: Record<string, number> = {
    session: Math.max(1, Math.floor(limits.session / 60)),
    signedOut: Math.max(1, Math.floor(limits.signedOut / 60)),
  };
  const chunkOf = (key: string) => chunks[key.slice(0, key.indexOf(':'))] ?? 1;
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedRateLimitStore(app.portal.db, chunkOf) ?? undefined,
  });
  const listed = (list: readonly string[]) => {
    const set = new Set(list);
    return (request: FastifyRequest) => set.has(routeOf(request));
  };
  const all: Limit[] = [
    { name: 'signIn', applies: listed(routes.signIn), by: 'address' },
    { name: 'registration', applies: listed(routes.registration), by: 'address' },
    { name: 'invitation', applies: listed(routes.invitationByAddress), by: 'address' },
    { name: 'invitation', applies: listed(routes.invitationBySession), by: 'session' },
    // Machine endpoints authenticate with their own tokens; telemetry counts under the session's limit only.
    {
      name: 'writes',
      applies: (request) =>
        isStateChange(request) &&
        !request.routeOptions.config.telemetry &&
        request.routeOptions.config.access !== 'machine',
      by: 'session',
    },
    // A machine call with a known API key counts for the key (revoked ones too: refusing them costs a lookup).
    {
      name: 'apiKey',
      applies: (request) =>
        request.routeOptions.config.access === 'machine' && app.portal.machineKeys?.keyOf(request) != null,
      by: 'apiKey',
    },
    // The app's routes (registered with an access rule), not its files: a page load fetches many of those.
    { name: 'session', applies: (request) => readSessionToken(request) !== null && isAppRoute(request), by: 'session' },
    // Signed out, everything read counts (pages, public calls, the OpenAPI document, unknown paths) but the
    // bundle's hashed files: served from memory, and a browser keeps them for a year once it has them.
    {
      name: 'signedOut',
      applies: (request) =>
        isRead(request) && readSessionToken(request) === null && request.routeOptions.url !== BUNDLE_FILES_ROUTE,
      by: 'address',
    },
  ];
  const checks = all.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limits[limit.name],
      timeWindow: limits.windowMs,
      cache: 10_000,
      keyGenerator: (request) => `${limit.name}:${subjectOf(request, limit.by)}`,
    } as Parameters<typeof app.createRateLimit>[0]),
  }));
  const loggedUntil = new LruMap<string, number>(10_000);

  app.addHook('onRequest', async (request, reply) => {
    for (const { limit, check } of checks) {
      if (!limit.applies(request)) continue;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const now = Date.now();
      if ((loggedUntil.get(result.key) ?? 0) <= now) {
        loggedUntil.set(result.key, now + result.ttl);
        securityLog.record('rate_limited', request, { limit: limit.name, status: 429 });
      }
      reply.header('Retry-After', String(Math.max(1, result.ttlInSeconds))).header('Cache-Control', 'no-store');
      return sendError(reply, 429, `Too many requests: try again in ${Math.max(1, result.ttlInSeconds)} s.`);
    }
  });
}
