import type Database from 'better-sqlite3';
import { OwnedCache } from '../data/owned-cache';

const prepared = new OwnedCache<string, Database.Statement>();

/**
 * The prepared statement for a fixed SQL text, prepared once per database and reused: preparing costs
 * about 30 times a cached lookup, which dominated the per-request time of GET /account/me. Only for SQL
 * text that does not vary per call, and never combined with pluck/raw/expand (they change the shared statement).
 */
export function statement(db: Database.Database, sql: string): Database.Statement {
  return prepared.get(db, sql) ?? prepared.set(db, sql, db.prepare(sql));
}
