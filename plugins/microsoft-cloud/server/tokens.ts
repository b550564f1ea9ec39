import * as oauth from 'oauth4webapi';
import {
  MicrosoftCloudError,
  readPrivateKeyFile,
  toSigningKey,
  type ClientPrivateKey,
  type MicrosoftApi,
} from '../../../server/plugin-api';
import { tokenFailure } from './failures';
import type { MicrosoftCloudSettings } from './settings';

/** The `.default` scope of each API's resource: Entra's resource ids, the same whichever endpoint is called. */
export const SCOPES: Record<MicrosoftApi, string> = {
  graph: 'https://graph.microsoft.com/.default',
  arm: 'https://management.azure.com/.default',
  partnerCenter: 'https://api.partnercenter.microsoft.com/.default',
};
/** A cached token is renewed this long before it expires. */
export const RENEW_BEFORE_MS = 5 * 60_000;
export const REQUEST_TIMEOUT_MS = 15_000;

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

interface Cached {
  token: string;
  renewAt: number;
}

/**
 * App-only tokens of the provider's application, one per tenant and resource: the client credentials grant at
 * `{login}/{tenant}/oauth2/v2.0/token` with the client secret (client_secret_post) or a certificate
 * (private_key_jwt with the certificate's x5t thumbprints). Each is cached until 5 minutes before it expires,
 * with one request in flight per tenant and resource however many calls wait for it.
 */
export class TenantTokens {
  private readonly cached = new Map<string, Cached>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private signingKey: Promise<{ key: CryptoKey; thumbprints: ClientPrivateKey['thumbprints'] }> | null = null;

  constructor(
    private readonly settings: MicrosoftCloudSettings,
    private readonly fetch: FetchLike,
    private readonly now: () => number,
  ) {}

  async token(tenantId: string, api: MicrosoftApi): Promise<string> {
    const key = `${tenantId}|${api}`;
    const cached = this.cached.get(key);
    if (cached && this.now() < cached.renewAt) return cached.token;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.request(tenantId, api, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Forgets a token the API refused (e.g. revoked), so the next call asks a new one. */
  forget(tenantId: string, api: MicrosoftApi): void {
    this.cached.delete(`${tenantId}|${api}`);
  }

  private tokenEndpoint(tenantId: string): string {
    return `${this.settings.endpoints.login}/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`;
  }

  private async authentication(tenantId: string): Promise<oauth.ClientAuth> {
    const { credential } = this.settings;
    if (credential.kind === 'secret') return oauth.ClientSecretPost(credential.secret);
    this.signingKey ??= (async () => {
      const privateKey = readPrivateKeyFile('MICROSOFT_CERTIFICATE_FILE', credential.file, null);
      if (!privateKey) throw new Error('MICROSOFT_CERTIFICATE_FILE is empty');
      return { key: await toSigningKey(privateKey), thumbprints: privateKey.thumbprints };
    })();
    const { key, thumbprints } = await this.signingKey;
    const audience = this.tokenEndpoint(tenantId);
    return oauth.PrivateKeyJwt(key, {
      [oauth.modifyAssertion]: (header, payload) => {
        payload.aud = audience;
        if (thumbprints) Object.assign(header, { x5t: thumbprints.x5t, 'x5t#S256': thumbprints.x5tS256 });
      },
    });
  }

  private async request(tenantId: string, api: MicrosoftApi, key: string): Promise<string> {
    const endpoint = this.tokenEndpoint(tenantId);
    const as: oauth.AuthorizationServer = {
      issuer: `${this.settings.endpoints.login}/${tenantId}/v2.0`,
      token_endpoint: endpoint,
    };
    const client: oauth.Client = { client_id: this.settings.clientId };
    let clientAuth: oauth.ClientAuth;
    try {
      clientAuth = await this.authentication(tenantId);
    } catch (error) {
      this.signingKey = null;
      throw new MicrosoftCloudError('refused', 'The Microsoft connection is not configured correctly.', {
        detail: `certificate: ${(error as Error).message}`,
      });
    }
    const startedAt = this.now();
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuth,
        { scope: SCOPES[api] },
        { [oauth.customFetch]: this.fetch as never, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
      );
    } catch (error) {
      throw new MicrosoftCloudError('unavailable', 'Microsoft Entra ID cannot be reached now.', {
        detail: `token endpoint unreachable: ${(error as Error).name}`,
      });
    }
    let result: oauth.TokenEndpointResponse;
    try {
      result = await oauth.processClientCredentialsResponse(as, client, response);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) throw tokenFailure(error.status, error.cause);
      throw tokenFailure(response.status, null);
    }
    const lifetimeMs = (typeof result.expires_in === 'number' ? result.expires_in : 3600) * 1000;
    this.cached.set(key, { token: result.access_token, renewAt: startedAt + lifetimeMs - RENEW_BEFORE_MS });
    return result.access_token;
  }
}
