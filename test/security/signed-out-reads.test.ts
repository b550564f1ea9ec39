import { ApiPaths } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { createTestPortal, signIn, type TestPortal } from '../../server/plugin-api/testing';
import { DEFAULT_RATE_LIMITS } from '../../server/security/rate-limit-config';
import { expectSecurityHeaders } from './security-kit';

/** The first screen's files as the build splits them (17), fetched once by a browser that has none yet. */
const BUNDLE_FILES = Array.from({ length: 17 }, () => '/assets/main-ABC123.js');

/** A signed-out first visit: the page, the spec's start-up calls, its files, then the sign-in page. */
const FIRST_VISIT = [
  '/',
  ApiPaths.publicSettings,
  ApiPaths.identity,
  ...BUNDLE_FILES,
  '/static/theme.css',
  '/static/logo.svg',
  ApiPaths.login,
  '/static/login.css',
];

/** What a first visit counts: everything but the bundle's files. */
const COUNTED_PER_VISIT = FIRST_VISIT.length - BUNDLE_FILES.length;
const VISITS = 10;
const LIMITS = { ...DEFAULT_RATE_LIMITS, signedOut: VISITS * COUNTED_PER_VISIT };

describe('signed-out reads are limited per address (RATE_LIMIT_SIGNED_OUT), the start-up calls are not hindered', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { rateLimits: LIMITS } });
  });
  afterAll(() => portal.close());

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    portal.app.inject({ url, remoteAddress, headers: { accept: url === '/' ? 'text/html' : '*/*', ...headers } });

  it('the default serves sixty first visits a minute from one address (a company behind one NAT at 9:00)', () => {
    expect(COUNTED_PER_VISIT).toBe(7);
    expect(Math.floor(DEFAULT_RATE_LIMITS.signedOut / COUNTED_PER_VISIT)).toBeGreaterThanOrEqual(60);
  });

  it('counts a first visit as seven reads (its bundle files not at all), and refuses the read past the limit with 429', async () => {
    const office = '10.8.0.1';
    for (let visit = 0; visit < VISITS; visit++) {
      for (const url of FIRST_VISIT) {
        const response = await get(url, office);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      }
    }
    // The bundle's files are still served; the next counted read is refused.
    expect((await get(BUNDLE_FILES[0], office)).statusCode).toBe(200);
    const refused = await get(ApiPaths.publicSettings, office);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests: try again in \d+ s\.$/);
    expectSecurityHeaders(refused);
  });

  it('refuses a flood of the OpenAPI document (about 180 KB) from one address; another address and a signed-in person are served', async () => {
    const flooder = '10.9.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.signedOut; i++)
      statuses.push((await get(i % 10 === 0 ? '/api/openapi.json' : '/nope', flooder)).statusCode);
    expect(statuses.slice(0, LIMITS.signedOut).every((status) => status < 429)).toBe(true);
    expect(statuses[LIMITS.signedOut]).toBe(429);
    expect((await get('/api/openapi.json', flooder)).statusCode).toBe(429);

    expect((await get('/api/openapi.json', '10.9.0.2')).statusCode).toBe(200);
    const anna = await signIn(portal.app, DemoUsers.anna);
    expect((await get('/api/openapi.json', flooder, anna.headers())).statusCode).toBe(200);
    expect((await get(ApiPaths.identity, flooder, anna.headers())).json()).toMatchObject({ isAuthenticated: true });
  });
});
