import type { Administration } from '../../../server/plugin-api';
import type { AuditQuery, AuditRow } from '../contract';
import { pagingOf } from './paging';

/** Audit rows, newest first, filtered; `query.customerId` is forced to a customer admin's customer by the route. */
export function listAudit(
  admin: Administration,
  query: AuditQuery,
  limit?: number,
): { items: AuditRow[]; total: number; page: number; pageSize: number } {
  const paging = pagingOf(query);
  const pageSize = limit ?? paging.pageSize;
  const offset = limit === undefined ? paging.offset : 0;
  return { ...admin.listAudit(query, { pageSize, offset }), page: limit === undefined ? paging.page : 1, pageSize };
}
