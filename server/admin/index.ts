/**
 * Provider administration's operations on customers, users, memberships and invitations, each audited in the
 * transaction of its change. Shared by the admin command line (server/admin-cli) and, through
 * server/plugin-api, the admin plugin's API; who may call what is the caller's check.
 */
export { COMMAND_LINE, writeAudit } from './audit';
export type { AdminActor, AuditEntry, AuditTargetType } from './audit';
export { CUSTOMER_ID_PATTERN, EMPTY_CUSTOMER_FIELDS, checkCustomerId, customerFieldProblems } from './customer-fields';
export type { CustomerFields } from './customer-fields';
export {
  createCustomer,
  requireCustomer,
  setCustomerDeactivated,
  toCustomerRecord,
  updateCustomer,
} from './customer-admin';
export type { CustomerRecord } from './customer-admin';
export { createCustomerDetails, customerDetails, updateCustomerDetails } from './customer-details';
export type { CustomerDetails } from './customer-details';
export { setCustomerTenants, tenantsOfCustomer } from './customer-tenants';
export { LOGO_PATH, LOGO_UPLOAD_PATH, MAX_LOGO_BYTES, removeCustomerLogo, setCustomerLogo } from './customer-logo';
export { listInvitations, revokeInvitation } from './invitation-admin';
export type { InvitationListFilter, InvitationRecord, InvitationStatus } from './invitation-admin';
export { membershipsOf, requireUser, toUserRecord, userRecord } from './user-records';
export type { MembershipRecord, UserRecord } from './user-records';
export {
  ACCOUNT_REMOVAL_DELAY_DAYS,
  ensureUser,
  findUserByEmail,
  providerAdminCount,
  putMembership,
  removeMembership,
  scheduleUserRemoval,
  setMembershipRole,
  setProviderAdmin,
  setUserDisabled,
} from './user-admin';
export { inviteUser } from './invite-user';
export {
  IDENTITY_LIST_LIMIT,
  checkIdentity,
  linkIdentity,
  listUserIdentities,
  resolveUser,
  unlinkIdentity,
  userIdentity,
} from './identity-admin';
export type { Identity, UnlinkOptions, UserIdentity } from './identity-admin';
export { mergeUsers } from './user-merge';
export type { MergeOutcome } from './user-merge';
export type { AdminInvitation } from './invite-user';
export { RUN_AS_MAX_MS, startRunAs } from './run-as';
export type { RunAs } from './run-as';
export { PORTAL_PERMISSIONS, knownPermissions, permissionCatalog } from './permission-catalog';
export type { PermissionInfo, PermissionText } from './permission-catalog';
export { setUserPermissions, userPermissions } from './user-permissions';
export type { UserPermissions } from './user-permissions';
