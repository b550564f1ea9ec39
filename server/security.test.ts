import type { FastifyInstance } from 'fastify';
import { ApiPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../core/contract';
import { XSS_PROBE, XSS_USER_ID, seedXssFixture } from './demo/xss-fixture';
import { anonymous, cookieOf, count, createTestPortal, signIn, type TestPortal } from './plugin-api/testing';

interface DocOperation {
  security: Record<string, string[]>[];
}
type Doc = { paths: Record<string, Record<string, DocOperation>> };

/** Every documented operation with its path parameters filled in. */
async function operations(app: FastifyInstance) {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as Doc;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase() as 'GET' | 'POST',
      url: path.replace(/\{[^}]+\}/g, '102'),
      needsSession: op.security.some((s) => 'sessionCookie' in s),
    })),
  );
}

const UNSAFE_CALLS = [
  {
    url: ApiPaths.register,
    payload: {
      firstName: 'A',
      lastName: 'B',
      gender: 'male',
      email: 'a.b@example.com',
      telephone: '0612345678',
      companyName: 'C',
      acceptTerms: true,
    },
  },
  // Last: it moves Anna to a customer without action 102.
  { url: ApiPaths.activeCustomer, payload: { customerId: 'fabrikam' } },
];

function snapshot(app: FastifyInstance) {
  return {
    registrations: count(app, 'registrations'),
    reportLog: count(app, 'report_log'),
    sessions: count(app, 'sessions'),
    active: app.portal.db.prepare("SELECT active_customer_id FROM users WHERE id = 'anna'").pluck().get(),
  };
}

describe('session and CSRF', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('every /api route but the public ones answers 401 JSON without a session', async () => {
    const ops = await operations(portal.app);
    expect(ops.length).toBeGreaterThanOrEqual(15);
    const browser = await anonymous(portal.app);
    for (const op of ops.filter((o) => o.needsSession)) {
      const response = await portal.app.inject({
        method: op.method,
        url: op.url,
        headers: browser.headers(),
        payload: op.method === 'GET' ? undefined : {},
      });
      expect([op.url, response.statusCode]).toEqual([op.url, 401]);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Not signed in.' });
    }
    expect(ops.filter((o) => !o.needsSession).map((o) => `${o.method} ${o.url}`)).toEqual(
      expect.arrayContaining(['GET /account/me', 'GET /app/publicsettings', 'POST /api/account/register']),
    );
  });

  test('GET /account/me signed out is 200 with isAuthenticated false', async () => {
    const response = await portal.app.inject({ url: ApiPaths.identity });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isAuthenticated: false, isAuthorized: false, customers: [] });
  });

  test('a state-changing call without, or with a wrong, CSRF token is 403 and writes nothing', async () => {
    const anna = await signIn(portal.app, 'anna');
    const before = snapshot(portal.app);
    const variants: Record<string, string>[] = [
      { cookie: `${SESSION_COOKIE}=${anna.session}; ${CSRF_COOKIE}=${anna.csrf}` },
      anna.headers({ [CSRF_HEADER]: 'A'.repeat(43) }),
      anna.headers({ [CSRF_HEADER]: '' }),
      { cookie: `${SESSION_COOKIE}=${anna.session}`, [CSRF_HEADER]: anna.csrf },
      { cookie: `${SESSION_COOKIE}=${anna.session}; ${CSRF_COOKIE}=short`, [CSRF_HEADER]: 'short' },
    ];
    for (const call of UNSAFE_CALLS) {
      for (const headers of variants) {
        const response = await portal.app.inject({ method: 'POST', url: call.url, headers, payload: call.payload });
        expect([call.url, response.statusCode]).toEqual([call.url, 403]);
        expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
    }
    expect(snapshot(portal.app)).toEqual(before);
    // The same calls with the token go through, so the 403s above came from the CSRF check.
    for (const call of UNSAFE_CALLS) {
      const response = await portal.app.inject({
        method: 'POST',
        url: call.url,
        headers: anna.headers(),
        payload: call.payload,
      });
      expect([call.url, response.statusCode]).toEqual([call.url, call.url === ApiPaths.register ? 201 : 200]);
    }
    expect(snapshot(portal.app)).not.toEqual(before);
  });

  test('sign-in needs the CSRF token and a known user; it sets a signed HttpOnly Lax cookie', async () => {
    const page = await portal.app.inject({ url: ApiPaths.login });
    const csrf = cookieOf(page, CSRF_COOKIE)!;
    const form = (fields: Record<string, string>, cookie = `${CSRF_COOKIE}=${csrf}`) =>
      portal.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const sessions = count(portal.app, 'sessions');
    expect((await form({ userId: 'anna' })).statusCode).toBe(403);
    expect((await form({ userId: 'anna', _csrf: csrf }, '')).statusCode).toBe(403);
    expect((await form({ userId: 'nobody', _csrf: csrf })).statusCode).toBe(404);
    expect((await form({ _csrf: csrf })).statusCode).toBe(400);
    expect(count(portal.app, 'sessions')).toBe(sessions);

    const ok = await form({ userId: 'bram', _csrf: csrf });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/');
    const cookie = ok.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/\./);
    expect(count(portal.app, 'sessions')).toBe(sessions + 1);
    // Only the token's hash is stored.
    const stored = portal.app.portal.db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(stored.some((h) => cookie.value.includes(h))).toBe(false);
  });

  test('a tampered or unknown session cookie counts as signed out', async () => {
    const anna = await signIn(portal.app, 'anna');
    const [token, signature] = anna.session!.split('.');
    const tampered = [`${token}x.${signature}`, token, `${'A'.repeat(43)}.${signature}`, 'garbage', ''];
    for (const value of tampered) {
      const response = await portal.app.inject({
        url: ApiPaths.menuItems,
        headers: { cookie: `${SESSION_COOKIE}=${value}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  test('sign-out ends the session and redirects to /logout', async () => {
    const anna = await signIn(portal.app, 'anna');
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).statusCode).toBe(200);
    const out = await portal.app.inject({
      url: ApiPaths.logout,
      headers: anna.headers({ 'sec-fetch-site': 'same-origin' }),
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/logout');
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() })).statusCode).toBe(401);
    const again = await signIn(portal.app, 'anna');
    const post = await portal.app.inject({ method: 'POST', url: ApiPaths.logout + '/', headers: again.headers() });
    expect(post.statusCode).toBe(303);
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: again.headers() })).statusCode).toBe(401);
  });

  test('the CSRF cookie is set, script-readable and strict, on any answer that lacks one (also errors)', async () => {
    for (const url of ['/app/publicsettings', '/api/menuitems', '/nope.json', '/static/theme.css', '/account/login']) {
      const response = await portal.app.inject({ url });
      const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
      expect([url, cookie?.value]).toEqual([url, expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.sameSite).toBe('Strict');
    }
    const browser = await anonymous(portal.app);
    const response = await portal.app.inject({ url: '/app/publicsettings', headers: browser.headers() });
    expect(cookieOf(response, CSRF_COOKIE)).toBeUndefined();
  });
});

describe('security headers and the sign-in page', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
    seedXssFixture(portal.app.portal.db);
  });
  afterAll(() => portal.close());

  test('every kind of answer carries the security headers and a CSP without inline script', async () => {
    const anna = await signIn(portal.app, 'anna');
    const answers = await Promise.all([
      portal.app.inject({ url: '/app/publicsettings' }),
      portal.app.inject({ url: '/account/login' }),
      portal.app.inject({ url: '/action/3', headers: { accept: 'text/html' } }),
      portal.app.inject({ url: '/assets/main-ABC123.js' }),
      portal.app.inject({ url: '/static/theme.css' }),
      portal.app.inject({ url: '/api/unknown' }),
      portal.app.inject({ url: '/api/menuitems' }),
      portal.app.inject({
        method: 'POST',
        url: ApiPaths.activeCustomer,
        headers: anna.headers({ 'content-type': 'application/json' }),
        payload: '{bad',
      }),
      portal.app.inject({ url: '/demo/service-status' }),
    ]);
    for (const response of answers) {
      const h = response.headers;
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['referrer-policy']).toBeTruthy();
      expect(h['permissions-policy']).toBeTruthy();
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      const csp = String(h['content-security-policy']);
      const directives = Object.fromEntries(
        csp
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([k, ...v]) => [k, v]),
      );
      expect(directives['script-src']).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      // No inline style: the SPA's page allows its own nonce's <style> elements only.
      expect(directives['style-src']).toEqual(expect.arrayContaining(["'self'"]));
      expect(directives['style-src']).not.toContain("'unsafe-inline'");
      expect(
        directives['style-src']
          .filter((source) => source !== "'self'")
          .every((source) => /^'nonce-[A-Za-z0-9+/=]+'$/.test(source)),
      ).toBe(true);
      expect(directives['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
      expect(directives['img-src']).not.toContain('https:');
      expect(directives['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://app.powerbi.com']));
      expect(directives['frame-src']).not.toContain('https:');
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['form-action']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'self'"]);
    }
  });

  test('the sign-in page lists the demo users, has no script, and escapes data', async () => {
    const response = await portal.app.inject({ url: ApiPaths.login + '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
    for (const name of ['Anna de Vries', 'Bram Jansen', 'Carla Smit', 'Dirk Visser']) expect(html).toContain(name);
    expect(html).toContain('run-as');
    expect(html).toContain('default action');
    expect(html).toContain('not authorized');
    expect(html).toMatch(/Restricted permissions/);
    const csrf = cookieOf(response, CSRF_COOKIE)!;
    expect(html.match(new RegExp(`name="_csrf" value="${csrf}"`, 'g'))?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('/static/login.css');
    expect((await portal.app.inject({ url: '/static/login.css' })).statusCode).toBe(200);
    // The XSS fixture's user is listed escaped, never as markup.
    expect(html).not.toContain(XSS_PROBE);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('data with markup comes back as JSON text, never as HTML', async () => {
    const probe = await signIn(portal.app, XSS_USER_ID);
    const me = await portal.app.inject({ url: ApiPaths.identity, headers: probe.headers() });
    expect(me.headers['content-type']).toMatch(/^application\/json/);
    expect(me.json().customers[0].customerName).toContain(XSS_PROBE);
    const menu = await portal.app.inject({ url: ApiPaths.menuItems, headers: probe.headers() });
    expect(menu.json()[0].name).toContain(XSS_PROBE);
  });

  test('the demo users do not include the XSS fixture in a fresh demo database', async () => {
    const fresh = await createTestPortal();
    try {
      const html = (await fresh.app.inject({ url: ApiPaths.login })).body;
      expect(html).not.toContain('onerror');
      expect(fresh.app.portal.db.prepare("SELECT COUNT(*) FROM customers WHERE name LIKE '%<%'").pluck().get()).toBe(0);
      expect(fresh.app.portal.db.prepare("SELECT COUNT(*) FROM menu_items WHERE name LIKE '%<%'").pluck().get()).toBe(
        0,
      );
    } finally {
      await fresh.close();
    }
  });
});

test('behind a trusted TLS proxy the cookies are Secure and HSTS is sent', async () => {
  const portal = await createTestPortal({ config: { trustProxy: true } });
  try {
    const response = await portal.app.inject({ url: ApiPaths.login, headers: { 'x-forwarded-proto': 'https' } });
    // Over TLS the cookie is a __Host- one (Secure, Path=/, no Domain): a sibling subdomain cannot set it.
    expect(response.cookies.find((c) => c.name === `__Host-${CSRF_COOKIE}`)).toMatchObject({ secure: true, path: '/' });
    expect(response.cookies.find((c) => c.name === `__Host-${CSRF_COOKIE}`)?.domain).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await portal.app.inject({ url: ApiPaths.login });
    expect(plain.cookies.find((c) => c.name === CSRF_COOKIE)?.secure).toBeFalsy();
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  } finally {
    await portal.close();
  }
});
