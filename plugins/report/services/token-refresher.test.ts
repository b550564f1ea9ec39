import type { HttpResult } from '../../../core/plugin-api';
import { ManualClock, fail, fakeHttp, ok } from '../../../core/plugin-api/testing';
import { ReportPaths } from '../contract';
import { TokenRefresher, expiryFrom } from './token-refresher';

const PATH = ReportPaths.refreshEmbedToken(42);
const MINUTE = 60_000;

/**
 * A refresher whose token expires `expiresIn` ms after the clock's start. `answers` are the server's answers
 * to the refresh call in turn; the last one repeats.
 */
function setup(expiresIn: number, ...answers: HttpResult<unknown>[]) {
  const clock = new ManualClock();
  const start = clock.now();
  const { http, calls } = fakeHttp(() => (answers.length > 1 ? answers.shift()! : (answers[0] ?? fail(404))));
  const applied: string[] = [];
  const refresher = new TokenRefresher({
    clock,
    http,
    actionId: 42,
    initialExpiry: start + expiresIn,
    apply: (token) => {
      applied.push(token);
    },
  });
  const refreshCalls = () => calls.filter((call) => call.path === PATH);
  return { clock, start, calls, refreshCalls, applied, refresher };
}

describe('TokenRefresher', () => {
  it('checks every minute and refreshes only at or below five minutes remaining', async () => {
    const { clock, start, refreshCalls, applied, refresher } = setup(10 * MINUTE, ok({ embedToken: 'fresh-1' }));
    refresher.start();
    await clock.advanceAsync(4 * MINUTE);
    expect(refreshCalls()).toHaveLength(0);
    await clock.advanceAsync(MINUTE);
    expect(refreshCalls()).toHaveLength(1);
    expect(applied).toEqual(['fresh-1']);
    expect(refresher.expiresAt).toBe(start + 5 * MINUTE + 3_600_000);
  });

  it('takes the expiry from the answer when given', async () => {
    const { clock, refresher } = setup(0, ok({ embedToken: 't', expiration: '2030-01-01T00:00:00.000Z' }));
    await refresher.check();
    expect(refresher.expiresAt).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
    expect(clock.activeTimers).toBe(0);
  });

  it('changes nothing on a non-ok answer and tries again at the next check', async () => {
    const { clock, start, refreshCalls, applied, refresher } = setup(
      2 * MINUTE,
      fail(500),
      ok({ embedToken: 'second' }),
    );
    refresher.start();
    await clock.advanceAsync(MINUTE);
    expect(refreshCalls()).toHaveLength(1);
    expect(applied).toEqual([]);
    expect(refresher.expiresAt).toBe(start + 2 * MINUTE);
    await clock.advanceAsync(MINUTE);
    expect(refreshCalls()).toHaveLength(2);
    expect(applied).toEqual(['second']);
  });

  it('ignores a malformed answer', async () => {
    const { start, applied, refresher } = setup(0, ok({ token: 'x' }));
    await refresher.check();
    expect(applied).toEqual([]);
    expect(refresher.expiresAt).toBe(start);
  });

  it('stops its timer', async () => {
    const { clock, calls, refresher } = setup(0, ok({ embedToken: 'never' }));
    refresher.start();
    refresher.stop();
    await clock.advanceAsync(10 * MINUTE);
    expect(calls).toHaveLength(0);
    expect(clock.activeTimers).toBe(0);
  });

  it('shares one request between concurrent fetches', async () => {
    const { refreshCalls, refresher } = setup(0, ok({ embedToken: 'one' }));
    const [a, b] = await Promise.all([refresher.fetchToken(), refresher.fetchToken()]);
    expect([a, b]).toEqual(['one', 'one']);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('falls back to one hour when no expiration is known', () => {
    expect(expiryFrom(null, 1000)).toBe(3_601_000);
    expect(expiryFrom('not a date', 0)).toBe(3_600_000);
  });
});
