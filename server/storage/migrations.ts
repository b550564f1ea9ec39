import type { Migration } from '../db/migration';

/**
 * The storage quota's tables (server/storage/storage-quota.ts): one row per stored object's bytes (reserved
 * while it is being written, stored once recorded), and the rows whose upsert serializes the reservations of one
 * customer or one user across instances.
 */
export const storageMigrations: Migration[] = [
  {
    id: 'core-storage-001',
    sql: `
CREATE TABLE storage_allocations (
  id TEXT PRIMARY KEY,               -- the stored object's id (files.id)
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  owner TEXT NOT NULL,               -- the capability that stored it
  bytes INTEGER NOT NULL CHECK (bytes > 0),
  state TEXT NOT NULL CHECK (state IN ('reserved', 'stored')),
  reserved_at INTEGER NOT NULL       -- epoch ms
);
CREATE INDEX storage_allocations_customer ON storage_allocations(customer_id, state);
CREATE INDEX storage_allocations_user ON storage_allocations(user_id, state);
CREATE TABLE storage_quota_locks (
  scope TEXT NOT NULL CHECK (scope IN ('customer', 'user')),
  scope_id TEXT NOT NULL,
  touched_at INTEGER NOT NULL,
  PRIMARY KEY (scope, scope_id)
);
`,
  },
];
