import { ApiPaths } from '../../../core/plugin-api';
import { FakeClock, FakeHttp } from '../testing/fakes';
import { TokenRefresher, expiryFrom } from './tokenRefresher';

const PATH = ApiPaths.refreshEmbedToken(42);
const MINUTE = 60_000;

function setup(initialExpiry: number) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const applied: string[] = [];
  const refresher = new TokenRefresher({ clock, http, actionId: 42, initialExpiry, apply: (token) => { applied.push(token); } });
  return { clock, http, applied, refresher };
}

describe('TokenRefresher', () => {
  it('checks every minute and refreshes only at or below five minutes remaining', async () => {
    const { clock, http, applied, refresher } = setup(10 * MINUTE);
    http.reply(PATH, { ok: true, data: { embedToken: 'fresh-1' } });
    refresher.start();
    await clock.advance(4 * MINUTE);
    expect(http.callsTo(PATH)).toHaveLength(0);
    await clock.advance(MINUTE);
    expect(http.callsTo(PATH)).toHaveLength(1);
    expect(applied).toEqual(['fresh-1']);
    expect(refresher.expiresAt).toBe(5 * MINUTE + 3_600_000);
  });

  it('takes the expiry from the answer when given', async () => {
    const { clock, http, refresher } = setup(0);
    http.reply(PATH, { ok: true, data: { embedToken: 't', expiration: '2030-01-01T00:00:00.000Z' } });
    await refresher.check();
    expect(refresher.expiresAt).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(clock.activeTimers).toBe(0);
  });

  it('changes nothing on a non-ok answer and tries again at the next check', async () => {
    const { clock, http, applied, refresher } = setup(2 * MINUTE);
    http.reply(PATH, { ok: false, status: 500 }, { ok: true, data: { embedToken: 'second' } });
    refresher.start();
    await clock.advance(MINUTE);
    expect(http.callsTo(PATH)).toHaveLength(1);
    expect(applied).toEqual([]);
    expect(refresher.expiresAt).toBe(2 * MINUTE);
    await clock.advance(MINUTE);
    expect(http.callsTo(PATH)).toHaveLength(2);
    expect(applied).toEqual(['second']);
  });

  it('ignores a malformed answer', async () => {
    const { http, applied, refresher } = setup(0);
    http.reply(PATH, { ok: true, data: { token: 'x' } });
    await refresher.check();
    expect(applied).toEqual([]);
    expect(refresher.expiresAt).toBe(0);
  });

  it('stops its timer', async () => {
    const { clock, http, refresher } = setup(0);
    refresher.start();
    refresher.stop();
    await clock.advance(10 * MINUTE);
    expect(http.calls).toHaveLength(0);
    expect(clock.activeTimers).toBe(0);
  });

  it('shares one request between concurrent fetches', async () => {
    const { http, refresher } = setup(0);
    http.reply(PATH, { ok: true, data: { embedToken: 'one' } });
    const [a, b] = await Promise.all([refresher.fetchToken(), refresher.fetchToken()]);
    expect([a, b]).toEqual(['one', 'one']);
    expect(http.callsTo(PATH)).toHaveLength(1);
  });

  it('falls back to one hour when no expiration is known', () => {
    expect(expiryFrom(null, 1000)).toBe(3_601_000);
    expect(expiryFrom('not a date', 0)).toBe(3_600_000);
  });
});
