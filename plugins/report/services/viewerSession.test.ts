import { ApiPaths } from '../../../core/plugin-api';
import { FakeClock, FakeHandle, FakeHttp, flush, silentLogger } from '../testing/fakes';
import { ActiveReportViews } from './activeViews';
import { ViewerSession } from './viewerSession';

function listenerTarget() {
  const listeners = new Map<string, Set<unknown>>();
  return {
    listeners,
    addEventListener: (name: string, fn: unknown) => { listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)); },
    removeEventListener: (name: string, fn: unknown) => { listeners.get(name)?.delete(fn); },
  };
}

function session(clock: FakeClock, http: FakeHttp, target = listenerTarget(), actionId = 7) {
  return new ViewerSession({
    clock, http, logger: silentLogger, actionId, initialExpiry: clock.now() + 3_600_000, startedAt: clock.now(),
    target: target as unknown as Window,
  });
}

describe('ViewerSession', () => {
  it('logs page changes, data selections and load times, restarting the load timer', async () => {
    const clock = new FakeClock();
    const http = new FakeHttp();
    const s = session(clock, http);
    const handle = new FakeHandle();
    s.start();
    s.attach(handle);
    clock.time = 1200;
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ApiPaths.logPageLoaded(7))[0]!.body).toEqual({ Page: 'Overview', LoadTimeInMs: 1200 });

    clock.time = 5000;
    s.handlers.pageChanged!({ newPage: { name: 'ReportSection2', displayName: 'SLA' } });
    clock.time = 5300;
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ApiPaths.logPageChange(7))[0]!.body).toEqual({ Page: 'SLA' });
    expect(http.callsTo(ApiPaths.logPageLoaded(7))[1]!.body).toEqual({ Page: 'SLA', LoadTimeInMs: 300 });

    clock.time = 9000;
    s.handlers.dataSelected!({ dataPoints: [] });
    clock.time = 9050;
    s.handlers.rendered!(undefined);
    await flush();
    expect(http.callsTo(ApiPaths.logDataSelected(7))[0]!.body).toEqual({ Page: 'SLA' });
    expect(http.callsTo(ApiPaths.logPageLoaded(7))[2]!.body).toEqual({ Page: 'SLA', LoadTimeInMs: 50 });
  });

  it('applies a refreshed token to the open report', async () => {
    const clock = new FakeClock();
    const http = new FakeHttp();
    http.reply(ApiPaths.refreshEmbedToken(7), { ok: true, data: { embedToken: 'renewed' } });
    const s = session(clock, http);
    const handle = new FakeHandle();
    s.start();
    s.attach(handle);
    await clock.advance(55 * 60_000);
    expect(handle.tokens).toEqual(['renewed']);
  });

  it('a new view shuts down the earlier one: its token timer and unload listener stop', async () => {
    const clock = new FakeClock();
    const http = new FakeHttp();
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

    await clock.advance(60 * 60_000);
    expect(http.calls.every((call) => !call.path.includes('/1/'))).toBe(true);
    views.release(second);
    expect(clock.activeTimers).toBe(0);
  });

  it('shuts down on page unload', () => {
    const clock = new FakeClock();
    const target = listenerTarget();
    const s = session(clock, new FakeHttp(), target);
    s.start();
    const [listener] = [...(target.listeners.get('pagehide') ?? [])] as (() => void)[];
    listener!();
    expect(s.isActive).toBe(false);
    expect(clock.activeTimers).toBe(0);
  });
});
