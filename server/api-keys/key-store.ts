import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import {
  ROTATION_GRACE_HOURS,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyScope,
  type ApiKeySecret,
  type ApiKeyUse,
} from '../../core/contract';
import { writeAudit, type AdminActor } from '../admin/audit';
import { parseJson } from '../data/json';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { hashOfSecret, newKeySecret, shownPrefixOf } from './key-secret';

interface KeyRow {
  id: string;
  name: string;
  shown_prefix: string;
  secret_hash: string;
  previous_hash: string | null;
  previous_valid_until: number | null;
  routes: string | null;
  customer_id: string | null;
  customer_name: string | null;
  created_at: number;
  created_by: string;
  rotated_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
}

/** A key as the host checks a call against it. */
export interface StoredKey {
  id: string;
  routes: readonly string[] | null;
  customerId: string | null;
  /** Which of the key's secrets the call brought. */
  secret: 'current' | 'previous';
  /** False for a revoked key, or a previous secret past its grace period. */
  valid: boolean;
}

const GRACE_MS = ROTATION_GRACE_HOURS * 3_600_000;
const SELECT = `SELECT k.*, c.name AS customer_name FROM api_keys k LEFT JOIN customers c ON c.id = k.customer_id`;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const routesOf = (row: Pick<KeyRow, 'routes'>) =>
  parseJson<string[] | null>(row.routes, null, (value) => Array.isArray(value));

function toKey(row: KeyRow, now: number): ApiKey {
  const previousUntil = row.previous_valid_until !== null && row.previous_valid_until > now && !row.revoked_at;
  return {
    id: row.id,
    name: row.name,
    prefix: row.shown_prefix,
    routes: routesOf(row),
    customerId: row.customer_id,
    customerName: row.customer_name,
    createdAt: iso(row.created_at)!,
    createdBy: row.created_by,
    rotatedAt: iso(row.rotated_at),
    previousValidUntil: previousUntil ? iso(row.previous_valid_until) : null,
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
  };
}

/** What the audit log keeps of a key: its names and scope, never a secret or its hash. */
const audited = (key: ApiKey) => ({
  name: key.name,
  prefix: key.prefix,
  routes: key.routes,
  customerId: key.customerId,
  revokedAt: key.revokedAt,
});

/** The API keys: created, rotated and revoked by provider administrators (each change audited), found by secret. */
export class ApiKeyStore {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every key, the ones in use first, newest first. */
  list(): ApiKey[] {
    const rows = statement(
      this.db,
      `${SELECT} ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC, k.id`,
    ).all() as KeyRow[];
    const now = this.now();
    return rows.map((row) => toKey(row, now));
  }

  get(id: string): ApiKey {
    const row = statement(this.db, `${SELECT} WHERE k.id = ?`).get(id) as KeyRow | undefined;
    if (!row) throw new HttpError(404, 'No such API key.');
    return toKey(row, this.now());
  }

  create(input: ApiKeyCreate, actor: AdminActor): ApiKeySecret {
    const secret = newKeySecret();
    const id = `key_${randomBytes(8).toString('hex')}`;
    const key = this.db.transaction(() => {
      statement(
        this.db,
        `INSERT INTO api_keys (id, name, shown_prefix, secret_hash, routes, customer_id, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        input.name,
        shownPrefixOf(secret),
        hashOfSecret(secret),
        input.routes ? JSON.stringify(input.routes) : null,
        input.customerId,
        this.now(),
        actor.name,
      );
      const created = this.get(id);
      writeAudit(this.db, actor, this.auditEntry('api_key.create', created, null, audited(created)), this.now());
      return created;
    })();
    return { key, secret };
  }

  /** A new secret; the old one works on for the grace period, or stops now. */
  rotate(id: string, keepOldForGrace: boolean, actor: AdminActor): ApiKeySecret {
    const secret = newKeySecret();
    const key = this.db.transaction(() => {
      const before = this.live(id);
      const now = this.now();
      statement(
        this.db,
        `UPDATE api_keys SET previous_hash = secret_hash, previous_valid_until = ?, secret_hash = ?, shown_prefix = ?,
           rotated_at = ? WHERE id = ?`,
      ).run(keepOldForGrace ? now + GRACE_MS : null, hashOfSecret(secret), shownPrefixOf(secret), now, id);
      const after = this.get(id);
      writeAudit(
        this.db,
        actor,
        this.auditEntry(
          'api_key.rotate',
          after,
          { prefix: before.prefix },
          { prefix: after.prefix, previousValidUntil: after.previousValidUntil },
        ),
        now,
      );
      return after;
    })();
    return { key, secret };
  }

  /** New routes and customer for a key in use; the next call is checked against them (each call reads its key). */
  changeScope(id: string, scope: ApiKeyScope, actor: AdminActor): ApiKey {
    return this.db.transaction(() => {
      const before = this.live(id);
      statement(this.db, 'UPDATE api_keys SET routes = ?, customer_id = ? WHERE id = ?').run(
        scope.routes ? JSON.stringify(scope.routes) : null,
        scope.customerId,
        id,
      );
      const after = this.get(id);
      writeAudit(this.db, actor, this.auditEntry('api_key.scope', after, audited(before), audited(after)), this.now());
      return after;
    })();
  }

  /** Both secrets stop working at once; the key stays listed with its uses. */
  revoke(id: string, actor: AdminActor): ApiKey {
    return this.db.transaction(() => {
      const before = this.live(id);
      const now = this.now();
      statement(this.db, 'UPDATE api_keys SET revoked_at = ?, previous_valid_until = NULL WHERE id = ?').run(now, id);
      const after = this.get(id);
      writeAudit(this.db, actor, this.auditEntry('api_key.revoke', after, audited(before), audited(after)), now);
      return after;
    })();
  }

  /**
   * The key whose current or previous secret this is, with whether that secret still works (not revoked, a previous
   * secret within its grace period); null for a secret no key has.
   */
  findBySecret(secret: string): StoredKey | null {
    const hash = hashOfSecret(secret);
    const row = statement(
      this.db,
      'SELECT id, routes, customer_id, secret_hash, previous_valid_until, revoked_at FROM api_keys WHERE secret_hash = ? OR previous_hash = ?',
    ).get(hash, hash) as
      Pick<KeyRow, 'id' | 'routes' | 'customer_id' | 'secret_hash' | 'previous_valid_until' | 'revoked_at'> | undefined;
    if (!row) return null;
    const current = row.secret_hash === hash;
    const valid = row.revoked_at === null && (current || (row.previous_valid_until ?? 0) > this.now());
    return {
      id: row.id,
      routes: routesOf(row),
      customerId: row.customer_id,
      secret: current ? 'current' : 'previous',
      valid,
    };
  }

  /** The key's latest uses, newest first. */
  uses(id: string, limit = 50): ApiKeyUse[] {
    this.get(id);
    const rows = statement(
      this.db,
      'SELECT at, route, customer_id, status, outcome, secret FROM api_key_uses WHERE key_id = ? ORDER BY id DESC LIMIT ?',
    ).all(id, limit) as {
      at: number;
      route: string;
      customer_id: string | null;
      status: number;
      outcome: ApiKeyUse['outcome'];
      secret: ApiKeyUse['secret'];
    }[];
    return rows.map((row) => ({
      at: iso(row.at)!,
      route: row.route,
      customerId: row.customer_id,
      status: row.status,
      outcome: row.outcome,
      secret: row.secret,
    }));
  }

  private live(id: string): ApiKey {
    const key = this.get(id);
    if (key.revokedAt) throw new HttpError(409, 'This API key is revoked.');
    return key;
  }

  private auditEntry(action: string, key: ApiKey, before: unknown, after: unknown) {
    return { action, targetType: 'api_key' as const, targetId: key.id, customerId: null, before, after };
  }
}
