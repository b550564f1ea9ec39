import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths, CSRF_COOKIE, SESSION_COOKIE } from '../../core/contract';
import { DemoUsers } from '../demo/demo-ids';
import { OIDC_PAGE_TEXTS } from '../features/oidc-sign-in-texts';
import { cookieOf, count, createTestPortal, signIn, type TestPortal } from '../plugin-api/testing';
import {
  followToCallback,
  OTHER_CALLBACK_PATH,
  OTHER_POST_LOGOUT_URI,
  startTestProvider,
  testOidcConfig,
  type TestProvider,
} from '../testing/oidc-test-provider';
import type { OidcConfig } from './oidc-config';
import { OIDC_LOGIN_COOKIE } from './oidc-logins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';
const ANNA_OID = '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01';

const oidcConfig = (provider: Pick<TestProvider, 'issuer'>, clientId = 'portal'): OidcConfig =>
  testOidcConfig(provider.issuer, { clientId });

/** A portal signing in only through `oidc` (demo mode off), with the demo users in its database. */
const portalFor = (oidc: OidcConfig, demoMode = false) =>
  createTestPortal({
    seedDemo: true,
    logger: process.env.OIDC_TEST_LOG ? { level: 'warn' } : false,
    config: { demoMode, publicOrigin: PUBLIC_ORIGIN, identityProviders: [oidc] },
  });

interface Started {
  authorizationUrl: string;
  cookie: string;
}

async function startSignIn(portal: TestPortal, query = ''): Promise<Started> {
  const response = await portal.app.inject({ url: `${ApiPaths.login}${query}` });
  expect(response.statusCode).toBe(303);
  const cookie = cookieOf(response, OIDC_LOGIN_COOKIE);
  if (!cookie) throw new Error('no sign-in cookie');
  return { authorizationUrl: String(response.headers.location), cookie };
}

const callback = (portal: TestPortal, url: URL, cookie: string | null, acceptLanguage = 'en') =>
  portal.app.inject({
    url: url.pathname + url.search,
    headers: { ...(cookie ? { cookie: `${OIDC_LOGIN_COOKIE}=${cookie}` } : {}), 'accept-language': acceptLanguage },
  });

const rows = (portal: TestPortal) => ({ sessions: count(portal.app, 'sessions'), users: count(portal.app, 'users') });

function expectRefused(response: LightMyRequestResponse, text: string = OIDC_PAGE_TEXTS.en.failedText) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toContain(OIDC_PAGE_TEXTS.en.failedTitle);
  expect(response.body).toContain(text);
  expect(response.body).toContain(`href="${ApiPaths.login}"`);
  expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
}

describe('OpenID Connect sign-in against a real oidc-provider', () => {
  let provider: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    provider = await startTestProvider(PUBLIC_ORIGIN, ['portal', 'other-app']);
    portal = await portalFor(oidcConfig(provider));
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.close();
  });

  it('names its sign-in cookie __Host-portal_oidc over TLS: Secure, Path=/, no Domain (a sibling subdomain cannot plant one)', async () => {
    const tls = await createTestPortal({
      seedDemo: true,
      logger: false,
      config: {
        demoMode: false,
        publicOrigin: 'https://portal.test',
        trustProxy: 1,
        identityProviders: [oidcConfig(provider)],
      },
    });
    try {
      const started = await tls.app.inject({
        url: ApiPaths.login,
        headers: { host: 'portal.test', 'x-forwarded-proto': 'https' },
      });
      expect(started.statusCode).toBe(303);
      const cookie = started.cookies.find((c) => c.name === `__Host-${OIDC_LOGIN_COOKIE}`);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(started.cookies.find((c) => c.name === OIDC_LOGIN_COOKIE)).toBeUndefined();
    } finally {
      await tls.close();
    }
  });

  /** Signs in through the provider and returns the callback's answer. */
  async function signInThrough(query = '') {
    const started = await startSignIn(portal, query);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    return { started, url, response: await callback(portal, url, started.cookie) };
  }

  it('redirects GET /account/login to the provider with PKCE S256, state and nonce', async () => {
    const { authorizationUrl } = await startSignIn(portal, '?returnUrl=/action/102');
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('portal');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_ORIGIN}/account/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    for (const param of ['code_challenge', 'state', 'nonce'])
      expect(url.searchParams.get(param)?.length).toBeGreaterThanOrEqual(32);
  });

  it('signs a linked person in (by oid), returns to the asked-for page, and the session works', async () => {
    provider.next = { account: { sub: ANNA_OID, email: 'someone.else@contoso.example' } };
    const before = rows(portal);
    const { response } = await signInThrough('?returnUrl=%2Faction%2F102');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/action/102');
    const session = cookieOf(response, SESSION_COOKIE);
    expect(session).toBeDefined();
    expect(rows(portal)).toEqual({ sessions: before.sessions + 1, users: before.users });
    const me = await portal.app.inject({ url: ApiPaths.identity, headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    expect(me.json()).toMatchObject({ isAuthenticated: true, userName: 'anna.devries@contoso.example' });
  });

  it('refuses a disabled user (403), starting no session', async () => {
    portal.app.portal.db
      .prepare("UPDATE users SET disabled_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .run(DemoUsers.anna);
    try {
      provider.next = { account: { sub: ANNA_OID, email: 'anna.devries@contoso.example' } };
      const before = rows(portal);
      const { response } = await signInThrough();
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(OIDC_PAGE_TEXTS.en.disabledText);
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
      expect(rows(portal)).toEqual(before);
    } finally {
      portal.app.portal.db.prepare('UPDATE users SET disabled_at = NULL WHERE id = ?').run(DemoUsers.anna);
    }
  });

  it('links a person by e-mail (ignoring case) to a user not linked yet, and stores the oid', async () => {
    portal.app.portal.db.prepare("UPDATE users SET oid = '' WHERE id = ?").run(DemoUsers.bram);
    provider.next = { account: { sub: 'entra-sub-of-bram', email: 'Bram.Jansen@Northwind.example' } };
    const { response } = await signInThrough();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const oid = portal.app.portal.db.prepare('SELECT oid FROM users WHERE id = ?').pluck().get(DemoUsers.bram);
    expect(oid).toBe('entra-sub-of-bram');
  });

  it('never hands a user linked to one identity to another that shows the same address', async () => {
    const before = portal.app.portal.db.prepare('SELECT oid FROM users WHERE id = ?').pluck().get(DemoUsers.carla);
    const email = portal.app.portal.db
      .prepare('SELECT user_name FROM users WHERE id = ?')
      .pluck()
      .get(DemoUsers.carla) as string;
    provider.next = { account: { sub: 'impostor-sub', email: email.toUpperCase() } };
    const { response } = await signInThrough();
    expect(response.statusCode).toBe(303);
    expect(portal.app.portal.db.prepare('SELECT oid FROM users WHERE id = ?').pluck().get(DemoUsers.carla)).toBe(
      before,
    );
    // Signed in as a user of its own (its address taken, named by its subject), not as Carla.
    const cookie = `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}`;
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: { cookie } })).json()).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
      userName: 'impostor-sub',
    });
  });

  it("signs a person linked to no customer in as a new unauthorized user, who sees the spec's unauthorized state and can ask for access", async () => {
    provider.next = { account: { sub: 'stranger', email: 'stranger@elsewhere.example', name: 'Sam Stranger' } };
    const users = count(portal.app, 'users');
    const { response } = await signInThrough();
    expect(response.statusCode).toBe(303);
    expect(count(portal.app, 'users')).toBe(users + 1);
    const stored = portal.app.portal.db
      .prepare("SELECT user_name, first_name, last_name, is_authorized, permissions FROM users WHERE oid = 'stranger'")
      .get();
    expect(stored).toEqual({
      user_name: 'stranger@elsewhere.example',
      first_name: 'Sam',
      last_name: 'Stranger',
      is_authorized: 0,
      permissions: '[]',
    });
    const session = cookieOf(response, SESSION_COOKIE)!;
    const cookie = `${SESSION_COOKIE}=${session}`;
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: { cookie } })).json()).toMatchObject({
      isAuthenticated: true,
      isAuthorized: false,
      userName: 'stranger@elsewhere.example',
    });
    expect((await portal.app.inject({ url: '/api/menuitems/', headers: { cookie } })).statusCode).toBe(403);

    // Asking for access: stored once, asked again answers the first moment; without CSRF nothing is stored.
    // The token is the one the sign-in bound to the session (a made-up pair is refused).
    const csrf = cookieOf(response, CSRF_COOKIE)!;
    const headers = { cookie: `${cookie}; portal_csrf=${csrf}`, 'x-csrf-token': csrf };
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ApiPaths.accessRequest,
          headers: { cookie: `${cookie}; portal_csrf=${csrf}` },
        })
      ).statusCode,
    ).toBe(403);
    expect(count(portal.app, 'access_requests')).toBe(0);
    const first = await portal.app.inject({ method: 'POST', url: ApiPaths.accessRequest, headers });
    expect(first.statusCode).toBe(202);
    const again = await portal.app.inject({ method: 'POST', url: ApiPaths.accessRequest, headers, payload: {} });
    expect(again.json()).toEqual(first.json());
    expect(count(portal.app, 'access_requests')).toBe(1);
    expect(
      (await portal.app.inject({ method: 'POST', url: ApiPaths.accessRequest, headers, payload: { extra: 1 } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 409 to an authorized user asking for access, and 401 signed out', async () => {
    const requests = count(portal.app, 'access_requests');
    provider.next = { account: { sub: ANNA_OID } };
    const { response } = await signInThrough();
    const csrf = cookieOf(response, CSRF_COOKIE)!;
    const anna = {
      cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}; portal_csrf=${csrf}`,
      'x-csrf-token': csrf,
    };
    expect((await portal.app.inject({ method: 'POST', url: ApiPaths.accessRequest, headers: anna })).statusCode).toBe(
      409,
    );
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ApiPaths.accessRequest,
          headers: { cookie: `portal_csrf=${csrf}`, 'x-csrf-token': csrf },
        })
      ).statusCode,
    ).toBe(401);
    expect(count(portal.app, 'access_requests')).toBe(requests);
  });

  it('refuses a callback whose state does not match', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    url.searchParams.set('state', 'forged-state-0123456789abcdefghijklmnopqrstuvwxyz');
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses a callback without the sign-in cookie (another browser)', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    expectRefused(await callback(portal, url, null));
    expectRefused(
      await callback(portal, url, `${started.cookie.slice(0, -2)}${started.cookie.endsWith('xx') ? 'yy' : 'xx'}`),
    );
    expect(rows(portal)).toEqual(before);
  });

  it('refuses a replayed callback, and a replayed code at the provider', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    portal.app.portal.db.prepare('DELETE FROM oidc_logins').run();
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    const pending = portal.app.portal.db.prepare('SELECT * FROM oidc_logins').all() as Record<string, unknown>[];
    expect((await callback(portal, url, started.cookie)).statusCode).toBe(303);
    const before = rows(portal);
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
    // Even with the sign-in row put back, the provider refuses a code used once.
    const insert = portal.app.portal.db.prepare(
      'INSERT INTO oidc_logins VALUES (@key_hash, @state, @nonce, @code_verifier, @return_path, @expires_at, @invitation_id, @provider_id)',
    );
    for (const row of pending) insert.run(row);
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses an expired sign-in', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    portal.app.portal.db.prepare('UPDATE oidc_logins SET expires_at = 0').run();
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses an ID token whose nonce does not match', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    portal.app.portal.db.prepare("UPDATE oidc_logins SET nonce = 'another-nonce-0123456789abcdefghijklmnop'").run();
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses a PKCE verifier that does not match', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    portal.app.portal.db
      .prepare("UPDATE oidc_logins SET code_verifier = 'another-verifier-0123456789abcdefghijklmnopqrstuvw'")
      .run();
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses a code issued to another client (audience)', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const asOther = new URL(started.authorizationUrl);
    asOther.searchParams.set('client_id', 'other-app');
    const url = await followToCallback(asOther.href, PUBLIC_ORIGIN);
    expectRefused(await callback(portal, url, started.cookie));
    expect(rows(portal)).toEqual(before);
  });

  it('refuses an answer from another issuer (mix-up)', async () => {
    const other = await startTestProvider(PUBLIC_ORIGIN);
    try {
      other.next = { account: { sub: ANNA_OID } };
      const before = rows(portal);
      const started = await startSignIn(portal);
      const elsewhere = new URL(started.authorizationUrl);
      const target = new URL(other.issuer);
      elsewhere.host = target.host;
      const url = await followToCallback(elsewhere.href, PUBLIC_ORIGIN);
      expect(url.searchParams.get('iss')).toBe(other.issuer);
      expectRefused(await callback(portal, url, started.cookie));
      expect(rows(portal)).toEqual(before);
    } finally {
      await other.close();
    }
  });

  it('refuses a provider error such as access_denied', async () => {
    provider.next = { error: 'access_denied' };
    const before = rows(portal);
    const started = await startSignIn(portal);
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expectRefused(await callback(portal, url, started.cookie), OIDC_PAGE_TEXTS.en.deniedText);
    expect(rows(portal)).toEqual(before);
  });

  it('signs out at the provider too (RP-initiated logout back to /logout)', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const { response } = await signInThrough();
    const session = cookieOf(response, SESSION_COOKIE);
    const before = rows(portal);
    const logout = await portal.app.inject({
      url: ApiPaths.logout,
      headers: { cookie: `${SESSION_COOKIE}=${session}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(303);
    const target = new URL(String(logout.headers.location));
    expect(target.origin).toBe(provider.issuer);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_ORIGIN}/logout`);
    expect(target.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    expect(rows(portal).sessions).toBe(before.sessions - 1);
    // The provider accepts it: it asks the browser to confirm the sign-out (a page, not an error).
    const confirm = await fetch(target, { redirect: 'manual' });
    expect(confirm.status).toBe(200);
  });
});

describe('OpenID Connect next to the demo sign-in', () => {
  const demoSession = async () => (await signIn(portal.app, DemoUsers.bram)).session;
  let provider: TestProvider;
  let portal: TestPortal;
  beforeAll(async () => {
    provider = await startTestProvider(PUBLIC_ORIGIN);
    portal = await portalFor(oidcConfig(provider), true);
  });
  afterAll(async () => {
    await portal?.close();
    await provider?.close();
  });

  it('keeps the demo page and adds "Sign in with your work account", in English and Dutch', async () => {
    const en = await portal.app.inject({
      url: `${ApiPaths.login}?returnUrl=/settings`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Sign in as Anna');
    expect(en.body).toContain(
      'href="/account/login?provider=oidc&amp;returnUrl=%2Fsettings">Sign in with your work account</a>',
    );
    const nl = await portal.app.inject({ url: ApiPaths.login, headers: { 'accept-language': 'nl' } });
    expect(nl.body).toContain('href="/account/login?provider=oidc">Inloggen met uw werkaccount</a>');
  });

  it('starts the OpenID Connect sign-in from the link, and a demo session signs out without the provider', async () => {
    provider.next = { account: { sub: ANNA_OID } };
    const started = await startSignIn(portal, '?provider=oidc&returnUrl=/settings');
    const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
    const response = await callback(portal, url, started.cookie);
    expect(response.headers.location).toBe('/settings');
    const demo = await portal.app.inject({
      url: ApiPaths.logout,
      headers: { cookie: `${SESSION_COOKIE}=${await demoSession()}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(demo.headers.location).toBe('/logout');
  });
});

describe('OpenID Connect with another redirect URI and post-logout page (OIDC_REDIRECT_URI, OIDC_POST_LOGOUT_REDIRECT_URI)', () => {
  it('sends the provider the configured URIs, serves the callback there (and not at the default), and signs out to the configured page', async () => {
    const provider = await startTestProvider(PUBLIC_ORIGIN);
    const portal = await createTestPortal({
      seedDemo: true,
      logger: false,
      config: {
        demoMode: false,
        publicOrigin: PUBLIC_ORIGIN,
        identityProviders: [oidcConfig(provider)],
        signInUrls: {
          redirectUri: `${PUBLIC_ORIGIN}${OTHER_CALLBACK_PATH}`,
          postLogoutRedirectUri: OTHER_POST_LOGOUT_URI,
        },
      },
    });
    try {
      provider.next = { account: { sub: ANNA_OID } };
      const started = await startSignIn(portal);
      expect(new URL(started.authorizationUrl).searchParams.get('redirect_uri')).toBe(
        `${PUBLIC_ORIGIN}${OTHER_CALLBACK_PATH}`,
      );
      const url = await followToCallback(started.authorizationUrl, PUBLIC_ORIGIN);
      expect(url.pathname).toBe(OTHER_CALLBACK_PATH);
      expect((await portal.app.inject({ url: `/account/callback${url.search}` })).statusCode).toBe(404);
      const response = await callback(portal, url, started.cookie);
      expect(response.statusCode).toBe(303);
      const out = await portal.app.inject({
        url: ApiPaths.logout,
        headers: { cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)}`, 'sec-fetch-site': 'same-origin' },
      });
      expect(new URL(String(out.headers.location)).searchParams.get('post_logout_redirect_uri')).toBe(
        OTHER_POST_LOGOUT_URI,
      );
    } finally {
      await portal.close();
      await provider.close();
    }
  });
});

describe('OpenID Connect with an unreachable provider', () => {
  it('answers the sign-in with a page saying so', async () => {
    const portal = await portalFor(testOidcConfig('http://127.0.0.1:9', { clientSecret: null, scopes: 'openid' }));
    try {
      const response = await portal.app.inject({ url: ApiPaths.login });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain(OIDC_PAGE_TEXTS.en.unavailableText);
    } finally {
      await portal.close();
    }
  });
});
