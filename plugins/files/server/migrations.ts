import type { Migration } from '../../../server/plugin-api';

/**
 * Uploaded files: the bytes live on disk under a random storage name (FILES_DIR), the row says whose file it is,
 * which capability stored it (owner) and where its virus scan stands. Only a clean, unquarantined file is served.
 */
export const migrations: readonly Migration[] = [
  {
    id: 'files-001',
    sql: `
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  owner TEXT NOT NULL,
  title TEXT NOT NULL,
  file_name TEXT NOT NULL,
  extension TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  storage_name TEXT NOT NULL UNIQUE,
  scan_status TEXT NOT NULL CHECK (scan_status IN ('pending', 'clean', 'infected', 'failed')),
  scan_detail TEXT,
  scan_attempts INTEGER NOT NULL DEFAULT 0,
  scanned_at TEXT,
  quarantined INTEGER NOT NULL DEFAULT 0,
  uploaded_by TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE INDEX files_customer ON files(customer_id, owner, uploaded_at);
CREATE INDEX files_scan_status ON files(scan_status);
`,
  },
  {
    // The storage quota (server/storage): files stored before it count against their customer and uploader.
    id: 'files-002',
    sql: `
INSERT INTO storage_allocations (id, customer_id, user_id, owner, bytes, state, reserved_at)
SELECT id, customer_id, uploaded_by, owner, size, 'stored', 0 FROM files WHERE id NOT IN (SELECT id FROM storage_allocations);
`,
  },
];
