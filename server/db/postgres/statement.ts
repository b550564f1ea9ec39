import { translateStatement, withClauseBeforeReturning, codeIndexOf } from './dialect';
import { boundValues, numberedPlaceholders, type ParameterSource } from './parameters';
import type { SyncConnection } from './sync-connection';

export interface RunResult {
  changes: number;
  lastInsertRowid: number;
}

/** What a statement needs of its database (PostgresDatabase): the connection and the identity columns. */
export interface StatementDatabase {
  readonly connection: SyncConnection;
  identityColumnOf(table: string): string | null;
  advanceIdentity(table: string, column: string): void;
}

const INSERT = /^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s+"?(\w+)"?\s*(?:\(([^)]*)\))?/i;

/**
 * A prepared statement with better-sqlite3's surface as the portal uses it: get/all/run/iterate, pluck and raw.
 * An INSERT into a table with an identity column gets `RETURNING` that column, for lastInsertRowid.
 */
export class PostgresStatement {
  readonly source: string;
  readonly reader: boolean;
  private readonly text: string;
  private readonly sources: ParameterSource[];
  private readonly insert: { table: string; columns: string[] | null } | null;
  private mode: 'object' | 'pluck' | 'raw' = 'object';

  constructor(
    private readonly db: StatementDatabase,
    sql: string,
  ) {
    this.source = sql;
    const { text, sources } = numberedPlaceholders(translateStatement(sql));
    this.text = text;
    this.sources = sources;
    this.reader = /^\s*(SELECT|WITH|VALUES)\b/i.test(text) || codeIndexOf(text, /\bRETURNING\b/i) !== -1;
    const insert = INSERT.exec(sql);
    this.insert = insert
      ? {
          table: insert[1]!.toLowerCase(),
          columns: insert[2] ? insert[2].split(',').map((c) => c.trim().replace(/"/g, '').toLowerCase()) : null,
        }
      : null;
  }

  pluck(toggle = true): this {
    this.mode = toggle ? 'pluck' : 'object';
    return this;
  }

  raw(toggle = true): this {
    this.mode = toggle ? 'raw' : 'object';
    return this;
  }

  get(...args: unknown[]): unknown {
    return this.rows(args)[0];
  }

  all(...args: unknown[]): unknown[] {
    return this.rows(args);
  }

  iterate(...args: unknown[]): IterableIterator<unknown> {
    return this.rows(args)[Symbol.iterator]();
  }

  run(...args: unknown[]): RunResult {
    const values = boundValues(this.sources, args);
    const identity = this.insert ? this.db.identityColumnOf(this.insert.table) : null;
    if (!identity || this.reader) {
      const result = this.db.connection.query(this.text, values);
      return { changes: result.rowCount ?? 0, lastInsertRowid: 0 };
    }
    const result = this.db.connection.query(
      withClauseBeforeReturning(this.text, `RETURNING "${identity}"`),
      values,
      'array',
    );
    // SQLite gives a row with an explicit rowid the next id above it; an identity sequence must be told.
    if (this.insert!.columns?.includes(identity) && result.rowCount)
      this.db.advanceIdentity(this.insert!.table, identity);
    const last = result.rows[result.rows.length - 1] as unknown[] | undefined;
    return { changes: result.rowCount ?? 0, lastInsertRowid: last ? Number(last[0]) : 0 };
  }

  private rows(args: unknown[]): unknown[] {
    if (!this.reader) throw new TypeError('This statement does not return data. Use run() instead');
    const values = boundValues(this.sources, args);
    if (this.mode === 'object') return this.db.connection.query(this.text, values).rows;
    const rows = this.db.connection.query(this.text, values, 'array').rows as unknown[][];
    return this.mode === 'pluck' ? rows.map((row) => row[0]) : rows;
  }
}
