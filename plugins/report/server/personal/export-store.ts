import { randomUUID } from 'node:crypto';
import { sql, type CrossCustomerData, type CustomerData } from '../../../../server/plugin-api';
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

const TABLE = 'report_exports';

/** Saves a job in its customer's rows, after forgetting every customer's jobs Power BI no longer keeps. */
export function saveExport(
  all: CrossCustomerData,
  job: Omit<StoredExport, 'id' | 'createdAt'>,
  now: Date,
): StoredExport {
  const stored: StoredExport = { ...job, id: randomUUID(), createdAt: now.toISOString() };
  all.table(TABLE).remove(sql('created_at < ?', new Date(now.getTime() - EXPORT_LIFETIME_MS).toISOString()));
  all.forCustomer(stored.customerId).table(TABLE).insert({
    id: stored.id,
    user_id: stored.userId,
    action_id: stored.actionId,
    group_id: stored.groupId,
    report_id: stored.reportId,
    profile_id: stored.profileId,
    powerbi_export_id: stored.powerBiExportId,
    format: stored.format,
    created_at: stored.createdAt,
  });
  return stored;
}

/** The user's export job of that action in the customer of `data`, unless it is older than Power BI keeps files. */
export function findExport(
  data: CustomerData,
  owner: { userId: string; actionId: number },
  id: string,
  now: Date,
): StoredExport | null {
  const row = data.table(TABLE).first<ExportRow>({ id, user_id: owner.userId, action_id: owner.actionId });
  if (!row || now.getTime() - Date.parse(row.created_at) >= EXPORT_LIFETIME_MS) return null;
  return fromRow({ ...row, action_id: Number(row.action_id) });
}

/** How many exports the user started since `since`, in any customer (the start route's rate limit). */
export function exportsStartedSince(all: CrossCustomerData, userId: string, since: Date): number {
  return all.table(TABLE).count(sql('user_id = ? AND created_at >= ?', userId, since.toISOString()));
}
