import * as client from 'openid-client';
import { isLoopbackHttp, type OidcConfig } from './oidc-config';

/**
 * The provider's configuration from discovery, fetched on first use and kept per settings object (one per
 * app). A failed discovery is forgotten, so the next sign-in tries again instead of failing until restart.
 */
const discovered = new WeakMap<OidcConfig, Promise<client.Configuration>>();

export function oidcClient(config: OidcConfig): Promise<client.Configuration> {
  let found = discovered.get(config);
  if (!found) {
    const auth = config.clientSecret ? client.ClientSecretBasic(config.clientSecret) : client.None();
    found = client.discovery(config.issuer, config.clientId, undefined, auth, {
      execute: isLoopbackHttp(config.issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    found.catch(() => discovered.delete(config));
    discovered.set(config, found);
  }
  return found;
}
