import * as client from 'openid-client';
import { oidcClient } from './oidc-client';
import type { OidcConfig } from './oidc-config';

/**
 * The provider's sign-out address for a session signed in with this ID token (RP-initiated logout, back to
 * the post-logout URI, by default the portal's /logout), or null when the provider has none or cannot be reached: then the portal's own
 * sign-out is all there is.
 */
export async function oidcEndSessionUrl(
  config: OidcConfig,
  idToken: string,
  postLogoutRedirectUri: string,
): Promise<string | null> {
  try {
    const { configuration } = await oidcClient(config);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  } catch {
    return null;
  }
}
