/** OpenID Connect sign-in settings, read from the environment (OIDC_*). */
export interface OidcConfig {
  /** The issuer: discovery reads `${issuer}/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  /** Absent: a public client (PKCE only). */
  clientSecret: string | null;
  /** Space-separated; always includes `openid`. */
  scopes: string;
}

export const DEFAULT_OIDC_SCOPES = 'openid profile email';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is accepted only for an issuer on this machine (a local test provider). */
export const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

function readIssuer(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`OIDC_ISSUER must be the issuer's URL (e.g. https://login.example.com/realm), got "${value}"`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) {
    throw new Error(`OIDC_ISSUER must be an https URL (http only for localhost), got "${value}"`);
  }
  if (url.search || url.hash) throw new Error(`OIDC_ISSUER must not carry a query or fragment, got "${value}"`);
  return url;
}

function readScopes(value: string | undefined): string {
  const scopes = (value?.trim() || DEFAULT_OIDC_SCOPES).split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid')) throw new Error(`OIDC_SCOPES must include "openid", got "${value}"`);
  return [...new Set(scopes)].join(' ');
}

/** The OIDC settings, or null when OIDC_ISSUER is unset (no OpenID Connect sign-in). Throws per problem. */
export function readOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  return {
    issuer: readIssuer(issuer),
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() || null,
    scopes: readScopes(env.OIDC_SCOPES),
  };
}
