import * as z from 'zod/mini';

/** A user's sign-in identity (issue 29): read, link, unlink, and merging another user into them. Provider administrators only. */
export const IdentityPaths = {
  identity: '/api/admin/users/:userId/identity',
  merge: '/api/admin/users/:userId/merge',
} as const;

/** The identity a user signs in with: the provider's issuer (the ID token's `iss`) and the person's id there (Entra's `oid`, else `sub`). */
export const Identity = z.object({ issuer: z.string(), subject: z.string() });
export type Identity = z.infer<typeof Identity>;

export const UserIdentity = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  /** Null: none linked; the first sign-in showing the user's address as verified links one. */
  identity: z.nullable(Identity),
  isAuthorized: z.boolean(),
  isProviderAdmin: z.boolean(),
  disabled: z.boolean(),
  lastSignInAt: z.nullable(z.string()),
  customers: z.number(),
});
export type UserIdentity = z.infer<typeof UserIdentity>;

export const IdentityLink = z.strictObject({
  issuer: z.string().check(z.minLength(1), z.maxLength(500)),
  subject: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type IdentityLink = z.infer<typeof IdentityLink>;

/** The user to merge into the one in the path: their id, user name or e-mail address. */
export const MergeRequest = z.strictObject({ from: z.string().check(z.minLength(1), z.maxLength(254)) });
export type MergeRequest = z.infer<typeof MergeRequest>;

export const MergeResult = z.object({
  identity: UserIdentity,
  /** The merged (now deleted) user's id. */
  mergedUserId: z.string(),
  /** Rows moved from the merged user, per `table.column`. */
  moved: z.record(z.string(), z.number()),
});
export type MergeResult = z.infer<typeof MergeResult>;
