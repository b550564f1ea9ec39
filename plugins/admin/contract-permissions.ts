import * as z from 'zod/mini';
import { UserId } from './contract';

/** The permissions part of the admin API: what can be given, and a user's permissions. */
export const PermissionPaths = {
  catalog: '/api/admin/permissions',
  user: '/api/admin/users/:userId/permissions',
} as const;

export const PermissionName = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
export const PermissionList = z.array(PermissionName).check(z.maxLength(50));

export const PermissionInfo = z.object({
  name: z.string(),
  /** What it opens, in both languages; null for one only the provider's own menu items require. */
  description: z.nullable(z.object({ en: z.string(), nl: z.string() })),
  /** Titles of menu items that require it (the caller's customer only, for a customer administrator). */
  actions: z.array(z.string()),
  /** Whether the caller may give or take it: a customer administrator only the permissions they hold. */
  grantable: z.boolean(),
});
export type PermissionInfo = z.infer<typeof PermissionInfo>;
export const PermissionCatalog = z.object({ items: z.array(PermissionInfo) });
export type PermissionCatalog = z.infer<typeof PermissionCatalog>;

export const UserPermissions = z.object({ userId: z.string(), permissions: z.array(z.string()) });
export type UserPermissions = z.infer<typeof UserPermissions>;
export const UserPermissionsUpdate = z.strictObject({ permissions: PermissionList });
export const UserPermissionsParams = z.object({ userId: UserId });
