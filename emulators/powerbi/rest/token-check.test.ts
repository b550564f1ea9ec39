import { startPowerBiEmulator, type PowerBiEmulator } from '../server';
import { mintEmulatorToken } from '../tokens';
import { TOKEN_CHECK_ROUTE } from './token-check';

/** The frame's backend token check: signature, expiry and the items in the token's scope. */
let emulator: PowerBiEmulator;
beforeEach(async () => {
  emulator = await startPowerBiEmulator();
});
afterEach(async () => {
  await emulator?.close();
});

const scope = {
  res: 'demo-service-overview',
  items: ['demo-service-overview', 'demo-service-overview-dataset'],
  ws: ['w'],
  ids: [],
};
const check = (payload: unknown, headers: Record<string, string> = {}) =>
  emulator.app.inject({
    method: 'POST',
    url: TOKEN_CHECK_ROUTE,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('POST /emulator/frame-api/token-check', () => {
  it('answers the remaining lifetime and the items of a good token, for each item in its scope', async () => {
    const { token } = mintEmulatorToken(emulator.config.secret, scope, 60_000);
    for (const itemId of scope.items) {
      const response = await check({ token, itemId });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { remainingMs: number; items: string[] };
      expect(body.remainingMs).toBeGreaterThan(55_000);
      expect(body.remainingMs).toBeLessThanOrEqual(60_000);
      expect(body.items).toEqual(scope.items);
    }
  });

  it("refuses a forged, an expired and a token for another item in Power BI's error shape", async () => {
    const secret = emulator.config.secret;
    const { token } = mintEmulatorToken(secret, scope, 60_000);
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { exp: number };
    const forged = `${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 1e9 })).toString('base64url')}.${signature}`;
    const expired = mintEmulatorToken(secret, scope, 60_000, Date.now() - 2 * 3_600_000).token;
    const otherSecret = mintEmulatorToken('another-secret-another-secret-0123', scope, 60_000).token;
    for (const [given, code] of [
      [forged, 'PowerBINotAuthorizedException'],
      [otherSecret, 'PowerBINotAuthorizedException'],
      [expired, 'TokenExpired'],
    ]) {
      const response = await check({ token: given, itemId: 'demo-service-overview' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    }
    const wrongItem = await check({ token, itemId: 'demo-sla-report' });
    expect(wrongItem.statusCode).toBe(403);
    expect(wrongItem.json()).toMatchObject({ error: { code: 'PowerBINotAuthorizedException' } });
  });

  it('answers 400 for a body without token or item', async () => {
    const { token } = mintEmulatorToken(emulator.config.secret, scope, 60_000);
    expect((await check({ token })).statusCode).toBe(400);
  });
});
