import type Database from 'better-sqlite3';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { PostgresDatabase } from './database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows older than this are deleted now and then: longer than any window the portal configures. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY = 1000;

/**
 * @fastify/rate-limit's counters in the shared PostgreSQL database, so that instances behind a load balancer
 * count together (one upsert per counted request). Fixed windows, as its in-memory store keeps them; no
 * continueExceeding or exponential backoff (the portal uses neither). Null on SQLite, where the one instance's
 * in-memory store is the right one. Use: `app.register(fastifyRateLimit, { store: sharedRateLimitStore(db) ?? undefined })`.
 */
export function sharedRateLimitStore(db: Database.Database): FastifyRateLimitStoreCtor | null {
  if (!((db as unknown) instanceof PostgresDatabase)) return null;
  const postgres = db as unknown as PostgresDatabase;
  postgres.execNative('CREATE UNLOGGED TABLE IF NOT EXISTS portal_rate_limits (key TEXT PRIMARY KEY, count BIGINT NOT NULL, window_start BIGINT NOT NULL)');
  const increment = postgres.prepare(
    `INSERT INTO portal_rate_limits (key, count, window_start) VALUES (@key, 1, @now)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN portal_rate_limits.window_start + @window <= @now THEN 1 ELSE portal_rate_limits.count + 1 END,
       window_start = CASE WHEN portal_rate_limits.window_start + @window <= @now THEN @now ELSE portal_rate_limits.window_start END
     RETURNING count, window_start`,
  );
  const read = postgres.prepare('SELECT count, window_start FROM portal_rate_limits WHERE key = ?');
  const sweep = postgres.prepare('DELETE FROM portal_rate_limits WHERE window_start < ?');
  let sinceSweep = 0;

  const answer = (callback: Callback, row: { count: number; window_start: number } | undefined, windowMs: number, now: number) => {
    if (!row || row.window_start + windowMs <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: row.count, ttl: row.window_start + windowMs - now });
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    /**
     * The plugin constructs the store with its options (unused); scope: per route, as the in-memory store keeps
     * a store per route, the route's method and URL (none for createRateLimit, whose keys are the caller's).
     */
    constructor(_options?: unknown, private readonly scope = '') {}

    incr(rawKey: string, callback: Callback, timeWindow: number): void {
      const key = this.scope + rawKey;
      const now = Date.now();
      let row: { count: number; window_start: number };
      try {
        row = increment.get({ key, now, window: timeWindow }) as typeof row;
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
        answer(callback, read.get(this.scope + rawKey) as { count: number; window_start: number } | undefined, timeWindow, now);
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
