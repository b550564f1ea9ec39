import type { Migration } from '../../../server/plugin-api';

/** The tray's table. The id stays 'notifications-001': deployed databases recorded it under that name. */
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
];
