import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import type { CrossCustomerData, CustomerData, CustomerTable, DataValue, FindOptions, Where } from '../plugin-api/data';
import type { Migration } from '../db/migration';
import { coreMigrations, type CoreTableForPlugins } from '../db/core-schema';
import { checkedColumn, checkedFragment, checkedOrder, RefusedSql } from './sql-fragment';

const CUSTOMER_COLUMN = 'customer_id';

/**
 * How a table of the plugin holds customers' rows: by its customer_id column, through a parent table's (a column
 * referencing a customer table of the plugin, e.g. an invoice's lines), or not at all (provider-wide data).
 */
export type TableScope =
  { kind: 'customer' } | { kind: 'child'; column: string; parent: string; parentKey: string } | { kind: 'provider' };

/** The tables a plugin's migrations create (both dialects' scripts), with their scope: the only ones its data access opens. */
export function tablesCreatedBy(migrations: readonly Migration[]): ReadonlyMap<string, TableScope> {
  const bodies = new Map<string, string>();
  for (const migration of migrations) {
    for (const script of [migration.sql, migration.postgres ?? '']) {
      for (const match of script.matchAll(
        /CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)"?\s*\(([\s\S]*?)\)\s*(?:;|$)/gi,
      )) {
        bodies.set(match[1]!.toLowerCase(), match[2]!);
      }
    }
  }
  const scopes = new Map<string, TableScope>();
  for (const [table, body] of bodies) if (/\bcustomer_id\b/i.test(body)) scopes.set(table, { kind: 'customer' });
  for (const [table, body] of bodies) {
    if (scopes.has(table)) continue;
    const parent = [
      ...body.matchAll(
        /([a-z_][a-z0-9_]*)\s+[^,]*?\bREFERENCES\s+"?([a-z_][a-z0-9_]*)"?\s*\(\s*([a-z_][a-z0-9_]*)\s*\)/gi,
      ),
    ].find((m) => scopes.get(m[2]!.toLowerCase())?.kind === 'customer');
    scopes.set(
      table,
      parent
        ? { kind: 'child', column: parent[1]!, parent: parent[2]!.toLowerCase(), parentKey: parent[3]! }
        : { kind: 'provider' },
    );
  }
  return scopes;
}

/** A plugin's tables: those its migrations create and the core tables it declares, scoped as the core's DDL says. */
export function tablesOfPlugin(
  migrations: readonly Migration[],
  coreTables: readonly CoreTableForPlugins[] = [],
): ReadonlyMap<string, TableScope> {
  const core = tablesCreatedBy(coreMigrations);
  return new Map([...tablesCreatedBy(migrations), ...coreTables.map((table) => [table, core.get(table)!] as const)]);
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
    text: entries
      .map(([column, value]) => (value === null ? `${checkedColumn(column)} IS NULL` : `${checkedColumn(column)} = ?`))
      .join(' AND '),
    params: entries.flatMap(([, value]) => (value === null ? [] : [value])),
  };
}

const joined = (conditions: (Condition | null)[]): Condition => {
  const present = conditions.filter((c): c is Condition => c !== null);
  return {
    text: present.length ? ` WHERE ${present.map((c) => c.text).join(' AND ')}` : '',
    params: present.flatMap((c) => c.params),
  };
};

const sqlValue = (value: DataValue) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** One table through one customer (customerId) or, for a granted plugin, through every customer (null). */
class Table implements CustomerTable {
  // A true private field: nothing a plugin is handed leads to the database handle, not even at run time.
  readonly #db: Database.Database;

  constructor(
    db: Database.Database,
    private readonly name: string,
    private readonly scope: TableScope,
    private readonly customerId: string | null,
  ) {
    this.#db = db;
  }

  /** The customer's condition, written by the host: its own column, or its parent row's. */
  private customerCondition(): Condition | null {
    if (this.customerId === null) return null;
    if (this.scope.kind === 'child') {
      const { column, parent, parentKey } = this.scope;
      return {
        text: `${column} IN (SELECT ${parentKey} FROM ${parent} WHERE ${CUSTOMER_COLUMN} = ?)`,
        params: [this.customerId],
      };
    }
    return { text: `${CUSTOMER_COLUMN} = ?`, params: [this.customerId] };
  }

  private scoped(where?: Where): Condition {
    return joined([this.customerCondition(), conditionOf(where)]);
  }

  find<T>(where?: Where, options: FindOptions = {}): T[] {
    const condition = this.scoped(where);
    const columns = options.columns?.length ? options.columns.map((c) => checkedFragment(c, 0)).join(', ') : '*';
    const groupBy = options.groupBy?.length ? ` GROUP BY ${options.groupBy.map(checkedColumn).join(', ')}` : '';
    const orderBy = options.orderBy?.length ? ` ORDER BY ${options.orderBy.map(checkedOrder).join(', ')}` : '';
    if (options.offset !== undefined && options.limit === undefined)
      throw new RefusedSql('offset', 'an offset needs a limit');
    const page =
      options.limit === undefined ? [] : [options.limit, ...(options.offset === undefined ? [] : [options.offset])];
    for (const n of page)
      if (!Number.isInteger(n) || n < 0) throw new RefusedSql(String(n), 'limit and offset are whole numbers');
    const paging = page.length === 2 ? ' LIMIT ? OFFSET ?' : page.length === 1 ? ' LIMIT ?' : '';
    return statement(this.#db, `SELECT ${columns} FROM ${this.name}${condition.text}${groupBy}${orderBy}${paging}`).all(
      ...condition.params,
      ...page,
    ) as T[];
  }

  first<T>(where?: Where, options: FindOptions = {}): T | undefined {
    return this.find<T>(where, { ...options, limit: 1 })[0];
  }

  count(where?: Where): number {
    const condition = this.scoped(where);
    return Number(
      (
        statement(this.#db, `SELECT COUNT(*) AS n FROM ${this.name}${condition.text}`).get(...condition.params) as {
          n: number;
        }
      ).n,
    );
  }

  insert(values: Readonly<Record<string, DataValue>>): number {
    if (this.customerId !== null && CUSTOMER_COLUMN in values)
      throw new RefusedSql(CUSTOMER_COLUMN, 'the host sets the customer');
    if (this.customerId !== null && this.scope.kind === 'child') this.checkParent(values[this.scope.column]);
    const all =
      this.customerId === null || this.scope.kind === 'child'
        ? { ...values }
        : { ...values, [CUSTOMER_COLUMN]: this.customerId };
    const columns = Object.keys(all).map(checkedColumn);
    const result = statement(
      this.#db,
      `INSERT INTO ${this.name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ).run(...Object.values(all).map(sqlValue));
    return Number(result.lastInsertRowid);
  }

  /** A child row may only hang under a parent row of the customer. */
  private checkParent(key: DataValue | undefined): void {
    if (this.scope.kind !== 'child') return;
    const { parent, parentKey } = this.scope;
    const found =
      key !== undefined &&
      key !== null &&
      statement(this.#db, `SELECT 1 AS found FROM ${parent} WHERE ${parentKey} = ? AND ${CUSTOMER_COLUMN} = ?`).get(
        key,
        this.customerId,
      );
    if (!found) throw new RefusedSql(this.scope.column, `not a ${parent} row of the customer`);
  }

  update(values: Readonly<Record<string, DataValue>>, where: Where): number {
    if (this.customerId !== null && CUSTOMER_COLUMN in values)
      throw new RefusedSql(CUSTOMER_COLUMN, "a customer's row stays the customer's");
    if (this.customerId !== null && this.scope.kind === 'child' && this.scope.column in values)
      this.checkParent(values[this.scope.column]);
    const columns = Object.keys(values).map(checkedColumn);
    if (columns.length === 0) return 0;
    const condition = this.scoped(where);
    return statement(
      this.#db,
      `UPDATE ${this.name} SET ${columns.map((c) => `${c} = ?`).join(', ')}${condition.text}`,
    ).run(...Object.values(values).map(sqlValue), ...condition.params).changes;
  }

  remove(where: Where): number {
    const condition = this.scoped(where);
    return statement(this.#db, `DELETE FROM ${this.name}${condition.text}`).run(...condition.params).changes;
  }
}

/** The data access of one plugin: its own tables only, each read and write scoped unless the grant says otherwise. */
export class PluginData {
  // A true private field: nothing a plugin is handed leads to the database handle, not even at run time.
  readonly #db: Database.Database;

  constructor(
    db: Database.Database,
    private readonly pluginId: string,
    private readonly tables: ReadonlyMap<string, TableScope>,
  ) {
    this.#db = db;
  }

  private ownTable(name: string, customerId: string | null): Table {
    const table = name.toLowerCase();
    const scope = this.tables.get(table);
    if (!scope) {
      throw new RefusedSql(
        name,
        `not a table of plugin "${this.pluginId}" (its migrations create: ${[...this.tables.keys()].join(', ') || 'none'})`,
      );
    }
    if (customerId !== null && scope.kind === 'provider') {
      throw new RefusedSql(
        name,
        'holds no customer column nor a parent row of a customer: provider-wide data needs crossCustomerData',
      );
    }
    return new Table(this.#db, table, scope, customerId);
  }

  forCustomer(customerId: string): CustomerData {
    if (!customerId) throw new RefusedSql('customer_id', 'no customer to scope to');
    return {
      customerId,
      table: (name) => this.ownTable(name, customerId),
      transaction: (work) => this.transaction(work),
    };
  }

  crossCustomer(): CrossCustomerData {
    return {
      table: (name) => this.ownTable(name, null),
      forCustomer: (customerId) => this.forCustomer(customerId),
      transaction: (work) => this.transaction(work),
    };
  }

  transaction<T>(work: () => T): T {
    return this.#db.transaction(work)();
  }
}
