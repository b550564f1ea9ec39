/**
 * The operations the administration capability hands a granted plugin (server/plugin-api/administration.ts), each
 * called with the database by the host (server/plugin-host/administration.ts). This module's exports ARE the list:
 * the host takes them as one namespace object, so there is no second list to keep in step.
 */
export {
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
} from '.';
export { listAudit, listCustomers, listUsers } from './admin-lists';
