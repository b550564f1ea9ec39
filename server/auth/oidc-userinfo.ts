import * as oauth from 'oauth4webapi';
import type { DiscoveredProvider } from './oidc-client';
import { verifiedAddress, type IdentityClaims } from './oidc-users';

const TIMEOUT_MS = 10_000;

/** The claims the portal links and names a person by, which a provider may release only at its userinfo endpoint. */
const PROFILE_CLAIMS = [
  'email',
  'email_verified',
  'xms_edov',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
] as const;

type Claims = IdentityClaims & Record<string, unknown>;

/**
 * Whether the ID token lacks what the portal links a person by (a verified address) while the provider has a
 * userinfo endpoint that may have it. oidc-provider, Keycloak's lighter set-ups and others put `email` only
 * there: without asking, a bootstrapped or invited person would be taken for a stranger.
 */
export const needsUserinfo = (provider: DiscoveredProvider, claims: Claims): boolean =>
  verifiedAddress(claims) === null && typeof provider.configuration.serverMetadata().userinfo_endpoint === 'string';

/**
 * The ID token's claims completed from the userinfo answer: a claim the token lacks is taken from it, and the
 * address with its verification as one pair when only userinfo vouches for it. The token's own claims (sub, iss,
 * oid, tid) are never replaced. The answer must be about the token's subject (OpenID Connect Core 5.3.2).
 */
export async function withUserinfo(
  provider: DiscoveredProvider,
  issuer: string,
  accessToken: string,
  claims: Claims,
): Promise<Claims> {
  const as = { ...(provider.configuration.serverMetadata() as oauth.AuthorizationServer), issuer };
  const client: oauth.Client = { client_id: provider.configuration.clientMetadata().client_id };
  const response = await oauth.userInfoRequest(as, client, accessToken, {
    [oauth.allowInsecureRequests]: provider.insecure,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const userinfo = (await oauth.processUserInfoResponse(as, client, claims.sub, response)) as Claims;
  const merged: Claims = { ...claims };
  for (const name of PROFILE_CLAIMS)
    if (merged[name] === undefined && userinfo[name] !== undefined) merged[name] = userinfo[name];
  if (verifiedAddress(merged) === null && verifiedAddress(userinfo) !== null) {
    Object.assign(merged, {
      email: userinfo.email,
      email_verified: userinfo.email_verified,
      xms_edov: userinfo.xms_edov,
    });
  }
  return merged;
}
