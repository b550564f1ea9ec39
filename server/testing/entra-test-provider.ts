import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import {
  createOidcProvider,
  finishInteraction,
  portalClient,
  testClientSecret,
  type InteractionState,
  type TestAccount,
} from './oidc-test-provider';

/**
 * Microsoft Entra ID's multi-tenant sign-in, played on this machine by one real oidc-provider per tenant
 * (issuer `<origin>/<tenant>/v2.0`, all signing with one key set, as Entra's tenants do) behind Entra's
 * `organizations` endpoint: its discovery names the issuer template `<origin>/{tenantid}/v2.0`, its authorize
 * step hands the person to their tenant (`next.tenant`), its token endpoint passes the code on to the tenant
 * that issued it (found by the PKCE verifier), and every ID token carries `tid` and `oid`.
 */
export interface EntraTestProvider extends InteractionState {
  /** The `organizations` authority: ENTRA_AUTHORITY. */
  authority: string;
  clientId: string;
  clientSecret: string;
  tenantIssuer(tenant: string): string;
  /** The account's `tid` claim is its tenant unless the account names another (a forged token, for tests). */
  next: { account: TestAccount; tenant: string } | { error: string };
  close(): Promise<void>;
}

const ORGANIZATIONS = '/organizations/v2.0';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  void res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

export async function startEntraTestProvider(
  publicOrigin: string,
  tenants: readonly string[],
): Promise<EntraTestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' } as Record<
    string,
    unknown
  >;
  const publicKey = Object.fromEntries(
    Object.entries(signingKey).filter(([name]) => ['kty', 'n', 'e', 'kid', 'use', 'alg'].includes(name)),
  );
  const accounts = new Map<string, TestAccount>();
  const providers = new Map<string, Provider>();
  /** PKCE challenge -> the tenant its sign-in went to. */
  const tenantOfChallenge = new Map<string, string>();

  const server: Server = createServer(
    (req, res) => void route(req, res).catch((error: unknown) => res.writeHead(500).end(String(error))),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const authority = `${origin}${ORGANIZATIONS}`;
  const tenantIssuer = (tenant: string) => `${origin}/${tenant}/v2.0`;

  const handle: EntraTestProvider = {
    authority,
    clientId: 'portal',
    clientSecret: testClientSecret('portal'),
    tenantIssuer,
    next: { error: 'access_denied' },
    interactive: false,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  for (const tenant of tenants) {
    providers.set(
      tenant,
      createOidcProvider(tenantIssuer(tenant), {
        clients: [portalClient(publicOrigin, 'portal')],
        accounts,
        interactionUrl: (uid) => `/${tenant}/v2.0/interaction/${uid}`,
        openidClaims: ['tid', 'oid'],
        jwks: { keys: [signingKey] },
      }),
    );
  }

  async function organizations(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    if (path === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: `${origin}/{tenantid}/v2.0`,
        authorization_endpoint: `${authority}/authorize`,
        token_endpoint: `${authority}/token`,
        jwks_uri: `${authority}/keys`,
        end_session_endpoint: `${authority}/logout`,
        response_types_supported: ['code'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        scopes_supported: ['openid', 'profile', 'email'],
      });
    }
    if (path === '/keys') return json(res, 200, { keys: [publicKey] });
    if (path === '/authorize') {
      const next = handle.next;
      if ('error' in next) {
        const back = new URL(query.get('redirect_uri') ?? publicOrigin);
        back.search = new URLSearchParams({ error: next.error, state: query.get('state') ?? '' }).toString();
        return void res.writeHead(303, { location: back.href }).end();
      }
      accounts.set(next.account.sub, { tid: next.tenant, ...next.account });
      tenantOfChallenge.set(query.get('code_challenge') ?? '', next.tenant);
      return void res.writeHead(303, { location: `${tenantIssuer(next.tenant)}/auth?${query}` }).end();
    }
    if (path === '/token' && req.method === 'POST') {
      const body = await readBody(req);
      const tenant = tenantOfChallenge.get(sha256(new URLSearchParams(body).get('code_verifier') ?? ''));
      if (!tenant)
        return json(res, 400, { error: 'invalid_grant', error_description: 'no sign-in with this code verifier' });
      const answer = await fetch(`${tenantIssuer(tenant)}/token`, {
        method: 'POST',
        headers: {
          'content-type': String(req.headers['content-type']),
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
        },
        body,
      });
      return void res
        .writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
          'cache-control': 'no-store',
        })
        .end(await answer.text());
    }
    if (path === '/logout') {
      const hint = query.get('id_token_hint') ?? '';
      const { iss } = JSON.parse(Buffer.from(hint.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as {
        iss?: string;
      };
      if (!iss?.startsWith(origin)) return json(res, 400, { error: 'invalid_request' });
      return void res.writeHead(303, { location: `${iss}/session/end?${query}` }).end();
    }
    return json(res, 404, { error: 'not_found' });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith(`${ORGANIZATIONS}/`))
      return organizations(req, res, url.pathname.slice(ORGANIZATIONS.length), url.searchParams);
    const match = /^\/([^/]+)\/v2\.0(\/.*)$/.exec(url.pathname);
    const provider = match ? providers.get(match[1]) : undefined;
    if (!match || !provider) return json(res, 404, { error: 'unknown tenant' });
    if (match[2].startsWith('/interaction/')) return finishInteraction(provider, handle, accounts, req, res);
    // Mounted under its issuer's path, as a framework's mount does: the provider sees the rest of the path.
    Object.assign(req, { originalUrl: req.url, url: `${match[2]}${url.search}` });
    provider.callback()(req, res);
  }

  return handle;
}
