import type Database from 'better-sqlite3';
import { parseJson } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import type { AuditQuery, AuditRow } from '../contract';
import { pagingOf } from './paging';

interface StoredAuditRow {
  id: number;
  at: string;
  actor_user_id: string | null;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  customer_id: string | null;
  before: string | null;
  after: string | null;
}

const FILTERS = [
  ['customerId', 'customer_id = ?'],
  ['actorUserId', 'actor_user_id = ?'],
  ['action', 'action = ?'],
  ['targetType', 'target_type = ?'],
  ['targetId', 'target_id = ?'],
  ['from', 'at >= ?'],
  ['to', 'at < ?'],
] as const;

const toRow = (r: StoredAuditRow): AuditRow => ({
  id: r.id,
  at: r.at,
  actorUserId: r.actor_user_id,
  actor: r.actor,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  customerId: r.customer_id,
  before: parseJson<unknown>(r.before, null, () => true),
  after: parseJson<unknown>(r.after, null, () => true),
});

/** Audit rows, newest first, filtered; `query.customerId` is forced to a customer admin's customer by the route. */
export function listAudit(
  db: Database.Database,
  query: AuditQuery,
  limit?: number,
): { items: AuditRow[]; total: number; page: number; pageSize: number } {
  const paging = pagingOf(query);
  const where: string[] = [];
  const args: string[] = [];
  for (const [key, clause] of FILTERS) {
    const value = query[key];
    if (value === undefined) continue;
    where.push(clause);
    args.push(key === 'from' || key === 'to' ? new Date(value).toISOString() : value);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (statement(db, `SELECT COUNT(*) AS n FROM audit_log ${filter}`).get(...args) as { n: number }).n;
  const pageSize = limit ?? paging.pageSize;
  const offset = limit === undefined ? paging.offset : 0;
  const rows = statement(db, `SELECT * FROM audit_log ${filter} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    ...args,
    pageSize,
    offset,
  ) as StoredAuditRow[];
  return { items: rows.map(toRow), total, page: limit === undefined ? paging.page : 1, pageSize };
}
