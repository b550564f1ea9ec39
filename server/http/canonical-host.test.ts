import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { createTestPortal, type TestPortal } from '../plugin-api/testing';
import { parseCanonicalOrigin } from './canonical-host';
import { ApiPaths } from '../../core/contract';
import { HEALTH_PATH } from '../features/health';

const PORT = 18123;
const CANONICAL = `http://localhost:${PORT}`;

describe('pages asked under another host than the public origin', () => {
  let portal: TestPortal;
  let app: FastifyInstance;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { publicOrigin: CANONICAL, canonicalOrigin: CANONICAL } });
    app = portal.app;
  });
  afterAll(() => portal.close());

  const html = (host: string) => ({ host, accept: 'text/html,application/xhtml+xml' });

  test.each(['/action/102', '/', '/settings?tab=2&x=%20y', '/account/login', '/no/such/page'])(
    'GET %s with Host 127.0.0.1:port -> 308 to the same path and query on the public origin',
    async (url) => {
      const response = await app.inject({ url, headers: html(`127.0.0.1:${PORT}`) });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe(`${CANONICAL}${url}`);
      expect(response.headers['cache-control']).toBe('no-store');
      // No cookies for the host the user is leaving.
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  test('HEAD is redirected as well', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/action/102', headers: html(`127.0.0.1:${PORT}`) });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${CANONICAL}/action/102`);
  });

  test('a path that looks like another host stays on the public origin', async () => {
    const response = await app.inject({ url: '//evil.example/x', headers: html('127.0.0.1') });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${CANONICAL}//evil.example/x`);
    expect(new URL(response.headers.location as string, CANONICAL).origin).toBe(CANONICAL);
  });

  test.each([`localhost:${PORT}`, `LOCALHOST:${PORT}`])("the public origin's own host (%s) is served", async (host) => {
    const response = await app.inject({ url: '/action/102', headers: html(host) });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  test.each(['/api/menuitems/', '/app/publicsettings', '/account/me', '/api/openapi.json'])(
    'API call %s is answered, not redirected',
    async (url) => {
      const response = await app.inject({ url, headers: { host: `127.0.0.1:${PORT}`, accept: 'application/json' } });
      expect(response.statusCode).not.toBe(308);
      expect(response.headers.location).toBeUndefined();
    },
  );

  test('other methods are not redirected (a form post would lose its body)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/account/login',
      headers: html(`127.0.0.1:${PORT}`),
      payload: { userId: 'anna' },
    });
    expect(response.statusCode).not.toBe(308);
  });
});

describe('no canonical origin: nothing is redirected', () => {
  test('a server without one serves every host', async () => {
    const portal = await createTestPortal({ config: { publicOrigin: CANONICAL } });
    const response = await portal.app.inject({
      url: '/action/102',
      headers: { host: '127.0.0.1:1', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    await portal.close();
  });
});

describe('the default ports', () => {
  test('https://portal.example and portal.example:443 are the same host', async () => {
    const portal = await createTestPortal({
      config: { publicOrigin: 'https://portal.example', canonicalOrigin: 'https://portal.example' },
    });
    expect(
      (await portal.app.inject({ url: '/', headers: { host: 'portal.example:443', accept: 'text/html' } })).statusCode,
    ).toBe(200);
    const moved = await portal.app.inject({ url: '/x?y=1', headers: { host: '10.0.0.3', accept: 'text/html' } });
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe('https://portal.example/x?y=1');
    await portal.close();
  });
});

describe('the health check under a production PUBLIC_ORIGIN', () => {
  const ORIGIN = 'https://portal.example.com';
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { publicOrigin: ORIGIN, canonicalOrigin: ORIGIN } });
  });
  afterAll(() => portal.close());
  const get = (url: string, host: string) => portal.app.inject({ url, headers: { host, accept: 'application/json' } });

  test.each(['127.0.0.1:8080', '[::1]:8080', '172.18.0.5:8080', 'portal.example.com', 'elsewhere.example'])(
    'GET /healthz answers 200 under %s, without a session',
    async (host) => {
      const response = await get(HEALTH_PATH, host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await portal.app.inject({ method: 'HEAD', url: HEALTH_PATH, headers: { host } })).statusCode).toBe(200);
    },
  );

  test('every other path keeps the Host rule: the API answers 421 under an address, pages move to PUBLIC_ORIGIN', async () => {
    const answered = await get(ApiPaths.publicSettings, 'portal.example.com');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toHaveProperty('applicationName');
    for (const host of ['127.0.0.1:8080', 'elsewhere.example']) {
      expect((await get(ApiPaths.publicSettings, host)).statusCode).toBe(421);
      expect((await get(`${HEALTH_PATH}/more`, host)).statusCode).toBe(308);
      expect((await get(`${HEALTH_PATH}?x=1`, host)).statusCode).toBe(200);
      const page = await portal.app.inject({ url: '/', headers: { host, accept: 'text/html' } });
      expect(page.statusCode).toBe(308);
      expect(page.headers.location).toBe(`${ORIGIN}/`);
    }
  });

  test('answers 503 when the database does not answer, saying no more than that', async () => {
    const broken = await createTestPortal({ config: { publicOrigin: ORIGIN, canonicalOrigin: ORIGIN } });
    broken.app.portal.db.close();
    try {
      const response = await broken.app.inject({ url: HEALTH_PATH, headers: { host: '127.0.0.1:8080' } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await broken.close();
    }
  });
});

describe('which configuration redirects', () => {
  const env = (extra: Record<string, string>) => ({ SESSION_SECRET: 's'.repeat(40), ...extra });

  test('demo mode on the loopback address (npm start, the browser tests): http://localhost:PORT', () => {
    expect(loadConfig(env({ PORT: String(PORT) }), '/tmp')).toMatchObject({
      publicOrigin: CANONICAL,
      canonicalOrigin: CANONICAL,
    });
    expect(loadConfig(env({ PORT: String(PORT), HOST: '::1' }), '/tmp')).toMatchObject({ canonicalOrigin: CANONICAL });
  });

  test('PUBLIC_ORIGIN set explicitly: that origin, in any mode', () => {
    expect(
      loadConfig(env({ PUBLIC_ORIGIN: 'https://Portal.Example.com/', DEMO_MODE: 'off', HOST: '0.0.0.0' }), '/tmp'),
    ).toMatchObject({ publicOrigin: 'https://portal.example.com', canonicalOrigin: 'https://portal.example.com' });
  });

  test('every interface without PUBLIC_ORIGIN, or production without it: no redirect', () => {
    expect(loadConfig(env({ HOST: '0.0.0.0' }), '/tmp').canonicalOrigin).toBeNull();
    expect(loadConfig(env({ DEMO_MODE: 'off' }), '/tmp').canonicalOrigin).toBeNull();
  });

  test.each(['localhost:8080', 'ftp://host', 'https://portal.example/sub', 'https://portal.example/?q=1', 'not a url'])(
    'a PUBLIC_ORIGIN that is not an http(s) origin (%j) stops the start with a clear message',
    (value) => {
      expect(() => loadConfig(env({ PUBLIC_ORIGIN: value }), '/tmp')).toThrow(/PUBLIC_ORIGIN must be/);
    },
  );

  test('parseCanonicalOrigin keeps the origin only', () => {
    expect(parseCanonicalOrigin('http://localhost:8080')).toEqual({ origin: 'http://localhost:8080' });
    expect(parseCanonicalOrigin('https://portal.example:443')).toEqual({ origin: 'https://portal.example' });
  });
});
