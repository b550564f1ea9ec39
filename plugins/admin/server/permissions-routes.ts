import {
  HttpError,
  hasPermission,
  type Administration,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  PermissionCatalog,
  PermissionPaths,
  UserPermissions,
  UserPermissionsParams,
  UserPermissionsUpdate,
} from '../contract-permissions';
import { actorOf, adminScope, requireVisibleUser, requireWholeUserChange } from './authorize';

const tags = ['admin'];

/**
 * A customer administrator gives and takes only permissions they hold themselves: a permission opens the
 * customer's data (invoices, costs, usage), and an administrator who was not trusted with it must not be able
 * to open it to a second account of theirs. A provider administrator gives any.
 */
const mayGrant = (caller: RequestUser, isProvider: boolean) => (permission: string) =>
  isProvider || hasPermission(caller, permission);

/**
 * The permissions administrators give (GET, with what each opens), and a user's (GET, PUT). A user's
 * permissions hold in every customer of theirs, so a customer admin changes them only for a user who
 * belongs to their customer alone, never their own or a provider administrator's.
 */
export function permissionRoutes(api: ServerPluginApi): void {
  const admin = api.administration();

  api.route({
    method: 'GET',
    url: PermissionPaths.catalog,
    tags,
    summary:
      'The permissions an administrator can give, with what each opens (en, nl), the menu items that require it and whether the caller may give it',
    response: PermissionCatalog,
    errors: { 403: 'Not an administrator' },
    handler: ({ user }) => {
      const scope = adminScope(user);
      const grantable = mayGrant(user!, scope.kind === 'provider');
      const items = admin.permissionCatalog(scope.kind === 'customer' ? scope.customerId : null);
      return { items: items.map((item) => ({ ...item, grantable: grantable(item.name) })) };
    },
  });

  api.route({
    method: 'GET',
    url: PermissionPaths.user,
    tags,
    summary: "A user's permissions (they hold in every customer of the user)",
    params: UserPermissionsParams,
    response: UserPermissions,
    errors: { 403: 'Not an administrator', 404: 'No such user (for a customer admin: not in their customer)' },
    handler: ({ user, params }) => {
      requireVisibleUser(admin, adminScope(user), params.userId);
      return admin.userPermissions(params.userId);
    },
  });

  api.route({
    method: 'PUT',
    url: PermissionPaths.user,
    tags,
    summary: "Replaces a user's permissions (audited); an unknown permission added is a 400 and nothing is written",
    params: UserPermissionsParams,
    body: UserPermissionsUpdate,
    response: UserPermissions,
    errors: {
      400: 'An unknown permission',
      403: 'Not an administrator; for a customer admin: a permission they do not hold, their own account, a provider administrator or a user of other customers too',
      404: 'No such user (for a customer admin: not in their customer)',
    },
    handler: ({ user, params, body }) => {
      const scope = adminScope(user);
      if (scope.kind === 'customer') requireWholeUserChange(admin, user, scope, params.userId);
      else requireVisibleUser(admin, scope, params.userId);
      return admin.setUserPermissions(
        actorOf(user),
        params.userId,
        body.permissions,
        mayGrant(user!, scope.kind === 'provider'),
      );
    },
  });
}

/**
 * An invitation's permissions: a customer administrator may give only permissions they hold (as above). An
 * unknown one is left to the invitation's own check (400), so the answer names what is really wrong.
 */
export function requireGrantable(
  admin: Administration,
  user: RequestUser | null,
  permissions: readonly string[],
): void {
  const grantable = mayGrant(user!, adminScope(user).kind === 'provider');
  const known = admin.knownPermissions();
  const refused = permissions.filter((p) => known.includes(p) && !grantable(p));
  if (refused.length)
    throw new HttpError(
      403,
      `You may give only permissions you hold yourself, not ${refused.map((p) => `"${p}"`).join(', ')}.`,
    );
}
