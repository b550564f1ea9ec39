import { type ServerPluginApi } from '../../../server/plugin-api';
import { type UserRecord } from '../../../server/plugin-api';
import { AdminPaths, ProviderAdminUpdate, User, UserList, UserListQuery, UserParams } from '../contract';
import {
  actorOf,
  adminScope,
  requireCustomerInScope,
  requireProviderAdmin,
  requireVisibleUser,
  requireWholeUserChange,
  type AdminScope,
} from './authorize';
import { listUsers } from './user-queries';

const tags = ['admin'];
const ADMIN_ONLY = { 403: 'Not an administrator, or not of this customer' };

/** A customer admin sees only the membership of their own customer. */
const visibleTo = (scope: AdminScope, record: UserRecord): UserRecord =>
  scope.kind === 'provider'
    ? record
    : { ...record, memberships: record.memberships.filter((m) => m.customerId === scope.customerId) };

const scopeCustomer = (scope: AdminScope) => (scope.kind === 'customer' ? scope.customerId : null);

/** Users: provider administrators all, a customer administrator the members of their active customer. */
export function userRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'GET',
    url: AdminPaths.users,
    tags,
    summary:
      'Users: search in names and e-mail, filter by customer (a customer admin: their own only), sorted, paged, with the total',
    query: UserListQuery,
    response: UserList,
    errors: ADMIN_ONLY,
    handler: ({ user, query }) => {
      const scope = adminScope(user);
      if (query.customerId) requireCustomerInScope(scope, query.customerId);
      return listUsers(admin, scope.kind === 'customer' ? { ...query, customerId: scope.customerId } : query);
    },
  });

  api.route({
    method: 'GET',
    url: AdminPaths.user,
    tags,
    summary: 'One user: memberships with roles, last sign-in, disabled, the deletion dates',
    params: UserParams,
    response: User,
    errors: { ...ADMIN_ONLY, 404: 'No such user (for a customer admin: not in their customer)' },
    handler: ({ user, params }) => {
      const scope = adminScope(user);
      requireVisibleUser(admin, scope, params.userId);
      return visibleTo(scope, admin.userRecord(params.userId));
    },
  });

  for (const [url, disabled] of [
    [AdminPaths.userDisable, true],
    [AdminPaths.userEnable, false],
  ] as const) {
    api.route({
      method: 'POST',
      url,
      tags,
      summary: disabled
        ? 'Disables a user (audited): signed out at once, sign-in refused'
        : 'Enables a disabled user again (audited)',
      params: UserParams,
      response: User,
      errors: { ...ADMIN_ONLY, 404: 'No such user' },
      handler: ({ user, params }) => {
        const scope = adminScope(user);
        requireWholeUserChange(admin, user, scope, params.userId);
        return visibleTo(scope, admin.setUserDisabled(actorOf(user), params.userId, disabled, scopeCustomer(scope)));
      },
    });
  }

  api.route({
    method: 'POST',
    url: AdminPaths.userRemoval,
    tags,
    summary:
      "Schedules the account's removal (audited): the deletion request date now, the deletion date 30 days later",
    params: UserParams,
    response: User,
    errors: { ...ADMIN_ONLY, 404: 'No such user' },
    handler: ({ user, params }) => {
      const scope = adminScope(user);
      requireWholeUserChange(admin, user, scope, params.userId);
      return visibleTo(scope, admin.scheduleUserRemoval(actorOf(user), params.userId, scopeCustomer(scope)));
    },
  });

  api.route({
    method: 'PUT',
    url: AdminPaths.userProviderAdmin,
    tags,
    summary: 'Grants or takes provider administration (audited; provider administrators only; never the last one)',
    params: UserParams,
    body: ProviderAdminUpdate,
    response: User,
    errors: { 403: 'Not a provider administrator', 404: 'No such user', 409: 'The last provider administrator' },
    handler: ({ user, params, body }) => {
      requireProviderAdmin(user);
      return admin.setProviderAdmin(actorOf(user), params.userId, body.isProviderAdmin);
    },
  });
}
