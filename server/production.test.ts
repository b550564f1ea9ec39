import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, SESSION_COOKIE } from '../core/contract';
import { loadConfig } from './config';
import { productionProblems, sessionSecretProblem } from './production-checks';
import { buildApp } from './app';
import { count, createTestPortal, makeTempDir, signIn } from './plugin-api/testing';

const STRONG_SECRET = 'q7Zt0vR2mX9kLp4sW8yB1nC6dF3hJ5gTqA0eU2iO7rVx';
const SAFE = {
  NODE_ENV: 'production',
  SESSION_SECRET: STRONG_SECRET,
  PUBLIC_ORIGIN: 'https://portal.example.com',
  OIDC_ISSUER: 'https://login.example.com/',
  OIDC_CLIENT_ID: 'portal',
  TRUST_PROXY: 'true',
};

describe('a production start refuses an unsafe configuration, naming every problem', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists each problem of an empty production configuration on its own line', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }, root);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Refusing to start in production (NODE_ENV=production):',
      '  - SESSION_SECRET is not set: a production server never generates its own (generate one with `openssl rand -base64 48`).',
      '  - DEMO_MODE is on: the demo sign-in lets anyone in as a demo user. Leave DEMO_MODE unset (or false) in production.',
      '  - No sign-in provider is configured: set OIDC_ISSUER and OIDC_CLIENT_ID (and OIDC_CLIENT_SECRET), or ENTRA_CLIENT_ID and ENTRA_TENANTS, as the README describes.',
      "  - TRUST_PROXY is off: the server speaks plain http, so behind the TLS proxy that serves PUBLIC_ORIGIN it must trust the proxy's X-Forwarded-* headers, or its cookies lose Secure. Set TRUST_PROXY to the number of proxies in front of the server (usually 1) or to their addresses (and let only the proxy reach the server).",
      '  - PUBLIC_ORIGIN is not set: give the https address users open, e.g. https://portal.example.com.',
    ]);
  });

  it.each([
    ['SESSION_SECRET', { SESSION_SECRET: '' }, /SESSION_SECRET is not set/],
    [
      'a short SESSION_SECRET',
      { SESSION_SECRET: 'x1y2z3' },
      /SESSION_SECRET is too short \(6 characters, at least 32\)/,
    ],
    ['a repeated SESSION_SECRET', { SESSION_SECRET: 'ab'.repeat(20) }, /SESSION_SECRET looks chosen by hand/],
    [
      'a placeholder SESSION_SECRET',
      { SESSION_SECRET: 'my-portal-session-secret-for-2026-Xq9!' },
      /SESSION_SECRET looks chosen by hand/,
    ],
    ['DEMO_MODE', { DEMO_MODE: 'on' }, /DEMO_MODE is on/],
    ['a sign-in provider', { OIDC_ISSUER: '' }, /No sign-in provider is configured/],
    ['an OIDC client id', { OIDC_CLIENT_ID: ' ' }, /OIDC_CLIENT_ID is required when OIDC_ISSUER is set/],
    [
      'an Entra tenant allow-list',
      { OIDC_ISSUER: '', ENTRA_CLIENT_ID: 'portal' },
      /ENTRA_TENANTS is required with ENTRA_CLIENT_ID/,
    ],
    [
      'a well-formed ENTRA_TENANTS',
      { ENTRA_CLIENT_ID: 'portal', ENTRA_TENANTS: 'contoso=1' },
      /ENTRA_TENANTS: "contoso=1" must start with a tenant id/,
    ],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, /PUBLIC_ORIGIN is not set/],
    ['TRUST_PROXY', { TRUST_PROXY: 'false' }, /TRUST_PROXY is off: the server speaks plain http/],
    [
      'https',
      { PUBLIC_ORIGIN: 'http://portal.example.com' },
      /PUBLIC_ORIGIN must be an https address in production .* got "http:\/\/portal.example.com"/,
    ],
    [
      'SMTP_URL with EMAIL_SIGN_IN',
      { EMAIL_SIGN_IN: 'true', SMTP_URL: ' ' },
      /EMAIL_SIGN_IN is on but SMTP_URL is not set: the sign-in links would never leave the outbox/,
    ],
    [
      'a SESSION_SECRET that is more than a run of characters',
      { SESSION_SECRET: 'abcdefghijklmnopqrstuvwxyz012345' },
      /SESSION_SECRET is guessable: about 20 bits of entropy, at least 112 needed/,
    ],
    [
      'a SESSION_SECRET without repeated parts',
      { SESSION_SECRET: 'Winter2026!Xq#Winter2026!Xq#Winter2026!Xq#' },
      /SESSION_SECRET is guessable: about 75 bits/,
    ],
    [
      'a sign-in limit below its ceiling',
      { RATE_LIMIT_SIGN_IN: '1000000' },
      /RATE_LIMIT_SIGN_IN is 1000000 per 60 s: production allows at most 3000 \(100 times the default per minute, counted per address/,
    ],
    [
      'a session limit below its ceiling',
      { RATE_LIMIT_SESSION: '1000000' },
      /RATE_LIMIT_SESSION is 1000000 per 60 s: production allows at most 12000 \(10 times the default per minute, counted per session/,
    ],
    [
      'the writes limit under its ceiling, shrunk with a short window',
      { RATE_LIMIT_WINDOW_SECONDS: '6', RATE_LIMIT_WRITES: '121' },
      /RATE_LIMIT_WRITES is 121 per 6 s: production allows at most 120/,
    ],
    [
      'the registration limit under its ceiling, kept with a long window',
      { RATE_LIMIT_WINDOW_SECONDS: '86400', RATE_LIMIT_REGISTRATION: '501' },
      /RATE_LIMIT_REGISTRATION is 501 per 86400 s: production allows at most 500/,
    ],
    [
      'an origin-only PUBLIC_ORIGIN',
      { PUBLIC_ORIGIN: 'https://portal.example.com/portal/' },
      /PUBLIC_ORIGIN must be an origin without a path: the portal answers at the root of its own host name/,
    ],
  ])('refuses a configuration without %s', (_label, change, message) => {
    expect(() => loadConfig({ ...SAFE, ...change }, root)).toThrow(message);
    // Nothing written: no generated secret, no database.
    expect(() => statSync(path.join(root, 'data'))).toThrow();
  });

  it('names an unreadable TRUST_PROXY or PUBLIC_ORIGIN together with the other problems, not alone', () => {
    let message = '';
    try {
      loadConfig(
        {
          ...SAFE,
          TRUST_PROXY: 'yes please',
          PUBLIC_ORIGIN: 'https://portal.example.com/portal',
          DEMO_MODE: 'on',
          RATE_LIMIT_SIGNED_OUT: 'many',
        },
        root,
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Refusing to start in production (NODE_ENV=production):',
      expect.stringMatching(
        /^  - TRUST_PROXY must be the number of proxies in front of the server .* got "yes please"$/,
      ),
      '  - RATE_LIMIT_SIGNED_OUT must be a whole number from 1 to 1000000, got "many"',
      expect.stringMatching(
        /^  - PUBLIC_ORIGIN must be an origin without a path: .* got "https:\/\/portal.example.com\/portal"$/,
      ),
      expect.stringMatching(/^  - DEMO_MODE is on/),
    ]);
    expect(() => statSync(path.join(root, 'data'))).toThrow();
  });

  it('accepts the limits up to their ceilings, and any generated secret', () => {
    const atCeiling = {
      RATE_LIMIT_SIGN_IN: '3000',
      RATE_LIMIT_REGISTRATION: '500',
      RATE_LIMIT_INVITATION: '2000',
      RATE_LIMIT_SIGNED_OUT: '60000',
      RATE_LIMIT_WRITES: '1200',
      RATE_LIMIT_SESSION: '12000',
    };
    expect(loadConfig({ ...SAFE, ...atCeiling }, root).rateLimits).toMatchObject({ signIn: 3000, session: 12000 });
    for (const secret of [
      randomBytes(24).toString('base64'),
      randomBytes(48).toString('base64url'),
      randomBytes(32).toString('hex'),
    ]) {
      expect(sessionSecretProblem(secret)).toBeNull();
    }
  });

  it('names a broken provider setting instead of "no sign-in provider"', () => {
    expect(() => loadConfig({ ...SAFE, OIDC_ISSUER: '', ENTRA_CLIENT_ID: 'portal' }, root)).not.toThrow(
      /No sign-in provider/,
    );
  });

  it('starts with Microsoft Entra ID as the only identity provider', () => {
    const config = loadConfig(
      {
        ...SAFE,
        OIDC_ISSUER: '',
        ENTRA_CLIENT_ID: 'portal',
        ENTRA_TENANTS: '3b2f1c4d-5e6f-4a1b-8c2d-9e0f1a2b3c4d=contoso',
      },
      root,
    );
    expect(config.identityProviders?.map((p) => p.id)).toEqual(['entra']);
  });

  it('starts with a safe configuration, demo mode off by default', () => {
    const config = loadConfig(SAFE, root);
    expect(config).toMatchObject({
      production: true,
      demoMode: false,
      secret: STRONG_SECRET,
      publicOrigin: 'https://portal.example.com',
      environmentType: null,
    });
  });

  it('starts with EMAIL_SIGN_IN when mail is configured; outside production it needs no mail (links wait in the outbox)', () => {
    expect(loadConfig(SAFE, root).emailSignIn).toBe(false);
    expect(
      loadConfig({ ...SAFE, EMAIL_SIGN_IN: 'on', SMTP_URL: 'smtp://mail.example.com:587' }, root).emailSignIn,
    ).toBe(true);
    expect(loadConfig({ ...SAFE, EMAIL_SIGN_IN: 'off' }, root).emailSignIn).toBe(false);
    expect(loadConfig({ EMAIL_SIGN_IN: '1' }, root)).toMatchObject({ production: false, emailSignIn: true });
    expect(
      productionProblems({
        sessionSecret: STRONG_SECRET,
        demoMode: false,
        publicOrigin: 'https://portal.example.com',
        identityProviders: 1,
        emailSignIn: true,
        smtpUrl: undefined,
      }),
    ).toEqual([
      'EMAIL_SIGN_IN is on but SMTP_URL is not set: the sign-in links would never leave the outbox. Set SMTP_URL (and MAIL_FROM), or turn EMAIL_SIGN_IN off.',
    ]);
  });

  it('keeps demo mode the default outside production', () => {
    expect(loadConfig({}, root)).toMatchObject({ production: false, demoMode: true });
  });

  it('accepts a generated secret and refuses hand-made ones', () => {
    expect(sessionSecretProblem(STRONG_SECRET)).toBeNull();
    expect(sessionSecretProblem('changeme'.repeat(5))).toMatch(/chosen by hand/);
    expect(
      productionProblems({
        sessionSecret: STRONG_SECRET,
        demoMode: false,
        publicOrigin: 'HTTPS://portal.example.com',
        identityProviders: 1,
      }),
    ).toEqual([]);
  });
});

describe('a production server serves nothing of the demo', () => {
  const production = {
    production: true,
    demoMode: false,
    publicOrigin: 'https://portal.example.com',
    environmentType: null,
  };

  it('answers 404 for the demo pages, the analytics emulator and the demo sign-in, and seeds no demo data', async () => {
    const temp = makeTempDir();
    // A stray emulator frame under dist/ (the build puts it in dist-emulators/): a production server serves none of it.
    mkdirSync(path.join(temp.distDir, 'emulator'));
    writeFileSync(path.join(temp.distDir, 'emulator', 'frame.js'), 'console.log("frame");');
    const portal = await createTestPortal({ config: production, dir: temp });
    try {
      for (const url of [
        '/demo/service-status',
        '/emulator/reportEmbed',
        '/emulator/frame.js',
        '/emulator/frame.css',
      ]) {
        const response = await portal.app.inject({ url, headers: { accept: 'application/json' } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
      const page = await portal.app.inject({ url: ApiPaths.login });
      expect(page.body).not.toContain('name="userId"');
      const post = await portal.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': 'a'.repeat(43),
          cookie: `portal_csrf=${'a'.repeat(43)}`,
        },
        payload: { userId: 'anna' },
      });
      expect(post.statusCode).toBe(404);
      expect(count(portal.app, 'users')).toBe(0);
      expect(count(portal.app, 'sessions')).toBe(0);
    } finally {
      await portal.close();
      temp.cleanup();
    }
  });

  it('creates its database readable by the owner only', async () => {
    const temp = makeTempDir();
    const dbFile = path.join(temp.dir, 'fresh', 'portal.sqlite');
    const app = await buildApp({ config: { ...production, databaseFile: dbFile, distDir: temp.distDir } });
    try {
      expect(statSync(dbFile).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(dbFile)).mode & 0o077).toBe(0);
      expect(statSync(`${dbFile}-wal`).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
      temp.cleanup();
    }
  });

  it('refuses a database that holds the demo data', async () => {
    const temp = makeTempDir();
    try {
      const demo = await buildApp({ config: { databaseFile: temp.dbFile, distDir: temp.distDir } });
      await demo.close();
      await expect(
        buildApp({ config: { ...production, databaseFile: temp.dbFile, distDir: temp.distDir } }),
      ).rejects.toThrow(/holds the demo data of a demo run\. Give production its own DATABASE_FILE/);
    } finally {
      temp.cleanup();
    }
  });

  it('does not honour a session cookie a demo run signed, even with the same secret and database', async () => {
    const temp = makeTempDir();
    const secret = STRONG_SECRET;
    try {
      const demo = await buildApp({ config: { databaseFile: temp.dbFile, distDir: temp.distDir, secret } });
      const browser = await signIn(demo, 'anna');
      const cookie = `${SESSION_COOKIE}=${browser.session}`;
      expect((await demo.inject({ url: ApiPaths.identity, headers: { cookie } })).json()).toMatchObject({
        isAuthenticated: true,
      });
      await demo.close();

      const live = await buildApp({
        config: { databaseFile: temp.dbFile, distDir: temp.distDir, secret, demoMode: false },
      });
      try {
        const identity = await live.inject({ url: ApiPaths.identity, headers: { cookie } });
        expect(identity.json()).toMatchObject({ isAuthenticated: false });
        expect((await live.inject({ url: '/api/menuitems/', headers: { cookie } })).statusCode).toBe(401);
      } finally {
        await live.close();
      }
    } finally {
      temp.cleanup();
    }
  });
});
