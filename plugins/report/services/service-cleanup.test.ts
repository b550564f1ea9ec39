import * as pbi from 'powerbi-client';
import { createPowerBiPort } from './powerbi-client-port';

/**
 * Pins the port's reset to powerbi-client's internals (service-cleanup.ts): a report switch must leave the
 * service as it found it. If an upgrade changes the parts this relies on, these fail.
 */
const ORIGIN = 'http://localhost:8080';
const EMBED_URL = 'https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1';

interface ServiceInternals {
  wpmp: { handlers: unknown[]; pendingRequestPromises: Record<string, unknown> };
}

function newService() {
  return new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);
}

const internals = (service: pbi.service.Service) => service as unknown as ServiceInternals;

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

/** Stubs the frame's postMessage (jsdom loads no frame) and returns what the page posted to it. */
function framePosts(element: HTMLElement): { url: string; headers: { id: string } }[] {
  const posted: { url: string; headers: { id: string } }[] = [];
  const target = element.querySelector('iframe')!.contentWindow!;
  jest.spyOn(target, 'postMessage').mockImplementation(((message: { url: string; headers: { id: string } }) => {
    posted.push(message);
  }) as typeof target.postMessage);
  return posted;
}

/** A message from a frame to the page, as the client's window listener receives it. */
function fromFrame(url: string, body: Record<string, unknown>): void {
  const source = { postMessage: jest.fn() } as unknown as Window;
  window.dispatchEvent(
    new MessageEvent('message', { data: { method: 'POST', url, headers: { id: 'frame-1' }, body }, source }),
  );
}

describe.each([
  ['genuine client path', null],
  ['demo emulator adapter', ORIGIN],
])('report switches over powerbi-client (%s)', (_label, origin) => {
  beforeEach(() => {
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  const embedOn = (port: ReturnType<typeof createPowerBiPort>, element: HTMLElement, uniqueId: string) => {
    port.bootstrap(element, { type: 'report', embedUrl: EMBED_URL, uniqueId });
    return port.embed(element, {
      type: 'report',
      id: 'r1',
      accessToken: 'tok',
      tokenType: 1,
      embedUrl: EMBED_URL,
      uniqueId,
    });
  };

  it("50 switches leave the service's message handlers as they were", () => {
    const service = newService();
    const port = createPowerBiPort(pbi, service, origin);
    const baseline = internals(service).wpmp.handlers.length;
    for (let i = 0; i < 50; i++) {
      const element = container();
      embedOn(port, element, `uid-${i % 2}`);
      expect(internals(service).wpmp.handlers.length).toBeGreaterThan(baseline);
      port.reset(element);
      element.remove();
      expect(internals(service).wpmp.handlers.length).toBe(baseline);
    }
    expect(service.getNumberOfComponents()).toBe(0);
  });

  it('forgets requests the removed frame never answered, also when the view removed its elements first', () => {
    const service = newService();
    const port = createPowerBiPort(pbi, service, origin);
    const element = container();
    const handle = embedOn(port, element, 'uid-pending');
    const posted = framePosts(element);
    element.querySelector('iframe')!.dispatchEvent(new Event('load'));
    void handle.activePage().catch(() => undefined);
    expect(posted.map((message) => message.url)).toEqual(['/report/load', '/report/pages']);
    const pending = internals(service).wpmp.pendingRequestPromises;
    expect(Object.keys(pending).sort()).toEqual(posted.map((message) => message.headers.id).sort());
    // React removes an unmounted view's elements before its effects' cleanups run: the frame has no window then.
    element.remove();
    port.reset(element);
    expect(Object.keys(pending)).toEqual([]);
  });

  it('a released route no longer reaches the reset component', () => {
    const service = newService();
    const port = createPowerBiPort(pbi, service, origin);
    const live = container();
    embedOn(port, live, 'uid-live');
    const bodyLive: Record<string, unknown> = {};
    fromFrame('/reports/uid-live/eventHooks/preQuery', bodyLive);
    // The client hands the component to its event hook; this shows the route still leads to it.
    expect(bodyLive.report).toBe(service.get(live));

    port.reset(live);
    const bodyAfter: Record<string, unknown> = {};
    fromFrame('/reports/uid-live/eventHooks/preQuery', bodyAfter);
    expect(bodyAfter.report).toBeUndefined();
  });

  it('removes exactly the handlers added through a handle', () => {
    const service = newService();
    const port = createPowerBiPort(pbi, service, origin);
    const element = container();
    const handle = embedOn(port, element, 'uid-handlers');
    const component = service.get(element);
    const own = jest.fn();
    component.on('loaded', own);
    const added = jest.fn();
    handle.on('loaded', added);
    handle.on('rendered', added);
    element.dispatchEvent(new CustomEvent('loaded', { detail: { ok: 1 } }));
    expect(added).toHaveBeenCalledWith({ ok: 1 });
    handle.off('loaded');
    handle.off('rendered');
    added.mockClear();
    element.dispatchEvent(new CustomEvent('loaded'));
    element.dispatchEvent(new CustomEvent('rendered'));
    expect(added).not.toHaveBeenCalled();
    expect(own).toHaveBeenCalledTimes(2);
    port.reset(element);
  });

  it("adds no window 'message' listener per embed: the page's one service keeps its own", () => {
    const service = newService();
    const port = createPowerBiPort(pbi, service, origin);
    const added = jest.spyOn(window, 'addEventListener');
    for (let i = 0; i < 10; i++) {
      const element = container();
      embedOn(port, element, 'uid-listener');
      port.reset(element);
    }
    expect(added.mock.calls.filter(([type]) => type === 'message')).toEqual([]);
  });
});
