import type { Migration } from '../../../server/plugin-api';

/**
 * The tray's table. Ids never change: deployed databases recorded them under these names.
 * 002: the text as a translation key with parameters (JSON, nullable: rows stored before keep their name only).
 * 003: provider broadcasts (one row each; every recipient's notification points at it) and when a reader read a
 *      broadcast's notification, which the read counts are made of.
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
  {
    id: 'notifications-003',
    sql: `
CREATE TABLE notification_broadcasts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_user_id TEXT,
  sender TEXT NOT NULL,               -- the sender's user name at the time
  created_at TEXT NOT NULL,
  audience TEXT NOT NULL CHECK (json_valid(audience)),  -- "all" or an array of customer ids
  title TEXT NOT NULL CHECK (json_valid(title)),        -- { en, nl }
  text TEXT NOT NULL CHECK (json_valid(text)),          -- { en, nl }
  level TEXT NOT NULL CHECK (level IN ('info', 'warning')),
  link TEXT
);
ALTER TABLE notifications ADD COLUMN broadcast_id INTEGER;
ALTER TABLE notifications ADD COLUMN read_at TEXT;
CREATE INDEX notifications_broadcast ON notifications(broadcast_id, customer_id) WHERE broadcast_id IS NOT NULL;
`,
  },
];
