import type { Migration } from '../../../server/plugin-api';
import { personalMigrations } from './personal/migrations';
import { workspaceMigrations } from './powerbi/workspaces';

/**
 * The report plugin's schema changes, in order. 'report-002' serves the usage read API (usage-routes.ts) over the
 * core's report_log (the plugin's coreTables): its reads always name one customer and a time range, newest first.
 * IF NOT EXISTS because a provider may have added such an index by hand; the statement is the same on SQLite and
 * PostgreSQL. 'report-004' (a copy of report_log's DDL, applied as a no-op) is gone: databases that recorded it
 * need nothing, since the table is the core's.
 */
export const reportMigrations: readonly Migration[] = [
  ...workspaceMigrations,
  {
    id: 'report-002',
    sql: 'CREATE INDEX IF NOT EXISTS report_log_customer_time ON report_log (customer_id, created_at);',
  },
  ...personalMigrations,
];
