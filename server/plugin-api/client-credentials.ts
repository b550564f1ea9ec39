import * as oauth from 'oauth4webapi';
import { readPrivateKeyFile, toSigningKey } from '../auth/client-private-key';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** An application registration that signs in as itself (app-only): its client id and its secret or certificate. */
export interface ClientCredentials {
  clientId: string;
  credential: { kind: 'secret'; secret: string } | { kind: 'certificate'; file: string };
  /** The setting that names the certificate file (e.g. `MICROSOFT_CERTIFICATE_FILE`), for the message when it is empty. */
  certificateSetting: string;
}

export interface ClientCredentialsRequest {
  /** Entra ID's host; the token endpoint is `{authorityUrl}/{tenantId}/oauth2/v2.0/token`. */
  authorityUrl: string;
  tenantId: string;
  /** The `.default` scope of the API's resource. */
  scope: string;
  app: ClientCredentials;
}

/** Why a token request failed; the caller words it as its own error. */
export type ClientCredentialsFailure =
  /** The certificate file cannot be read or used. */
  | { reason: 'certificate'; message: string }
  /** No answer: the network, or the timeout (`errorName`: the thrown error's name). */
  | { reason: 'unreachable'; errorName: string }
  /**
   * Entra ID answered without a token: `body` is its error JSON when it sent one (`error`, `error_description`,
   * `error_codes`), `error` its error code, or the unreadable answer's error name in parentheses.
   */
  | { reason: 'refused'; status: number; body: unknown; error: string };

export interface ClientCredentialsOptions {
  fetch: FetchLike;
  /** Maps a failure to the error the caller throws. */
  failure(failure: ClientCredentialsFailure): Error;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
  /** How long a token request may take; 15 s by default. */
  timeoutMs?: number;
  /** Whether plain http is allowed for this token endpoint (a loopback emulator); https only otherwise. */
  allowHttp?: (tokenEndpoint: string) => boolean;
}

/** A cached token is renewed this long before it expires. */
export const RENEW_BEFORE_MS = 5 * 60_000;
export const TOKEN_REQUEST_TIMEOUT_MS = 15_000;

interface SigningKey {
  key: CryptoKey;
  thumbprints: { x5t: string; x5tS256: string } | null;
}

export const tokenEndpointOf = (request: Pick<ClientCredentialsRequest, 'authorityUrl' | 'tenantId'>) =>
  `${request.authorityUrl}/${encodeURIComponent(request.tenantId)}/oauth2/v2.0/token`;

const keyOf = (request: ClientCredentialsRequest) =>
  [request.authorityUrl, request.tenantId, request.app.clientId, request.scope].join('|');

/**
 * App-only Microsoft Entra ID tokens by the client credentials grant, with the client secret (client_secret_post)
 * or a certificate (private_key_jwt with the certificate's x5t thumbprints Entra ID finds it by; the assertion's
 * audience is the tenant's token endpoint). Each token is cached per authority, tenant, application (principal)
 * and scope until 5 minutes before it expires, with one request in flight per key however many callers wait.
 *
 * oauth4webapi, not @azure/msal-node: MSAL refuses any authority that is not https (`authority_uri_insecure`),
 * and the Power BI emulator answers on loopback http; plain http only where `allowHttp` says so.
 */
export class ClientCredentialsTokens {
  private readonly cached = new Map<string, { token: string; renewAt: number }>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly signingKeys = new Map<string, Promise<SigningKey>>();
  private readonly now: () => number;

  constructor(private readonly options: ClientCredentialsOptions) {
    this.now = options.now ?? Date.now;
  }

  async token(request: ClientCredentialsRequest): Promise<string> {
    const key = keyOf(request);
    const cached = this.cached.get(key);
    if (cached && this.now() < cached.renewAt) return cached.token;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.request(request, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** Forgets a token the API refused (e.g. revoked), so the next call asks a new one. */
  forget(request: ClientCredentialsRequest): void {
    this.cached.delete(keyOf(request));
  }

  private signingKey(app: ClientCredentials, file: string): Promise<SigningKey> {
    let pending = this.signingKeys.get(file);
    if (!pending) {
      pending = (async () => {
        const privateKey = readPrivateKeyFile(app.certificateSetting, file, null);
        if (!privateKey) throw new Error(`${app.certificateSetting} is empty`);
        return { key: await toSigningKey(privateKey), thumbprints: privateKey.thumbprints };
      })();
      // A file that could not be read is read again on the next request (it may have been fixed).
      pending.catch(() => this.signingKeys.delete(file));
      this.signingKeys.set(file, pending);
    }
    return pending;
  }

  private async authentication(request: ClientCredentialsRequest): Promise<oauth.ClientAuth> {
    const { credential } = request.app;
    if (credential.kind === 'secret') return oauth.ClientSecretPost(credential.secret);
    const { key, thumbprints } = await this.signingKey(request.app, credential.file);
    const audience = tokenEndpointOf(request);
    return oauth.PrivateKeyJwt(key, {
      [oauth.modifyAssertion]: (header, payload) => {
        payload.aud = audience;
        if (thumbprints) Object.assign(header, { x5t: thumbprints.x5t, 'x5t#S256': thumbprints.x5tS256 });
      },
    });
  }

  private async request(request: ClientCredentialsRequest, key: string): Promise<string> {
    const { failure } = this.options;
    const endpoint = tokenEndpointOf(request);
    const as: oauth.AuthorizationServer = {
      issuer: `${request.authorityUrl}/${request.tenantId}/v2.0`,
      token_endpoint: endpoint,
    };
    const client: oauth.Client = { client_id: request.app.clientId };
    let clientAuth: oauth.ClientAuth;
    try {
      clientAuth = await this.authentication(request);
    } catch (error) {
      throw failure({ reason: 'certificate', message: (error as Error).message });
    }
    const startedAt = this.now();
    let response: Response;
    try {
      response = await oauth.clientCredentialsGrantRequest(
        as,
        client,
        clientAuth,
        { scope: request.scope },
        {
          [oauth.customFetch]: this.options.fetch as never,
          [oauth.allowInsecureRequests]: this.options.allowHttp?.(endpoint) ?? false,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? TOKEN_REQUEST_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw failure({ reason: 'unreachable', errorName: (error as Error).name });
    }
    let result: oauth.TokenEndpointResponse;
    try {
      result = await oauth.processClientCredentialsResponse(as, client, response);
    } catch (error) {
      throw failure(
        error instanceof oauth.ResponseBodyError
          ? { reason: 'refused', status: error.status, body: error.cause, error: error.error }
          : { reason: 'refused', status: response.status, body: null, error: `(${(error as Error).name})` },
      );
    }
    const lifetimeMs = (typeof result.expires_in === 'number' ? result.expires_in : 3600) * 1000;
    this.cached.set(key, { token: result.access_token, renewAt: startedAt + lifetimeMs - RENEW_BEFORE_MS });
    return result.access_token;
  }
}
