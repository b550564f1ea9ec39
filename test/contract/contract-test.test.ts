import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { features as coreFeatures } from '../../server/features';
import type { ServerFeature } from '../../server/features/feature';
import { createTestPortal, withPowerBiEmulator, type TestPortal } from '../../server/plugin-api/testing';
import { failedCalls, formatReport, runContractTest, type ContractReport } from '../../scripts/contract-test/index';

// The report actions' embed tokens come from the Power BI emulator, as in `npm start`.
withPowerBiEmulator();

/**
 * The contract test kit against real servers: the reference server (all green), a deliberately broken copy
 * (each broken call named) and a copy that sends what the spec allows but the reference server never does
 * (all green: the tolerances are accepted, not merely survived).
 */

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  portal: TestPortal;
  url: string;
}

/** The real app on a free port; `changes` (a server feature of hooks) goes first so its hooks see every route. */
async function start(changes?: ServerFeature): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portal = await createTestPortal({
    config: { publicOrigin: url },
    ...(changes ? { features: [changes, ...coreFeatures] } : {}),
  });
  await portal.app.listen({ port, host: '127.0.0.1' });
  return { portal, url };
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0].replace(/\/+$/, '') || '/';

type Rewrite = (json: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/** A feature whose onSend hook rewrites successful JSON answers per path (without trailing slash), as a differing backend would send them. */
function rewriting(
  name: string,
  rewrites: Record<string, Rewrite>,
  extra?: (app: Parameters<NonNullable<ServerFeature['routes']>>[0]) => void,
): ServerFeature {
  return {
    name,
    routes(app) {
      extra?.(app);
      app.addHook('onSend', (request, reply, payload, done) => {
        const rewrite = rewrites[`${request.method} ${pathOf(request)}`];
        // Only successful answers: an error body keeps the reference server's shape.
        if (!rewrite || typeof payload !== 'string' || reply.statusCode >= 300) return done(null, payload);
        let json: unknown;
        try {
          json = JSON.parse(payload);
        } catch {
          return done(null, payload);
        }
        const changed = rewrite(json, request, reply);
        done(null, changed === undefined ? '' : JSON.stringify(changed));
      });
    },
  };
}

type Item = Record<string, unknown> & { subMenuItems?: Item[] | null };
const walk = (items: Item[], visit: (item: Item) => void) =>
  items.forEach((item) => {
    visit(item);
    if (Array.isArray(item.subMenuItems)) walk(item.subMenuItems, visit);
  });

/** The broken copy: four calls answer what no portal can use. */
const broken = rewriting(
  'contract-breaker',
  {
    'GET /account/me': (json) => {
      const identity = json as Record<string, unknown>;
      if (identity.isAuthenticated !== true) return identity;
      const { isAuthenticated: _dropped, ...rest } = identity;
      return rest;
    },
    'GET /api/menuitems': (json) => {
      let done = false;
      walk(json as Item[], (item) => {
        if (!done && item.actionType !== 'menu') {
          item.linkTarget = 'sideways';
          done = true;
        }
      });
      return json;
    },
  },
  (app) => {
    // Answered before the handler, so nothing is written.
    app.addHook('preHandler', (request, reply, done) => {
      const where = `${request.method} ${pathOf(request)}`;
      if (where === 'GET /app/publicsettings' || where === 'POST /api/account/activecustomer') {
        return void reply
          .code(500)
          .send({ statusCode: 500, error: 'Internal Server Error', message: 'Broken on purpose.' });
      }
      done();
    });
  },
);

/** Customer ids as JSON numbers, the way a backend with integer keys sends them. */
const NUMERIC_CUSTOMER: Record<string, number> = { contoso: 1, fabrikam: 2, northwind: 3 };
const CUSTOMER_BY_NUMBER = Object.fromEntries(Object.entries(NUMERIC_CUSTOMER).map(([id, n]) => [n, id]));

/** The odd-but-legal copy: every answer differs from the reference server's the ways the spec allows. */
const tolerant = rewriting(
  'contract-tolerances',
  {
    'GET /api/openapi.json': (_json, _request, reply) => {
      reply.code(404);
      return { statusCode: 404, error: 'Not Found', message: 'No document here.' };
    },
    'GET /app/publicsettings': (json) => {
      const { customStylesheet: _a, instrumentationKey: _b, ...rest } = json as Record<string, unknown>;
      return { ...rest, applicationName: null, cdnRegion: 'EU' };
    },
    'GET /account/me': (json) => {
      const identity = json as Record<string, unknown>;
      if (identity.isAuthenticated !== true) return { isAuthenticated: false };
      const { initials: _a, oid: _b, customers, ...rest } = identity;
      return {
        ...rest,
        isAuthenticated: 'true',
        isAuthorized: 'True',
        activeCustomerId: NUMERIC_CUSTOMER[identity.activeCustomerId as string],
        defaultActionId: identity.defaultActionId === null ? null : String(identity.defaultActionId),
        customers: (customers as Array<Record<string, unknown>>).map((c) => ({
          customerId: NUMERIC_CUSTOMER[c.customerId as string],
          customerName: c.customerName,
          color: 'teal',
        })),
        tenantRegion: 'EU',
      };
    },
    'GET /api/menuitems': (json) => {
      walk(json as Item[], (item) => {
        item.id = String(item.id);
        if (item.actionId !== null) item.actionId = String(item.actionId);
        if (typeof item.linkTarget === 'string')
          item.linkTarget = item.linkTarget.replace(/^./, (c) => c.toUpperCase());
        item.isHomepage = String(item.isHomepage);
        item.badge = 3;
        delete item.icon;
      });
      walk(json as Item[], (item) => {
        if (Array.isArray(item.subMenuItems) && item.subMenuItems.length === 0) item.subMenuItems = null;
      });
      return json;
    },
    'GET /api/account': () => ({ accountDeletionDate: null }),
    'GET /api/managedservices/monitoring': () => ({}),
    'POST /api/account/activecustomer': (_json, _request, reply) => {
      if (reply.statusCode === 200) reply.code(204);
      return undefined;
    },
  },
  (app) => {
    // The switch comes back with the number the identity gave; the reference server stores text ids.
    app.addHook('preValidation', (request, _reply, done) => {
      const body = request.body as { customerId?: unknown } | undefined;
      if (pathOf(request) === '/api/account/activecustomer' && typeof body?.customerId === 'number') {
        body.customerId = CUSTOMER_BY_NUMBER[body.customerId] ?? String(body.customerId);
      }
      done();
    });
  },
);

const runCli = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/contract-test.mjs'), ...args],
      { cwd: root, timeout: 30_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });

const lines = (report: ContractReport) => formatReport(report).split('\n');

/** Keeps each report readable after the run (test/artifacts is the results folder, not in git). */
function saveReport(name: string, report: ContractReport): void {
  const folder = path.join(root, 'test/artifacts/contract-test');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${name}.txt`), `${formatReport(report)}\n`);
}

/** The GET routes of the provider administrators (the admin API, the report administration, notification broadcasts). */
const providerOnly = (call: string) => /^GET \/api\/(admin\/|report\/admin\/|notifications\/broadcasts)/.test(call);

describe('contract test kit', () => {
  let reference: Running;
  let breakage: Running;
  let tolerances: Running;

  beforeAll(async () => {
    [reference, breakage, tolerances] = await Promise.all([start(), start(broken), start(tolerant)]);
  });

  afterAll(async () => {
    await Promise.all([reference, breakage, tolerances].filter(Boolean).map((running) => running.portal.close()));
  });

  it('passes the reference server on every check, covering every core call of the spec', async () => {
    const report = await runContractTest({ baseUrl: reference.url, user: 'anna' });
    saveReport('reference', report);
    expect({ failed: report.failed, failedCalls: failedCalls(report) }).toEqual({ failed: 0, failedCalls: [] });
    expect(report.document.source).toBe('backend');
    // Only the provider administrators' routes are closed to anna (Contoso's customer admin): the kit skips a GET answering 403.
    expect(
      report.checks
        .filter((check) => check.status === 'SKIP')
        .map((check) => check.call)
        .filter((call) => !providerOnly(call)),
    ).toEqual([]);
    const calls = report.checks.map((check) => check.call);
    for (const expected of [
      'GET /app/publicsettings',
      'GET /static/theme.css',
      'GET /account/me (signed out)',
      'POST /account/login (demo sign-in as anna)',
      'GET /account/me (signed in)',
      'GET /api/menuitems/',
      'GET /api/menuitems (no trailing slash)',
      'GET /api/action/101/',
      'GET /api/action/101 (no trailing slash)',
      'GET /api/action/987654321/ (unknown id)',
      'GET /api/PowerBIAccessToken/RefreshEmbedTokenForAction/102/',
      'GET /api/PowerBIAccessToken/RefreshEmbedTokenForAction/102 (no trailing slash)',
      'POST /api/Report/LogDataSelected/102/',
      'POST /api/Report/LogPageChange/102/',
      'POST /api/Report/LogPageLoaded/102',
      'GET /api/account',
      'GET /api/account/tenants',
      'GET /api/managedservices/monitoring',
      'POST /api/account/activecustomer',
      'GET /account/me (after the switch)',
      'POST /api/account/activecustomer (back to "contoso")',
      'GET /api/subscriptions (from the OpenAPI document)',
      'GET /account/logout',
    ]) {
      expect(calls).toContain(expected);
    }
    // The unknown id is a 404, and the switch was put back.
    expect(report.checks.find((check) => check.call.endsWith('(unknown id)'))?.actual).toMatch(/^404/);
    const anna = reference.portal.app.portal.db
      .prepare("SELECT active_customer_id FROM users WHERE id = 'anna'")
      .pluck()
      .get();
    expect(anna).toBe('contoso');
  });

  it('fails a broken copy and names each broken call with what came back', async () => {
    const report = await runContractTest({ baseUrl: breakage.url, user: 'anna' });
    saveReport('broken', report);
    const failed = failedCalls(report);
    expect(failed).toEqual(
      expect.arrayContaining([
        'GET /app/publicsettings',
        'GET /account/me (signed in)',
        'GET /api/menuitems/',
        'POST /api/account/activecustomer',
      ]),
    );
    const text = lines(report);
    const line = (call: string) => text.find((l) => l.startsWith(`FAIL  ${call} `)) ?? '';
    expect(line('GET /app/publicsettings')).toMatch(/got 500 application\/json: .*Broken on purpose/);
    expect(line('GET /account/me (signed in)')).toMatch(/\$\.isAuthenticated: missing \(required\)/);
    expect(line('GET /api/menuitems/')).toMatch(/linkTarget: expected .*content-window.*got "sideways"/);
    expect(line('POST /api/account/activecustomer')).toMatch(/got 500/);
    // The calls that were not broken still pass: the failures are named, not smeared over everything.
    const passed = report.checks.filter((check) => check.status === 'PASS').map((check) => check.call);
    expect(passed).toEqual(
      expect.arrayContaining(['GET /api/account', 'GET /api/action/101/', 'GET /account/me (signed out)']),
    );
    expect(
      failed.every((call) => /publicsettings|\/account\/me \(signed in\)|menuitems\/$|activecustomer/.test(call)),
    ).toBe(true);
  });

  it('accepts a backend that uses the documented tolerances (numeric and text ids, text flags, nulls, missing fields, extra fields, 204)', async () => {
    const report = await runContractTest({ baseUrl: tolerances.url, user: 'anna' });
    saveReport('tolerant', report);
    expect({
      failed: report.failed,
      failedCalls: failedCalls(report),
      report: report.failed ? formatReport(report) : '',
    }).toEqual({ failed: 0, failedCalls: [], report: '' });
    expect(report.document.source).toBe('core');
    const actual = (call: string) => report.checks.find((check) => check.call === call)?.actual ?? '';
    expect(actual('GET /account/me (signed in)')).toMatch(
      /activeCustomerId as a number; customer ids as numbers; flags as text/,
    );
    expect(actual('GET /app/publicsettings')).toMatch(/customStylesheet, instrumentationKey missing/);
    expect(actual('GET /api/menuitems/')).toMatch(
      /ids as text; isHomepage as text; linkTarget in another letter case; subMenuItems missing or null/,
    );
    expect(actual('POST /api/account/activecustomer')).toMatch(/^204 .*\(empty body\)|^204/);
    expect(actual('GET /account/me (after the switch)')).toBe('activeCustomerId 2');
    expect(report.checks.find((check) => check.call === 'plugin routes')?.status).toBe('SKIP');
  });

  it('does not check the signed-in calls without --user or --cookie, and says so', async () => {
    const report = await runContractTest({ baseUrl: reference.url });
    expect(report.failed).toBe(0);
    expect(report.checks.find((check) => check.call === 'sign-in')).toMatchObject({ status: 'SKIP' });
    expect(report.checks.some((check) => check.call === 'GET /api/menuitems/')).toBe(false);
  });

  it('checks only the identity of a user who is signed in but not authorized, as the portal calls nothing else', async () => {
    const report = await runContractTest({ baseUrl: reference.url, user: 'carla' });
    expect(failedCalls(report)).toEqual([]);
    expect(report.checks.find((check) => check.call === 'GET /account/me (signed in)')?.actual).toMatch(
      /isAuthorized false/,
    );
    expect(report.checks.find((check) => check.call === 'authorized calls')).toMatchObject({ status: 'SKIP' });
    expect(report.checks.some((check) => check.call === 'GET /api/menuitems/')).toBe(false);
  });

  it('signs in with a cookie given instead of a demo user, and leaves that session signed in', async () => {
    const login = await fetch(`${reference.url}/account/login`);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await login.text())![1];
    const posted = await fetch(`${reference.url}/account/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `portal_csrf=${csrf}` },
      body: new URLSearchParams({ _csrf: csrf, userId: 'bram' }).toString(),
    });
    const session = posted.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal_session='))!
      .split(';')[0];
    const cookie = `portal_csrf=${csrf}; ${session}`;
    const report = await runContractTest({ baseUrl: reference.url, cookie });
    expect(failedCalls(report)).toEqual([]);
    expect(report.checks.find((check) => check.call === 'GET /account/logout')).toMatchObject({ status: 'SKIP' });
    const me = await (await fetch(`${reference.url}/account/me`, { headers: { cookie } })).json();
    expect(me).toMatchObject({ isAuthenticated: true, userName: 'bram.jansen@northwind.example' });
  });

  it('reports an unreachable backend as failures, not as a crash', async () => {
    const port = await freePort();
    const report = await runContractTest({ baseUrl: `http://127.0.0.1:${port}`, user: 'anna', timeoutMs: 2000 });
    expect(report.failed).toBeGreaterThan(0);
    expect(report.checks.find((check) => check.call === 'GET /app/publicsettings')?.actual).toMatch(/^no answer: /);
  });

  describe('the command (node scripts/contract-test.mjs)', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'contract-cli-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('exits 0 against the reference server, prints one line per check and writes --json', async () => {
      const file = path.join(dir, 'reference.json');
      const { code, stdout } = await runCli(['--base-url', reference.url, '--user', 'anna', '--json', file]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^PASS {2}GET \/api\/menuitems\/ +expected .* \| got 200/m);
      expect(stdout).toMatch(/\d+ checks: \d+ passed, 0 failed, \d+ skipped .*: the backend meets the contract\./);
      const json = JSON.parse(readFileSync(file, 'utf8')) as ContractReport;
      expect(json).toMatchObject({ failed: 0, signedInAs: 'demo user anna' });
      // Every check passed but the provider administrators' ones, closed to anna (skipped on their 403).
      expect(json.checks.filter((check) => check.status !== 'PASS').every((check) => providerOnly(check.call))).toBe(
        true,
      );
    });

    it('exits 1 against the broken copy, naming the broken calls', async () => {
      const { code, stdout } = await runCli(['--base-url', breakage.url, '--user', 'anna']);
      expect(code).toBe(1);
      expect(stdout).toMatch(/^FAIL {2}GET \/app\/publicsettings /m);
      expect(stdout).toMatch(/^FAIL {2}GET \/api\/menuitems\/ .*"sideways"/m);
      expect(stdout).toMatch(/the backend does NOT meet the contract/);
    });

    it('exits 2 with the usage for bad arguments', async () => {
      const missing = await runCli(['--user', 'anna']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/--base-url is required/);
      const bad = await runCli(['--base-url', 'localhost:8080']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--base-url must be (an address|http or https)/);
      expect((await runCli(['--base-url', reference.url, '--timeout', '1.5'])).stderr).toMatch(
        /--timeout must be a whole number/,
      );
    });
  });
});
