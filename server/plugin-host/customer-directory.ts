import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { parseJson } from '../data/json';
import { tenantsOfCustomer } from '../admin/customer-tenants';
import type { CustomerDirectory, DirectoryAction, DirectoryCustomer } from '../plugin-api/define';

interface CustomerRow {
  id: string;
  name: string;
  deactivated_at: string | null;
  plugins: string | null;
}

const CHUNK = 500;
const toCustomer = (row: CustomerRow): DirectoryCustomer => ({
  id: row.id,
  name: row.name,
  deactivated: row.deactivated_at !== null,
  plugins: parseJson<string[] | null>(row.plugins, null, Array.isArray),
});
const byId = <T extends { id: string | number }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The rows of `select` (ending in `WHERE <key> IN`) for these keys, chunked; placeholders, never json_each: the same SQL runs on PostgreSQL. */
function rowsOf<T>(db: Database.Database, select: string, keys: readonly (string | number)[]): T[] {
  const wanted = [...new Set(keys)];
  const rows: T[] = [];
  for (let at = 0; at < wanted.length; at += CHUNK) {
    const chunk = wanted.slice(at, at + CHUNK);
    rows.push(...(statement(db, `${select} (${chunk.map(() => '?').join(', ')})`).all(...chunk) as T[]));
  }
  return rows;
}

/** The provider's customers and their enabled members, read-only: what a granted `customerDirectory` plugin sees. */
export function customerDirectory(db: Database.Database): CustomerDirectory {
  const columns = 'SELECT id, name, deactivated_at, plugins FROM customers';
  return {
    customers: (ids) => {
      if (ids === undefined) return (statement(db, `${columns} ORDER BY id`).all() as CustomerRow[]).map(toCustomer);
      return rowsOf<CustomerRow>(db, `${columns} WHERE id IN`, ids).sort(byId).map(toCustomer);
    },
    members: (customerId) =>
      statement(
        db,
        `SELECT uc.user_id FROM user_customers uc JOIN users u ON u.id = uc.user_id
                     WHERE uc.customer_id = ? AND u.disabled_at IS NULL ORDER BY uc.user_id`,
      )
        .pluck()
        .all(customerId) as string[],
    tenantIds: (customerId) => tenantsOfCustomer(db, customerId),
    userNames: (ids) =>
      new Map(
        rowsOf<{ id: string; user_name: string }>(db, 'SELECT id, user_name FROM users WHERE id IN', ids).map((row) => [
          row.id,
          row.user_name,
        ]),
      ),
    actions: (ids) =>
      rowsOf<{ id: number; title: string; customer_id: string }>(
        db,
        'SELECT id, title, customer_id FROM actions WHERE id IN',
        ids,
      )
        .map((row): DirectoryAction => ({ id: Number(row.id), title: row.title, customerId: row.customer_id }))
        .sort(byId),
  };
}
