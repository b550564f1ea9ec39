import { ManualClock, fakeHttp, flush, ok, silentLogger } from '../../../core/plugin-api/testing';
import { ReportPaths } from '../contract';
import { FakeHandle } from '../testing/fake-embed-port';
import { ActiveReportViews } from './active-views';
import { ViewerSession } from './viewer-session';

function listenerTarget() {
  const listeners = new Map<string, Set<unknown>>();
  return {
    listeners,
    addEventListener: (name: string, fn: unknown) => {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(fn));
    },
    removeEventListener: (name: string, fn: unknown) => {
      listeners.get(name)?.delete(fn);
    },
  };
}

/** An HttpClient fake that answers the refresh with `embedToken` (when given) and every log with { ok: true }. */
function backend(embedToken?: string) {
  const fake = fakeHttp((_method, path) =>
    embedToken && path.includes('/RefreshEmbedTokenForAction/') ? ok({ embedToken }) : ok({ ok: true }),
  );
  return { ...fake, callsTo: (path: string) => fake.calls.filter((call) => call.path === path) };
}

function session(clock: ManualClock, http: ReturnType<typeof backend>, target = listenerTarget(), actionId = 7) {
  return new ViewerSession({
    clock,
    http: http.http,
    logger: silentLogger,
    actionId,
    initialExpiry: clock.now() + 3_600_000,
    startedAt: clock.now(),
    target: target as unknown as Window,
  });
}

describe('ViewerSession', () => {
  it('logs page changes, data selections and load times, restarting the load timer', async () => {
    const clock = new ManualClock();
    const http = backend();
    const s = session(clock, http);
    const handle = new FakeHandle();
    s.start();
    s.attach(handle);
    clock.advance(1200);
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ReportPaths.logPageLoaded(7))[0]!.body).toEqual({ Page: 'Overview', LoadTimeInMs: 1200 });

    clock.advance(3800);
    s.handlers.pageChanged!({ newPage: { name: 'ReportSection2', displayName: 'SLA' } });
    clock.advance(300);
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ReportPaths.logPageChange(7))[0]!.body).toEqual({ Page: 'SLA' });
    expect(http.callsTo(ReportPaths.logPageLoaded(7))[1]!.body).toEqual({ Page: 'SLA', LoadTimeInMs: 300 });

    clock.advance(3700);
    s.handlers.dataSelected!({ dataPoints: [] });
    clock.advance(50);
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ReportPaths.logDataSelected(7))[0]!.body).toEqual({ Page: 'SLA' });
    expect(http.callsTo(ReportPaths.logPageLoaded(7))[2]!.body).toEqual({ Page: 'SLA', LoadTimeInMs: 50 });
  });

  it('applies a refreshed token to the open report', async () => {
    const clock = new ManualClock();
    const s = session(clock, backend('renewed'));
    const handle = new FakeHandle();
    s.start();
    s.attach(handle);
    await clock.advanceAsync(55 * 60_000);
    expect(handle.tokens).toEqual(['renewed']);
  });

  it('a new view shuts down the earlier one: its token timer and unload listener stop', async () => {
    const clock = new ManualClock();
    const http = backend('renewed');
    const views = new ActiveReportViews();
    const firstTarget = listenerTarget();
    const first = session(clock, http, firstTarget, 1);
    views.activate(first);
    first.start();
    expect(clock.activeTimers).toBe(1);
    expect(firstTarget.listeners.get('pagehide')?.size).toBe(1);

    const second = session(clock, http, listenerTarget(), 2);
    views.activate(second);
    second.start();
    expect(first.isActive).toBe(false);
    expect(second.isActive).toBe(true);
    expect(views.count).toBe(1);
    expect(clock.activeTimers).toBe(1);
    expect(firstTarget.listeners.get('pagehide')?.size).toBe(0);

    await clock.advanceAsync(60 * 60_000);
    expect(http.calls.every((call) => !call.path.includes('/1/'))).toBe(true);
    views.release(second);
    expect(clock.activeTimers).toBe(0);
  });

  it('shuts down on page unload', () => {
    const clock = new ManualClock();
    const target = listenerTarget();
    const s = session(clock, backend(), target);
    s.start();
    const [listener] = [...(target.listeners.get('pagehide') ?? [])] as (() => void)[];
    listener!();
    expect(s.isActive).toBe(false);
    expect(clock.activeTimers).toBe(0);
  });
});
