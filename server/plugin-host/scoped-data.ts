import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import type { CrossCustomerData, CustomerData, CustomerTable, DataValue, FindOptions, Where } from '../plugin-api/data';
import type { Migration } from '../features/types';
import { checkedColumn, checkedFragment, checkedOrder, RefusedSql } from './sql-fragment';

const CUSTOMER_COLUMN = 'customer_id';

/** The tables a plugin's migrations create (both dialects' scripts): the only ones its data access opens. */
export function tablesCreatedBy(migrations: readonly Migration[]): ReadonlySet<string> {
  const tables = new Set<string>();
  for (const migration of migrations) {
    for (const script of [migration.sql, migration.postgres ?? '']) {
      for (const match of script.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?/gi)) tables.add(match[1]!.toLowerCase());
    }
  }
  return tables;
}

interface Condition {
  text: string;
  params: unknown[];
}

function conditionOf(where: Where | undefined): Condition | null {
  if (!where) return null;
  if (typeof where.sql === 'string' && Array.isArray(where.params)) {
    const params = where.params as unknown[];
    return { text: `(${checkedFragment(where.sql as string, params.length)})`, params: [...params] };
  }
  const entries = Object.entries(where as Record<string, DataValue>);
  if (entries.length === 0) return null;
  return {
    text: entries.map(([column, value]) => (value === null ? `${checkedColumn(column)} IS NULL` : `${checkedColumn(column)} = ?`)).join(' AND '),
    params: entries.flatMap(([, value]) => (value === null ? [] : [value])),
  };
}

const joined = (conditions: (Condition | null)[]): Condition => {
  const present = conditions.filter((c): c is Condition => c !== null);
  return { text: present.length ? ` WHERE ${present.map((c) => c.text).join(' AND ')}` : '', params: present.flatMap((c) => c.params) };
};

const sqlValue = (value: DataValue) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** One table through one customer (customerId) or, for a granted plugin, through every customer (null). */
class Table implements CustomerTable {
  constructor(private readonly db: Database.Database, private readonly name: string, private readonly customerId: string | null) {}

  private scoped(where?: Where): Condition {
    return joined([this.customerId === null ? null : { text: `${CUSTOMER_COLUMN} = ?`, params: [this.customerId] }, conditionOf(where)]);
  }

  find<T>(where?: Where, options: FindOptions = {}): T[] {
    const condition = this.scoped(where);
    const columns = options.columns?.length ? options.columns.map((c) => checkedFragment(c, 0)).join(', ') : '*';
    const groupBy = options.groupBy?.length ? ` GROUP BY ${options.groupBy.map(checkedColumn).join(', ')}` : '';
    const orderBy = options.orderBy?.length ? ` ORDER BY ${options.orderBy.map(checkedOrder).join(', ')}` : '';
    if (options.offset !== undefined && options.limit === undefined) throw new RefusedSql('offset', 'an offset needs a limit');
    const page = options.limit === undefined ? [] : [options.limit, ...(options.offset === undefined ? [] : [options.offset])];
    for (const n of page) if (!Number.isInteger(n) || n < 0) throw new RefusedSql(String(n), 'limit and offset are whole numbers');
    const paging = page.length === 2 ? ' LIMIT ? OFFSET ?' : page.length === 1 ? ' LIMIT ?' : '';
    return statement(this.db, `SELECT ${columns} FROM ${this.name}${condition.text}${groupBy}${orderBy}${paging}`).all(...condition.params, ...page) as T[];
  }

  first<T>(where?: Where, options: FindOptions = {}): T | undefined {
    return this.find<T>(where, { ...options, limit: 1 })[0];
  }

  count(where?: Where): number {
    const condition = this.scoped(where);
    return Number((statement(this.db, `SELECT COUNT(*) AS n FROM ${this.name}${condition.text}`).get(...condition.params) as { n: number }).n);
  }

  insert(values: Readonly<Record<string, DataValue>>): number {
    if (this.customerId !== null && CUSTOMER_COLUMN in values) throw new RefusedSql(CUSTOMER_COLUMN, 'the host sets the customer');
    const all = this.customerId === null ? { ...values } : { ...values, [CUSTOMER_COLUMN]: this.customerId };
    const columns = Object.keys(all).map(checkedColumn);
    const result = statement(this.db, `INSERT INTO ${this.name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(all).map(sqlValue));
    return Number(result.lastInsertRowid);
  }

  update(values: Readonly<Record<string, DataValue>>, where: Where): number {
    if (this.customerId !== null && CUSTOMER_COLUMN in values) throw new RefusedSql(CUSTOMER_COLUMN, "a customer's row stays the customer's");
    const columns = Object.keys(values).map(checkedColumn);
    if (columns.length === 0) return 0;
    const condition = this.scoped(where);
    return statement(this.db, `UPDATE ${this.name} SET ${columns.map((c) => `${c} = ?`).join(', ')}${condition.text}`)
      .run(...Object.values(values).map(sqlValue), ...condition.params).changes;
  }

  remove(where: Where): number {
    const condition = this.scoped(where);
    return statement(this.db, `DELETE FROM ${this.name}${condition.text}`).run(...condition.params).changes;
  }
}

/** The data access of one plugin: its own tables only, each read and write scoped unless the grant says otherwise. */
export class PluginData {
  constructor(private readonly db: Database.Database, private readonly pluginId: string, private readonly tables: ReadonlySet<string>) {}

  private ownTable(name: string): string {
    const table = name.toLowerCase();
    if (!this.tables.has(table)) {
      throw new RefusedSql(name, `not a table of plugin "${this.pluginId}" (its migrations create: ${[...this.tables].join(', ') || 'none'})`);
    }
    return table;
  }

  forCustomer(customerId: string): CustomerData {
    if (!customerId) throw new RefusedSql('customer_id', 'no customer to scope to');
    return {
      customerId,
      table: (name) => new Table(this.db, this.ownTable(name), customerId),
      transaction: (work) => this.transaction(work),
    };
  }

  crossCustomer(): CrossCustomerData {
    return {
      table: (name) => new Table(this.db, this.ownTable(name), null),
      forCustomer: (customerId) => this.forCustomer(customerId),
      transaction: (work) => this.transaction(work),
    };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
