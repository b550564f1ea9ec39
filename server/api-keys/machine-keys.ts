import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyOutcome, MachineRoute } from '../../core/contract';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { bearerOf, isKeyLike, isWellFormedKey } from './key-secret';
import { ApiKeyStore, type StoredKey } from './key-store';
import { DEFAULT_API_KEY_USES_KEEP_DAYS } from './use-retention';

/** How often, at most, an instance prunes the uses older than the kept days (on the insert after that). */
const PRUNE_EVERY_MS = 3_600_000;

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

function outcomeOf(status: number): ApiKeyOutcome {
  if (status < 400) return 'succeeded';
  if (status === 429) return 'rate-limited';
  return status === 401 || status === 403 ? 'refused' : 'failed';
}

/** Whether a key's routes open this route: every route, its plugin's, or the route itself. */
export const opens = (routes: readonly string[] | null, plugin: string, route: string): boolean =>
  routes === null || routes.includes(plugin) || routes.includes(route);

/**
 * The host's side of the API keys: which machine routes there are, who a call's key is, whether it opens the
 * route and may name the customer, and one audit row per call that brought a key (key id, route, customer,
 * status, outcome; never the secret), kept for `keepUsesDays` days.
 */
export class MachineKeys {
  readonly store: ApiKeyStore;
  private readonly routes: MachineRoute[] = [];
  /** The key each call brought (null: none, or an unknown one), looked up once per call. */
  private readonly keys = new WeakMap<FastifyRequest, StoredKey | null>();
  private readonly customers = new WeakMap<FastifyRequest, string>();
  private prunedAt = -Infinity;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
    private readonly keepUsesDays: number = DEFAULT_API_KEY_USES_KEEP_DAYS,
  ) {
    this.store = new ApiKeyStore(db, now);
  }

  addRoute(route: MachineRoute): void {
    this.routes.push(route);
  }

  /** Every plugin's machine routes, in registration order. */
  machineRoutes(): readonly MachineRoute[] {
    return this.routes;
  }

  /** The stored key of the call's API key (revoked ones too), or null when it brings none or an unknown one. */
  keyOf(request: FastifyRequest): StoredKey | null {
    if (this.keys.has(request)) return this.keys.get(request) ?? null;
    const token = bearerOf(request.headers.authorization);
    const key = token && isWellFormedKey(token) ? this.store.findBySecret(token) : null;
    this.keys.set(request, key);
    return key;
  }

  /**
   * For a machine route: true when the call brings a working API key that opens the route; false when it brings
   * no API key at all (the route's own, deprecated secret decides). 401 for an unknown, revoked or expired key,
   * 403 for a key whose routes leave this one out.
   */
  authenticate(request: FastifyRequest, plugin: string): boolean {
    const token = bearerOf(request.headers.authorization);
    if (!token || !isKeyLike(token)) return false;
    const key = this.keyOf(request);
    if (!key?.valid) throw new HttpError(401, 'Unknown, revoked or expired API key.');
    if (!opens(key.routes, plugin, routeOf(request)))
      throw new HttpError(403, 'This API key does not open this route.');
    return true;
  }

  /** 403 when the call's API key is limited to another customer; the customer goes into the call's audit row. */
  requireCustomer(request: FastifyRequest, customerId: string): void {
    const key = this.keyOf(request);
    if (!key) return;
    this.customers.set(request, customerId);
    if (key.customerId !== null && key.customerId !== customerId)
      throw new HttpError(403, 'This API key is limited to another customer.');
  }

  /** Writes the audit row of a call that brought a known key (the answer's status decides the outcome). */
  recordUse(request: FastifyRequest, status: number): void {
    const key = this.keys.get(request);
    if (!key || !this.db.open) return;
    const now = this.now();
    statement(
      this.db,
      `INSERT INTO api_key_uses (key_id, at, route, customer_id, status, outcome, secret) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(key.id, now, routeOf(request), this.customers.get(request) ?? null, status, outcomeOf(status), key.secret);
    if (status < 400) statement(this.db, 'UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, key.id);
    if (now - this.prunedAt >= PRUNE_EVERY_MS) this.pruneUses(now);
  }

  /** Deletes the uses older than the kept days: the audit of key uses stays bounded however busy the keys are. */
  pruneUses(now = this.now()): number {
    this.prunedAt = now;
    return statement(this.db, 'DELETE FROM api_key_uses WHERE at < ?').run(now - this.keepUsesDays * 86_400_000)
      .changes;
  }
}
