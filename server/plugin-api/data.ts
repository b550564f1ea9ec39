/**
 * A plugin's own tables, as the server plugin API hands them out. A plugin names a table and gives conditions;
 * the host writes the SQL, adds `customer_id = <the customer>` to every read and write of a customer's data and
 * refuses a table the plugin's migrations did not create. SQL fragments are conditions only: no statement,
 * no sub-query, no other table, no string literal, only the functions in the host's list (server/plugin-host/sql-fragment.ts).
 */

/** A condition: columns equal to values (`{ status: 'open' }`), or a guarded SQL condition with `?` parameters. */
export type Where = Readonly<Record<string, DataValue>> | SqlCondition;

/** A column's value; bytes (a BLOB column, e.g. a stored document) as a Buffer or Uint8Array. */
export type DataValue = string | number | bigint | boolean | null | Uint8Array;

export interface SqlCondition {
  readonly sql: string;
  readonly params: readonly DataValue[];
}

/** A SQL condition with `?` parameters, e.g. `sql('occurred_at >= ? AND LOWER(title) LIKE ?', from, pattern)`. */
export function sql(text: string, ...params: DataValue[]): SqlCondition {
  return Object.freeze({ sql: text, params: Object.freeze([...params]) });
}

export interface FindOptions {
  /** Columns or guarded expressions (e.g. `COUNT(*) AS n`); default every column. */
  columns?: readonly string[];
  groupBy?: readonly string[];
  /** Columns, each optionally followed by ASC or DESC. */
  orderBy?: readonly string[];
  limit?: number;
  offset?: number;
}

export type Row = Record<string, unknown>;

/** One of the plugin's tables, seen through one customer: the host adds `customer_id = ?` everywhere. */
export interface CustomerTable {
  find<T = Row>(where?: Where, options?: FindOptions): T[];
  first<T = Row>(where?: Where, options?: FindOptions): T | undefined;
  count(where?: Where): number;
  /** Inserts a row of the customer (the host sets customer_id; a value for it is refused); the new row's id. */
  insert(values: Readonly<Record<string, DataValue>>): number;
  /** Changes the customer's matching rows (customer_id cannot be set); how many changed. */
  update(values: Readonly<Record<string, DataValue>>, where: Where): number;
  /** Deletes the customer's matching rows; how many. */
  remove(where: Where): number;
}

/** The plugin's tables scoped to one customer, and a transaction around several changes. */
export interface CustomerData {
  readonly customerId: string;
  table(name: string): CustomerTable;
  transaction<T>(work: () => T): T;
}

/** Every customer's rows of the plugin's own tables: only for a plugin that declares and is granted `crossCustomerData`. */
export interface CrossCustomerData {
  /** The table without the customer condition (still only the plugin's own tables, still guarded conditions). */
  table(name: string): CustomerTable;
  forCustomer(customerId: string): CustomerData;
  transaction<T>(work: () => T): T;
}

/**
 * A capability a plugin declares in its definition. `crossCustomerData`, `customerDirectory` (every customer's
 * id, name, state, plugin list and enabled members, user names and action titles: api.customerDirectory()) and
 * `administration` (the provider administration: api.administration()) work only when the provider also grants
 * them (PLUGIN_GRANTS, docs/configuration.md). `storageQuota` (api.storageQuota(): the storage quota per customer
 * and per user that every capability storing uploads reserves from) takes effect by declaration. No capability
 * hands out a database handle.
 */
export type PluginCapability = 'crossCustomerData' | 'customerDirectory' | 'storageQuota' | 'administration';
export const PLUGIN_CAPABILITIES: readonly PluginCapability[] = [
  'crossCustomerData',
  'customerDirectory',
  'storageQuota',
  'administration',
];
/** The capabilities PLUGIN_GRANTS grants; the others take effect by declaration alone. */
export const GRANTED_CAPABILITIES: readonly PluginCapability[] = [
  'crossCustomerData',
  'customerDirectory',
  'administration',
];
