import { readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod/mini';
import { ApiPaths, RegistrationRequest } from '../core/contract';
import { createTestPortal, type TestPortal } from './plugin-api/testing';

describe('the built SPA and static files', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test.each(['/', '/action/12', '/settings', '/register', '/logout', '/deep/link/x?y=1'])(
    'GET %s accepting HTML gives index.html, not cached',
    async (url) => {
      const response = await portal.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  test('the SPA fallback is only for HTML GETs outside the API', async () => {
    expect((await portal.app.inject({ url: '/action/12', headers: { accept: 'application/json' } })).statusCode).toBe(
      404,
    );
    expect(
      (await portal.app.inject({ method: 'POST', url: '/action/12', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
    const api = await portal.app.inject({ url: '/api/whatever', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(
      (await portal.app.inject({ url: '/assets/missing-123.js', headers: { accept: 'text/html' } })).statusCode,
    ).toBe(404);
  });

  test('hashed assets are immutable and compressed; meta.json is not served', async () => {
    const asset = await portal.app.inject({
      url: '/assets/main-ABC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const gz = await portal.app.inject({ url: '/assets/main-ABC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await portal.app.inject({ url: '/meta.json' })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    expect((await portal.app.inject({ url: '/assets/../../etc/passwd' })).statusCode).toBe(404);
  });

  test('an asset the build compressed is sent as the build wrote it; the compressed copies have no address of their own', async () => {
    const raw = `console.log(${JSON.stringify('y'.repeat(3000))});`;
    const file = path.join(portal.distDir, 'assets', 'chunk-PRE123.js');
    writeFileSync(file, raw);
    // Recognisable bytes: a copy compressed on the fly could not equal them.
    const br = brotliCompressSync(Buffer.from(raw), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(Buffer.from(raw), { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    const asBr = await portal.app.inject({
      url: '/assets/chunk-PRE123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asBr.statusCode).toBe(200);
    expect(asBr.headers['content-encoding']).toBe('br');
    expect(asBr.headers['content-type']).toMatch(/javascript/);
    expect(asBr.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asBr.rawPayload.equals(br)).toBe(true);
    const asGz = await portal.app.inject({ url: '/assets/chunk-PRE123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asGz.headers['content-encoding']).toBe('gzip');
    expect(asGz.rawPayload.equals(gz)).toBe(true);
    const plain = await portal.app.inject({
      url: '/assets/chunk-PRE123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.body).toBe(raw);
    for (const url of ['/assets/chunk-PRE123.js.br', '/assets/chunk-PRE123.js.gz']) {
      expect((await portal.app.inject({ url })).statusCode).toBe(404);
    }
  });

  test('a source map, a range and HEAD are answered like the rest of the bundle', async () => {
    writeFileSync(path.join(portal.distDir, 'assets', 'main-ABC123.js.map'), '{"version":3}');
    // Source maps where they are served (served-files.ts: this demo portal does), else not.
    const map = await portal.app.inject({ url: '/assets/main-ABC123.js.map' });
    expect([map.statusCode, map.body]).toEqual([200, '{"version":3}']);
    const withoutMaps = await createTestPortal({ config: { serveSourceMaps: false } });
    try {
      writeFileSync(path.join(withoutMaps.distDir, 'assets', 'main-ABC123.js.map'), '{"version":3}');
      expect((await withoutMaps.app.inject({ url: '/assets/main-ABC123.js.map' })).statusCode).toBe(404);
    } finally {
      await withoutMaps.close();
    }
    const range = await portal.app.inject({
      url: '/assets/main-ABC123.js',
      headers: { range: 'bytes=0-6', 'accept-encoding': 'identity' },
    });
    expect([range.statusCode, range.body]).toEqual([206, 'console']);
    const head = await portal.app.inject({
      method: 'HEAD',
      url: '/assets/main-ABC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect([head.statusCode, head.body, head.headers['cache-control']]).toEqual([
      200,
      '',
      'public, max-age=31536000, immutable',
    ]);
    expect((await portal.app.inject({ url: '/assets/..%2Fmeta.json' })).statusCode).toBe(404);
    expect((await portal.app.inject({ url: '/assets/main-ABC123.js.br' })).statusCode).toBe(404);
  });

  test('theme.css defines the variables for each theme class', async () => {
    const css = (await portal.app.inject({ url: '/static/theme.css' })).body;
    for (const theme of ['.theme1', '.theme2', '.theme-dark']) {
      const block = css.slice(css.indexOf(`${theme} {`));
      expect(block).toMatch(/--portal-primary:\s*#[0-9a-f]{6}/i);
    }
  });

  test('every customer has a logo and a stylesheet that are served', async () => {
    const customers = portal.app.portal.db.prepare('SELECT logo_url, custom_stylesheet FROM customers').all() as {
      logo_url: string;
      custom_stylesheet: string;
    }[];
    expect(customers.length).toBeGreaterThanOrEqual(3);
    for (const c of customers) {
      const logo = await portal.app.inject({ url: c.logo_url });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(logo.body).not.toMatch(/<script/i);
      const css = await portal.app.inject({ url: c.custom_stylesheet });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
    }
    const dirs = readdirSync(path.resolve('server/static/customers'));
    expect(dirs.sort()).toEqual(['contoso', 'fabrikam', 'northwind']);
  });
});

describe('GET /api/openapi.json', () => {
  test('documents every call of the contract from the zod schemas', async () => {
    const portal = await createTestPortal();
    try {
      const response = await portal.app.inject({ url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      const strip = (p: string) => p.replace(/\/$/, '');
      const paths = Object.keys(doc.paths);
      for (const p of [
        ApiPaths.identity,
        ApiPaths.accountInfo,
        ApiPaths.tenants,
        ApiPaths.monitoring,
        ApiPaths.activeCustomer,
        ApiPaths.register,
        ApiPaths.publicSettings,
        ApiPaths.menuItems,
        ApiPaths.login,
        ApiPaths.logout,
      ]) {
        expect(paths).toContain(strip(p));
      }
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/action/{id}',
          '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}',
          '/api/Report/LogDataSelected/{actionId}',
          '/api/Report/LogPageChange/{actionId}',
          '/api/Report/LogPageLoaded/{actionId}',
        ]),
      );
      const register = doc.paths['/api/account/register'].post;
      const expected = z.toJSONSchema(RegistrationRequest, { io: 'input', unrepresentable: 'any' }) as {
        required: string[];
      };
      expect(register.requestBody.content['application/json'].schema.required).toEqual(expected.required);
      expect(register.responses['201']).toBeDefined();
      expect(register.responses['400'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ApiError',
      });
      const me = doc.paths['/account/me'].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(me.properties)).toEqual(
        expect.arrayContaining(['userName', 'isAuthenticated', 'customers', 'defaultActionId']),
      );
      expect(doc.paths['/api/action/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
      expect(doc.components.securitySchemes.csrfHeader).toEqual({ type: 'apiKey', in: 'header', name: 'x-csrf-token' });
    } finally {
      await portal.close();
    }
  });
});

test('without a built SPA the server still starts: the API works and pages explain how to build', async () => {
  const portal = await createTestPortal({ config: { distDir: path.join(tmpdir(), 'portal-no-such-dist') } });
  try {
    const page = await portal.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('npm run build');
    expect((await portal.app.inject({ url: ApiPaths.publicSettings })).statusCode).toBe(200);
  } finally {
    await portal.close();
  }
});
