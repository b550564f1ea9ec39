import { ApiPaths, CSRF_COOKIE, SESSION_COOKIE } from '../../core/contract';
import { DemoUsers } from '../demo/demo-ids';
import { cookieOf, createTestPortal, type TestPortal } from '../plugin-api/testing';
import { followToCallback, startTestProvider, testOidcConfig, type TestProvider } from '../testing/oidc-test-provider';
import { OIDC_LOGIN_COOKIE } from './oidc-logins';

const PUBLIC_ORIGIN = 'http://portal.test:8080';
const ANNA_OID = '6f1c2a53-0b7e-4c1a-9d3e-1a2b3c4d5e01';

/** The query values as a browser sends them, and what they decode to: non-ASCII, a line separator, a space. */
const ODD_RETURN_URLS: [string, string][] = [
  ['/%E3%80%82x', '/\u3002x'],
  ['/%E2%80%A8x', '/\u2028x'],
  ['/%C3%A9', '/é'],
  ['/a%20b', '/a b'],
];

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

async function expectSignedInAtHome(
  portal: TestPortal,
  response: { statusCode: number; headers: Record<string, unknown> },
  session: string | undefined,
) {
  expect(response.statusCode).toBe(303);
  expect(String(response.headers.location)).toMatch(PRINTABLE_ASCII);
  expect(response.headers.location).toBe('/');
  expect(session).toBeDefined();
  const me = await portal.app.inject({ url: ApiPaths.identity, headers: { cookie: `${SESSION_COOKIE}=${session}` } });
  expect(me.json()).toMatchObject({ isAuthenticated: true });
}

describe('a returnUrl with non-ASCII characters, spaces or line separators signs in to /', () => {
  describe('through the demo sign-in', () => {
    let portal: TestPortal;
    beforeAll(async () => {
      portal = await createTestPortal();
    });
    afterAll(() => portal.close());

    it.each(ODD_RETURN_URLS)(
      'returnUrl=%s: the page offers /, the form lands on / with an ASCII Location',
      async (query, decoded) => {
        const page = await portal.app.inject({ url: `${ApiPaths.login}?returnUrl=${query}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('name="returnUrl" value="/"');
        const csrf = cookieOf(page, CSRF_COOKIE)!;
        // The form as a forged page could post it, with the raw value.
        const response = await portal.app.inject({
          method: 'POST',
          url: ApiPaths.login,
          headers: { cookie: `${CSRF_COOKIE}=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ _csrf: csrf, userId: DemoUsers.anna, returnUrl: decoded }).toString(),
        });
        await expectSignedInAtHome(portal, response, cookieOf(response, SESSION_COOKIE));
      },
    );
  });

  describe('through an OpenID Connect provider', () => {
    let provider: TestProvider;
    let portal: TestPortal;
    beforeAll(async () => {
      provider = await startTestProvider(PUBLIC_ORIGIN, ['portal']);
      portal = await createTestPortal({
        seedDemo: true,
        logger: false,
        config: {
          demoMode: false,
          publicOrigin: PUBLIC_ORIGIN,
          identityProviders: [testOidcConfig(provider.issuer, { clientId: 'portal' })],
        },
      });
    });
    afterAll(async () => {
      await portal?.close();
      await provider?.close();
    });

    it.each(ODD_RETURN_URLS)('returnUrl=%s: the callback lands on / with an ASCII Location', async (query) => {
      provider.next = { account: { sub: ANNA_OID, email: 'anna.devries@contoso.example' } };
      const started = await portal.app.inject({ url: `${ApiPaths.login}?returnUrl=${query}` });
      expect(started.statusCode).toBe(303);
      const cookie = cookieOf(started, OIDC_LOGIN_COOKIE)!;
      const url = await followToCallback(String(started.headers.location), PUBLIC_ORIGIN);
      const response = await portal.app.inject({
        url: url.pathname + url.search,
        headers: { cookie: `${OIDC_LOGIN_COOKIE}=${cookie}` },
      });
      await expectSignedInAtHome(portal, response, cookieOf(response, SESSION_COOKIE));
    });
  });
});
