import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { statement } from '../../../../server/plugin-api/raw-database';
import type { ExportFormat } from '../../contract';

/** Power BI keeps an export's file for 24 hours; the portal forgets its jobs after that too. */
export const EXPORT_LIFETIME_MS = 24 * 3_600_000;

/** An export job a user started: where it runs in Power BI, and whose it is. */
export interface StoredExport {
  id: string;
  userId: string;
  customerId: string;
  actionId: number;
  groupId: string;
  reportId: string;
  profileId: string | null;
  powerBiExportId: string;
  format: ExportFormat;
  createdAt: string;
}

interface ExportRow {
  id: string;
  user_id: string;
  customer_id: string;
  action_id: number;
  group_id: string;
  report_id: string;
  profile_id: string | null;
  powerbi_export_id: string;
  format: ExportFormat;
  created_at: string;
}

const fromRow = (row: ExportRow): StoredExport => ({
  id: row.id,
  userId: row.user_id,
  customerId: row.customer_id,
  actionId: row.action_id,
  groupId: row.group_id,
  reportId: row.report_id,
  profileId: row.profile_id,
  powerBiExportId: row.powerbi_export_id,
  format: row.format,
  createdAt: row.created_at,
});

export function saveExport(
  db: Database.Database,
  job: Omit<StoredExport, 'id' | 'createdAt'>,
  now: Date,
): StoredExport {
  const stored: StoredExport = { ...job, id: randomUUID(), createdAt: now.toISOString() };
  statement(db, 'DELETE FROM report_exports WHERE created_at < ?').run(
    new Date(now.getTime() - EXPORT_LIFETIME_MS).toISOString(),
  );
  statement(
    db,
    `INSERT INTO report_exports (id, user_id, customer_id, action_id, group_id, report_id, profile_id, powerbi_export_id, format, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    stored.id,
    stored.userId,
    stored.customerId,
    stored.actionId,
    stored.groupId,
    stored.reportId,
    stored.profileId,
    stored.powerBiExportId,
    stored.format,
    stored.createdAt,
  );
  return stored;
}

/** The user's export job of that action in that customer, unless it is older than Power BI keeps files. */
export function findExport(
  db: Database.Database,
  owner: { userId: string; customerId: string; actionId: number },
  id: string,
  now: Date,
): StoredExport | null {
  const row = statement(
    db,
    'SELECT * FROM report_exports WHERE id = ? AND user_id = ? AND customer_id = ? AND action_id = ?',
  ).get(id, owner.userId, owner.customerId, owner.actionId) as ExportRow | undefined;
  if (!row || now.getTime() - Date.parse(row.created_at) >= EXPORT_LIFETIME_MS) return null;
  return fromRow(row);
}

/** How many exports the user started since `since` (the start route's rate limit). */
export function exportsStartedSince(db: Database.Database, userId: string, since: Date): number {
  const row = statement(db, 'SELECT COUNT(*) AS n FROM report_exports WHERE user_id = ? AND created_at >= ?').get(
    userId,
    since.toISOString(),
  ) as { n: number };
  return row.n;
}
