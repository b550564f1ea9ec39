import type { TestPortal } from '../../server/plugin-api/testing';
import { META_MARKER, SOURCE_MARKER, expectSecurityHeaders, portalWithBuildFiles } from './security-kit';

const PROBES = [
  '/meta.json',
  '//meta.json',
  '///meta.json',
  '/./meta.json',
  '/assets/../meta.json',
  '/assets/%2e%2e/meta.json',
  '/assets/..%2fmeta.json',
  '/..%2fmeta.json',
  '/%2e%2e%2fpackage.json',
  '/..%2f..%2fpackage.json',
  '/assets/..%5cmeta.json',
  '/index.html.map',
  '/emulator/../meta.json',
  '/assets//..//meta.json',
  '/%2fmeta.json',
];

describe('only the files under dist/ the app needs are served', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await portalWithBuildFiles(
      { demoMode: false, production: true, publicOrigin: 'https://portal.example' },
      false,
    );
  });
  afterAll(() => portal.close());

  test.each(
    PROBES.flatMap((url) => [
      [url, '*/*'],
      [url, 'text/html'],
    ]),
  )('%s (Accept %s) never hands out meta.json or a file outside dist/', async (url, accept) => {
    const response = await portal.app.inject({ url, headers: { accept } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(META_MARKER);
    expect(response.body).not.toContain('"devDependencies"');
    expectSecurityHeaders(response);
  });

  test('source maps are not served in production', async () => {
    const response = await portal.app.inject({ url: '/assets/main-ABC123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SOURCE_MARKER);
  });

  test('the bundle itself is', async () => {
    const response = await portal.app.inject({ url: '/assets/main-ABC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });
});

describe('source maps when asked for', () => {
  test.each([
    ['production with SERVE_SOURCE_MAPS', { demoMode: false, production: true, serveSourceMaps: true }],
    ['the demo', { demoMode: true }],
  ])('%s serves them', async (_name, config) => {
    const portal = await portalWithBuildFiles({ publicOrigin: 'https://portal.example', ...config }, false);
    const response = await portal.app.inject({ url: '/assets/main-ABC123.js.map' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SOURCE_MARKER);
    await portal.close();
  });
});
