import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { parseJson } from '../data/json';

/**
 * The administration's lists of customers, users and audit rows, each a page with the total. The SQL text varies
 * only by the query's shape (a handful of variants), so each is prepared once. Who may list what (a customer
 * admin sees their own customer only) is the caller's check.
 */

/** Which rows of the list: `pageSize` from `offset`. */
export interface ListPage {
  pageSize: number;
  offset: number;
}

export interface ListedPage<T> {
  items: T[];
  total: number;
}

/** `%text%` for LIKE with ESCAPE '\', the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const count = (db: Database.Database, from: string, filter: string, args: readonly unknown[]) =>
  Number((statement(db, `SELECT COUNT(*) AS n FROM ${from} ${filter}`).get(...args) as { n: number }).n);

const whereOf = (clauses: readonly string[]) => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '');

export interface CustomerListFilter {
  search?: string;
  sort?: 'name' | 'id';
  order?: 'asc' | 'desc';
  includeDeactivated?: 'true' | 'false';
}

export interface CustomerSummary {
  id: string;
  name: string;
  deactivatedAt: string | null;
  userCount: number;
}

const CUSTOMER_SORTS = { name: 'c.name COLLATE NOCASE', id: 'c.id' } as const;

/** Customers: search in name and id, sorted by name or id (both indexed). */
export function listCustomers(
  db: Database.Database,
  query: CustomerListFilter,
  page: ListPage,
): ListedPage<CustomerSummary> {
  const where: string[] = [];
  const args: string[] = [];
  if (query.search?.trim()) {
    where.push("(c.name LIKE ? ESCAPE '\\' OR c.id LIKE ? ESCAPE '\\')");
    args.push(containing(query.search.trim()), containing(query.search.trim().toLowerCase()));
  }
  if (query.includeDeactivated !== 'true') where.push('c.deactivated_at IS NULL');
  const filter = whereOf(where);
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const items = statement(
    db,
    `SELECT c.id, c.name, c.deactivated_at AS deactivatedAt,
       (SELECT COUNT(*) FROM user_customers uc WHERE uc.customer_id = c.id) AS userCount
     FROM customers c ${filter} ORDER BY ${CUSTOMER_SORTS[query.sort ?? 'name']} ${direction}, c.id ${direction} LIMIT ? OFFSET ?`,
  ).all(...args, page.pageSize, page.offset) as CustomerSummary[];
  return { items, total: count(db, 'customers c', filter, args) };
}

export interface UserListFilter {
  search?: string;
  customerId?: string;
  sort?: 'name' | 'email' | 'lastSignIn';
  order?: 'asc' | 'desc';
}

export interface UserSummary {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  isProviderAdmin: boolean;
  disabledAt: string | null;
  lastSignInAt: string | null;
}

const USER_SORTS = {
  name: 'u.last_name COLLATE NOCASE %, u.first_name COLLATE NOCASE %, u.id %',
  email: 'u.email COLLATE NOCASE %, u.id %',
  lastSignIn: 'u.last_sign_in_at IS NULL, u.last_sign_in_at %, u.id %',
} as const;

/** Users: search in names and e-mail, optionally only the members of one customer, sorted (name and e-mail indexed). */
export function listUsers(db: Database.Database, query: UserListFilter, page: ListPage): ListedPage<UserSummary> {
  const where: string[] = [];
  const args: string[] = [];
  if (query.customerId) {
    where.push('u.id IN (SELECT uc.user_id FROM user_customers uc WHERE uc.customer_id = ?)');
    args.push(query.customerId);
  }
  const text = query.search?.trim();
  if (text) {
    where.push(
      "(u.email LIKE ? ESCAPE '\\' OR u.user_name LIKE ? ESCAPE '\\' OR (u.first_name || ' ' || u.last_name) LIKE ? ESCAPE '\\')",
    );
    args.push(containing(text), containing(text), containing(text));
  }
  const filter = whereOf(where);
  // A search without a customer reads the table in order and sorts the few matches: walking the sort index
  // instead fetches every row at random, twice as slow at 100,000 users (a customer's members come by index).
  const source = text && !query.customerId ? 'users u NOT INDEXED' : 'users u';
  const order = USER_SORTS[query.sort ?? 'name'].replaceAll('%', query.order === 'desc' ? 'DESC' : 'ASC');
  const rows = statement(
    db,
    `SELECT u.id, u.user_name AS userName, u.email, u.first_name AS firstName, u.last_name AS lastName,
       u.is_provider_admin AS isProviderAdmin, u.disabled_at AS disabledAt, u.last_sign_in_at AS lastSignInAt
     FROM ${source} ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
  ).all(...args, page.pageSize, page.offset) as (Omit<UserSummary, 'isProviderAdmin'> & { isProviderAdmin: number })[];
  return {
    items: rows.map((r) => ({ ...r, isProviderAdmin: r.isProviderAdmin === 1 })),
    total: count(db, 'users u', filter, args),
  };
}

export interface AuditFilter {
  customerId?: string;
  actorUserId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO date-times, `from` included, `to` not. */
  from?: string;
  to?: string;
}

export interface AuditRecord {
  id: number;
  at: string;
  actorUserId: string | null;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  customerId: string | null;
  before: unknown;
  after: unknown;
}

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

const AUDIT_FILTERS = [
  ['customerId', 'customer_id = ?'],
  ['actorUserId', 'actor_user_id = ?'],
  ['action', 'action = ?'],
  ['targetType', 'target_type = ?'],
  ['targetId', 'target_id = ?'],
  ['from', 'at >= ?'],
  ['to', 'at < ?'],
] as const;

const toAuditRecord = (r: StoredAuditRow): AuditRecord => ({
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

/** Audit rows, newest first, filtered. */
export function listAudit(db: Database.Database, query: AuditFilter, page: ListPage): ListedPage<AuditRecord> {
  const where: string[] = [];
  const args: string[] = [];
  for (const [key, clause] of AUDIT_FILTERS) {
    const value = query[key];
    if (value === undefined) continue;
    where.push(clause);
    args.push(key === 'from' || key === 'to' ? new Date(value).toISOString() : value);
  }
  const filter = whereOf(where);
  const rows = statement(db, `SELECT * FROM audit_log ${filter} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    ...args,
    page.pageSize,
    page.offset,
  ) as StoredAuditRow[];
  return { items: rows.map(toAuditRecord), total: count(db, 'audit_log', filter, args) };
}
