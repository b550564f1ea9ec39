import type { ServerPluginApi } from '../../../server/plugin-api';
import { AdminPaths, AuditList, AuditQuery } from '../contract';
import { adminScope, requireCustomerInScope } from './authorize';
import { auditCsv } from './audit-csv';
import { listAudit } from './audit-queries';

const tags = ['admin'];
/** The most rows one export holds; narrow the filter (from/to) for more. */
export const MAX_EXPORT_ROWS = 50_000;

/** The audit log: every row for a provider administrator, a customer admin's customer's rows for them. */
export function auditRoutes(api: ServerPluginApi): void {
  const admin = api.administration();
  const scoped = (user: Parameters<typeof adminScope>[0], query: AuditQuery): AuditQuery => {
    const scope = adminScope(user);
    if (query.customerId) requireCustomerInScope(scope, query.customerId);
    return scope.kind === 'customer' ? { ...query, customerId: scope.customerId } : query;
  };

  api.route({
    method: 'GET',
    url: AdminPaths.audit,
    tags,
    summary: 'Administrative changes, newest first: who, when, what, before and after; filtered and paged',
    query: AuditQuery,
    response: AuditList,
    errors: { 403: 'Not an administrator, or another customer' },
    handler: ({ user, query }) => listAudit(admin, scoped(user, query)),
  });

  api.route({
    method: 'GET',
    url: AdminPaths.auditExport,
    tags,
    summary: `The filtered audit log as CSV (text/csv, newest first, at most ${MAX_EXPORT_ROWS} rows; cells a spreadsheet would run as formulas are escaped)`,
    query: AuditQuery,
    responseType: 'text/csv',
    errors: { 403: 'Not an administrator, or another customer' },
    handler: ({ user, query, reply }) => {
      const { items } = listAudit(admin, scoped(user, query), MAX_EXPORT_ROWS);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .type('text/csv; charset=utf-8')
        .send(auditCsv(items));
    },
  });
}
