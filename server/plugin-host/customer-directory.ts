import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { parseJson } from '../data/json';
import { tenantsOfCustomer } from '../admin/customer-tenants';
import type { CustomerDirectory, DirectoryCustomer } from '../plugin-api/define';

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

/** The provider's customers and their enabled members, read-only: what a granted `customerDirectory` plugin sees. */
export function customerDirectory(db: Database.Database): CustomerDirectory {
  const columns = 'SELECT id, name, deactivated_at, plugins FROM customers';
  return {
    customers: (ids) => {
      if (ids === undefined) return (statement(db, `${columns} ORDER BY id`).all() as CustomerRow[]).map(toCustomer);
      const wanted = [...new Set(ids)];
      const rows: CustomerRow[] = [];
      // Placeholders, never json_each: the same SQL runs on PostgreSQL.
      for (let at = 0; at < wanted.length; at += CHUNK) {
        const chunk = wanted.slice(at, at + CHUNK);
        rows.push(
          ...(statement(db, `${columns} WHERE id IN (${chunk.map(() => '?').join(', ')})`).all(
            ...chunk,
          ) as CustomerRow[]),
        );
      }
      return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(toCustomer);
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
  };
}
