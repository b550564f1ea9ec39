import type { Migration } from '../../../../server/plugin-api';

/**
 * The report viewer's personal data: bookmarks (a named captured state per user and report) and the export
 * jobs a user started (so that only that user, in that customer, can poll and download them).
 */
export const personalMigrations: readonly Migration[] = [
  {
    id: 'report-003',
    sql: `
CREATE TABLE report_bookmarks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  action_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, customer_id, action_id, name)
);
CREATE TABLE report_exports (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  action_id INTEGER NOT NULL,
  group_id TEXT NOT NULL,
  report_id TEXT NOT NULL,
  profile_id TEXT NULL,
  powerbi_export_id TEXT NOT NULL,
  format TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX report_exports_user ON report_exports (user_id, created_at);
`,
  },
];
