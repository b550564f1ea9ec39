import { ApiPaths, CSRF_COOKIE } from '../core/contract';
import { LOGIN_PAGE_TEXTS } from './features/login-page-texts';
import { pageLanguage } from './http/html';
import { cookieOf, count, createTestPortal, type TestPortal } from './plugin-api/testing';

/** The visible text of a server-rendered page: tags dropped, entities of the escaper undone, spaces folded. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Every fixed text of the page in one language (functions called with a sample argument). */
const textsOf = (lang: 'en' | 'nl') =>
  Object.values(LOGIN_PAGE_TEXTS[lang]).map((text) =>
    typeof text === 'function' ? text('X').replace('X', '').trim() : text,
  );

describe('the language of a server-rendered page', () => {
  it.each([
    ['nl', 'nl'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    ['nl-BE', 'nl'],
    ['NL-nl', 'nl'],
    ['en-US,en;q=0.9,nl;q=0.8', 'en'],
    ['de-DE,nl;q=0.9', 'en'],
    // The most preferred entry decides, wherever it stands in the header.
    ['en;q=0.5, nl;q=0.9', 'nl'],
    ['nl;q=0, en', 'en'],
    ['*, nl;q=0.5', 'nl'],
    ['nld', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['nl;q=abc', 'en'],
  ])('Accept-Language %j gives %s', (header, expected) => {
    expect(pageLanguage(header)).toBe(expected);
  });
});

describe('sign-in page', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(async () => {
    await portal.close();
  });

  const page = (acceptLanguage?: string) =>
    portal.app.inject({
      url: ApiPaths.login,
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });

  it('is English for an English browser, with lang="en" and every text in English', async () => {
    const response = await page('en-GB,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
    expect(response.body).toMatch(/<html lang="en">/);
    const text = visibleText(response.body);
    expect(text).toContain('Sign in to Service Portal');
    expect(text).toContain('Sign in as Anna');
    expect(text).toContain('Back to the portal');
    expect(response.body).toContain('<a href="/accessibility">Accessibility statement</a>');
    expect(text).toContain('a scheduled account deletion');
    expect(response.body).toContain('<title>Sign in - Service Portal</title>');
    for (const dutch of textsOf('nl')) expect(text).not.toContain(dutch);
  });

  it('is Dutch for a Dutch browser, with lang="nl", the demo users described in Dutch and no English text', async () => {
    const response = await page('nl-NL,nl;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('nl');
    expect(response.body).toMatch(/<html lang="nl">/);
    expect(response.body).toContain('<title>Inloggen - Service Portal</title>');
    const text = visibleText(response.body);
    expect(text).toContain('Inloggen bij Service Portal');
    expect(text).toContain('Dit is een demo-omgeving.');
    for (const name of ['Anna', 'Bram', 'Carla', 'Dirk']) expect(text).toContain(`Inloggen als ${name}`);
    expect(text).toContain('een geplande verwijdering van het account');
    expect(text).toContain('Terug naar het portaal');
    expect(response.body).toContain('<a href="/accessibility">Toegankelijkheidsverklaring</a>');
    for (const english of textsOf('en')) expect(text).not.toContain(english);
    // The stored (English) demo descriptions do not leak onto the Dutch page.
    const stored = portal.app.portal.db
      .prepare("SELECT demo_description FROM users WHERE demo_description <> ''")
      .pluck()
      .all() as string[];
    expect(stored.length).toBeGreaterThanOrEqual(4);
    for (const description of stored) expect(text).not.toContain(description);
  });

  it('is English when the browser sends no language', async () => {
    const response = await page();
    expect(response.body).toMatch(/<html lang="en">/);
    expect(visibleText(response.body)).toContain('Sign in to Service Portal');
  });

  it('marks the signed-in user in the page language', async () => {
    const first = await page('nl');
    const csrf = cookieOf(first, CSRF_COOKIE)!;
    const signedIn = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      headers: { cookie: `${CSRF_COOKIE}=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, userId: 'bram' }).toString(),
    });
    const session = signedIn.cookies.find((c) => c.name === 'portal_session')!.value;
    const again = await portal.app.inject({
      url: ApiPaths.login,
      headers: { 'accept-language': 'nl', cookie: `${CSRF_COOKIE}=${csrf}; portal_session=${session}` },
    });
    expect(again.body).toContain('<span class="badge">ingelogd</span>');
    expect(again.body).not.toContain('signed in');
  });

  describe('a browser posting an unknown user', () => {
    const post = async (acceptLanguage: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') => {
      const first = await page(acceptLanguage);
      const csrf = cookieOf(first, CSRF_COOKIE)!;
      return portal.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        headers: {
          cookie: `${CSRF_COOKIE}=${csrf}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept,
          'accept-language': acceptLanguage,
        },
        payload: new URLSearchParams({ _csrf: csrf, userId: 'nobody' }).toString(),
      });
    };

    it('gets a 404 page in Dutch that leads back to the sign-in page, and no session', async () => {
      const sessions = count(portal.app, 'sessions');
      const response = await post('nl-NL');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toMatch(/<html lang="nl">/);
      const text = visibleText(response.body);
      expect(text).toContain('Inloggen mislukt');
      expect(text).toContain('Deze demogebruiker bestaat niet (meer).');
      expect(response.body).toContain(`href="${ApiPaths.login}"`);
      expect(text).toContain('Terug naar de inlogpagina');
      for (const english of textsOf('en')) expect(text).not.toContain(english);
      expect(cookieOf(response, 'portal_session')).toBeUndefined();
      expect(count(portal.app, 'sessions')).toBe(sessions);
    });

    it('gets the same page in English for an English browser', async () => {
      const response = await post('en-US');
      expect(response.statusCode).toBe(404);
      expect(response.body).toMatch(/<html lang="en">/);
      expect(visibleText(response.body)).toContain('Sign-in failed This demo user does not exist (any more).');
    });

    it('gets the JSON error when it asks for JSON (an API client)', async () => {
      const response = await post('nl', 'application/json');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  describe('returning to the page the user came from', () => {
    const signInWith = async (returnUrl: string | undefined) => {
      const first = await page('en');
      const csrf = cookieOf(first, CSRF_COOKIE)!;
      const form = new URLSearchParams({ _csrf: csrf, userId: 'anna' });
      if (returnUrl !== undefined) form.set('returnUrl', returnUrl);
      return portal.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        headers: { cookie: `${CSRF_COOKIE}=${csrf}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    };

    it('carries a portal path from the query into every sign-in form and the way back', async () => {
      const response = await portal.app.inject({
        url: `${ApiPaths.login}?returnUrl=${encodeURIComponent('/action/102?x=1&y="2"')}`,
      });
      const fields = response.body.match(/name="returnUrl" value="[^"]*"/g) ?? [];
      expect(fields.length).toBeGreaterThanOrEqual(4);
      for (const field of fields) expect(field).toBe('name="returnUrl" value="/action/102?x=1&amp;y=&quot;2&quot;"');
      expect(response.body).toContain('<a href="/action/102?x=1&amp;y=&quot;2&quot;">');
    });

    it('redirects to the page asked for after signing in', async () => {
      const response = await signInWith('/action/102?embed=true');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/action/102?embed=true');
      expect(cookieOf(response, 'portal_session')).toBeDefined();
    });

    it.each([
      ['another site', 'https://evil.example/'],
      ['a protocol-relative address', '//evil.example/x'],
      ['a backslash address', '/\\evil.example'],
      ['a script', 'javascript:alert(1)'],
      ['a header break', '/x\r\nSet-Cookie: a=b'],
      ['the sign-in page itself', '/account/login?returnUrl=/x'],
      ['the sign-out path', '/account/logout'],
      ['nothing', undefined],
    ])('lands on / for %s', async (_label, returnUrl) => {
      const response = await signInWith(returnUrl);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    });

    it('does not put an unsafe address into the page', async () => {
      const response = await portal.app.inject({
        url: `${ApiPaths.login}?returnUrl=${encodeURIComponent('https://evil.example/')}`,
      });
      expect(response.body).not.toContain('evil.example');
      expect(response.body).toContain('name="returnUrl" value="/"');
    });
  });
});
