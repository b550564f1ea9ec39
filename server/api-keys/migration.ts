import type { Migration } from '../db/migration';

/**
 * The API keys (only the SHA-256 of each secret, and of the secret before the last rotation while it still
 * works) and the audit of their uses. Times are epoch milliseconds.
 */
export const apiKeysMigration: Migration = {
  id: 'core-api-keys-001',
  sql: `
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  shown_prefix TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  previous_hash TEXT UNIQUE,
  previous_valid_until INTEGER,
  routes TEXT,                       -- JSON array of plugin ids and "METHOD /path" routes, or NULL for every machine route
  customer_id TEXT REFERENCES customers(id) ON DELETE CASCADE, -- NULL: every customer
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  rotated_at INTEGER,
  revoked_at INTEGER,
  last_used_at INTEGER
);
CREATE TABLE api_key_uses (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  route TEXT NOT NULL,               -- "METHOD /path" as the route is declared, never the address asked for
  customer_id TEXT,                  -- the customer the call named, when it named one
  status INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  secret TEXT NOT NULL               -- 'current' or 'previous'
);
CREATE INDEX api_key_uses_key ON api_key_uses(key_id, id);
`,
};
