import type { Migration } from '../../../server/plugin-api';

/** The customers' events. Ids never change: deployed databases recorded them under these names. */
export const migrations: readonly Migration[] = [
  {
    id: 'events-001',
    sql: `
CREATE TABLE events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('maintenance', 'incident', 'change', 'backup', 'security', 'information')),
  title TEXT NOT NULL,
  detail TEXT,
  received_at TEXT NOT NULL
);
CREATE INDEX events_customer_time ON events(customer_id, occurred_at DESC, id DESC);
`,
  },
  {
    // The provider's own id of an event (the administration's import key); pushed events have none.
    id: 'events-002',
    sql: `
ALTER TABLE events ADD COLUMN provider_id TEXT;
CREATE UNIQUE INDEX events_provider_id ON events(customer_id, provider_id);
`,
  },
];
