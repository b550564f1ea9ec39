import * as oauth from 'oauth4webapi';
import { readPrivateKeyFile, toSigningKey } from '../../../../server/plugin-api';
import { PowerBiError, signInRefusal } from './errors';
import { isLoopbackHttp, type PowerBiSettings } from './settings';

/** The scope of an app-only token for the Power BI REST API. */
export const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** A cached token is renewed this long before it expires. */
export const RENEW_BEFORE_MS = 5 * 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface AppTokenSourceOptions {
  fetch: FetchLike;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
}

/**
 * The app's Microsoft Entra ID access token for the Power BI REST API: the client credentials grant at
 * `{authority}/{tenant}/oauth2/v2.0/token`, with the client secret (client_secret_post) or a certificate
 * (private_key_jwt, with the certificate's x5t thumbprints Entra ID finds it by). Cached until 5 minutes
 * before it expires; one request in flight at a time, however many embeds wait for it.
 *
 * oauth4webapi, not @azure/msal-node: MSAL refuses any authority that is not https (`authority_uri_insecure`),
 * so it could not talk to the emulator the demo and the tests run on loopback http; oauth4webapi allows plain
 * http when told to, which this class does for loopback URLs only.
 */
export class AppTokenSource {
  private cached: { token: string; renewAt: number } | null = null;
  private inFlight: Promise<string> | null = null;
  private clientAuth: Promise<oauth.ClientAuth> | null = null;
  private readonly now: () => number;
  private readonly tokenEndpoint: string;

  constructor(
    private readonly settings: PowerBiSettings,
    private readonly options: AppTokenSourceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.tokenEndpoint = `${settings.authorityUrl}/${encodeURIComponent(settings.tenantId)}/oauth2/v2.0/token`;
  }

  async token(): Promise<string> {
    if (this.cached && this.now() < this.cached.renewAt) return this.cached.token;
    this.inFlight ??= this.request().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forgets the cached token (after the REST API refused it). */
  forget(): void {
    this.cached = null;
  }

  private authentication(): Promise<oauth.ClientAuth> {
    const { credential } = this.settings;
    if (credential.kind === 'secret') return Promise.resolve(oauth.ClientSecretPost(credential.secret));
    this.clientAuth ??= (async () => {
      const privateKey = readPrivateKeyFile('POWERBI_CERTIFICATE_FILE', credential.file, null);
      if (!privateKey) throw new Error('POWERBI_CERTIFICATE_FILE is empty');
      const key = await toSigningKey(privateKey);
      const endpoint = this.tokenEndpoint;
      return oauth.PrivateKeyJwt(key, {
        [oauth.modifyAssertion]: (header, payload) => {
          payload.aud = endpoint;
          if (privateKey.thumbprints)
            Object.assign(header, { x5t: privateKey.thumbprints.x5t, 'x5t#S256': privateKey.thumbprints.x5tS256 });
        },
      });
    })();
    return this.clientAuth;
  }

  private async request(): Promise<string> {
    const as: oauth.AuthorizationServer = {
      issuer: `${this.settings.authorityUrl}/${this.settings.tenantId}/v2.0`,
      token_endpoint: this.tokenEndpoint,
    };
    const client: oauth.Client = { client_id: this.settings.clientId };
    let clientAuth: oauth.ClientAuth;
    try {
      clientAuth = await this.authentication();
    } catch (error) {
      this.clientAuth = null;
      throw new PowerBiError(503, 'Power BI is not configured correctly.', `certificate: ${(error as Error).message}`);
    }
    const startedAt = this.now();
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuth,
        { scope: POWER_BI_SCOPE },
        {
          [oauth.customFetch]: this.options.fetch as never,
          [oauth.allowInsecureRequests]: isLoopbackHttp(this.tokenEndpoint),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new PowerBiError(
        503,
        'Power BI cannot be reached now.',
        `Entra token endpoint unreachable: ${(error as Error).name}`,
      );
    }
    let result: oauth.TokenEndpointResponse;
    try {
      result = await oauth.processClientCredentialsResponse(as, client, response);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) {
        const status = error.status >= 500 || error.status === 429 ? 503 : 502;
        throw new PowerBiError(
          status,
          "Power BI refused the portal's sign-in.",
          `Entra token endpoint answered ${error.status} ${error.error}`,
          status === 502 ? signInRefusal(error.error_description) : null,
        );
      }
      const status = response.status >= 500 || response.status === 429 ? 503 : 502;
      throw new PowerBiError(
        status,
        "Power BI refused the portal's sign-in.",
        `Entra token endpoint answered ${response.status} (${(error as Error).name})`,
      );
    }
    const lifetimeMs = (typeof result.expires_in === 'number' ? result.expires_in : 3600) * 1000;
    this.cached = { token: result.access_token, renewAt: startedAt + lifetimeMs - RENEW_BEFORE_MS };
    return result.access_token;
  }
}
