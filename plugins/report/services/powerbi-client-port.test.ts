import * as pbi from 'powerbi-client';
import { createPowerBiPort } from './powerbi-client-port';

/**
 * The toolbar's calls through powerbi-client: which frame messages they send (the emulator and the service
 * answer these), and the refresh fallback.
 */
const ORIGIN = 'http://localhost:8080';
const service = new pbi.service.Service(
  pbi.factories.hpmFactory,
  pbi.factories.wpmpFactory,
  pbi.factories.routerFactory,
);
const report = {
  type: 'report',
  id: 'r1',
  accessToken: 'tok',
  tokenType: 1,
  pageName: 'overview',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1',
};
const dashboard = {
  type: 'dashboard',
  id: 'd1',
  accessToken: 'tok',
  tokenType: 1,
  embedUrl: 'https://app.powerbi.com/dashboardEmbed?dashboardId=d1',
};

function setup(config: typeof report | typeof dashboard) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const port = createPowerBiPort(pbi, service, ORIGIN);
  const handle = port.embed(element, { ...config });
  const iframe = element.querySelector('iframe')!;
  const posted: { method: string; url: string; body: unknown }[] = [];
  jest.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(((message: {
    method: string;
    url: string;
    body: unknown;
  }) => {
    posted.push(message);
  }) as typeof window.postMessage);
  return { element, port, handle, iframe, posted };
}

describe('the embed handle over powerbi-client', () => {
  beforeEach(() => {
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('print posts /report/print, refresh /report/refresh, reload /report/load naming the current page', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout'] });
    const { handle, posted, port, element, iframe } = setup(report);
    iframe.dispatchEvent(new Event('load'));
    expect(posted.map((m) => `${m.method} ${m.url}`)).toEqual(['POST /report/load']);
    posted.length = 0;
    // The client drops a load within 100 ms of the previous one.
    jest.setSystemTime(Date.now() + 1_000);
    void handle.print().catch(() => undefined);
    void handle.refresh().catch(() => undefined);
    void handle.reload('sla').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted.map((m) => `${m.method} ${m.url}`)).toEqual([
      'POST /report/print',
      'POST /report/refresh',
      'POST /report/load',
    ]);
    expect(posted[2]!.body).toMatchObject({ id: 'r1', pageName: 'sla' });
    port.reset(element);
    jest.useRealTimers();
  });

  it('full screen asks the browser to show the iframe full screen', () => {
    const { handle, iframe, port, element } = setup(report);
    const requestFullscreen = jest.fn(() => Promise.resolve());
    iframe.requestFullscreen = requestFullscreen;
    handle.fullscreen();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    port.reset(element);
  });

  it('reloads when the service refuses a refresh; a dashboard reloads and cannot print', async () => {
    jest.spyOn(pbi.Report.prototype, 'refresh').mockRejectedValue({ message: 'refresh throttled' });
    const reload = jest.spyOn(pbi.Embed.prototype, 'reload').mockResolvedValue(undefined);
    const first = setup(report);
    await first.handle.refresh();
    expect(reload).toHaveBeenCalledTimes(1);
    first.port.reset(first.element);

    const second = setup(dashboard);
    await second.handle.refresh();
    expect(reload).toHaveBeenCalledTimes(2);
    await expect(second.handle.print()).rejects.toThrow(/reports only/);
    second.port.reset(second.element);
  });
});
