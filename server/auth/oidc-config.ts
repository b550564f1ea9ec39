import { readPrivateKeyFile, type ClientPrivateKey } from './client-private-key';
import { readEntraTenants, type TenantAllowList } from './entra-tenants';

/** One OpenID Connect identity provider the portal signs people in with. */
export interface OidcConfig {
  /** `oidc` (OIDC_*) or `entra` (ENTRA_*): chosen with `/account/login?provider=<id>`, stored with a sign-in. */
  id: string;
  /** Shown as "Sign in with <label>"; null: "Sign in with your work account". */
  label: string | null;
  /** The issuer: discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  /** `client_secret_basic`; absent with neither this nor a private key: a public client (PKCE only). */
  clientSecret: string | null;
  /** `private_key_jwt` (preferred over a secret when both are set). */
  privateKey: ClientPrivateKey | null;
  /** Space-separated; always includes `openid`. */
  scopes: string;
  /**
   * Microsoft Entra ID tenants allowed to sign in, each matched to a customer (ENTRA_TENANTS); null: the
   * provider's tokens are not checked for a tenant. A multi-tenant issuer (`organizations`) requires it.
   */
  tenants: TenantAllowList | null;
}

export const DEFAULT_OIDC_SCOPES = 'openid profile email';
/** Microsoft's multi-tenant endpoint for work and school accounts: any organization's users, no personal accounts. */
export const ENTRA_ORGANIZATIONS_AUTHORITY = 'https://login.microsoftonline.com/organizations/v2.0';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is accepted only for an issuer on this machine (a local test provider). */
export const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

function readIssuer(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be the issuer's URL (e.g. https://login.example.com/realm), got "${value}"`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) {
    throw new Error(`${name} must be an https URL (http only for localhost), got "${value}"`);
  }
  if (url.search || url.hash) throw new Error(`${name} must not carry a query or fragment, got "${value}"`);
  return url;
}

function readScopes(name: string, value: string | undefined): string {
  const scopes = (value?.trim() || DEFAULT_OIDC_SCOPES).split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid')) throw new Error(`${name} must include "openid", got "${value}"`);
  return [...new Set(scopes)].join(' ');
}

const trimmed = (value: string | undefined) => value?.trim() || null;

interface ProviderVariables {
  id: string;
  prefix: 'OIDC' | 'ENTRA';
  issuerVariable: string;
  issuer: string;
  defaultLabel: string | null;
  tenants: TenantAllowList | null;
}

function readProvider(env: NodeJS.ProcessEnv, v: ProviderVariables): OidcConfig {
  const clientId = trimmed(env[`${v.prefix}_CLIENT_ID`]);
  if (!clientId) throw new Error(`${v.prefix}_CLIENT_ID is required when ${v.issuerVariable} is set`);
  return {
    id: v.id,
    label: trimmed(env[`${v.prefix}_LABEL`]) ?? v.defaultLabel,
    issuer: readIssuer(v.issuerVariable, v.issuer),
    clientId,
    clientSecret: trimmed(env[`${v.prefix}_CLIENT_SECRET`]),
    privateKey: readPrivateKeyFile(
      `${v.prefix}_PRIVATE_KEY_FILE`,
      env[`${v.prefix}_PRIVATE_KEY_FILE`],
      trimmed(env[`${v.prefix}_PRIVATE_KEY_ID`]),
    ),
    scopes: readScopes(`${v.prefix}_SCOPES`, env[`${v.prefix}_SCOPES`]),
    tenants: v.tenants,
  };
}

/**
 * The identity providers configured by the environment, in the order the sign-in page lists them: Microsoft
 * Entra ID (ENTRA_CLIENT_ID; ENTRA_AUTHORITY, default the `organizations` endpoint) and a generic OpenID
 * Connect provider (OIDC_ISSUER), either or both. ENTRA_TENANTS belongs to the Entra provider, or to the OIDC_*
 * one when that is the only one (an Entra authority set as OIDC_ISSUER). Throws one message per problem.
 */
export function readOidcProviders(env: NodeJS.ProcessEnv): OidcConfig[] {
  const tenants = readEntraTenants(env.ENTRA_TENANTS);
  const entraClient = trimmed(env.ENTRA_CLIENT_ID);
  const oidcIssuer = trimmed(env.OIDC_ISSUER);
  const providers: OidcConfig[] = [];
  if (entraClient || trimmed(env.ENTRA_AUTHORITY)) {
    if (!tenants) {
      throw new Error(
        'ENTRA_TENANTS is required with ENTRA_CLIENT_ID: list the tenants allowed to sign in as tenantId=customerId,...',
      );
    }
    providers.push(
      readProvider(env, {
        id: 'entra',
        prefix: 'ENTRA',
        issuerVariable: 'ENTRA_AUTHORITY',
        issuer: trimmed(env.ENTRA_AUTHORITY) ?? ENTRA_ORGANIZATIONS_AUTHORITY,
        defaultLabel: 'Microsoft',
        tenants,
      }),
    );
  }
  if (oidcIssuer) {
    providers.push(
      readProvider(env, {
        id: 'oidc',
        prefix: 'OIDC',
        issuerVariable: 'OIDC_ISSUER',
        issuer: oidcIssuer,
        defaultLabel: null,
        tenants: providers.length === 0 ? tenants : null,
      }),
    );
  }
  if (tenants && providers.length === 0)
    throw new Error('ENTRA_TENANTS is set but no Entra provider is: set ENTRA_CLIENT_ID (or OIDC_ISSUER)');
  return providers;
}
