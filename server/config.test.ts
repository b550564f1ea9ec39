import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('defaults: port 8080 on 127.0.0.1, data/portal.sqlite, demo mode, development, a persisted secret', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseFile: path.join(root, 'data', 'portal.sqlite'),
      distDir: path.join(root, 'dist'),
      demoMode: true,
      environmentType: 'development',
      enabledPlugins: null,
      publicOrigin: 'http://localhost:8080',
    });
    const file = path.join(root, 'data', 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.secret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({}, root).secret).toBe(config.secret);
  });

  test("ACCESSIBILITY_CONTACT: the accessibility statement's address for reporting a problem, one e-mail address", () => {
    expect(loadConfig({}, root).accessibilityContact).toBeNull();
    expect(loadConfig({ ACCESSIBILITY_CONTACT: ' access@msp.example ' }, root).accessibilityContact).toBe(
      'access@msp.example',
    );
    expect(() => loadConfig({ ACCESSIBILITY_CONTACT: 'javascript:alert(1)' }, root)).toThrow(
      /ACCESSIBILITY_CONTACT must be one e-mail address/,
    );
  });

  test("ANALYTICS_FRAME_ORIGIN: the origin of the demo's analytics frames, an origin, in demo mode only", () => {
    expect(loadConfig({}, root).analyticsFrameOrigin).toBeNull();
    expect(loadConfig({ ANALYTICS_FRAME_ORIGIN: 'http://127.0.0.1:43123/' }, root).analyticsFrameOrigin).toBe(
      'http://127.0.0.1:43123',
    );
    expect(() => loadConfig({ ANALYTICS_FRAME_ORIGIN: 'http://127.0.0.1:43123/emulator' }, root)).toThrow(
      /ANALYTICS_FRAME_ORIGIN must be an origin/,
    );
    expect(() => loadConfig({ ANALYTICS_FRAME_ORIGIN: 'javascript:alert(1)' }, root)).toThrow(
      /ANALYTICS_FRAME_ORIGIN must be an origin/,
    );
    expect(() => loadConfig({ ANALYTICS_FRAME_ORIGIN: 'http://127.0.0.1:43123', DEMO_MODE: 'false' }, root)).toThrow(
      /ANALYTICS_FRAME_ORIGIN is for demo mode only/,
    );
  });

  test('PLUGIN_GRANTS (default: the administration sees every customer) and PLUGIN_FAILURE (default: disable)', () => {
    expect(loadConfig({}, root)).toMatchObject({
      pluginGrants: {
        admin: ['administration', 'crossCustomerData'],
        'azure-services': ['crossCustomerData'],
        'azure-subscriptions': ['crossCustomerData'],
        files: ['crossCustomerData'],
        'managed-resources': ['crossCustomerData'],
        'microsoft-cloud': ['crossCustomerData', 'customerDirectory'],
        notifications: ['crossCustomerData', 'customerDirectory'],
        recommendations: ['crossCustomerData'],
        report: ['crossCustomerData', 'customerDirectory'],
        'service-requests': ['crossCustomerData', 'customerDirectory'],
        subscriptions: ['crossCustomerData'],
        surveys: ['crossCustomerData', 'customerDirectory'],
      },
      pluginFailure: 'disable',
    });
    expect(loadConfig({ PLUGIN_GRANTS: 'none', PLUGIN_FAILURE: 'refuse' }, root)).toMatchObject({
      pluginGrants: {},
      pluginFailure: 'refuse',
    });
    expect(
      loadConfig({ PLUGIN_GRANTS: 'admin:crossCustomerData, reports:crossCustomerData' }, root).pluginGrants,
    ).toEqual({ admin: ['crossCustomerData'], reports: ['crossCustomerData'] });
    expect(() => loadConfig({ PLUGIN_GRANTS: 'admin:rawDatabase', PLUGIN_FAILURE: 'ignore' }, root)).toThrow(
      /PLUGIN_GRANTS: "admin:rawDatabase" is not plugin:capability with a capability of crossCustomerData[\s\S]*PLUGIN_FAILURE must be "disable" or "refuse"/,
    );
  });

  test('the environment overrides', () => {
    const config = loadConfig(
      {
        PORT: '18080',
        HOST: '0.0.0.0',
        DATABASE_FILE: 'other/x.sqlite',
        SESSION_SECRET: 'k'.repeat(40),
        DEMO_MODE: 'false',
        ENVIRONMENT_TYPE: 'ACCEPTANCE',
        PORTAL_ENABLED_PLUGINS: 'report, claims,,html',
      },
      root,
    );
    expect(config).toMatchObject({
      port: 18080,
      host: '0.0.0.0',
      databaseFile: path.join(root, 'other', 'x.sqlite'),
      secret: 'k'.repeat(40),
      demoMode: false,
      environmentType: 'acceptance',
      enabledPlugins: ['report', 'claims', 'html'],
    });
    expect(loadConfig({ DEMO_MODE: 'false' }, root).environmentType).toBeNull();
  });

  test("DATA_DIR: the data folder (the image's volume) holds the database, the generated secret and, with PostgreSQL, the files", () => {
    const volume = path.join(root, 'volume');
    const sqlite = loadConfig({ DATA_DIR: volume }, root);
    expect(sqlite).toMatchObject({ dataDir: volume, databaseFile: path.join(volume, 'portal.sqlite') });
    expect(readFileSync(path.join(volume, 'session-secret'), 'utf8').trim()).toBe(sqlite.secret);
    expect(loadConfig({ DATA_DIR: volume, DATABASE_URL: 'postgres://portal@db.internal/portal' }, root)).toMatchObject({
      dataDir: volume,
      databaseFile: 'postgres://portal@db.internal/portal',
    });
    expect(loadConfig({}, root).dataDir).toBe(path.join(root, 'data'));
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ ENVIRONMENT_TYPE: 'staging' }, /ENVIRONMENT_TYPE/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env, root)).toThrow(message);
  });

  test('names every unreadable setting in one error, writing nothing', () => {
    expect(() =>
      loadConfig(
        {
          TRUST_PROXY: 'everyone',
          PORT: 'eighty',
          PUBLIC_ORIGIN: 'http://localhost:8080/portal',
          SESSION_SECRET: 'short',
        },
        root,
      ),
    ).toThrow(
      new RegExp(
        [
          'The configuration has problems:',
          '  - PORT must be a port number, got "eighty"',
          '  - TRUST_PROXY must be .*, got "everyone"',
          '  - SESSION_SECRET must be at least 32 characters',
          '  - PUBLIC_ORIGIN must be an origin without a path: .*, got "http://localhost:8080/portal"$',
        ].join('\n'),
      ),
    );
    expect(() => statSync(path.join(root, 'data'))).toThrow();
  });
});
