import { COMPAT_SETUP, MIGRATION_LOCK_KEY } from './compat-setup';
import { translateSql } from './dialect';
import { PostgresStatement } from './statement';
import { SyncConnection } from './sync-connection';

/**
 * better-sqlite3's Database as the portal uses it, on PostgreSQL: prepare, exec, transaction (nested ones as
 * savepoints), close. One connection, used synchronously (sync-connection.ts), so a transaction is simply the
 * statements between BEGIN and COMMIT on it, as with SQLite.
 */
export class PostgresDatabase {
  readonly name: string;
  readonly memory = false;
  readonly readonly = false;
  readonly connection: SyncConnection;
  private depth = 0;
  private readonly identities = new Map<string, string | null>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(url: string) {
    this.name = redactedUrl(url);
    this.connection = new SyncConnection(url, (channel, payload) => {
      for (const listener of this.listeners.get(channel) ?? []) listener(payload);
    });
    try {
      this.connection.query(COMPAT_SETUP);
    } catch (error) {
      this.connection.close();
      throw error;
    }
  }

  get open(): boolean {
    return this.connection.isOpen;
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  prepare(sql: string): PostgresStatement {
    return new PostgresStatement(this, sql);
  }

  /** Runs a script written for SQLite (translated, dialect.ts). */
  exec(sql: string): this {
    return this.execNative(translateSql(sql));
  }

  /** Runs a script written for PostgreSQL, as is. */
  execNative(sql: string): this {
    this.connection.query(sql);
    if (/\b(CREATE|ALTER|DROP)\b/i.test(sql)) this.identities.clear();
    return this;
  }

  transaction<F extends (...args: never[]) => unknown>(fn: F): F {
    const run = (...args: Parameters<F>): ReturnType<F> => {
      const savepoint = this.depth > 0 ? `portal_savepoint_${this.depth}` : null;
      this.connection.query(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN');
      this.depth += 1;
      let result: ReturnType<F>;
      try {
        result = fn(...args) as ReturnType<F>;
        if (result instanceof Promise) throw new TypeError('Transaction function cannot return a promise');
      } catch (error) {
        this.depth -= 1;
        this.connection.query(
          savepoint ? `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}` : 'ROLLBACK',
        );
        throw error;
      }
      this.depth -= 1;
      this.connection.query(savepoint ? `RELEASE SAVEPOINT ${savepoint}` : 'COMMIT');
      return result;
    };
    return run as F;
  }

  /** Runs fn holding the migration lock, so that instances starting together migrate one after the other. */
  withMigrationLock<T>(fn: () => T): T {
    this.connection.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      return fn();
    } finally {
      this.connection.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  }

  /**
   * Tells every instance on this database (this one too), through NOTIFY: inside a transaction at its commit,
   * never when it rolls back.
   */
  notify(channel: string, payload: string): void {
    this.connection.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  /** Calls listener with each payload notified on the channel, by any instance; returns the unsubscribe. */
  listen(channel: string, listener: (payload: string) => void): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      this.connection.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  pragma(source: string): never {
    throw new Error(`PRAGMA ${source}: PostgreSQL has no pragmas; the portal sets none on it.`);
  }

  close(): this {
    this.connection.close();
    return this;
  }

  /** The identity column (SQLite's INTEGER PRIMARY KEY) of a table, or null; looked up once per table. */
  identityColumnOf(table: string): string | null {
    if (!this.identities.has(table)) {
      const rows = this.connection.query(
        `SELECT a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND a.attidentity <> '' AND a.attnum > 0 AND NOT a.attisdropped`,
        [table],
        'array',
      ).rows as string[][];
      this.identities.set(table, rows[0]?.[0] ?? null);
    }
    return this.identities.get(table) ?? null;
  }

  /** After rows were inserted with explicit ids: the next generated id follows the largest. */
  advanceIdentity(table: string, column: string): void {
    this.connection.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), (SELECT coalesce(max("${column}"), 0) + 1 FROM "${table}"), false)`,
      [table, column],
    );
  }
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
