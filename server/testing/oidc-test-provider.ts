import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import './quiet-oidc-provider';
import Provider, { type Account } from 'oidc-provider';
import type { OidcConfig } from '../auth/oidc-config';

/** A person the test provider can sign in: the subject and the ID token's extra claims. */
export interface TestAccount {
  sub: string;
  email?: string;
  /** What the provider says of the address; default: verified when there is one; null: says nothing (as Entra ID). */
  email_verified?: boolean | null;
  name?: string;
  /** Microsoft Entra ID's claims (the Entra emulator): the tenant and the object id. */
  tid?: string;
  oid?: string;
}

export interface TestProvider extends InteractionState {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in is (the provider's login step signs them in without a form), or an error to answer with. */
  next: { account: TestAccount } | { error: string };
  /**
   * Browser tests: the login step shows a page with a "Sign in" button for `next` (as a real provider shows
   * its own page) and completes when it is posted.
   */
  interactive: boolean;
  close(): Promise<void>;
}

export const testClientSecret = (clientId: string) => `secret-of-${clientId}-0123456789abcdef`;

/** The portal's settings for a test provider: a confidential client with the test secret, no tenant allow-list. */
export const testOidcConfig = (issuer: string, overrides: Partial<OidcConfig> = {}): OidcConfig => ({
  id: 'oidc',
  label: null,
  issuer: new URL(issuer),
  clientId: 'portal',
  clientSecret: testClientSecret(overrides.clientId ?? 'portal'),
  privateKey: null,
  scopes: 'openid profile email',
  tenants: null,
  ...overrides,
});

type NodeRequest = Parameters<Provider['interactionDetails']>[0];
type NodeResponse = Parameters<Provider['interactionDetails']>[1];

/** Who signs in next at a test provider, and whether its login step shows a page first. */
export interface InteractionState {
  next: { account: TestAccount } | { error: string };
  interactive: boolean;
}

/**
 * The provider's login and consent step: completes at once for `state.next` (or shows the login page first when
 * `interactive`), as if the person had signed in and agreed; `accounts` remembers them for findAccount.
 */
export async function finishInteraction(
  p: Provider,
  state: InteractionState,
  accounts: Map<string, TestAccount>,
  req: NodeRequest,
  res: NodeResponse,
) {
  try {
    const details = await p.interactionDetails(req, res);
    const next = state.next;
    if (state.interactive && req.method === 'GET' && !('error' in next)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(req.url ?? '/', next.account));
      return;
    }
    if ('error' in next) {
      await p.interactionFinished(
        req,
        res,
        { error: next.error, error_description: 'refused by the test' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    accounts.set(next.account.sub, { ...accounts.get(next.account.sub), ...next.account });
    const grant = new p.Grant({ accountId: next.account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId: next.account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

/** Registered too, for the tests of OIDC_REDIRECT_URI and OIDC_POST_LOGOUT_REDIRECT_URI. */
export const OTHER_CALLBACK_PATH = '/account/oidc/return';
export const OTHER_POST_LOGOUT_URI = 'https://www.msp.example/goodbye';

/**
 * A client of the portal at `publicOrigin`: with the test secret, or authenticating with a private key whose
 * public JWK set the provider fetches from `jwksUri`. (Fetched rather than inline: the provider copies inline
 * metadata with structuredClone, which under jest makes objects of another realm than its plain-object check's.)
 */
export function portalClient(publicOrigin: string, clientId: string, jwksUri?: string) {
  return {
    client_id: clientId,
    ...(jwksUri
      ? { token_endpoint_auth_method: 'private_key_jwt', jwks_uri: jwksUri }
      : { client_secret: testClientSecret(clientId) }),
    redirect_uris: [`${publicOrigin}/account/callback`, `${publicOrigin}${OTHER_CALLBACK_PATH}`],
    post_logout_redirect_uris: [`${publicOrigin}/logout`, OTHER_POST_LOGOUT_URI],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  };
}

interface ProviderSetup {
  clients: ReturnType<typeof portalClient>[];
  accounts: Map<string, TestAccount>;
  interactionUrl: (uid: string) => string;
  /** Extra claims of the `openid` scope (Entra's tid and oid). */
  openidClaims?: string[];
  /** Signing keys shared by several providers (the tenants of one multi-tenant emulator). */
  jwks?: { keys: Record<string, unknown>[] };
  /**
   * oidc-provider's default: the ID token of a code flow carries only `sub` (and the openid scope's claims);
   * `email`, `name` and the rest come from the userinfo endpoint. Off: all granted claims in the ID token.
   */
  claimsOnlyInUserinfo?: boolean;
}

/**
 * A real oidc-provider with the portal's clients; the claims of the granted scopes go into the ID token itself,
 * unless `claimsOnlyInUserinfo` keeps the provider's default (them only at the userinfo endpoint).
 */
export function createOidcProvider(issuer: string, setup: ProviderSetup): Provider {
  const provider = new Provider(issuer, {
    clients: setup.clients,
    ...(setup.jwks ? { jwks: setup.jwks } : {}),
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const account = setup.accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          ...account,
          email_verified:
            account.email_verified === undefined
              ? account.email
                ? true
                : undefined
              : (account.email_verified ?? undefined),
        }),
      };
    },
    claims: { openid: ['sub', ...(setup.openidClaims ?? [])], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: setup.claimsOnlyInUserinfo ?? false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => setup.interactionUrl(interaction.uid) },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  });
  // The provider logs to stderr only through its event emitter's 'server_error'; keep tests quiet otherwise.
  provider.on('server_error', (...args: unknown[]) => console.error('test OIDC provider error', args[1]));
  return provider;
}

/** Where the test provider serves the public keys of its private_key_jwt clients. */
const CLIENT_JWKS_PATH = '/test-client-jwks/';

/**
 * A real oidc-provider on a free 127.0.0.1 port, with confidential clients (the first is the portal's) for
 * the portal at `publicOrigin`. Its login and consent step completes at once for `provider.next`, as if the
 * person had signed in and agreed: the tests exercise the protocol, not a login form. `privateKeyClients`:
 * clients that authenticate with `private_key_jwt` (client id -> public JWK).
 */
export async function startTestProvider(
  publicOrigin: string,
  clientIds: readonly string[] = ['portal'],
  privateKeyClients: Record<string, Record<string, unknown>> = {},
  options: Pick<ProviderSetup, 'claimsOnlyInUserinfo'> = {},
): Promise<TestProvider> {
  const clientId = clientIds[0];
  const accounts = new Map<string, TestAccount>();
  let provider: Provider | null = null;
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) return void finishInteraction(provider, handle, accounts, req, res);
    const jwk = req.url?.startsWith(CLIENT_JWKS_PATH)
      ? privateKeyClients[decodeURIComponent(req.url.slice(CLIENT_JWKS_PATH.length))]
      : undefined;
    if (jwk)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const handle: TestProvider = {
    issuer,
    clientId,
    clientSecret: testClientSecret(clientId),
    next: { error: 'access_denied' },
    interactive: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  provider = createOidcProvider(issuer, {
    clients: [
      ...clientIds.map((id) => portalClient(publicOrigin, id)),
      ...Object.keys(privateKeyClients).map((id) =>
        portalClient(publicOrigin, id, `${issuer}${CLIENT_JWKS_PATH}${encodeURIComponent(id)}`),
      ),
    ],
    accounts,
    interactionUrl: (uid) => `/interaction/${uid}`,
    ...options,
  });
  return handle;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The test provider's own sign-in page: who is about to sign in, and a button. */
function loginForm(action: string, account: TestAccount): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<style>body{font-family:sans-serif;background:#eef1f5;display:grid;place-items:center;min-height:90vh}
form{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px #0002;max-width:360px}
button{background:#0b5cad;color:#fff;border:0;border-radius:4px;padding:10px 16px;font-size:16px}</style></head>
<body><form method="post" action="${escape(action)}"><h1>Test identity provider</h1>
<p>Sign in as <strong>${escape(account.name ?? account.email ?? account.sub)}</strong> (${escape(account.email ?? '')})</p>
<button type="submit">Sign in</button></form></body></html>`;
}

/**
 * Follows the provider's redirects from the portal's authorization URL as a browser does (keeping the
 * provider's cookies) until one leads back to `publicOrigin`, and returns that URL (the portal's callback).
 */
export async function followToCallback(authorizationUrl: string, publicOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `the provider stopped at ${url.pathname} with ${response.status}: ${(await response.text()).replace(/<style[\s\S]*?<\/style>/, '').slice(0, 1200)}`,
      );
    url = new URL(location, url);
    if (url.origin === new URL(publicOrigin).origin) return url;
  }
  throw new Error('too many redirects at the provider');
}
