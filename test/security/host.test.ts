import { ApiPaths } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { signIn, type TestPortal } from '../../server/plugin-api/testing';
import { parseTrustProxy } from '../../server/http/trust-proxy';
import { loadConfig } from '../../server/config';
import { expectSecurityHeaders, portalWithBuildFiles } from './security-kit';

const ORIGIN = 'https://portal.example';
const HTML = { accept: 'text/html' };

describe('Host is validated against PUBLIC_ORIGIN', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await portalWithBuildFiles({ publicOrigin: ORIGIN, canonicalOrigin: ORIGIN, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => portal.close());

  test('a page under another host moves to the same path on the public origin (308)', async () => {
    const response = await portal.app.inject({ url: '/action/1?x=2', headers: { ...HTML, host: 'evil.example' } });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(`${ORIGIN}/action/1?x=2`);
    expectSecurityHeaders(response);
  });

  test.each([ApiPaths.menuItems, ApiPaths.publicSettings, ApiPaths.identity, '/api/openapi.json'])(
    'API call %s under another host: 421 JSON, the host not repeated',
    async (url) => {
      const response = await portal.app.inject({ url, headers: { host: 'evil.example' } });
      expect(response.statusCode).toBe(421);
      expect(response.json()).toMatchObject({ statusCode: 421 });
      expect(response.body).not.toContain('evil.example');
      expectSecurityHeaders(response);
    },
  );

  test('a form post under another host is refused, not redirected', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userId=anna',
    });
    expect(response.statusCode).toBe(421);
  });

  test('X-Forwarded-Host from the trusted proxy is validated like Host', async () => {
    const forwarded = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { host: 'portal.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(forwarded.statusCode).toBe(421);
    const page = await portal.app.inject({
      url: '/x',
      headers: { ...HTML, host: 'internal:8080', 'x-forwarded-host': 'evil.example' },
    });
    expect(page.headers.location).toBe(`${ORIGIN}/x`);
    const right = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { host: 'internal:8080', 'x-forwarded-host': 'portal.example' },
    });
    expect(right.statusCode).toBe(200);
  });

  test('X-Forwarded-Host from an untrusted client is ignored: the Host decides', async () => {
    const response = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { host: 'portal.example', 'x-forwarded-host': 'evil.example' },
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('links are built on the configured origin, never on a header', () => {
  test('a link action answered under a forged Host (no canonical origin) still points at the public origin', async () => {
    const portal = await portalWithBuildFiles({ publicOrigin: 'http://localhost:8080' });
    const anna = await signIn(portal.app, DemoUsers.anna);
    const response = await portal.app.inject({
      url: ApiPaths.action(108),
      headers: { ...anna.headers(), host: 'evil.example', 'x-forwarded-host': 'evil2.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe('http://localhost:8080/demo/service-status');
    expect(response.body).not.toContain('evil');
    await portal.close();
  });
});

describe('TRUST_PROXY takes a hop count or addresses, never "every hop"', () => {
  test.each<[string | undefined, ReturnType<typeof parseTrustProxy>]>([
    [undefined, false],
    ['', false],
    ['off', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.4', ['10.0.0.0/8', '192.168.1.4']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j -> %j', (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  test.each(['*', 'all', '11', '-1', '10.0.0.0/33', 'proxy.example', '1.2.3', '10.0.0.1;rm'])(
    '%j is refused with a clear message',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be/);
    },
  );

  test('production still requires it', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x8Kq2mZ9vR4tL7wP1nB6cY3hJ5dF0gXs',
      PUBLIC_ORIGIN: ORIGIN,
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(env, '/tmp')).toThrow(/TRUST_PROXY is off/);
    expect(loadConfig({ ...env, TRUST_PROXY: '1' }, '/tmp').trustProxy).toBe(1);
  });

  test('one trusted hop: the X-Forwarded-Proto of the proxy is believed (fastify alone reads a bare hop count as "trust nothing")', async () => {
    const portal = await portalWithBuildFiles({ publicOrigin: 'http://localhost:8080', trustProxy: 1 });
    const proxied = await portal.app.inject({
      url: ApiPaths.publicSettings,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7, 203.0.113.5' },
    });
    expect(proxied.headers['strict-transport-security']).toContain('includeSubDomains');
    await portal.close();
  });
});
