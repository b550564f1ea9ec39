import * as client from 'openid-client';
import { oidcClient } from './oidc-client';
import type { OidcConfig } from './oidc-config';
import { oidcPostLogoutRedirectUri } from './oidc-urls';

/**
 * The provider's sign-out address for a session signed in with this ID token (RP-initiated logout, back to
 * the portal's /logout), or null when the provider has none or cannot be reached: then the portal's own
 * sign-out is all there is.
 */
export async function oidcEndSessionUrl(config: OidcConfig, idToken: string, publicOrigin: string): Promise<string | null> {
  try {
    const { configuration } = await oidcClient(config);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return client
      .buildEndSessionUrl(configuration, { id_token_hint: idToken, post_logout_redirect_uri: oidcPostLogoutRedirectUri(publicOrigin) })
      .href;
  } catch {
    return null;
  }
}
