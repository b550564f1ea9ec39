import { ApiPaths, SESSION_COOKIE } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { createTestPortal, signIn, type Browser, type TestPortal } from '../../server/plugin-api/testing';
import { SERVER_PAGE_TEXTS } from '../../server/http/page-texts';

/**
 * GET /account/logout (the spec's sign-out path, the top bar's link) signs out at once only when the request
 * comes from the portal's own pages or is typed; a link on another site gets a confirmation page instead.
 */
describe('GET /account/logout from another site asks before signing out', () => {
  let portal: TestPortal;
  let own: string;
  beforeAll(async () => {
    portal = await createTestPortal();
    own = portal.app.portal.config.publicOrigin;
  });
  afterAll(() => portal.close());

  const signedIn = async (browser: Browser) =>
    (await portal.app.inject({ url: ApiPaths.identity, headers: browser.headers() })).json().isAuthenticated === true;

  const logout = (browser: Browser, headers: Record<string, string>) =>
    portal.app.inject({ url: ApiPaths.logout, headers: { ...browser.headers(), accept: 'text/html', ...headers } });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site same-origin (the top bar)', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed)', { 'sec-fetch-site': 'none' }],
    ['no Sec-Fetch-Site, a Referer on the portal', { referer: 'PORTAL/settings' }],
    ['no Sec-Fetch-Site, the Origin of the portal', { origin: 'PORTAL' }],
  ])('signs out at once: %s', async (_label, headers) => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const fixed = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace('PORTAL', own)]),
    );
    const response = await logout(anna, fixed);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/logout');
    expect(await signedIn(anna)).toBe(false);
  });

  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Sec-Fetch-Site, a Referer elsewhere', { referer: 'https://evil.example/page' }],
    ['no Sec-Fetch-Site, Origin null', { origin: 'null' }],
    ['no header that tells', {}],
  ])('asks first, signing nobody out: %s', async (_label, headers) => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const response = await logout(anna, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(response.body).toContain(`<h1>${SERVER_PAGE_TEXTS.en.signOutTitle}</h1>`);
    expect(response.body).toContain(`<form method="post" action="${ApiPaths.logout}">`);
    expect(response.body).toContain(`name="_csrf" value="${anna.csrf}"`);
    expect(await signedIn(anna)).toBe(true);
  });

  it("asks in the reader's language", async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const response = await logout(anna, { 'sec-fetch-site': 'cross-site', 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(response.headers['content-language']).toBe('nl');
    expect(response.body).toContain('<html lang="nl">');
    for (const text of [
      SERVER_PAGE_TEXTS.nl.signOutTitle,
      SERVER_PAGE_TEXTS.nl.signOutText,
      SERVER_PAGE_TEXTS.nl.signOutButton,
      SERVER_PAGE_TEXTS.nl.backToPortal,
    ]) {
      expect(response.body).toContain(text);
    }
  });

  it('signs out when the confirmation form is posted with its token, and not without it', async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const post = (form: Record<string, string>) =>
      portal.app.inject({
        method: 'POST',
        url: ApiPaths.logout,
        headers: {
          cookie: anna.headers().cookie,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          origin: own,
        },
        payload: new URLSearchParams(form).toString(),
      });
    const forged = await post({});
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain(SERVER_PAGE_TEXTS.en.formExpiredTitle);
    expect(await signedIn(anna)).toBe(true);

    const confirmed = await post({ _csrf: anna.csrf });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe('/logout');
    expect(await signedIn(anna)).toBe(false);
  });

  it('sends a signed-out visitor on to /logout: there is nothing to confirm', async () => {
    const response = await portal.app.inject({ url: ApiPaths.logout, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/logout');
  });
});
