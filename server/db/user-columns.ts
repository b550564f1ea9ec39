import type Database from 'better-sqlite3';
import { PostgresDatabase } from './postgres/database';
import { statement } from './statements';

export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column of the database that names a user by the portal's convention (`user_id`, `<role>_user_id`), core
 * and plugins alike, read from the schema itself so that a plugin's new table is covered without naming it here.
 */
export function userColumns(db: Database.Database): UserColumn[] {
  const sql =
    (db as unknown) instanceof PostgresDatabase
      ? `SELECT table_name AS tableName, column_name AS columnName FROM information_schema.columns
       WHERE table_schema = current_schema() AND (column_name = 'user_id' OR column_name LIKE '%\\_user\\_id' ESCAPE '\\')
       ORDER BY table_name, column_name`
      : `SELECT m.name AS tableName, p.name AS columnName FROM sqlite_master m, pragma_table_info(m.name) p
       WHERE m.type = 'table' AND (p.name = 'user_id' OR p.name LIKE '%\\_user\\_id' ESCAPE '\\')
       ORDER BY m.name, p.name`;
  return (statement(db, sql).all() as { tableName: string; columnName: string }[]).map((r) => ({
    table: r.tableName,
    column: r.columnName,
  }));
}
