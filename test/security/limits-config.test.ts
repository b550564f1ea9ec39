import { loadConfig } from '../../server/config';
import { DEFAULT_SERVER_LIMITS, readServerLimits } from '../../server/http/server-limits';
import { productionProblems } from '../../server/production-checks';
import { DEFAULT_RATE_LIMITS, DEMO_RATE_LIMITS, readRateLimits } from '../../server/security/rate-limit-config';

const SECRET = 'Zq8v2Lr5Xw1Np7Ts4Ky9Bm3Hd6Gf0Jc-u_eA';

describe('the limits are configurable', () => {
  it('reads the rate limits, with their defaults', () => {
    expect(readRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(
      readRateLimits({ RATE_LIMIT_WINDOW_SECONDS: '10', RATE_LIMIT_SIGN_IN: '5', RATE_LIMIT_SESSION: ' 50 ' }),
    ).toEqual({ ...DEFAULT_RATE_LIMITS, windowMs: 10_000, signIn: 5, session: 50 });
    expect(readRateLimits({ RATE_LIMITS: 'off' })).toBe(false);
    // The demo's one-click sign-in and its browser tests sign in and register from one address all the time.
    expect(readRateLimits({}, true)).toEqual({
      ...DEFAULT_RATE_LIMITS,
      signIn: 300,
      registration: 50,
      signedOut: 6000,
    });
    expect(readRateLimits({ RATE_LIMIT_SIGN_IN: '7' }, true)).toEqual({ ...DEMO_RATE_LIMITS, signIn: 7 });
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => readRateLimits({ RATE_LIMIT_WRITES: bad })).toThrow(
        `RATE_LIMIT_WRITES must be a whole number from 1 to 1000000, got "${bad}"`,
      );
    }
  });

  it('reads the timeouts and the connection cap, with their defaults', () => {
    expect(readServerLimits({})).toEqual(DEFAULT_SERVER_LIMITS);
    expect(
      readServerLimits({ REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS: '50' }),
    ).toMatchObject({ requestMs: 20_000, headersMs: 5_000, maxConnections: 50 });
    expect(() => readServerLimits({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' })).toThrow(
      'HEADERS_TIMEOUT_SECONDS must not be longer',
    );
    expect(() => readServerLimits({ MAX_CONNECTIONS: 'lots' })).toThrow('MAX_CONNECTIONS must be a whole number');
  });

  it('caps connections per client address where clients connect directly, not behind a trusted proxy', () => {
    expect(readServerLimits({}).maxConnectionsPerAddress).toBe(50);
    expect(readServerLimits({ MAX_CONNECTIONS: '20' }).maxConnectionsPerAddress).toBe(20);
    expect(readServerLimits({}, true).maxConnectionsPerAddress).toBe(false);
    expect(readServerLimits({ MAX_CONNECTIONS_PER_ADDRESS: '8' }, true).maxConnectionsPerAddress).toBe(8);
    expect(readServerLimits({ MAX_CONNECTIONS_PER_ADDRESS: ' 200 ' }).maxConnectionsPerAddress).toBe(200);
    expect(readServerLimits({ MAX_CONNECTIONS_PER_ADDRESS: 'off' }).maxConnectionsPerAddress).toBe(false);
    for (const bad of ['-1', '1.5', 'many', '1001']) {
      expect(() => readServerLimits({ MAX_CONNECTIONS_PER_ADDRESS: bad })).toThrow(
        `MAX_CONNECTIONS_PER_ADDRESS must be off or a whole number from 1 to MAX_CONNECTIONS (1000), got "${bad}"`,
      );
    }
    const direct = { SESSION_SECRET: SECRET, PORT: '0', DEMO_MODE: 'off' };
    expect(loadConfig(direct, '/tmp/portal-limits').serverLimits?.maxConnectionsPerAddress).toBe(50);
    expect(
      loadConfig({ ...direct, TRUST_PROXY: '1' }, '/tmp/portal-limits').serverLimits?.maxConnectionsPerAddress,
    ).toBe(false);
  });

  it('loadConfig always sets both; production refuses the rate limits off', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PORT: '0', DEMO_MODE: 'off' }, '/tmp/portal-limits');
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.serverLimits).toEqual(DEFAULT_SERVER_LIMITS);
    const base = {
      sessionSecret: SECRET,
      demoMode: false,
      publicOrigin: 'https://portal.example.com',
      identityProviders: 1,
      trustProxy: true,
    };
    expect(productionProblems({ ...base, rateLimits: true })).toEqual([]);
    expect(productionProblems({ ...base, rateLimits: false })).toEqual([expect.stringMatching(/^RATE_LIMITS is off/)]);
  });
});
