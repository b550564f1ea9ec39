import * as z from 'zod/mini';
import {
  HttpError,
  hasPermission,
  numericId,
  sql,
  type CustomerDirectory,
  type CustomerTable,
  type RequestUser,
  type ServerPluginApi,
  type SqlCondition,
} from '../../../server/plugin-api';

/**
 * The permission that reads the report usage logs of the active customer. Named like the portal's other
 * permissions (lowercase, one area); the administrator roles of a later issue will grant it.
 */
export const REPORT_USAGE_PERMISSION = 'report-usage';

export const MAX_USAGE_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;
export const MAX_USAGE_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const LOG_EVENTS = ['page-loaded', 'page-change', 'data-selected'] as const;
type LogEvent = (typeof LOG_EVENTS)[number];

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/** A moment of the query: a date is the whole day (UTC), so `to=2026-01-31` includes that day. */
function moment(value: string, end: boolean): number | null {
  if (isoDate.safeParse(value).success) return Date.parse(`${value}T00:00:00Z`) + (end ? DAY_MS : 0);
  if (isoDateTime.safeParse(value).success) return Date.parse(value) + (end ? 1 : 0);
  return null;
}

const ISO_MOMENT = 'must be an ISO date (2026-01-31) or date-time (2026-01-31T12:00:00Z)';
const isoMoment = z.string().check(z.refine((value) => moment(value, false) !== null, ISO_MOMENT));
const wholeNumber = (max: number) =>
  z.string().check(
    z.regex(/^[0-9]{1,9}$/, 'must be a whole number'),
    z.refine((value) => Number(value) >= 1 && Number(value) <= max, `must be from 1 to ${max}`),
  );

/** The query of GET /api/report/usage; unknown parameters are refused, so a `customerId` cannot even be tried. */
export const UsageQuery = z
  .strictObject({
    from: isoMoment,
    to: isoMoment,
    userId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    actionId: z.optional(numericId),
    event: z.optional(z.enum(LOG_EVENTS)),
    page: z.optional(wholeNumber(MAX_PAGE)),
    pageSize: z.optional(wholeNumber(MAX_USAGE_PAGE_SIZE)),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (typeof query.from !== 'string' || typeof query.to !== 'string') return;
      const start = moment(query.from, false);
      const end = moment(query.to, true);
      if (start === null || end === null) return;
      if (end <= start)
        ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, message: 'must not be before from' });
      else if (end - start > MAX_USAGE_RANGE_DAYS * DAY_MS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          input: query.to,
          message: `the range may span at most ${MAX_USAGE_RANGE_DAYS} days`,
        });
      }
    }),
  );
type UsageQuery = z.output<typeof UsageQuery>;

const Count = z.number().check(z.int(), z.gte(0));
const UsageRow = z.object({
  at: z.string(),
  userId: z.string(),
  userName: z.nullable(z.string()),
  actionId: z.number(),
  /** The action's title when the caller may open the action itself, else null. */
  actionTitle: z.nullable(z.string()),
  event: z.enum(LOG_EVENTS),
  page: z.string(),
  loadTimeMs: z.nullable(z.number()),
});

/** One answer: a page of rows (newest first) and a summary of every row the filters match. */
export const UsageAnswer = z.object({
  rows: z.array(UsageRow),
  page: Count,
  pageSize: Count,
  total: Count,
  summary: z.object({
    /** Page loads: each opening of a report page. */
    views: Count,
    events: Count,
    medianLoadTimeMs: z.nullable(z.number()),
    byAction: z.array(
      z.object({ actionId: z.number(), actionTitle: z.nullable(z.string()), views: Count, events: Count }),
    ),
    byUser: z.array(z.object({ userId: z.string(), userName: z.nullable(z.string()), views: Count, events: Count })),
  }),
});
type UsageAnswer = z.output<typeof UsageAnswer>;

interface LogRow {
  user_id: string;
  action_id: number;
  event: LogEvent;
  page: string;
  load_time_ms: number | null;
  created_at: string;
}
interface GroupRow<K> {
  key: K;
  views: number;
  events: number;
}

/** The condition of a query: the period, then the optional filters (the data access adds the caller's customer). */
function filterOf(query: UsageQuery): SqlCondition {
  const clauses = ['created_at >= ?', 'created_at < ?'];
  const args: (string | number)[] = [
    new Date(moment(query.from, false)!).toISOString(),
    new Date(moment(query.to, true)!).toISOString(),
  ];
  if (query.userId !== undefined) {
    clauses.push('user_id = ?');
    args.push(query.userId);
  }
  if (query.actionId !== undefined) {
    clauses.push('action_id = ?');
    args.push(Number(query.actionId));
  }
  if (query.event !== undefined) {
    clauses.push('event = ?');
    args.push(query.event);
  }
  return sql(clauses.join(' AND '), ...args);
}

const and = (where: SqlCondition, text: string, ...params: (string | number)[]) =>
  sql(`${where.sql} AND ${text}`, ...where.params, ...params);

/** The median of the page loads' load times, computed by the database (at most two rows leave it). */
function medianLoadTime(log: CustomerTable, where: SqlCondition): number | null {
  const timed = and(where, 'event = ? AND load_time_ms IS NOT NULL', 'page-loaded');
  const n = log.count(timed);
  if (n === 0) return null;
  const middle = log.find<{ ms: number }>(timed, {
    columns: ['load_time_ms AS ms'],
    orderBy: ['load_time_ms'],
    limit: n % 2 === 0 ? 2 : 1,
    offset: Math.floor((n - 1) / 2),
  });
  return middle.reduce((sum, row) => sum + Number(row.ms), 0) / middle.length;
}

/** Page loads (views) and events per value of a column, busiest first. */
function grouped<K extends string | number>(log: CustomerTable, where: SqlCondition, column: string): GroupRow<K>[] {
  const counts = (condition: SqlCondition) =>
    new Map(
      log
        .find<{ key: K; n: number | string }>(condition, {
          columns: [`${column} AS key`, 'COUNT(*) AS n'],
          groupBy: [column],
        })
        .map((row) => [row.key, Number(row.n)]),
    );
  const views = counts(and(where, 'event = ?', 'page-loaded'));
  return [...counts(where)]
    .map(([key, events]) => ({ key, views: views.get(key) ?? 0, events }))
    .sort((a, b) => b.views - a.views || b.events - a.events || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function readUsage(
  api: ServerPluginApi,
  directory: CustomerDirectory,
  caller: RequestUser,
  query: UsageQuery,
): UsageAnswer {
  const log = api.data(caller).table('report_log');
  const where = filterOf(query);
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);

  // A title only where the caller may open the action (findAction), looked up once per answer.
  const titles = new Map<number, string | null>();
  const actionTitle = (id: number) => {
    if (!titles.has(id)) titles.set(id, api.findAction(id, caller)?.title ?? null);
    return titles.get(id)!;
  };

  const byAction = grouped<number>(log, where, 'action_id').map((g) => ({
    actionId: Number(g.key),
    actionTitle: actionTitle(Number(g.key)),
    views: g.views,
    events: g.events,
  }));
  const users = grouped<string>(log, where, 'user_id');
  const total = byAction.reduce((sum, g) => sum + g.events, 0);
  const rows = log.find<LogRow>(where, {
    columns: ['user_id', 'action_id', 'event', 'page', 'load_time_ms', 'created_at'],
    orderBy: ['created_at DESC', 'id DESC'],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const userNames = directory.userNames([...users.map((g) => String(g.key)), ...rows.map((row) => row.user_id)]);
  const userName = (id: string) => userNames.get(id) ?? null;

  return {
    rows: rows.map((row) => ({
      at: row.created_at,
      userId: row.user_id,
      userName: userName(row.user_id),
      actionId: Number(row.action_id),
      actionTitle: actionTitle(Number(row.action_id)),
      event: row.event,
      page: row.page,
      loadTimeMs: row.load_time_ms === null ? null : Number(row.load_time_ms),
    })),
    page,
    pageSize,
    total,
    summary: {
      views: byAction.reduce((sum, g) => sum + g.views, 0),
      events: total,
      medianLoadTimeMs: medianLoadTime(log, where),
      byAction,
      byUser: users.map((g) => ({
        userId: String(g.key),
        userName: userName(String(g.key)),
        views: g.views,
        events: g.events,
      })),
    },
  };
}

/**
 * GET /api/report/usage: the report logs (page loads, page changes, data selections) of the caller's ACTIVE
 * customer, for the administration screens. The customer is never a parameter: every query names the
 * session's active customer, whatever the filters say.
 */
/** The caller's active customer when the caller may read its usage, else 403. */
function allowedCustomer(user: RequestUser | null): string {
  if (!user || !hasPermission(user, REPORT_USAGE_PERMISSION))
    throw new HttpError(403, 'Not allowed to read the report usage.');
  if (!user.activeCustomerId) throw new HttpError(403, 'No active customer.');
  return user.activeCustomerId;
}

export function usageRoutes(api: ServerPluginApi): void {
  // The user names of the customer's own log rows (a provider administrator may have used run-as).
  const directory = api.customerDirectory();
  api.route({
    method: 'GET',
    url: '/api/report/usage',
    summary: `The report usage logs of the active customer (permission "${REPORT_USAGE_PERMISSION}"), newest first, with a summary`,
    query: UsageQuery,
    response: UsageAnswer,
    errors: { 403: `Not authorized, or the permission "${REPORT_USAGE_PERMISSION}" is missing, or no active customer` },
    // Before the query is validated: a caller without the permission learns nothing from its input's errors.
    guard: (request) => allowedCustomer(api.currentUser(request)),
    handler: ({ query, user, reply }) => {
      allowedCustomer(user);
      reply.header('Cache-Control', 'no-store');
      return readUsage(api, directory, user!, query);
    },
  });
}
