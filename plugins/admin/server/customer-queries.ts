import type Database from 'better-sqlite3';
import { statement } from '../../../server/plugin-api/raw-database';
import type { CustomerList, CustomerListQuery } from '../contract';
import { containing, pagingOf } from './paging';

const SORTS = { name: 'c.name COLLATE NOCASE', id: 'c.id' } as const;

/**
 * A page of customers: search in name and id, sorted by name or id (both indexed), with the total. The SQL
 * text varies only by the query's shape (a handful of variants), so each is prepared once.
 */
export function listCustomers(db: Database.Database, query: CustomerListQuery): CustomerList {
  const paging = pagingOf(query);
  const where: string[] = [];
  const args: string[] = [];
  if (query.search?.trim()) {
    where.push("(c.name LIKE ? ESCAPE '\\' OR c.id LIKE ? ESCAPE '\\')");
    args.push(containing(query.search.trim()), containing(query.search.trim().toLowerCase()));
  }
  if (query.includeDeactivated !== 'true') where.push('c.deactivated_at IS NULL');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const total = (statement(db, `SELECT COUNT(*) AS n FROM customers c ${filter}`).get(...args) as { n: number }).n;
  const rows = statement(
    db,
    `SELECT c.id, c.name, c.deactivated_at AS deactivatedAt,
       (SELECT COUNT(*) FROM user_customers uc WHERE uc.customer_id = c.id) AS userCount
     FROM customers c ${filter} ORDER BY ${SORTS[query.sort ?? 'name']} ${direction}, c.id ${direction} LIMIT ? OFFSET ?`,
  ).all(...args, paging.pageSize, paging.offset) as CustomerList['items'];
  return { items: rows, total, page: paging.page, pageSize: paging.pageSize };
}
