import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { PostgresDatabase, redactedUrl } from './postgres/database';

/** A `postgres://` or `postgresql://` URL (DATABASE_URL) rather than a SQLite file. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** Where the database is, for logs and messages: a PostgreSQL URL without its password. */
export function databaseLabel(location: string): string {
  return isPostgresUrl(location) ? redactedUrl(location) : location;
}

/**
 * Opens the database: PostgreSQL for a postgres:// URL (DATABASE_URL, several instances sharing it), through
 * the synchronous facade in ./postgres, which the rest of the server uses as it uses better-sqlite3; else SQLite.
 */
export function openDatabase(location: string): Database.Database {
  if (isPostgresUrl(location)) return new PostgresDatabase(location) as unknown as Database.Database;
  return openSqlite(location);
}

/**
 * Opens (and creates) the SQLite database: WAL for files, foreign keys on. ':memory:' for tests. A new file
 * is created readable and writable by the owner only (its folder too); SQLite gives the -wal and -shm files
 * the database file's permissions.
 */
function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') createPrivately(file);
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

function createPrivately(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
