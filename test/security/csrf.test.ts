import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { cookieOf, count, createTestPortal, signIn, type TestPortal } from '../../server/plugin-api/testing';
import { createSession } from '../../server/security/session';

/** The portal runs on portal.sibling.example behind a TLS proxy; the attacker owns evil.sibling.example. */
const PORTAL = 'https://portal.sibling.example';
const EVIL = 'https://evil.sibling.example';
const ACCEPT = '/api/recommendations/rec-contoso-1/accept';
const over = { host: 'portal.sibling.example', 'x-forwarded-proto': 'https' };
const applyAt = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const pair = (name: string, value: string) => `${name}=${value}`;

/** Anna, signed in through the sign-in form over https, as her browser holds her cookies. */
async function annaOverTls(portal: TestPortal): Promise<{ session: string; csrf: string }> {
  const page = await portal.app.inject({ url: ApiPaths.login, headers: over });
  const anonymous = cookieOf(page, `__Host-${CSRF_COOKIE}`)!;
  const response = await portal.app.inject({
    method: 'POST',
    url: ApiPaths.login,
    headers: {
      ...over,
      origin: PORTAL,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: pair(`__Host-${CSRF_COOKIE}`, anonymous),
    },
    payload: new URLSearchParams({ _csrf: anonymous, userId: DemoUsers.anna }).toString(),
  });
  expect(response.statusCode).toBe(303);
  const csrf = cookieOf(response, `__Host-${CSRF_COOKIE}`)!;
  expect(csrf).not.toBe(anonymous);
  return { session: cookieOf(response, `__Host-${SESSION_COOKIE}`)!, csrf };
}

const decisions = (portal: TestPortal) => count(portal.app, 'recommendation_decisions');
const expectRefused = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
};

describe('the sibling-subdomain CSRF attack', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { publicOrigin: PORTAL, trustProxy: 1 } });
  });
  afterAll(() => portal.close());

  it('gives the portal __Host- cookies over TLS: Secure, Path=/, no Domain', async () => {
    const { session, csrf } = await annaOverTls(portal);
    expect(session).toBeTruthy();
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await portal.app.inject({ url: ApiPaths.login, headers: over });
    const cookie = page.cookies.find((c) => c.name === `__Host-${CSRF_COOKIE}`)!;
    expect(cookie).toMatchObject({ secure: true, path: '/' });
    expect(cookie.domain).toBeUndefined();
  });

  it('a page on evil.sibling.example cannot accept a recommendation for a signed-in user', async () => {
    const victim = await annaOverTls(portal);
    const before = decisions(portal);
    // The attacker can set a cookie for .sibling.example (never a __Host- one) and fill in the header with it.
    const forged = 'f'.repeat(43);
    const browserCookies = [
      pair(`__Host-${SESSION_COOKIE}`, victim.session),
      pair(`__Host-${CSRF_COOKIE}`, victim.csrf),
      pair(CSRF_COOKIE, forged),
    ].join('; ');
    const attacks: Record<string, string>[] = [
      // What a browser sends for the attacker's fetch: Origin and Fetch Metadata give it away at once.
      { ...over, origin: EVIL, 'sec-fetch-site': 'same-site', cookie: browserCookies, [CSRF_HEADER]: forged },
      // Without those headers (an old browser, a proxy that strips them) the token still does not match.
      { ...over, cookie: browserCookies, [CSRF_HEADER]: forged },
      // Even a forged pair under the __Host- name (were it possible) is not the token bound to the session.
      {
        ...over,
        cookie: [pair(`__Host-${SESSION_COOKIE}`, victim.session), pair(`__Host-${CSRF_COOKIE}`, forged)].join('; '),
        [CSRF_HEADER]: forged,
      },
      // Over TLS an unprefixed session cookie counts for nothing.
      {
        ...over,
        origin: PORTAL,
        cookie: [pair(SESSION_COOKIE, victim.session), pair(CSRF_COOKIE, forged)].join('; '),
        [CSRF_HEADER]: forged,
      },
    ];
    for (const headers of attacks) {
      const response = await portal.app.inject({
        method: 'POST',
        url: ACCEPT,
        headers,
        payload: { applyAt: applyAt() },
      });
      expect([403, 401]).toContain(response.statusCode);
    }
    expect(decisions(portal)).toBe(before);

    // The same call from the portal's own page goes through: the refusals came from the CSRF defences.
    const own = await portal.app.inject({
      method: 'POST',
      url: ACCEPT,
      payload: { applyAt: applyAt() },
      headers: {
        ...over,
        origin: PORTAL,
        'sec-fetch-site': 'same-origin',
        cookie: [pair(`__Host-${SESSION_COOKIE}`, victim.session), pair(`__Host-${CSRF_COOKIE}`, victim.csrf)].join(
          '; ',
        ),
        [CSRF_HEADER]: victim.csrf,
      },
    });
    expect(own.statusCode).toBe(200);
    expect(decisions(portal)).toBe(before + 1);
  });

  it('puts a planted CSRF cookie right on the next answer', async () => {
    const victim = await annaOverTls(portal);
    const response = await portal.app.inject({
      url: ApiPaths.identity,
      headers: {
        ...over,
        cookie: [pair(`__Host-${SESSION_COOKIE}`, victim.session), pair(`__Host-${CSRF_COOKIE}`, 'p'.repeat(43))].join(
          '; ',
        ),
      },
    });
    expect(cookieOf(response, `__Host-${CSRF_COOKIE}`)).toBe(victim.csrf);
  });
});

describe('CSRF on plain http (local demo): the token is bound to the session', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  it('refuses a pair the attacker planted, and the token of before the sign-in', async () => {
    const page = await portal.app.inject({ url: ApiPaths.login });
    const beforeSignIn = cookieOf(page, CSRF_COOKIE)!;
    const anna = await signIn(portal.app, DemoUsers.anna);
    expect(anna.csrf).not.toBe(beforeSignIn);
    const before = decisions(portal);
    for (const token of ['f'.repeat(43), beforeSignIn]) {
      const response = await portal.app.inject({
        method: 'POST',
        url: ACCEPT,
        payload: { applyAt: applyAt() },
        headers: {
          cookie: [pair(SESSION_COOKIE, anna.session!), pair(CSRF_COOKIE, token)].join('; '),
          [CSRF_HEADER]: token,
        },
      });
      expectRefused(response);
    }
    expect(decisions(portal)).toBe(before);
    expect(
      (
        await portal.app.inject({
          method: 'POST',
          url: ACCEPT,
          headers: anna.headers(),
          payload: { applyAt: applyAt() },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('binds a token to a session cookie from before the binding on its next safe request', async () => {
    const legacy = portal.app.signCookie(createSession(portal.app.portal.db, DemoUsers.anna));
    const csrf = 'l'.repeat(43);
    const headers = { cookie: [pair(SESSION_COOKIE, legacy), pair(CSRF_COOKIE, csrf)].join('; '), [CSRF_HEADER]: csrf };
    expectRefused(
      await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers,
        payload: { customerId: 'contoso' },
      }),
    );
    const upgraded = await portal.app.inject({ url: ApiPaths.identity, headers });
    expect(upgraded.json()).toMatchObject({ isAuthenticated: true });
    const session = cookieOf(upgraded, SESSION_COOKIE)!;
    const bound = cookieOf(upgraded, CSRF_COOKIE)!;
    expect(bound).not.toBe(csrf);
    const call = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      payload: { customerId: 'contoso' },
      headers: { cookie: [pair(SESSION_COOKIE, session), pair(CSRF_COOKIE, bound)].join('; '), [CSRF_HEADER]: bound },
    });
    expect(call.statusCode).toBe(200);
  });

  it('answers 415 to a form body on a JSON route, even with a valid _csrf field', async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const before = decisions(portal);
    const response = await portal.app.inject({
      method: 'POST',
      url: '/api/recommendations/rec-contoso-2/accept',
      headers: { cookie: anna.headers().cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: anna.csrf, applyAt: applyAt() }).toString(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415 });
    expect(decisions(portal)).toBe(before);
    const text = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: { ...(await anonymousHeaders(portal)), 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.statusCode).toBe(415);
  });

  it('refuses a foreign or null Origin and a cross-site or same-site Sec-Fetch-Site, before the body is read', async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const before = decisions(portal);
    const foreign: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { origin: 'http://localhost:8080.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'cross-site' },
    ];
    for (const extra of foreign) {
      const response = await portal.app.inject({
        method: 'POST',
        url: ACCEPT,
        headers: anna.headers(extra),
        payload: { applyAt: applyAt() },
      });
      expectRefused(response);
      expect(response.json().message).toMatch(/^Cross-(site|origin) request refused/);
    }
    // Registration is public, and refused the same way.
    const registrations = count(portal.app, 'registrations');
    const registration = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: { ...(await anonymousHeaders(portal)), origin: EVIL },
      payload: {
        firstName: 'A',
        lastName: 'B',
        gender: 'male',
        email: 'x.y@example.com',
        telephone: '0612345678',
        companyName: 'C',
        acceptTerms: true,
      },
    });
    expectRefused(registration);
    expect(count(portal.app, 'registrations')).toBe(registrations);
    expect(decisions(portal)).toBe(before);

    // The portal's own origin (under either loopback name of the demo) and same-origin fetches pass.
    const own: Record<string, string>[] = [
      { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
    ];
    for (const extra of own) {
      const response = await portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: { ...anna.headers(extra), host: 'localhost:80' },
        payload: { customerId: 'contoso' },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

async function anonymousHeaders(portal: TestPortal): Promise<Record<string, string>> {
  const first = await portal.app.inject({ url: ApiPaths.publicSettings });
  const csrf = cookieOf(first, CSRF_COOKIE)!;
  return { cookie: pair(CSRF_COOKIE, csrf), [CSRF_HEADER]: csrf };
}
