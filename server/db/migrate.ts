import type Database from 'better-sqlite3';
import type { Migration } from './migration';
import type { ServerConfig } from '../server-config';
import type { ServerFeature } from '../features/feature';
import { PostgresDatabase } from './postgres/database';
import { postgresMigrationSql } from './postgres/migration-sql';

function ensureBookkeeping(db: Database.Database) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
           CREATE TABLE IF NOT EXISTS seeded_features (name TEXT PRIMARY KEY, seeded_at TEXT NOT NULL);`);
}

/**
 * Applies every feature's migrations not yet recorded, each in its own transaction, in list order. On PostgreSQL
 * under an advisory lock: instances starting together migrate one after the other.
 */
export function migrate(db: Database.Database, features: readonly ServerFeature[]): string[] {
  const postgres = asPostgres(db);
  return postgres ? postgres.withMigrationLock(() => migrateNow(db, features)) : migrateNow(db, features);
}

function migrateNow(db: Database.Database, features: readonly ServerFeature[]): string[] {
  ensureBookkeeping(db);
  const seen = new Set<string>();
  for (const feature of features) {
    for (const m of feature.migrations ?? []) {
      if (seen.has(m.id)) throw new Error(`Duplicate migration id "${m.id}" (feature ${feature.name})`);
      seen.add(m.id);
    }
  }
  const applied = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const done: string[] = [];
  for (const feature of features) {
    for (const m of feature.migrations ?? []) {
      if (applied.has(m.id)) continue;
      db.transaction(() => {
        execMigration(db, m);
        record.run(m.id, new Date().toISOString());
      })();
      done.push(m.id);
    }
  }
  return done;
}

function asPostgres(db: Database.Database): PostgresDatabase | null {
  return (db as unknown) instanceof PostgresDatabase ? (db as unknown as PostgresDatabase) : null;
}

function execMigration(db: Database.Database, m: Migration): void {
  const postgres = asPostgres(db);
  if (postgres) postgres.execNative(postgresMigrationSql(m));
  else db.exec(m.sql);
}

/** Runs each feature's seed once per database (recorded by feature name), in feature order. */
export function seed(db: Database.Database, features: readonly ServerFeature[], config: ServerConfig): string[] {
  ensureBookkeeping(db);
  const seeded = new Set(db.prepare('SELECT name FROM seeded_features').pluck().all() as string[]);
  const record = db.prepare('INSERT INTO seeded_features (name, seeded_at) VALUES (?, ?)');
  const done: string[] = [];
  for (const feature of features) {
    if (!feature.seed || seeded.has(feature.name)) continue;
    db.transaction(() => {
      feature.seed!(db, config);
      record.run(feature.name, new Date().toISOString());
    })();
    done.push(feature.name);
  }
  return done;
}
