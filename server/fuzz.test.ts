import type { InjectOptions } from 'fastify';
import { ApiError, ApiPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../core/contract';
import { createTestPortal, signIn, type Browser, type TestPortal } from './plugin-api/testing';

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261121;
const random = rng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const chance = (p: number) => random() < p;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const IDS = [
  '102',
  '1',
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  'ü',
  '%F0%9F%92%A9',
  'x'.repeat(300),
  '',
  ' ',
  '1e3',
  'null',
  '[]',
  '{}',
];
const BASE_PATHS = [
  ApiPaths.identity,
  ApiPaths.accountInfo,
  ApiPaths.tenants,
  ApiPaths.monitoring,
  ApiPaths.activeCustomer,
  ApiPaths.register,
  ApiPaths.publicSettings,
  ApiPaths.menuItems,
  ApiPaths.login,
  '/api/openapi.json',
  '/demo/service-status',
  '/static/theme.css',
  '/',
  '/action/5',
  '/settings',
  '/assets/main-ABC123.js',
];
const TEMPLATES = [
  '/api/action/{id}/',
  '/api/action/{id}',
  '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/{id}/',
  '/api/Report/LogDataSelected/{id}/',
  '/api/Report/LogPageChange/{id}/',
  '/api/Report/LogPageLoaded/{id}',
  '/static/customers/{id}/logo.svg',
];
const ODD_PATHS = [
  '//api//menuitems//',
  '/api/action//',
  '/api/%2e%2e/account',
  '/static/../server/app.ts',
  '/static/%2e%2e/%2e%2e/package.json',
  '/assets/%00',
  '/api/',
  '/API/MENUITEMS',
  '/api/menuitems/..',
  '/api/menuitems?x=' + 'a'.repeat(5000),
  '/?__proto__[polluted]=1',
  '/account/login?returnUrl=javascript:alert(1)',
  '/%',
  '/%%%',
  '/api/action/1/2/3',
  '/.env',
  '/data/portal.sqlite',
  '/meta.json',
  '/api/openapi.json/x',
  '/' + 'deep/'.repeat(200),
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/xml',
  'application/json; charset=latin1',
  '',
  'application/jsonx',
  'text/html',
  '*/*',
  'application/octet-stream',
];
const KEYS = [
  'customerId',
  'Page',
  'LoadTimeInMs',
  'firstName',
  'lastName',
  'gender',
  'email',
  'telephone',
  'companyName',
  'acceptTerms',
  'userId',
  '_csrf',
  '__proto__',
  'constructor',
  'prototype',
  '',
];

function value(depth = 0): unknown {
  switch (Math.floor(random() * (depth > 3 ? 6 : 8))) {
    case 0:
      return pick([
        '',
        'fabrikam',
        'northwind',
        'contoso',
        'x'.repeat(Math.floor(random() * 3000)),
        '<img src=x onerror=alert(1)>',
        '\u0000\uffff',
        'ü🙂',
        'a@b.c',
        'male',
        '+31 6 1234 5678',
      ]);
    case 1:
      return pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 3_600_000, 812]);
    case 2:
      return random() < 0.5;
    case 3:
      return null;
    case 4:
      return 'y'.repeat(Math.floor(random() * 70_000));
    case 5:
      return pick(KEYS);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 6); i > 0; i--) object[pick(KEYS)] = value(depth + 1);
      return object;
    }
  }
}

function deep(levels: number): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

function payload(): string | Buffer | undefined {
  switch (Math.floor(random() * 9)) {
    case 0:
      return undefined;
    case 1:
      return pick([
        '{',
        '{"customerId":',
        '[1,2',
        'nul',
        '{"a":1}}',
        '\u0000',
        '{"customerId":"fabrikam",}',
        "{'a':1}",
      ]);
    case 2:
      return deep(Math.floor(random() * 5000));
    case 3:
      return Buffer.from(Array.from({ length: 64 }, () => Math.floor(random() * 256)));
    case 4:
      return new URLSearchParams({ userId: pick(['anna', 'nobody', '']), _csrf: pick(['x', '']) }).toString();
    case 5:
      return JSON.stringify({ customerId: 'z'.repeat(200_000) });
    default:
      return JSON.stringify(value());
  }
}

function path(): string {
  const roll = random();
  if (roll < 0.4) return pick(TEMPLATES).replace('{id}', pick(IDS));
  if (roll < 0.75)
    return (
      pick(BASE_PATHS) +
      (chance(0.3) ? '/' : '') +
      (chance(0.2) ? `?${pick(KEYS)}=${encodeURIComponent(String(value()).slice(0, 500))}` : '')
    );
  return pick(ODD_PATHS);
}

function headers(browser: Browser): Record<string, string> {
  const h: Record<string, string> = {};
  const cookies: string[] = [];
  if (chance(0.7))
    cookies.push(`${SESSION_COOKIE}=${pick([browser.session!, browser.session!, 'garbage', 'a.b', '%'])}`);
  if (chance(0.8)) cookies.push(`${CSRF_COOKIE}=${pick([browser.csrf, browser.csrf, 'short', ''])}`);
  if (cookies.length) h.cookie = cookies.join('; ');
  if (chance(0.8)) h[CSRF_HEADER] = pick([browser.csrf, browser.csrf, 'wrong', '']);
  const type = pick(CONTENT_TYPES);
  if (type) h['content-type'] = type;
  if (chance(0.5)) h.accept = pick(['text/html', 'application/json', '*/*', 'image/webp']);
  if (chance(0.2)) h['accept-encoding'] = pick(['gzip', 'br', 'deflate', 'identity', 'bogus']);
  return h;
}

describe('1,000 generated malformed requests', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal.close());

  test('never get a 5xx, and every JSON error is an ApiError', async () => {
    let browser = await signIn(portal.app, 'anna');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      if (i % 100 === 0) browser = await signIn(portal.app, pick(['anna', 'bram', 'carla', 'dirk']));
      const request: InjectOptions = { method: pick(METHODS), url: path(), headers: headers(browser) };
      const body = payload();
      if (body !== undefined && request.method !== 'GET' && request.method !== 'HEAD') request.payload = body;
      const response = await portal.app.inject(request);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) {
        throw new Error(
          `request ${i} (seed ${SEED}) got ${response.statusCode}: ${request.method} ${String(request.url).slice(0, 200)} ${response.body.slice(0, 300)}`,
        );
      }
      if (
        response.statusCode >= 400 &&
        request.method !== 'HEAD' &&
        String(response.headers['content-type']).startsWith('application/json')
      ) {
        expect(ApiError.safeParse(response.json()).success).toBe(true);
      }
    }
    // The generator reached every kind of answer, so the run means something.
    for (const status of [200, 400, 401, 403, 404, 415]) expect(statuses.get(status)).toBeGreaterThan(0);
    expect(portal.app.portal.db.pragma('integrity_check', { simple: true })).toBe('ok');
    const after = await signIn(portal.app, 'anna');
    expect((await portal.app.inject({ url: ApiPaths.menuItems, headers: after.headers() })).statusCode).toBe(200);
  });
});
