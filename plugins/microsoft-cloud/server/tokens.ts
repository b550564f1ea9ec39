import {
  ClientCredentialsTokens,
  MicrosoftCloudError,
  type ClientCredentialsFailure,
  type ClientCredentialsRequest,
  type FetchLike,
  type MicrosoftApi,
} from '../../../server/plugin-api';
import { tokenFailure } from './failures';
import type { MicrosoftCloudSettings } from './settings';

export { RENEW_BEFORE_MS, type FetchLike } from '../../../server/plugin-api';

/** The `.default` scope of each API's resource: Entra's resource ids, the same whichever endpoint is called. */
export const SCOPES: Record<MicrosoftApi, string> = {
  graph: 'https://graph.microsoft.com/.default',
  arm: 'https://management.azure.com/.default',
  partnerCenter: 'https://api.partnercenter.microsoft.com/.default',
};
export const REQUEST_TIMEOUT_MS = 15_000;

function microsoftFailure(failure: ClientCredentialsFailure): MicrosoftCloudError {
  if (failure.reason === 'certificate')
    return new MicrosoftCloudError('refused', 'The Microsoft connection is not configured correctly.', {
      detail: `certificate: ${failure.message}`,
    });
  if (failure.reason === 'unreachable')
    return new MicrosoftCloudError('unavailable', 'Microsoft Entra ID cannot be reached now.', {
      detail: `token endpoint unreachable: ${failure.errorName}`,
    });
  return tokenFailure(failure.status, failure.body);
}

/**
 * App-only tokens of the provider's application, one per tenant and resource (the shared client credentials
 * grant, cached until shortly before they expire, one request in flight per tenant and resource).
 */
export class TenantTokens {
  private readonly tokens: ClientCredentialsTokens;

  constructor(
    private readonly settings: MicrosoftCloudSettings,
    fetch: FetchLike,
    now: () => number,
    timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.tokens = new ClientCredentialsTokens({ fetch, now, timeoutMs, failure: microsoftFailure });
  }

  token(tenantId: string, api: MicrosoftApi): Promise<string> {
    return this.tokens.token(this.request(tenantId, api));
  }

  /** Forgets a token the API refused (e.g. revoked), so the next call asks a new one. */
  forget(tenantId: string, api: MicrosoftApi): void {
    this.tokens.forget(this.request(tenantId, api));
  }

  private request(tenantId: string, api: MicrosoftApi): ClientCredentialsRequest {
    const { settings } = this;
    return {
      authorityUrl: settings.endpoints.login,
      tenantId,
      scope: SCOPES[api],
      app: {
        clientId: settings.clientId,
        credential: settings.credential,
        certificateSetting: 'MICROSOFT_CERTIFICATE_FILE',
      },
    };
  }
}
