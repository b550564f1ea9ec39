import type { Migration } from '../../../server/plugin-api';
import { personalMigrations } from './personal/migrations';
import { workspaceMigrations } from './powerbi/workspaces';

/**
 * The report plugin's schema changes, in order ('report-004' claims the core's historical report_log). 'report-002' serves the usage read API (usage-routes.ts):
 * its reads always name one customer and a time range, newest first. IF NOT EXISTS because a provider may
 * have added such an index by hand; the statement is the same on SQLite and PostgreSQL.
 */
export const reportMigrations: readonly Migration[] = [
  ...workspaceMigrations,
  {
    id: 'report-002',
    sql: 'CREATE INDEX IF NOT EXISTS report_log_customer_time ON report_log (customer_id, created_at);',
  },
  ...personalMigrations,
  {
    // report_log was created by the core's 'core-001' (deployed databases recorded it there), so this is a no-op
    // wherever that ran; it names the table among the plugin's own, the only ones its scoped data access opens.
    id: 'report-004',
    sql: `
CREATE TABLE IF NOT EXISTS report_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  customer_id TEXT,
  action_id INTEGER NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('data-selected', 'page-change', 'page-loaded')),
  page TEXT NOT NULL,
  load_time_ms INTEGER,
  created_at TEXT NOT NULL
);
`,
  },
];
