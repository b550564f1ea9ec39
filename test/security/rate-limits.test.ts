import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths, CSRF_COOKIE, CSRF_HEADER } from '../../core/contract';
import { DemoUsers } from '../../server/plugin-api';
import { cookieOf, count, createTestPortal, signIn, type TestPortal } from '../../server/plugin-api/testing';
import type { RateLimits } from '../../server/security/rate-limit-config';
import { expectSecurityHeaders } from './security-kit';

const LIMITS: RateLimits = {
  windowMs: 60_000,
  signIn: 3,
  registration: 2,
  invitation: 2,
  writes: 4,
  session: 12,
  signedOut: 100,
  apiKey: 3,
};

const registration = (n: number) => ({
  firstName: 'A',
  lastName: 'B',
  gender: 'male',
  email: `flood-${n}@example.com`,
  telephone: '0612345678',
  companyName: 'C',
  acceptTerms: true,
});

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(response.json().message).toMatch(/^Too many requests: try again in \d+ s\.$/);
  expect(response.headers['cache-control']).toBe('no-store');
  expectSecurityHeaders(response);
}

describe('rate limits (RATE_LIMIT_*)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { rateLimits: LIMITS, securityAudit: true } });
  });
  afterAll(() => portal.close());

  /** A browser at `address` with its CSRF cookie. */
  async function visitor(address: string) {
    const page = await portal.app.inject({ url: ApiPaths.login, remoteAddress: address });
    const csrf = cookieOf(page, CSRF_COOKIE)!;
    return { csrf, headers: { cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf } };
  }

  it('answers 429 with Retry-After to the sign-in attempt past the limit, per address', async () => {
    const { csrf, headers } = await visitor('10.1.0.1');
    const attempt = (remoteAddress: string) =>
      portal.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: csrf, userId: 'nobody' }).toString(),
      });
    for (let i = 0; i < LIMITS.signIn; i++) expect((await attempt('10.1.0.1')).statusCode).toBe(404);
    expectLimited(await attempt('10.1.0.1'));
    expectLimited(await attempt('10.1.0.1'));
    // Another address is counted on its own.
    expect((await attempt('10.1.0.2')).statusCode).toBe(404);
  });

  it('stores no registration past the limit', async () => {
    const { headers } = await visitor('10.2.0.1');
    const before = count(portal.app, 'registrations');
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await portal.app.inject({
          method: 'POST',
          url: ApiPaths.register,
          remoteAddress: '10.2.0.1',
          headers,
          payload: registration(i),
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429, 429]);
    expectLimited(answers[2]);
    expect(count(portal.app, 'registrations')).toBe(before + LIMITS.registration);
  });

  it('limits the writes of a session, and all its requests', async () => {
    const anna = await signIn(portal.app, DemoUsers.anna);
    const writes = [];
    for (let i = 0; i < LIMITS.writes + 1; i++) {
      writes.push(
        await portal.app.inject({
          method: 'POST',
          url: ApiPaths.activeCustomer,
          headers: anna.headers(),
          payload: { customerId: 'contoso' },
        }),
      );
    }
    expect(writes.map((w) => w.statusCode)).toEqual([...Array(LIMITS.writes).fill(200), 429]);
    expectLimited(writes[LIMITS.writes]);

    const bram = await signIn(portal.app, DemoUsers.bram);
    const reads = [];
    for (let i = 0; i < LIMITS.session + 1; i++)
      reads.push((await portal.app.inject({ url: ApiPaths.identity, headers: bram.headers() })).statusCode);
    expect(reads.slice(0, LIMITS.session).every((status) => status === 200)).toBe(true);
    expect(reads[LIMITS.session]).toBe(429);
    // Anna's session has its own count.
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: anna.headers() })).statusCode).toBe(200);
  });

  it('limits the invitations an administrator sends', async () => {
    const petra = await signIn(portal.app, DemoUsers.petra);
    const statuses = [];
    for (let i = 0; i < LIMITS.invitation + 1; i++) {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        headers: petra.headers(),
        payload: {
          email: `invited-${i}@contoso.example`,
          customerId: 'contoso',
          role: 'user',
          permissions: ['reports'],
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMITS.invitation).every((status) => status < 400)).toBe(true);
    expect(statuses[LIMITS.invitation]).toBe(429);
  });

  it('records a hit once per key and window, in audit_log too', () => {
    const rows = portal.app.portal.db
      .prepare(
        "SELECT action, target_id, actor, after FROM audit_log WHERE action = 'security.rate_limited' ORDER BY id",
      )
      .all() as { action: string; target_id: string; actor: string; after: string }[];
    const limits = rows.map((row) => JSON.parse(row.after).limit);
    // Sign-in (twice past the limit: one row), registration (twice: one row), writes, session, invitation.
    expect(limits.sort()).toEqual(['invitation', 'registration', 'session', 'signIn', 'writes']);
    expect(rows.find((row) => JSON.parse(row.after).limit === 'signIn')).toMatchObject({
      target_id: ApiPaths.login,
      actor: 'anonymous',
    });
  });
});

describe('rate limits: what the writes and session limits leave out', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { rateLimits: LIMITS } });
  });
  afterAll(() => portal.close());

  it("counts report usage logs (telemetry) under the session's limit only, not the writes limit", async () => {
    const dirk = await signIn(portal.app, DemoUsers.dirk);
    const logs = [];
    for (let i = 0; i < LIMITS.writes + 2; i++) {
      logs.push(
        (
          await portal.app.inject({
            method: 'POST',
            url: '/api/Report/LogPageChange/102',
            headers: dirk.headers(),
            payload: { Page: 'Overview' },
          })
        ).statusCode,
      );
    }
    expect(logs.every((status) => status === 200)).toBe(true);
    expect(count(portal.app, 'report_log')).toBeGreaterThanOrEqual(LIMITS.writes + 2);
    expect((await portal.app.inject({ url: ApiPaths.identity, headers: dirk.headers() })).statusCode).toBe(200);
  });
});
