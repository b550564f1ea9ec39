import * as z from 'zod/mini';
import { numericId, type ServerPluginApi } from '../../../../server/plugin-api';
import { statement } from '../../../../server/plugin-api/raw-database';
import { MAX_USAGE_RANGE_DAYS } from '../usage-routes';
import { requireProviderAdmin } from './provider-admin';

const DAY_MS = 86_400_000;
const TOP = 100;
const isoDate = z.iso.date();

/** The query of GET /api/report/admin/usage: whole UTC days, both included; the customer is optional here. */
export const ProviderUsageQuery = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    customerId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    userId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    actionId: z.optional(numericId),
    groupBy: z.optional(z.enum(['day', 'week'])),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (typeof query.from !== 'string' || typeof query.to !== 'string') return;
      const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, message: 'must not be before from' });
      else if (days > MAX_USAGE_RANGE_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          input: query.to,
          message: `the range may span at most ${MAX_USAGE_RANGE_DAYS} days`,
        });
    }),
  );
type ProviderUsageQuery = z.output<typeof ProviderUsageQuery>;

const Count = z.number().check(z.int(), z.gte(0));
export const ProviderUsageAnswer = z.object({
  /** Every day or week of the period, oldest first, with its page loads (0 where none). */
  series: z.array(z.object({ start: z.string(), views: Count })),
  views: Count,
  byCustomer: z.array(z.object({ customerId: z.string(), customerName: z.nullable(z.string()), views: Count })),
  byUser: z.array(z.object({ userId: z.string(), userName: z.nullable(z.string()), views: Count })),
  byAction: z.array(
    z.object({
      actionId: z.number(),
      actionTitle: z.nullable(z.string()),
      customerId: z.nullable(z.string()),
      views: Count,
    }),
  ),
});
type ProviderUsageAnswer = z.output<typeof ProviderUsageAnswer>;

function whereOf(query: ProviderUsageQuery): { where: string; args: (string | number)[] } {
  const clauses = ["l.event = 'page-loaded'", 'l.created_at >= ?', 'l.created_at < ?'];
  const args: (string | number)[] = [
    `${query.from}T00:00:00.000Z`,
    new Date(Date.parse(query.to) + DAY_MS).toISOString(),
  ];
  if (query.customerId !== undefined) {
    clauses.push('l.customer_id = ?');
    args.push(query.customerId);
  }
  if (query.userId !== undefined) {
    clauses.push('l.user_id = ?');
    args.push(query.userId);
  }
  if (query.actionId !== undefined) {
    clauses.push('l.action_id = ?');
    args.push(Number(query.actionId));
  }
  return { where: clauses.join(' AND '), args };
}

/** Monday of the (UTC) week of a day. */
const weekOf = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return new Date(at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

/** Every day (or week) from `from` to `to` with its count, so the chart's gaps are zeros and not missing. */
function seriesOf(query: ProviderUsageQuery, perDay: Map<string, number>): ProviderUsageAnswer['series'] {
  const buckets = new Map<string, number>();
  for (let at = Date.parse(query.from); at <= Date.parse(query.to); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    const key = query.groupBy === 'week' ? weekOf(day) : day;
    buckets.set(key, (buckets.get(key) ?? 0) + (perDay.get(day) ?? 0));
  }
  return [...buckets].map(([start, views]) => ({ start, views }));
}

function readProviderUsage(api: ServerPluginApi, query: ProviderUsageQuery): ProviderUsageAnswer {
  const { where, args } = whereOf(query);
  const days = statement(
    api.db,
    `SELECT substr(l.created_at, 1, 10) AS day, COUNT(*) AS views FROM report_log l WHERE ${where} GROUP BY day`,
  ).all(...args) as { day: string; views: number }[];
  const byCustomer = statement(
    api.db,
    `SELECT l.customer_id AS customerId, c.name AS customerName, COUNT(*) AS views FROM report_log l
    LEFT JOIN customers c ON c.id = l.customer_id WHERE ${where} AND l.customer_id IS NOT NULL
    GROUP BY l.customer_id, c.name ORDER BY views DESC, l.customer_id LIMIT ${TOP}`,
  ).all(...args) as ProviderUsageAnswer['byCustomer'];
  const byUser = statement(
    api.db,
    `SELECT l.user_id AS userId, u.user_name AS userName, COUNT(*) AS views FROM report_log l
    LEFT JOIN users u ON u.id = l.user_id WHERE ${where}
    GROUP BY l.user_id, u.user_name ORDER BY views DESC, l.user_id LIMIT ${TOP}`,
  ).all(...args) as ProviderUsageAnswer['byUser'];
  const byAction = statement(
    api.db,
    `SELECT l.action_id AS actionId, a.title AS actionTitle, a.customer_id AS customerId, COUNT(*) AS views
    FROM report_log l LEFT JOIN actions a ON a.id = l.action_id WHERE ${where}
    GROUP BY l.action_id, a.title, a.customer_id ORDER BY views DESC, l.action_id LIMIT ${TOP}`,
  ).all(...args) as ProviderUsageAnswer['byAction'];
  return {
    series: seriesOf(query, new Map(days.map((row) => [row.day, row.views]))),
    views: days.reduce((sum, row) => sum + row.views, 0),
    byCustomer,
    byUser,
    byAction,
  };
}

/**
 * GET /api/report/admin/usage: report views (page loads) across customers for provider administrators, as a
 * series per day or week and the busiest customers, users and reports (at most 100 each), optionally for one
 * customer, user or report. Customer administrators and users read their own customer's log through
 * /api/report/usage instead.
 */
export function providerUsageRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: '/api/report/admin/usage',
    tags: ['report', 'admin'],
    summary:
      'Report views across customers over time, with the busiest customers, users and reports (provider administrators)',
    query: ProviderUsageQuery,
    response: ProviderUsageAnswer,
    errors: { 401: 'Not signed in', 403: 'Not a provider administrator' },
    guard: (request) => void requireProviderAdmin(api.currentUser(request)),
    handler: ({ query, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return readProviderUsage(api, query);
    },
  });
}
