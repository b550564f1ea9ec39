import type Database from 'better-sqlite3';
import * as ADMINISTRATION_OPERATIONS from '../admin/administration-operations';
import type { Administration, AdministrationOperations } from '../plugin-api/administration';
import { PluginData, type TableScope } from './scoped-data';

/** The core's tables of the customers' published menus, each with its customer_id column. */
const MENU_TABLES: ReadonlyMap<string, TableScope> = new Map([
  ['menu_items', { kind: 'customer' }],
  ['actions', { kind: 'customer' }],
]);

/** The provider administration bound to the database: what a granted `administration` plugin gets. */
export function administrationOf(db: Database.Database): Administration {
  const operations = Object.fromEntries(
    Object.entries(ADMINISTRATION_OPERATIONS).map(([name, operation]) => [
      name,
      (...args: unknown[]) => (operation as (db: Database.Database, ...rest: unknown[]) => unknown)(db, ...args),
    ]),
  ) as unknown as AdministrationOperations;
  return Object.freeze({
    ...operations,
    menus: new PluginData(db, 'administration', MENU_TABLES).crossCustomer(),
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  });
}
