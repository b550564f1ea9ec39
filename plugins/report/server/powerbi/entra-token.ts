import {
  ClientCredentialsTokens,
  type ClientCredentialsFailure,
  type ClientCredentialsRequest,
  type FetchLike,
} from '../../../../server/plugin-api';
import { PowerBiError, signInRefusal } from './errors';
import { isLoopbackHttp, type PowerBiSettings } from './settings';

/** The scope of an app-only token for the Power BI REST API. */
export const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
export { RENEW_BEFORE_MS, type FetchLike } from '../../../../server/plugin-api';
export const REQUEST_TIMEOUT_MS = 10_000;

export interface AppTokenSourceOptions {
  fetch: FetchLike;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
}

function powerBiFailure(failure: ClientCredentialsFailure): PowerBiError {
  if (failure.reason === 'certificate')
    return new PowerBiError(503, 'Power BI is not configured correctly.', `certificate: ${failure.message}`);
  if (failure.reason === 'unreachable')
    return new PowerBiError(
      503,
      'Power BI cannot be reached now.',
      `Entra token endpoint unreachable: ${failure.errorName}`,
    );
  const status = failure.status >= 500 || failure.status === 429 ? 503 : 502;
  const description = (failure.body as { error_description?: unknown } | null)?.error_description;
  return new PowerBiError(
    status,
    "Power BI refused the portal's sign-in.",
    `Entra token endpoint answered ${failure.status} ${failure.error}`,
    status === 502 ? signInRefusal(typeof description === 'string' ? description : undefined) : null,
  );
}

/**
 * The app's Microsoft Entra ID access token for the Power BI REST API, through the shared client credentials
 * grant (server/plugin-api: secret or certificate, cached until 5 minutes before it expires, one request in
 * flight however many embeds wait for it); plain http for a loopback emulator only.
 */
export class AppTokenSource {
  private readonly tokens: ClientCredentialsTokens;
  private readonly request: ClientCredentialsRequest;

  constructor(settings: PowerBiSettings, options: AppTokenSourceOptions) {
    this.tokens = new ClientCredentialsTokens({
      fetch: options.fetch,
      now: options.now,
      timeoutMs: REQUEST_TIMEOUT_MS,
      allowHttp: isLoopbackHttp,
      failure: powerBiFailure,
    });
    this.request = {
      authorityUrl: settings.authorityUrl,
      tenantId: settings.tenantId,
      scope: POWER_BI_SCOPE,
      app: {
        clientId: settings.clientId,
        credential: settings.credential,
        certificateSetting: 'POWERBI_CERTIFICATE_FILE',
      },
    };
  }

  token(): Promise<string> {
    return this.tokens.token(this.request);
  }

  /** Forgets the cached token (after the REST API refused it). */
  forget(): void {
    this.tokens.forget(this.request);
  }
}
