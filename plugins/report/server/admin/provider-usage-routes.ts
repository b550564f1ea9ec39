import * as z from 'zod/mini';
import {
  numericId,
  sql,
  type CustomerDirectory,
  type CustomerTable,
  type ServerPluginApi,
  type SqlCondition,
} from '../../../../server/plugin-api';
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

/** The page loads of the period, optionally of one customer, user or report. */
function whereOf(query: ProviderUsageQuery): SqlCondition {
  const clauses = ['event = ?', 'created_at >= ?', 'created_at < ?'];
  const args: (string | number)[] = [
    'page-loaded',
    `${query.from}T00:00:00.000Z`,
    new Date(Date.parse(query.to) + DAY_MS).toISOString(),
  ];
  if (query.customerId !== undefined) {
    clauses.push('customer_id = ?');
    args.push(query.customerId);
  }
  if (query.userId !== undefined) {
    clauses.push('user_id = ?');
    args.push(query.userId);
  }
  if (query.actionId !== undefined) {
    clauses.push('action_id = ?');
    args.push(Number(query.actionId));
  }
  return sql(clauses.join(' AND '), ...args);
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

/** The busiest values of a column (at most TOP), with their page loads. */
function busiest<K extends string | number>(
  log: CustomerTable,
  where: SqlCondition,
  column: string,
): { key: K; views: number }[] {
  return log
    .find<{ key: K; views: number | string }>(where, {
      columns: [`${column} AS key`, 'COUNT(*) AS views'],
      groupBy: [column],
      orderBy: ['views DESC', column],
      limit: TOP,
    })
    .map((row) => ({ key: row.key, views: Number(row.views) }));
}

function readProviderUsage(
  log: CustomerTable,
  directory: CustomerDirectory,
  query: ProviderUsageQuery,
): ProviderUsageAnswer {
  const where = whereOf(query);
  const days = log
    .find<{ day: string; views: number | string }>(where, {
      columns: ['substr(created_at, 1, 10) AS day', 'COUNT(*) AS views'],
      groupBy: ['day'],
    })
    .map((row) => ({ day: row.day, views: Number(row.views) }));
  const customers = busiest<string>(
    log,
    sql(`${where.sql} AND customer_id IS NOT NULL`, ...where.params),
    'customer_id',
  );
  const users = busiest<string>(log, where, 'user_id');
  const actions = busiest<number>(log, where, 'action_id');
  const customerNames = new Map(directory.customers(customers.map((c) => c.key)).map((c) => [c.id, c.name]));
  const userNames = directory.userNames(users.map((u) => u.key));
  const actionsById = new Map(directory.actions(actions.map((a) => Number(a.key))).map((a) => [a.id, a]));
  return {
    series: seriesOf(query, new Map(days.map((row) => [row.day, row.views]))),
    views: days.reduce((sum, row) => sum + row.views, 0),
    byCustomer: customers.map(({ key, views }) => ({
      customerId: key,
      customerName: customerNames.get(key) ?? null,
      views,
    })),
    byUser: users.map(({ key, views }) => ({ userId: key, userName: userNames.get(key) ?? null, views })),
    byAction: actions.map(({ key, views }) => {
      const action = actionsById.get(Number(key));
      return {
        actionId: Number(key),
        actionTitle: action?.title ?? null,
        customerId: action?.customerId ?? null,
        views,
      };
    }),
  };
}

/**
 * GET /api/report/admin/usage: report views (page loads) across customers for provider administrators, as a
 * series per day or week and the busiest customers, users and reports (at most 100 each), optionally for one
 * customer, user or report. Customer administrators and users read their own customer's log through
 * /api/report/usage instead.
 */
export function providerUsageRoutes(api: ServerPluginApi): void {
  const log = api.crossCustomerData().table('report_log');
  const directory = api.customerDirectory();
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
      return readProviderUsage(log, directory, query);
    },
  });
}
