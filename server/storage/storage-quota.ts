import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import type { ServerConfig } from '../server-config';
import { DEFAULT_STORAGE_QUOTA, type StorageQuotaLimits } from './quota-config';

export interface StorageUse {
  usedBytes: number;
  limitBytes: number;
}

/** What one customer and one user have stored (and reserved), against their limits. */
export interface StorageUsage {
  customer: StorageUse;
  user: StorageUse;
}

export interface StorageReservation {
  /** The stored object's id (e.g. the file's), so that releasing it later needs nothing else. */
  id: string;
  customerId: string;
  userId: string;
  /** The capability storing the bytes ("files", "service-requests"). */
  owner: string;
  bytes: number;
}

/**
 * A reservation the storing capability neither confirmed nor released within this time was left by a crash or a
 * killed request: it no longer counts, and the next reservation removes it. Writing a file takes seconds at most.
 */
export const RESERVATION_TTL_MS = 15 * 60_000;

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
/** Sizes in the quota's messages: 1.2 GB, 350 MB, 12 kB (binary units, as FILES_MAX_MB counts). */
export function quotaSize(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= GiB) return `${round(bytes / GiB)} GB`;
  if (bytes >= MiB) return `${round(bytes / MiB)} MB`;
  return `${Math.ceil(bytes / 1024)} kB`;
}

/** 413: the bytes would take the customer or the user over the quota; the message names the limit and the usage. */
export class StorageQuotaExceeded extends HttpError {
  constructor(
    readonly scope: 'customer' | 'user',
    readonly use: StorageUse,
    readonly requestedBytes: number,
  ) {
    const whose = scope === 'customer' ? "Your organisation's" : 'Your';
    super(
      413,
      `${whose} storage quota is reached: ${quotaSize(use.usedBytes)} of ${quotaSize(use.limitBytes)} used, and this upload ` +
        `(${quotaSize(requestedBytes)}) does not fit. Delete files you no longer need, or ask your provider for more space.`,
    );
    this.name = 'StorageQuotaExceeded';
  }
}

/**
 * The lock that makes check-and-reserve atomic across instances: an upsert of the scope's row, held until the
 * transaction ends (PostgreSQL locks the row; SQLite the whole database). Exported for the concurrency test.
 */
export const QUOTA_LOCK_SQL = `INSERT INTO storage_quota_locks (scope, scope_id, touched_at) VALUES (?, ?, ?)
  ON CONFLICT (scope, scope_id) DO UPDATE SET touched_at = excluded.touched_at`;

const SUM_SQL = {
  customer: `SELECT coalesce(sum(bytes), 0) AS used FROM storage_allocations WHERE customer_id = ? AND (state = 'stored' OR reserved_at >= ?)`,
  user: `SELECT coalesce(sum(bytes), 0) AS used FROM storage_allocations WHERE user_id = ? AND (state = 'stored' OR reserved_at >= ?)`,
} as const;

/**
 * Bytes stored per customer and per user, across every capability that stores uploads, against the configured
 * limits (STORAGE_QUOTA_CUSTOMER_MB, STORAGE_QUOTA_USER_MB). A capability reserves the bytes before it writes
 * anything, confirms the reservation in the transaction that records what it stored, and releases it when the
 * write failed or the object is deleted. The state lives in the database, so every instance shares it.
 */
export class StorageQuota {
  // A true private field: nothing a plugin is handed leads to the database handle, not even at run time.
  readonly #db: Database.Database;

  constructor(
    db: Database.Database,
    readonly limits: StorageQuotaLimits,
    private readonly now = () => Date.now(),
  ) {
    this.#db = db;
  }

  usage(customerId: string, userId: string): StorageUsage {
    const since = this.now() - RESERVATION_TTL_MS;
    return {
      customer: { usedBytes: this.sum('customer', customerId, since), limitBytes: this.limits.customerBytes },
      user: { usedBytes: this.sum('user', userId, since), limitBytes: this.limits.userBytes },
    };
  }

  /**
   * Reserves the bytes, or throws StorageQuotaExceeded (413) and reserves nothing. One transaction under the
   * customer's and the user's locks (always in that order), so two parallel uploads cannot both pass.
   */
  reserve(reservation: StorageReservation): void {
    this.#db.transaction(() => {
      const now = this.now();
      statement(this.#db, QUOTA_LOCK_SQL).run('customer', reservation.customerId, now);
      statement(this.#db, QUOTA_LOCK_SQL).run('user', reservation.userId, now);
      statement(this.#db, "DELETE FROM storage_allocations WHERE state = 'reserved' AND reserved_at < ?").run(
        now - RESERVATION_TTL_MS,
      );
      const usage = this.usage(reservation.customerId, reservation.userId);
      for (const scope of ['customer', 'user'] as const) {
        const use = usage[scope];
        if (use.usedBytes + reservation.bytes > use.limitBytes)
          throw new StorageQuotaExceeded(scope, use, reservation.bytes);
      }
      this.insert(reservation, 'reserved', now);
    })();
  }

  /** The reserved bytes are stored now; call it in the transaction that records the stored object. */
  confirm(id: string): void {
    const changed = statement(this.#db, "UPDATE storage_allocations SET state = 'stored' WHERE id = ?").run(id).changes;
    if (changed !== 1) throw new Error(`No storage reservation ${id} to confirm (expired or released).`);
  }

  /** Frees the bytes of a failed write or a deleted object (nothing when there is no such reservation). */
  release(id: string): void {
    statement(this.#db, 'DELETE FROM storage_allocations WHERE id = ?').run(id);
  }

  /** Counts bytes stored without the check (demo data); the usage may then exceed the limit. */
  recordStored(allocation: StorageReservation): void {
    this.insert(allocation, 'stored', this.now());
  }

  private insert(allocation: StorageReservation, state: 'reserved' | 'stored', at: number): void {
    statement(
      this.#db,
      `INSERT INTO storage_allocations (id, customer_id, user_id, owner, bytes, state, reserved_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(allocation.id, allocation.customerId, allocation.userId, allocation.owner, allocation.bytes, state, at);
  }

  private sum(scope: 'customer' | 'user', id: string, since: number): number {
    return Number((statement(this.#db, SUM_SQL[scope]).get(id, since) as { used: number }).used);
  }
}

/** The deployment's storage quota on this database (the limits from the configuration, else the defaults). */
export const storageQuotaOf = (db: Database.Database, config: ServerConfig): StorageQuota =>
  new StorageQuota(db, config.storageQuota ?? DEFAULT_STORAGE_QUOTA);
