/** A failed query as the worker reports it: PostgreSQL's SQLSTATE and what it names. */
export interface PostgresFailure {
  message: string;
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * better-sqlite3's codes for PostgreSQL's integrity violations (class 23), so that code written against SQLite
 * (`error.code.startsWith('SQLITE_CONSTRAINT')`) handles both engines.
 */
const SQLITE_CODES: Readonly<Record<string, string>> = {
  '23505': 'SQLITE_CONSTRAINT_UNIQUE',
  '23503': 'SQLITE_CONSTRAINT_FOREIGNKEY',
  '23502': 'SQLITE_CONSTRAINT_NOTNULL',
  '23514': 'SQLITE_CONSTRAINT_CHECK',
  '23P01': 'SQLITE_CONSTRAINT',
  '23000': 'SQLITE_CONSTRAINT',
  '23001': 'SQLITE_CONSTRAINT',
};

/** An error shaped like better-sqlite3's SqliteError (name, code), keeping PostgreSQL's own code and constraint. */
export class PostgresQueryError extends Error {
  override readonly name = 'SqliteError';
  readonly code: string;
  readonly postgresCode: string | undefined;
  readonly constraint: string | undefined;

  constructor(failure: PostgresFailure, sql: string) {
    super(
      `${failure.message}${failure.detail ? ` (${failure.detail})` : ''} [PostgreSQL ${failure.code ?? 'error'}; SQL: ${sql.slice(0, 300)}]`,
    );
    this.postgresCode = failure.code;
    this.constraint = failure.constraint;
    const primaryKey = failure.code === '23505' && failure.constraint?.endsWith('_pkey');
    this.code = primaryKey
      ? 'SQLITE_CONSTRAINT_PRIMARYKEY'
      : ((failure.code && SQLITE_CODES[failure.code]) ?? 'SQLITE_ERROR');
  }
}

export function postgresError(failure: PostgresFailure, sql: string): PostgresQueryError {
  return new PostgresQueryError(failure, sql);
}
