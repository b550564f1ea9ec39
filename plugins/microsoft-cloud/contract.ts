import * as z from 'zod/mini';

/**
 * The microsoft-cloud plugin's HTTP contract, shared by its administration section and its server: a customer's
 * connection to its Microsoft tenant, as the provider administration sees and tests it.
 */

/**
 * Where a customer's connection stands: not configured (no MICROSOFT_* in this deployment), no tenant id stored,
 * several stored and none chosen, never used yet, connected (the last call succeeded), or the last call's
 * failure: consent missing, access denied, or another failure (throttled, refused, unavailable).
 */
export const CONNECTION_STATES = [
  'not-configured',
  'no-tenant',
  'several-tenants',
  'untested',
  'connected',
  'consent-missing',
  'access-denied',
  'failing',
] as const;
export type ConnectionStateName = (typeof CONNECTION_STATES)[number];

export const FAILURE_KINDS = [
  'not-connected',
  'consent-missing',
  'access-denied',
  'throttled',
  'refused',
  'unavailable',
] as const;

export const ConnectionError = z.object({
  at: z.string(),
  kind: z.enum(FAILURE_KINDS),
  /** Microsoft's error code, e.g. AADSTS7000229 or AuthorizationFailed. */
  code: z.nullable(z.string()),
  /** Microsoft's own message (English). */
  detail: z.nullable(z.string()),
});
export type ConnectionError = z.infer<typeof ConnectionError>;

/** GET /api/microsoft-cloud/admin/customers/{customerId}/connection */
export const CustomerConnection = z.object({
  customerId: z.string(),
  state: z.enum(CONNECTION_STATES),
  /** The tenant the connection uses (null without exactly one stored). */
  tenantId: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  lastSuccessAt: z.nullable(z.string()),
  lastError: z.nullable(ConnectionError),
});
export type CustomerConnection = z.infer<typeof CustomerConnection>;

export const ConnectionParams = z.object({
  customerId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a customer id')),
});

export const MicrosoftCloudRoutes = {
  connection: '/api/microsoft-cloud/admin/customers/:customerId/connection',
  test: '/api/microsoft-cloud/admin/customers/:customerId/connection/test',
} as const;

export const MicrosoftCloudPaths = {
  connection: (customerId: string) =>
    `/api/microsoft-cloud/admin/customers/${encodeURIComponent(customerId)}/connection`,
  test: (customerId: string) =>
    `/api/microsoft-cloud/admin/customers/${encodeURIComponent(customerId)}/connection/test`,
} as const;
