import * as z from 'zod/mini';

/**
 * Not in the spec: the API keys with which the provider's own systems call the portal's machine routes
 * (`Authorization: Bearer mspk_...`), managed by provider administrators. A key's secret is shown once, in the
 * answer that creates or rotates it; every other answer names the key by its id, name and recognisable prefix.
 */
export const ApiKeyPaths = {
  keys: '/api/admin/api-keys',
  machineRoutes: '/api/admin/api-keys/machine-routes',
  rotate: (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}/rotate`,
  revoke: (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}/revoke`,
  scope: (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}/scope`,
  uses: (id: string) => `/api/admin/api-keys/${encodeURIComponent(id)}/uses`,
} as const;

/** What every key starts with, so that people and secret scanners recognise one. */
export const API_KEY_PREFIX = 'mspk_';
export const API_KEY_NAME_MAX = 100;
/** How long the old secret of a key rotated with a grace period keeps working. */
export const ROTATION_GRACE_HOURS = 24;

/**
 * Which machine routes a key opens: null for every one (those added later too), else entries that are a plugin's
 * id (every machine route of that plugin) or a route as "METHOD /path" (e.g. "POST /api/events").
 */
export const ApiKeyRoutes = z.nullable(
  z.array(z.string().check(z.minLength(1), z.maxLength(300))).check(z.minLength(1), z.maxLength(100)),
);

/** The one customer a key may name in its calls; null: every customer. */
const KeyCustomer = z.nullable(z.string().check(z.minLength(1), z.maxLength(100)));

export const ApiKeyCreate = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(API_KEY_NAME_MAX)),
  routes: ApiKeyRoutes,
  customerId: KeyCustomer,
});
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>;

/** A key's scope changed after it was made: it applies from the next call on. */
export const ApiKeyScope = z.strictObject({ routes: ApiKeyRoutes, customerId: KeyCustomer });
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

export const ApiKeyRotate = z.strictObject({
  /** 'grace': the old secret keeps working for ROTATION_GRACE_HOURS; 'now': it stops at once. */
  oldSecret: z.enum(['grace', 'now']),
});
export type ApiKeyRotate = z.infer<typeof ApiKeyRotate>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (e.g. "mspk_3kT9aQ"), to recognise it: never the whole secret. */
  prefix: z.string(),
  routes: z.nullable(z.array(z.string())),
  customerId: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  rotatedAt: z.nullable(z.string()),
  /** Until when the secret before the last rotation still works; null: it no longer does. */
  previousValidUntil: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ items: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The answer of a creation or rotation: the only time the secret is shown. */
export const ApiKeySecret = z.object({ key: ApiKey, secret: z.string() });
export type ApiKeySecret = z.infer<typeof ApiKeySecret>;

export const MachineRoute = z.object({
  plugin: z.string(),
  /** "METHOD /path", the form a key's routes name it in. */
  route: z.string(),
  summary: z.string(),
});
export type MachineRoute = z.infer<typeof MachineRoute>;
export const MachineRouteList = z.object({ items: z.array(MachineRoute) });
export type MachineRouteList = z.infer<typeof MachineRouteList>;

export const API_KEY_OUTCOMES = ['succeeded', 'refused', 'rate-limited', 'failed'] as const;
export type ApiKeyOutcome = (typeof API_KEY_OUTCOMES)[number];

export const ApiKeyUse = z.object({
  at: z.string(),
  route: z.string(),
  customerId: z.nullable(z.string()),
  status: z.number(),
  outcome: z.enum(API_KEY_OUTCOMES),
  /** Which secret the call brought: the current one, or the one before the last rotation. */
  secret: z.enum(['current', 'previous']),
});
export type ApiKeyUse = z.infer<typeof ApiKeyUse>;
export const ApiKeyUseList = z.object({ items: z.array(ApiKeyUse) });
export type ApiKeyUseList = z.infer<typeof ApiKeyUseList>;
