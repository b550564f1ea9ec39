import Database from 'better-sqlite3';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * Opens (and creates) the SQLite database: WAL for files, foreign keys on. ':memory:' for tests. A new file
 * is created readable and writable by the owner only (its folder too); SQLite gives the -wal and -shm files
 * the database file's permissions.
 */
export function openDatabase(file: string): Database.Database {
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
