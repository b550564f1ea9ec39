import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import './quiet-oidc-provider';
import Provider, { type Account } from 'oidc-provider';

/** A person the test provider can sign in: the subject and the ID token's extra claims. */
export interface TestAccount {
  sub: string;
  email?: string;
  name?: string;
}

export interface TestProvider {
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

/**
 * A real oidc-provider on a free 127.0.0.1 port, with confidential clients (the first is the portal's) for
 * the portal at `publicOrigin`. Its login and consent step completes at once for `provider.next`, as if the
 * person had signed in and agreed: the tests exercise the protocol, not a login form.
 */
export async function startTestProvider(publicOrigin: string, clientIds: readonly string[] = ['portal']): Promise<TestProvider> {
  const clientId = clientIds[0];
  const clientSecret = testClientSecret(clientId);
  const accounts = new Map<string, TestAccount>();
  let provider: Provider | null = null;
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) return void finishInteraction(provider, req, res);
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const handle: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    next: { error: 'access_denied' },
    interactive: false,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  async function finishInteraction(p: Provider, req: Parameters<Provider['interactionDetails']>[0], res: Parameters<Provider['interactionDetails']>[1]) {
    try {
      const details = await p.interactionDetails(req, res);
      const next = handle.next;
      if (handle.interactive && req.method === 'GET' && !('error' in next)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(req.url ?? '/', next.account));
        return;
      }
      if ('error' in next) {
        await p.interactionFinished(req, res, { error: next.error, error_description: 'refused by the test' }, { mergeWithLastSubmission: false });
        return;
      }
      accounts.set(next.account.sub, next.account);
      const grant = new p.Grant({ accountId: next.account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await p.interactionFinished(req, res, { login: { accountId: next.account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  }

  provider = new Provider(issuer, {
    clients: clientIds.map((id) => ({
      client_id: id,
      client_secret: testClientSecret(id),
      redirect_uris: [`${publicOrigin}/account/callback`],
      post_logout_redirect_uris: [`${publicOrigin}/logout`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    findAccount: (_ctx: unknown, sub: string): Account | undefined => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account, email_verified: account.email ? true : undefined }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims of the granted scopes go into the ID token itself (the portal reads nothing else).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
  });
  // The provider logs to stderr only through its event emitter's 'server_error'; keep tests quiet otherwise.
  provider.on('server_error', (...args: unknown[]) => console.error('test OIDC provider error', args[1]));
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
    if (!location) throw new Error(`the provider stopped at ${url.pathname} with ${response.status}: ${(await response.text()).slice(0, 300)}`);
    url = new URL(location, url);
    if (url.origin === new URL(publicOrigin).origin) return url;
  }
  throw new Error('too many redirects at the provider');
}
