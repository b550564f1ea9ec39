import type Database from 'better-sqlite3';
import type * as administrationOperations from '../admin/administration-operations';
import type { CrossCustomerData } from './data';

/** An operation of server/admin as the administration hands it out: the host supplies the database. */
type Operation<F> = F extends (db: Database.Database, ...args: infer A) => infer R ? (...args: A) => R : never;

export type AdministrationOperations = {
  readonly [K in keyof typeof administrationOperations]: Operation<(typeof administrationOperations)[K]>;
};

/**
 * The provider administration (server/admin: customers, users, memberships, invitations, identities, run-as,
 * permissions, the audit log and the lists of them; server/admin/administration-operations.ts lists the
 * operations), each change audited in its transaction. Only for a plugin that declares the `administration`
 * capability and that the provider grants it (PLUGIN_GRANTS; by default the admin plugin): api.administration().
 * Who may call what is the plugin's check.
 */
export interface Administration extends AdministrationOperations {
  /**
   * The customers' published menus (the core's menu_items and actions), through the same guarded data access as
   * a plugin's own tables: forCustomer(id) scopes to one customer's rows.
   */
  readonly menus: CrossCustomerData;
  /** Runs several operations in one transaction. */
  transaction<T>(work: () => T): T;
}

export { EMPTY_CUSTOMER_FIELDS } from '../admin';
export type { AdminActor, UserRecord } from '../admin';
