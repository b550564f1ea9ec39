import type { Migration } from '../../../server/plugin-api';

/**
 * The tray's table. Ids never change: deployed databases recorded them under these names.
 * 002: the text as a translation key with parameters (JSON, nullable: rows stored before keep their name only).
 */
export const migrations: readonly Migration[] = [
  {
    id: 'notifications-001',
    sql: `
CREATE TABLE notifications (
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  pending INTEGER NOT NULL CHECK (pending IN (0, 1)),
  succes INTEGER NOT NULL CHECK (succes IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, customer_id, id)
);
`,
  },
  {
    id: 'notifications-002',
    sql: `ALTER TABLE notifications ADD COLUMN message TEXT CHECK (message IS NULL OR json_valid(message));`,
  },
];
