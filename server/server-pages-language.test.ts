import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ApiPaths, CSRF_COOKIE } from '../core/contract';
import { localize } from './http/index-page';
import { SERVER_PAGE_TEXTS } from './http/page-texts';
import {
  cookieOf,
  count,
  createTestPortal,
  makeTempDir,
  signIn,
  type TempDir,
  type TestPortal,
} from './plugin-api/testing';
import { BRAM_DEFAULT_ACTION_ID, CONTOSO_HOMEPAGE_ACTION_ID } from './demo/demo-ids';

/** index.html as esbuild.config.mjs writes it (the parts the server localizes). */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head><title>Customer portal</title></head>
  <body>
    <div id="root"><div class="boot-loading" role="status">Loading, please wait...</div></div>
    <noscript>This portal needs JavaScript.</noscript>
  </body>
</html>
`;

describe("pages the server renders follow the reader's language", () => {
  let portal: TestPortal;
  let temp: TempDir;
  beforeAll(async () => {
    temp = makeTempDir();
    writeFileSync(path.join(temp.distDir, 'index.html'), BUILT_INDEX);
    portal = await createTestPortal({ dir: temp });
  });
  afterAll(async () => {
    await portal.close();
    temp.cleanup();
  });

  const get = (url: string, acceptLanguage: string) =>
    portal.app.inject({ url, headers: { accept: 'text/html', 'accept-language': acceptLanguage } });

  it.each(['/', '/action/12', '/index.html'])(
    '%s: the start page is Dutch for a Dutch browser before any script runs',
    async (url) => {
      const response = await get(url, 'nl-NL,nl;q=0.9');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-language']).toBe('nl');
      expect(String(response.headers.vary)).toMatch(/Accept-Language/);
      expect(response.body).toContain('<html lang="nl">');
      expect(response.body).toContain('role="status">Laden, even geduld...</div>');
      expect(response.body).toContain('<noscript>Dit portaal heeft JavaScript nodig.</noscript>');
      expect(response.body).not.toContain('Loading, please wait');
    },
  );

  it('keeps the built English start page for any other browser', async () => {
    const response = await get('/settings', 'de-DE');
    expect(response.headers['content-language']).toBe('en');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(String(response.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // Beside the built page: the style nonce and the preloads of the first calls (server/http/first-calls.ts).
    const built = response.body
      .replace(/\n?\s*<meta property="csp-nonce" nonce="[^"]+">/, '')
      .replace(/\n?\s*<link rel="preload" [^>]+>/g, '');
    expect(built).toBe(BUILT_INDEX);
    expect(response.body).toContain('<link rel="preload" href="/account/me" as="fetch" crossorigin="anonymous">');
  });

  it.each([
    ['anna', CONTOSO_HOMEPAGE_ACTION_ID, 'the menu item flagged isHomepage'],
    ['bram', BRAM_DEFAULT_ACTION_ID, 'his default action (no homepage item)'],
  ])('the home page of %s preloads the action it opens (%i: %s), the other pages do not', async (userId, actionId) => {
    const reader = await signIn(portal.app, userId);
    const page = (url: string) => portal.app.inject({ url, headers: { ...reader.headers(), accept: 'text/html' } });
    const preload = `<link rel="preload" href="/api/action/${actionId}/" as="fetch" crossorigin="anonymous">`;
    expect((await page('/')).body).toContain(preload);
    expect((await page('/settings')).body).not.toContain(preload);
    const menuPreload = '<link rel="preload" href="/api/menuitems/" as="fetch" crossorigin="anonymous">';
    expect((await page('/settings')).body).toContain(menuPreload);
  });

  it('localizes the texts esbuild writes (kept in step with esbuild.config.mjs)', () => {
    const dutch = localize(BUILT_INDEX, 'nl');
    for (const text of [SERVER_PAGE_TEXTS.en.bootLoading, SERVER_PAGE_TEXTS.en.noScript])
      expect(dutch).not.toContain(text);
    expect(localize(BUILT_INDEX, 'en')).toBe(BUILT_INDEX);
  });

  it("a sign-in form posted with a stale token gets a 403 page in the reader's language, and no session", async () => {
    const sessions = count(portal.app, 'sessions');
    const first = await get(ApiPaths.login, 'nl');
    const csrf = cookieOf(first, CSRF_COOKIE)!;
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      headers: {
        cookie: `${CSRF_COOKIE}=${csrf}`,
        accept: 'text/html',
        'accept-language': 'nl',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _csrf: 'stale'.repeat(10), userId: 'anna' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain(SERVER_PAGE_TEXTS.nl.formExpiredTitle);
    expect(response.body).toContain(`<a class="button-link" href="/">${SERVER_PAGE_TEXTS.nl.backToPortal}</a>`);
    expect(cookieOf(response, 'portal_session')).toBeUndefined();
    expect(count(portal.app, 'sessions')).toBe(sessions);
  });

  it('an API call without the token still gets the JSON 403', async () => {
    const response = await portal.app.inject({ method: 'POST', url: ApiPaths.login, payload: { userId: 'anna' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('the page for an unbuilt front-end speaks Dutch to a Dutch browser', async () => {
    rmSync(path.join(temp.distDir, 'index.html'));
    try {
      const dutch = await get('/', 'nl');
      expect(dutch.statusCode).toBe(404);
      expect(dutch.body).toContain('<html lang="nl">');
      expect(dutch.body).toContain(SERVER_PAGE_TEXTS.nl.notBuiltTitle);
      const english = await get('/', 'en');
      expect(english.body).toContain(SERVER_PAGE_TEXTS.en.notBuiltTitle);
    } finally {
      writeFileSync(path.join(temp.distDir, 'index.html'), BUILT_INDEX);
    }
  });
});
