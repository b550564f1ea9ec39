import * as oauth from 'oauth4webapi';
import * as client from 'openid-client';
import type { DiscoveredProvider } from './oidc-client';
import type { PendingLogin } from './oidc-logins';
import { needsUserinfo, withUserinfo } from './oidc-userinfo';
import type { IdentityClaims } from './oidc-users';

export interface SignedInIdentity {
  idToken: string;
  /** The ID token's issuer: the tenant's at a multi-tenant provider. */
  issuer: string;
  claims: IdentityClaims & Record<string, unknown>;
}

const TIMEOUT_MS = 10_000;
const TENANT_PLACEHOLDER = '{tenantid}';

/** The `tid` claim of the ID token in a token response, read before the token is validated (to know its issuer). */
async function tenantOfResponse(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') return null;
    const payload = JSON.parse(Buffer.from(body.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      tid?: unknown;
    };
    return typeof payload.tid === 'string' && /^[0-9a-zA-Z-]{1,64}$/.test(payload.tid) ? payload.tid : null;
  } catch {
    return null;
  }
}

/**
 * The code exchange at a multi-tenant provider: the ID token's issuer must be the template with the token's own
 * tenant (`tid`) in it, as Microsoft documents for the `organizations` endpoint; everything else is checked as
 * for any provider (state, PKCE, client, audience, nonce, expiry). An `iss` in the callback (RFC 9207) must be
 * that same tenant issuer.
 */
async function exchangeAtMultiTenant(
  provider: DiscoveredProvider,
  template: string,
  callback: URL,
  pending: PendingLogin,
  redirectUri: string,
) {
  const as = provider.configuration.serverMetadata() as oauth.AuthorizationServer;
  const oauthClient: oauth.Client = { client_id: provider.configuration.clientMetadata().client_id };
  const parameters = new URLSearchParams(callback.search);
  const issuerParameter = parameters.get('iss');
  parameters.delete('iss');
  const validated = oauth.validateAuthResponse(as, oauthClient, parameters, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    oauthClient,
    provider.clientAuth,
    validated,
    redirectUri,
    pending.codeVerifier,
    {
      [oauth.allowInsecureRequests]: provider.insecure,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  );
  const tenant = await tenantOfResponse(response);
  if (!tenant) throw new Error('the ID token names no tenant (tid)');
  const tenantIssuer = template.replace(TENANT_PLACEHOLDER, tenant);
  if (issuerParameter !== null && issuerParameter !== tenantIssuer)
    throw new Error('the callback names another issuer than the ID token');
  const result = await oauth.processAuthorizationCodeResponse({ ...as, issuer: tenantIssuer }, oauthClient, response, {
    expectedNonce: pending.nonce,
    requireIdToken: true,
  });
  const claims = oauth.getValidatedIdTokenClaims(result);
  if (!claims || !result.id_token || claims.tid !== tenant) throw new Error('the ID token could not be validated');
  return completed(
    provider,
    { idToken: result.id_token, issuer: tenantIssuer, claims: claims as SignedInIdentity['claims'] },
    result.access_token,
  );
}

/** The identity with the userinfo answer's claims where the ID token lacks what the portal links a person by. */
async function completed(
  provider: DiscoveredProvider,
  identity: SignedInIdentity,
  accessToken: string | undefined,
): Promise<SignedInIdentity> {
  if (!accessToken || !needsUserinfo(provider, identity.claims)) return identity;
  return { ...identity, claims: await withUserinfo(provider, identity.issuer, accessToken, identity.claims) };
}

/**
 * Redeems the callback's code for a validated ID token: the sign-in's state, nonce and PKCE verifier, the
 * portal as audience, the provider (or, at a multi-tenant one, the token's tenant) as issuer; completed from the
 * userinfo endpoint when the token has no verified address. Throws on any mismatch (or a failed userinfo call);
 * the caller shows the refusal page.
 */
export async function exchangeCode(
  provider: DiscoveredProvider,
  callback: URL,
  pending: PendingLogin,
  redirectUri: string,
): Promise<SignedInIdentity> {
  if (provider.tenantIssuerTemplate)
    return exchangeAtMultiTenant(provider, provider.tenantIssuerTemplate, callback, pending, redirectUri);
  const tokens = await client.authorizationCodeGrant(provider.configuration, callback, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!tokens.id_token || !claims) throw new Error('no ID token');
  return completed(
    provider,
    { idToken: tokens.id_token, issuer: claims.iss, claims: claims as SignedInIdentity['claims'] },
    tokens.access_token,
  );
}
