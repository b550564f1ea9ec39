import * as client from 'openid-client';
import * as z from 'zod/mini';
import { toSigningKey } from './client-private-key';
import { isLoopbackHttp, type OidcConfig } from './oidc-config';

/** A provider as discovery found it, with the portal's client authentication at it. */
export interface DiscoveredProvider {
  configuration: client.Configuration;
  clientAuth: client.ClientAuth;
  /**
   * A multi-tenant provider's issuer template (Microsoft's `https://login.microsoftonline.com/{tenantid}/v2.0`
   * for the `organizations` and `common` endpoints): each ID token's issuer is its tenant's. Null: one issuer.
   */
  tenantIssuerTemplate: string | null;
  /** The provider is on this machine over plain http (tests). */
  insecure: boolean;
}

const DISCOVERY_TIMEOUT_MS = 10_000;
const TENANT_PLACEHOLDER = '{tenantid}';

const ProviderMetadata = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.optional(z.string()),
  end_session_endpoint: z.optional(z.string()),
});

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The template when `issuer` is a multi-tenant one: the discovered issuer holds `{tenantid}` and, with that
 * part replaced by the configured issuer's segment (`organizations`, `common`), is the configured issuer.
 */
function tenantTemplateFor(configured: URL, discoveredIssuer: string): string | null {
  if (!discoveredIssuer.includes(TENANT_PLACEHOLDER)) return null;
  const [before, after] = withoutTrailingSlash(discoveredIssuer).split(TENANT_PLACEHOLDER);
  const wanted = withoutTrailingSlash(configured.href);
  const segment =
    wanted.startsWith(before) && wanted.endsWith(after)
      ? wanted.slice(before.length, wanted.length - after.length)
      : '';
  return segment && !segment.includes('/') ? discoveredIssuer : null;
}

async function fetchMetadata(config: OidcConfig): Promise<z.infer<typeof ProviderMetadata>> {
  const url = new URL(`${withoutTrailingSlash(config.issuer.href)}/.well-known/openid-configuration`);
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  return ProviderMetadata.parse(await response.json());
}

async function clientAuthFor(config: OidcConfig, tokenEndpoint: string): Promise<client.ClientAuth> {
  if (config.privateKey) {
    const { kid, thumbprints } = config.privateKey;
    const key = await toSigningKey(config.privateKey);
    return client.PrivateKeyJwt(kid ? { key, kid } : key, {
      [client.modifyAssertion]: (header, payload) => {
        // The token endpoint as audience: what Microsoft Entra ID requires and every provider accepts, where
        // the issuer (the library's default) is a template at a multi-tenant provider.
        payload.aud = tokenEndpoint;
        if (thumbprints) Object.assign(header, { x5t: thumbprints.x5t, 'x5t#S256': thumbprints.x5tS256 });
      },
    });
  }
  return config.clientSecret ? client.ClientSecretBasic(config.clientSecret) : client.None();
}

async function discover(config: OidcConfig): Promise<DiscoveredProvider> {
  const metadata = await fetchMetadata(config);
  const tenantIssuerTemplate = tenantTemplateFor(config.issuer, metadata.issuer);
  if (!tenantIssuerTemplate && withoutTrailingSlash(metadata.issuer) !== withoutTrailingSlash(config.issuer.href)) {
    throw new Error(`discovery names another issuer (${metadata.issuer.slice(0, 200)})`);
  }
  const clientAuth = await clientAuthFor(config, metadata.token_endpoint);
  const configuration = new client.Configuration(
    metadata as client.ServerMetadata,
    config.clientId,
    undefined,
    clientAuth,
  );
  const insecure = isLoopbackHttp(config.issuer);
  if (insecure) client.allowInsecureRequests(configuration);
  configuration.timeout = DISCOVERY_TIMEOUT_MS / 1000;
  return { configuration, clientAuth, tenantIssuerTemplate, insecure };
}

/**
 * The provider's configuration from discovery, fetched on first use and kept per settings object (one per
 * app). A failed discovery is forgotten, so the next sign-in tries again instead of failing until restart.
 */
const discovered = new WeakMap<OidcConfig, Promise<DiscoveredProvider>>();

export function oidcClient(config: OidcConfig): Promise<DiscoveredProvider> {
  let found = discovered.get(config);
  if (!found) {
    found = discover(config);
    found.catch(() => discovered.delete(config));
    discovered.set(config, found);
  }
  return found;
}
