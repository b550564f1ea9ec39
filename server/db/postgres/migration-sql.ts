import type { Migration } from '../migration';
import { translateSql } from './dialect';
import { POSTGRES_MIGRATION_VARIANTS } from './migration-variants';

/** A migration's script for PostgreSQL: its own `postgres` text, else a variant of ours, else its SQL translated. */
export function postgresMigrationSql(migration: Migration): string {
  return migration.postgres ?? POSTGRES_MIGRATION_VARIANTS[migration.id] ?? translateSql(migration.sql);
}
