import { extensionPoint } from './extension-points';

/**
 * The connection to each customer's Microsoft tenant, offered by the microsoft-cloud plugin to the plugins that
 * read or change what a customer has at Microsoft (licences, Azure). `api.use(MicrosoftCloudPoint, user)` gives
 * it when that plugin runs; null (or `forCustomer` answering null) means "not connected": the asking plugin then
 * keeps its own table as it does without Microsoft.
 */
export type MicrosoftApi = 'graph' | 'arm' | 'partnerCenter';

export interface MicrosoftRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path on the API's endpoint, e.g. `/v1.0/subscribedSkus` or `/v1/customers/{id}/subscriptions`. */
  path: string;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Extra headers, e.g. Partner Center's `MS-RequestId` (keep it the same on a retry). */
  headers?: Record<string, string>;
}

export interface MicrosoftResponse<T = unknown> {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The parsed JSON body (null when empty or not JSON). */
  body: T;
}

/** Why a call failed, in terms the screens and the administration can word. */
export type MicrosoftFailureKind =
  'not-connected' | 'consent-missing' | 'access-denied' | 'throttled' | 'refused' | 'unavailable';

export const MICROSOFT_FAILURE_KINDS: readonly MicrosoftFailureKind[] = [
  'not-connected',
  'consent-missing',
  'access-denied',
  'throttled',
  'refused',
  'unavailable',
];

export interface MicrosoftFailureDetails {
  status?: number;
  /** Microsoft's error code (e.g. `AADSTS7000229`, `AuthorizationFailed`, `InvalidAuthenticationTokenTenant`). */
  code?: string;
  /** Microsoft's own message (English), for the log and as the reason shown. */
  detail?: string;
  /** How long Microsoft asked to wait (a 429's Retry-After), so a synced source does not try again sooner. */
  retryAfterMs?: number;
}

export class MicrosoftCloudError extends Error {
  override readonly name = 'MicrosoftCloudError';
  readonly status?: number;
  readonly code?: string;
  readonly detail?: string;
  readonly retryAfterMs?: number;

  constructor(
    readonly kind: MicrosoftFailureKind,
    message: string,
    details: MicrosoftFailureDetails = {},
  ) {
    super(message);
    this.status = details.status;
    this.code = details.code;
    this.detail = details.detail;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export interface MicrosoftTenantClient {
  readonly customerId: string;
  /** The customer's tenant (also its Partner Center customer id). */
  readonly tenantId: string;
  /**
   * Calls Graph / ARM with a token for the customer's tenant, Partner Center with the partner tenant's token.
   * Tokens are cached per tenant and audience until shortly before they expire; a 429 is retried after its
   * Retry-After (bounded), then thrown as 'throttled'; 401/403 and token refusals are thrown (consent-missing,
   * access-denied); a 5xx, a timeout or no answer is thrown as 'unavailable'. Other 4xx answers are returned,
   * so the caller reads Microsoft's error body. Every outcome updates the customer's connection state.
   */
  call<T>(api: MicrosoftApi, request: MicrosoftRequest): Promise<MicrosoftResponse<T>>;
}

export interface MicrosoftCloud {
  /** null when the connection is not configured or the customer has no tenant id. */
  forCustomer(customerId: string): Promise<MicrosoftTenantClient | null>;
  /** The active customers the connection serves (a tenant id it uses): what a synced source's `customers()` answers. */
  connectedCustomers(): Promise<readonly string[]>;
  /** The customer's client; throws a MicrosoftCloudError 'not-connected' when it has none (a synced source's run). */
  client(customerId: string): Promise<MicrosoftTenantClient>;
}

export const notConnected = () => new MicrosoftCloudError('not-connected', 'The customer has no Microsoft connection.');

/** The connection when the microsoft-cloud plugin does not run: nobody is connected (`api.use(...) ?? NO_MICROSOFT_CLOUD`). */
export const NO_MICROSOFT_CLOUD: MicrosoftCloud = Object.freeze({
  forCustomer: () => Promise.resolve(null),
  connectedCustomers: () => Promise.resolve([]),
  client: () => Promise.reject(notConnected()),
});

export const MicrosoftCloudPoint = extensionPoint<MicrosoftCloud>('microsoft-cloud');
