import type Database from 'better-sqlite3';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { PostgresDatabase } from './database';
import { LruMap } from '../../data/lru-map';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows older than this are deleted now and then: longer than any window the portal configures. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY = 1000;

/** A span of counts one instance reserved in the shared counter of a key, used up locally. */
interface Reservation {
  windowStart: number;
  next: number;
  last: number;
}

const MAX_RESERVATIONS = 10_000;

/**
 * @fastify/rate-limit's counters in the shared PostgreSQL database, so that instances behind a load balancer
 * count together. Fixed windows, as its in-memory store keeps them; no continueExceeding or exponential backoff
 * (the portal uses neither). Null on SQLite, where the one instance's in-memory store is the right one.
 *
 * A count costs an upsert, a round trip. For a key whose `chunkOf(key)` is more than 1 (a generous limit that
 * every request counts under) an instance reserves that many counts at once and hands them out locally, so
 * one request in `chunk` goes to the database. Counts another instance reserved and has not used yet already
 * count: a caller is refused at most (chunk - 1) x (instances - 1) requests early, never late.
 */
export function sharedRateLimitStore(
  db: Database.Database,
  chunkOf: (key: string) => number = () => 1,
): FastifyRateLimitStoreCtor | null {
  if (!((db as unknown) instanceof PostgresDatabase)) return null;
  const postgres = db as unknown as PostgresDatabase;
  postgres.execNative(
    'CREATE UNLOGGED TABLE IF NOT EXISTS portal_rate_limits (key TEXT PRIMARY KEY, count BIGINT NOT NULL, window_start BIGINT NOT NULL)',
  );
  const increment = postgres.prepare(
    `INSERT INTO portal_rate_limits (key, count, window_start) VALUES (@key, @by, @now)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN portal_rate_limits.window_start + @window <= @now THEN @by ELSE portal_rate_limits.count + @by END,
       window_start = CASE WHEN portal_rate_limits.window_start + @window <= @now THEN @now ELSE portal_rate_limits.window_start END
     RETURNING count, window_start`,
  );
  const read = postgres.prepare('SELECT count, window_start FROM portal_rate_limits WHERE key = ?');
  const sweep = postgres.prepare('DELETE FROM portal_rate_limits WHERE window_start < ?');
  let sinceSweep = 0;
  const reservations = new LruMap<string, Reservation>(MAX_RESERVATIONS);

  const answer = (
    callback: Callback,
    row: { count: number; window_start: number } | undefined,
    windowMs: number,
    now: number,
  ) => {
    if (!row || row.window_start + windowMs <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: row.count, ttl: row.window_start + windowMs - now });
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    /**
     * The plugin constructs the store with its options (unused); scope: per route, as the in-memory store keeps
     * a store per route, the route's method and URL (none for createRateLimit, whose keys are the caller's).
     */
    constructor(
      _options?: unknown,
      private readonly scope = '',
    ) {}

    incr(rawKey: string, callback: Callback, timeWindow: number): void {
      const key = this.scope + rawKey;
      const now = Date.now();
      const reserved = reservations.get(key);
      if (reserved && reserved.next <= reserved.last && reserved.windowStart + timeWindow > now) {
        const current = reserved.next++;
        return callback(null, { current, ttl: reserved.windowStart + timeWindow - now });
      }
      const by = Math.max(1, Math.floor(chunkOf(rawKey)));
      let row: { count: number; window_start: number };
      try {
        row = increment.get({ key, now, window: timeWindow, by }) as typeof row;
        if (by > 1) {
          reservations.set(key, { windowStart: row.window_start, next: row.count - by + 2, last: row.count });
          row = { count: row.count - by + 1, window_start: row.window_start };
        }
        if (++sinceSweep >= SWEEP_EVERY) {
          sinceSweep = 0;
          sweep.run(now - KEEP_MS);
        }
      } catch (error) {
        return callback(error as Error);
      }
      answer(callback, row, timeWindow, now);
    }

    /** The state without counting (`{ increment: false }`). */
    read(rawKey: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      try {
        answer(
          callback,
          read.get(this.scope + rawKey) as { count: number; window_start: number } | undefined,
          timeWindow,
          now,
        );
      } catch (error) {
        callback(error as Error);
      }
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Typed as the route's options; at run time the plugin passes its merged options, the route under routeInfo.
      const route = (options as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, route?.url ? `${String(route.method)} ${route.url} ` : '');
    }
  }
  return SharedRateLimitStore;
}
