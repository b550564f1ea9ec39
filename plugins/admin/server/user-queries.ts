import type Database from 'better-sqlite3';
import { statement } from '../../../server/plugin-api/raw-database';
import type { UserList, UserListQuery } from '../contract';
import { containing, pagingOf } from './paging';

const SORTS = {
  name: 'u.last_name COLLATE NOCASE %, u.first_name COLLATE NOCASE %, u.id %',
  email: 'u.email COLLATE NOCASE %, u.id %',
  lastSignIn: 'u.last_sign_in_at IS NULL, u.last_sign_in_at %, u.id %',
} as const;

/**
 * A page of users: search in names and e-mail, optionally only the members of one customer (always so for a
 * customer admin: the route passes their customer), sorted (name and e-mail indexed), with the total.
 */
export function listUsers(db: Database.Database, query: UserListQuery): UserList {
  const paging = pagingOf(query);
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
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // A search without a customer reads the table in order and sorts the few matches: walking the sort index
  // instead fetches every row at random, twice as slow at 100,000 users (a customer's members come by index).
  const source = text && !query.customerId ? 'users u NOT INDEXED' : 'users u';
  const order = SORTS[query.sort ?? 'name'].replaceAll('%', query.order === 'desc' ? 'DESC' : 'ASC');
  const total = (statement(db, `SELECT COUNT(*) AS n FROM users u ${filter}`).get(...args) as { n: number }).n;
  const rows = statement(
    db,
    `SELECT u.id, u.user_name AS userName, u.email, u.first_name AS firstName, u.last_name AS lastName,
       u.is_provider_admin AS isProviderAdmin, u.disabled_at AS disabledAt, u.last_sign_in_at AS lastSignInAt
     FROM ${source} ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`,
  ).all(...args, paging.pageSize, paging.offset) as (Omit<UserList['items'][number], 'isProviderAdmin'> & {
    isProviderAdmin: number;
  })[];
  return {
    items: rows.map((r) => ({ ...r, isProviderAdmin: r.isProviderAdmin === 1 })),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}
