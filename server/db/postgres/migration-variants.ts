/**
 * PostgreSQL texts for migrations whose SQLite SQL cannot be translated mechanically, by migration id. Run as
 * written (no translation). A migration may instead carry its own `postgres` text (Migration.postgres).
 */
export const POSTGRES_MIGRATION_VARIANTS: Readonly<Record<string, string>> = {
  // plugins/notifications/server/store.ts orders by SQLite's implicit rowid (insertion order); PostgreSQL has
  // none, so the table gets an identity column of that name.
  'notifications-001': `
CREATE TABLE notifications (
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  pending BIGINT NOT NULL CHECK (pending IN (0, 1)),
  succes BIGINT NOT NULL CHECK (succes IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  rowid BIGINT GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (user_id, customer_id, id)
)`,
};
