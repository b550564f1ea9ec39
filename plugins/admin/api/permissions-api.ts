import type { HttpClient } from '../../../core/plugin-api';
import { PermissionCatalog, PermissionPaths, UserPermissions } from '../contract-permissions';
import { adminUrl } from './admin-api';

/** The permissions the administration gives, and a user's. */
export const permissionsApi = (http: HttpClient) => ({
  catalog: () => http.get(PermissionPaths.catalog, PermissionCatalog),
  ofUser: (userId: string) => http.get(adminUrl(PermissionPaths.user, { userId }), UserPermissions),
  setForUser: (userId: string, permissions: string[]) =>
    http.put(adminUrl(PermissionPaths.user, { userId }), { permissions }, UserPermissions),
});

export type PermissionsApi = ReturnType<typeof permissionsApi>;
