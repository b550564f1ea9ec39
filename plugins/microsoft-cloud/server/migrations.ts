import type { Migration } from '../../../server/plugin-api';

/** Per customer, the connection's state as the last calls left it (every call's outcome updates it). */
export const migrations: readonly Migration[] = [
  {
    id: 'microsoft-cloud-001',
    sql: `
CREATE TABLE microsoft_cloud_connections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL UNIQUE,
  tenant_id TEXT NOT NULL,
  last_attempt_at TEXT NOT NULL,
  last_success_at TEXT,
  last_error_at TEXT,
  last_error_kind TEXT,
  last_error_code TEXT,
  last_error_detail TEXT
);
`,
  },
];
