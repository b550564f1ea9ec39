import { connect } from 'node:net';
import { ApiPaths } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { signIn, type TestPortal } from '../../server/plugin-api/testing';
import { directivesOf, expectSecurityHeaders, portalWithBuildFiles } from './security-kit';

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('every kind of answer carries the security headers', () => {
  let portal: TestPortal;
  let anna: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    portal = await portalWithBuildFiles();
    anna = await signIn(portal.app, DemoUsers.anna);
  });
  afterAll(() => portal.close());

  const samples: [
    string,
    () => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>,
    number,
  ][] = [
    ['a page', () => portal.app.inject({ url: '/action/102', headers: HTML }), 200],
    ['a page signed in', () => portal.app.inject({ url: '/', headers: { ...HTML, ...anna.headers() } }), 200],
    ['API JSON signed out', () => portal.app.inject({ url: ApiPaths.menuItems }), 401],
    ['API JSON signed in', () => portal.app.inject({ url: ApiPaths.menuItems, headers: anna.headers() }), 200],
    ['public settings', () => portal.app.inject({ url: ApiPaths.publicSettings }), 200],
    ['a static file', () => portal.app.inject({ url: '/static/login.css' }), 200],
    ['a bundle file', () => portal.app.inject({ url: '/assets/main-ABC123.js' }), 200],
    ['an API 404', () => portal.app.inject({ url: '/api/no/such/thing' }), 404],
    ['a malformed address (JSON)', () => portal.app.inject({ url: '/%E0%A4%A' }), 400],
    ['a malformed address (page)', () => portal.app.inject({ url: '/%E0%A4%A', headers: HTML }), 400],
    ['a malformed API address', () => portal.app.inject({ url: '/api/%E0%A4%A<script>' }), 400],
    ['a malformed query', () => portal.app.inject({ url: '/api/x?%' }), 404],
  ];

  test.each(samples)('%s', async (_name, ask, status) => {
    const response = await ask();
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response);
  });

  test.each(['/%E0%A4%A', '/api/%E0%A4%A%3Cscript%3E', '/%E0%A4%A<b>x</b>', '/api/x?%'])(
    'the answer to %s repeats nothing of the address',
    async (url) => {
      for (const headers of [{}, HTML]) {
        const response = await portal.app.inject({ url, headers });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toContain('%E0');
        expect(response.body).not.toContain('<script');
        expect(response.body).not.toContain('<b>');
        expectSecurityHeaders(response);
      }
    },
  );

  test('an early 400 is a JSON error for the API and the localized page for a browser', async () => {
    const json = await portal.app.inject({ url: '/api/%E0%A4%A', headers: HTML });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const page = await portal.app.inject({ url: '/x/%E0%A4%A', headers: { ...HTML, 'accept-language': 'nl-NL' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-language']).toBe('nl');
    expect(page.body).toContain('Dit adres kan niet worden geopend');
  });

  test('an error Node meets before fastify (a broken request line) gets the headers and a JSON body too', async () => {
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = portal.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /<x> HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-security-policy: default-src');
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400 });
    expect(body).not.toContain('<x>');
  });
});

describe('Cache-Control on the API', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await portalWithBuildFiles();
  });
  afterAll(() => portal.close());

  test.each([
    ApiPaths.menuItems,
    ApiPaths.identity,
    ApiPaths.accountInfo,
    ApiPaths.action(102),
    '/api/openapi.json',
    '/api/no/such/thing',
  ])('%s for a signed-in user is not stored (or keeps what the route chose)', async (url) => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const response = await portal.app.inject({ url, headers: anna.headers() });
    expect(['no-store', 'no-cache']).toContain(response.headers['cache-control']);
    if (url !== '/api/openapi.json') expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('HSTS and the CSP source lists', () => {
  test('https public origin: HSTS with includeSubDomains on every answer', async () => {
    const portal = await portalWithBuildFiles({ publicOrigin: 'https://portal.example' });
    for (const url of ['/', ApiPaths.publicSettings, '/%E0%A4%A']) {
      const response = await portal.app.inject({ url, headers: { host: 'portal.example' } });
      if (url !== '/%E0%A4%A')
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    await portal.close();
  });

  test('plain http without a trusted proxy: no HSTS; https through a trusted proxy: HSTS', async () => {
    const portal = await portalWithBuildFiles({ publicOrigin: 'http://localhost:8080', trustProxy: ['127.0.0.1'] });
    const plain = await portal.app.inject({ url: ApiPaths.publicSettings });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await portal.close();
  });

  test('frame-src and img-src list hosts, never a wildcard; a customer page adds its logo and link hosts', async () => {
    const portal = await portalWithBuildFiles({
      demoMode: true,
      publicOrigin: 'http://localhost:8080',
      analyticsFrameOrigin: 'http://127.0.0.1:18081',
    });
    const db = portal.app.portal.db;
    db.prepare("UPDATE customers SET logo_url = 'https://cdn.example/logo.png' WHERE id = 'contoso'").run();
    db.prepare('UPDATE actions SET data = \'{"url":"https://status.example/page"}\' WHERE id = 109').run();
    const anna = await signIn(portal.app, DemoUsers.anna);
    const signedOut = directivesOf(
      (await portal.app.inject({ url: '/', headers: HTML })).headers['content-security-policy'],
    );
    const signedIn = directivesOf(
      (await portal.app.inject({ url: '/', headers: { ...HTML, ...anna.headers() } })).headers[
        'content-security-policy'
      ],
    );
    for (const policy of [signedOut, signedIn]) {
      // The demo's Power BI emulator (ANALYTICS_FRAME_ORIGIN) serves the frames from its own origin.
      expect(policy['frame-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://app.powerbi.com', 'http://127.0.0.1:18081']),
      );
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
      for (const directive of ['frame-src', 'img-src']) {
        expect(policy[directive]).not.toContain('https:');
        expect(policy[directive]).not.toContain('*');
        expect(policy[directive]).not.toContain('http:');
      }
    }
    expect(signedOut['img-src']).not.toContain('https://cdn.example');
    expect(signedIn['img-src']).toContain('https://cdn.example');
    expect(signedIn['frame-src']).toContain('https://status.example');
    await portal.close();
  });

  test("no inline style but the page's nonce: a fresh nonce per page, in the policy and on the page's meta element only", async () => {
    const portal = await portalWithBuildFiles({ demoMode: true, publicOrigin: 'http://localhost:8080' });
    portal.app.portal.db
      .prepare("UPDATE customers SET custom_stylesheet = 'https://brand.example/contoso.css' WHERE id = 'contoso'")
      .run();
    const anna = await signIn(portal.app, DemoUsers.anna);
    const pages = [
      await portal.app.inject({ url: '/', headers: HTML }),
      await portal.app.inject({ url: '/settings', headers: { ...HTML, ...anna.headers() } }),
    ];
    const nonces = pages.map((page) => {
      const policy = directivesOf(page.headers['content-security-policy']);
      const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(page.body)?.[1];
      expect(nonce).toBeDefined();
      for (const directive of ['style-src', 'style-src-elem']) {
        expect(policy[directive]).toContain(`'nonce-${nonce}'`);
        expect(policy[directive]).not.toContain("'unsafe-inline'");
      }
      expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
      expect(page.body.match(/nonce=/g)).toHaveLength(1);
      return { nonce, policy };
    });
    expect(nonces[0].nonce).not.toBe(nonces[1].nonce);
    expect(nonces[1].policy['style-src-elem']).toContain('https://brand.example');
    expect(nonces[0].policy['style-src-elem']).not.toContain('https://brand.example');
    // Every other answer: styles from the portal only.
    const api = directivesOf(
      (await portal.app.inject({ url: '/api/menuitems/', headers: anna.headers() })).headers['content-security-policy'],
    );
    const signInPage = directivesOf(
      (await portal.app.inject({ url: '/account/login', headers: HTML })).headers['content-security-policy'],
    );
    for (const policy of [api, signInPage]) expect(policy['style-src']).toEqual(["'self'"]);
    await portal.close();
  });
});
