import * as pbi from 'powerbi-client';
import { embedWithOwnFrame, toEmulatorUrl } from './emulator-frame';
import { createPowerBiPort } from './powerbi-client-port';

/**
 * Pins the demo adapter to powerbi-client's internals: if an upgrade changes how a component takes a
 * caller-made iframe, these fail.
 */
const ORIGIN = 'http://localhost:8080';
const service = new pbi.service.Service(
  pbi.factories.hpmFactory,
  pbi.factories.wpmpFactory,
  pbi.factories.routerFactory,
);

const configs = {
  report: {
    type: 'report',
    id: 'r1',
    accessToken: 'tok',
    tokenType: 1,
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1',
  },
  visual: {
    type: 'visual',
    id: 'r1',
    accessToken: 'tok',
    tokenType: 1,
    pageName: 'p1',
    visualName: 'v1',
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1',
  },
  dashboard: {
    type: 'dashboard',
    id: 'd1',
    accessToken: 'tok',
    tokenType: 1,
    embedUrl: 'https://app.powerbi.com/dashboardEmbed?dashboardId=d1',
  },
  tile: {
    type: 'tile',
    id: 't1',
    dashboardId: 'd1',
    accessToken: 'tok',
    tokenType: 1,
    embedUrl: 'https://app.powerbi.com/embed?dashboardId=d1&tileId=t1',
  },
};

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

function capturePosts(iframe: HTMLIFrameElement): unknown[] {
  const posted: unknown[] = [];
  const target = iframe.contentWindow!;
  jest.spyOn(target, 'postMessage').mockImplementation(((message: unknown) => {
    posted.push(message);
  }) as typeof target.postMessage);
  return posted;
}

describe('emulator adapter over powerbi-client', () => {
  beforeEach(() => {
    jest.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('maps a genuine embed URL to the emulator page', () => {
    expect(toEmulatorUrl('https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1', `${ORIGIN}/`)).toBe(
      `${ORIGIN}/emulator/reportEmbed?reportId=r1&groupId=g1`,
    );
  });

  it('the client itself refuses the emulator URL (the reason the adapter exists)', () => {
    expect(() =>
      service.embed(container(), { ...configs.report, embedUrl: `${ORIGIN}/emulator/reportEmbed?reportId=r1` }),
    ).toThrow(/Invalid embed URL/);
  });

  it.each(Object.entries(configs))(
    'embeds a %s in a caller-made frame that receives the load request',
    (type, config) => {
      const element = container();
      const component = embedWithOwnFrame(pbi, service, element, { ...config }, ORIGIN, false);
      const frames = element.querySelectorAll('iframe');
      expect(frames).toHaveLength(1);
      const iframe = frames[0]!;
      expect(component.iframe).toBe(iframe);
      expect(service.get(element)).toBe(component);
      const src = new URL(iframe.src);
      expect(src.origin + src.pathname).toMatch(new RegExp(`^${ORIGIN}/emulator/`));
      expect(src.searchParams.get('uid')).toBe(component.config.uniqueId);

      const posted = capturePosts(iframe);
      iframe.dispatchEvent(new Event('load'));
      const expectedPath = {
        report: '/report/load',
        visual: '/report/load',
        dashboard: '/dashboard/load',
        tile: '/tile/load',
      }[type];
      expect(posted).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: expectedPath,
          body: expect.objectContaining({ accessToken: 'tok', uniqueId: component.config.uniqueId }),
        }),
      ]);
      component.setComponentTitle('Title');
      expect(iframe.getAttribute('title')).toBe('Title');
      service.reset(element);
      expect(element.querySelector('iframe')).toBeNull();
    },
  );

  it('bootstraps through the adapter and keeps the frame and its uid for the following embed', () => {
    const port = createPowerBiPort(pbi, service, ORIGIN);
    const element = container();
    port.bootstrap(element, { type: 'report', embedUrl: configs.report.embedUrl, uniqueId: 'fixed-uid' });
    const iframe = element.querySelector('iframe')!;
    expect(new URL(iframe.src).searchParams.get('uid')).toBe('fixed-uid');
    const handle = port.embed(element, { ...configs.report, uniqueId: 'fixed-uid' });
    expect(element.querySelectorAll('iframe')).toHaveLength(1);
    handle.setComponentTitle('Report: demo');
    expect(iframe.title).toBe('Report: demo');
    const posted = capturePosts(iframe);
    iframe.dispatchEvent(new Event('load'));
    expect(posted).toEqual([
      expect.objectContaining({ url: '/report/load', headers: expect.objectContaining({ uid: 'fixed-uid' }) }),
    ]);
    port.reset(element);
  });

  it('leaves the client untouched without an emulator', () => {
    const port = createPowerBiPort(pbi, service, null);
    const element = container();
    port.embed(element, { ...configs.report });
    expect(element.querySelector('iframe')!.src).toMatch(
      /^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=r1&groupId=g1&uid=/,
    );
    port.reset(element);
  });
});
