import type Database from 'better-sqlite3';
import {
  createCustomerDetails,
  customerDetails,
  inviteUser,
  knownPermissions,
  linkIdentity,
  listInvitations,
  membershipsOf,
  mergeUsers,
  permissionCatalog,
  removeCustomerLogo,
  removeMembership,
  requireCustomer,
  requireUser,
  resolveUser,
  revokeInvitation,
  scheduleUserRemoval,
  setCustomerDeactivated,
  setCustomerLogo,
  setMembershipRole,
  setProviderAdmin,
  setUserDisabled,
  setUserPermissions,
  startRunAs,
  unlinkIdentity,
  updateCustomerDetails,
  userIdentity,
  userPermissions,
  userRecord,
  writeAudit,
} from '../admin';
import { listAudit, listCustomers, listUsers } from '../admin/admin-lists';
import type { CrossCustomerData } from './data';

/**
 * The provider administration (server/admin: customers, users, memberships, invitations, identities, run-as,
 * permissions, the audit log and the lists of them), each operation audited in the transaction of its change.
 * Only for a plugin that declares the `administration` capability and that the provider grants it
 * (PLUGIN_GRANTS; by default the admin plugin): api.administration(). Who may call what is the plugin's check.
 */
export const ADMINISTRATION_OPERATIONS = {
  createCustomerDetails,
  customerDetails,
  inviteUser,
  knownPermissions,
  linkIdentity,
  listAudit,
  listCustomers,
  listInvitations,
  listUsers,
  membershipsOf,
  mergeUsers,
  permissionCatalog,
  removeCustomerLogo,
  removeMembership,
  requireCustomer,
  requireUser,
  resolveUser,
  revokeInvitation,
  scheduleUserRemoval,
  setCustomerDeactivated,
  setCustomerLogo,
  setMembershipRole,
  setProviderAdmin,
  setUserDisabled,
  setUserPermissions,
  startRunAs,
  unlinkIdentity,
  updateCustomerDetails,
  userIdentity,
  userPermissions,
  userRecord,
  writeAudit,
} as const;

/** An operation of server/admin as the administration hands it out: the host supplies the database. */
type Operation<F> = F extends (db: Database.Database, ...args: infer A) => infer R ? (...args: A) => R : never;

export type AdministrationOperations = {
  readonly [K in keyof typeof ADMINISTRATION_OPERATIONS]: Operation<(typeof ADMINISTRATION_OPERATIONS)[K]>;
};

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
