import {
  MicrosoftCloudError,
  type MicrosoftApi,
  type MicrosoftRequest,
  type MicrosoftResponse,
  type MicrosoftTenantClient,
} from '../../../server/plugin-api';
import { callFailure } from './failures';
import type { MicrosoftEndpoints } from './settings';
import { REQUEST_TIMEOUT_MS, type FetchLike, type TenantTokens } from './tokens';

/** How often a throttled call is tried again, and the longest wait for one Retry-After. */
export const THROTTLE_RETRIES = 3;
export const MAX_RETRY_WAIT_MS = 30_000;

/** The outcome of one call, for the customer's connection state. */
export type CallOutcome = { ok: true } | { ok: false; error: MicrosoftCloudError };

export interface TenantClientDeps {
  endpoints: MicrosoftEndpoints;
  partnerTenantId: string;
  tokens: TenantTokens;
  fetch: FetchLike;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  record(customerId: string, outcome: CallOutcome): void;
}

/** Seconds or an HTTP date, as Microsoft's APIs send Retry-After; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** One customer's tenant: Graph and ARM with its token, Partner Center with the partner tenant's. */
export class TenantClient implements MicrosoftTenantClient {
  constructor(
    readonly customerId: string,
    readonly tenantId: string,
    private readonly deps: TenantClientDeps,
  ) {}

  async call<T>(api: MicrosoftApi, request: MicrosoftRequest): Promise<MicrosoftResponse<T>> {
    try {
      const response = await this.attempt<T>(api, request);
      this.deps.record(this.customerId, { ok: true });
      return response;
    } catch (error) {
      const failure =
        error instanceof MicrosoftCloudError
          ? error
          : new MicrosoftCloudError('unavailable', 'Microsoft cannot be reached now.', {
              detail: (error as Error).message,
            });
      this.deps.record(this.customerId, { ok: false, error: failure });
      throw failure;
    }
  }

  private url(api: MicrosoftApi, request: MicrosoftRequest): string {
    if (!request.path.startsWith('/') || request.path.startsWith('//'))
      throw new Error(`A Microsoft request path starts with one "/": ${request.path}`);
    const url = new URL(`${this.deps.endpoints[api]}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    return url.href;
  }

  private async attempt<T>(api: MicrosoftApi, request: MicrosoftRequest): Promise<MicrosoftResponse<T>> {
    const tenant = api === 'partnerCenter' ? this.deps.partnerTenantId : this.tenantId;
    const url = this.url(api, request);
    let renewedToken = false;
    for (let throttled = 0; ;) {
      const token = await this.deps.tokens.token(tenant, api);
      let response: Response;
      try {
        response = await this.deps.fetch(url, {
          method: request.method ?? 'GET',
          headers: {
            accept: 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...request.headers,
            authorization: `Bearer ${token}`,
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MicrosoftCloudError('unavailable', 'Microsoft cannot be reached now.', {
          detail: `${api} unreachable: ${(error as Error).name}`,
        });
      }
      const body = await readBody(response);
      if (response.status === 401 && !renewedToken) {
        // A token can be revoked or expire early: one new token, then the refusal stands.
        renewedToken = true;
        this.deps.tokens.forget(tenant, api);
        continue;
      }
      if (response.status === 401 || response.status === 403)
        throw callFailure('access-denied', 'Microsoft denied the portal access.', response.status, body);
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), this.deps.now()) ?? 1000 * 2 ** throttled;
        if (throttled >= THROTTLE_RETRIES || wait > MAX_RETRY_WAIT_MS)
          throw callFailure('throttled', 'Microsoft asks to wait before calling again.', 429, body);
        throttled += 1;
        await this.deps.sleep(wait);
        continue;
      }
      if (response.status >= 500)
        throw callFailure('unavailable', 'Microsoft cannot answer now.', response.status, body);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      return { status: response.status, headers, body: body as T };
    }
  }
}
