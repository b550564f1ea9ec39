import { Portal } from './portal';
import { defaultBackend } from '../plugin-api/testing/create-test-portal';
import { ManualClock } from '../plugin-api/testing/manual-clock';
import { NotificationService, definePlugin } from '../plugin-api';
import { testPlugin } from '../plugin-api/testing';

/** A portal whose "frame painted" moment the test decides, with one plugin whose import it watches. */
function portalWithFramePaint(embedded = false) {
  const backend = defaultBackend();
  let paint: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => {
    paint = resolve;
  });
  const imported: string[] = [];
  const afterStart = jest.fn();
  // An extension point's implementer: its code starts with the portal (others wait until first shown).
  const plugin = definePlugin({
    id: 'sample',
    texts: { en: {}, nl: {} },
    start: (ctx) => ctx.implement(NotificationService, () => ({ add: () => undefined, update: () => undefined })),
  });
  const sample = testPlugin({
    id: 'sample',
    implements: [NotificationService],
    code: async () => {
      imported.push('sample');
      return { default: plugin };
    },
    contributes: {},
  });
  const portal = new Portal({
    catalog: { sample },
    coreTexts: { en: {}, nl: {} },
    browser: {
      fetch: backend.fetch,
      storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
      document,
      languages: ['en-US'],
      reload: jest.fn(),
      assign: jest.fn(),
    },
    clock: new ManualClock(),
    logger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
    framePainted: () => painted,
    afterStart,
    embedded,
  });
  return { portal, backend, imported, afterStart, paint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the start-up order', () => {
  it('makes the frame ready with identity, settings and account details, and reads the plugins (and starts the code they must start) only after it painted', async () => {
    const test = portalWithFramePaint();
    const starting = test.portal.start();
    await settle();
    expect(test.portal.frameReady).toBe(true);
    expect(test.backend.calls('GET', '/api/account')).toHaveLength(1);
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(1);
    expect(test.imported).toEqual([]);
    expect(test.afterStart).not.toHaveBeenCalled();
    expect(test.portal.started).toBe(false);

    test.paint();
    await starting;
    expect(test.imported).toEqual(['sample']);
    expect(test.afterStart).toHaveBeenCalledTimes(1);
    expect(test.portal.started).toBe(true);
    expect(test.portal.pluginReport?.registered).toEqual(['sample']);
  });

  it('asks for no account details on an embedded page (no frame, no notice)', async () => {
    const test = portalWithFramePaint(true);
    const starting = test.portal.start();
    test.paint();
    await starting;
    expect(test.backend.calls('GET', '/api/account')).toHaveLength(0);
    expect(test.portal.started).toBe(true);
  });

  it('asks for the menu again, in the new language, when the reader changes the language', async () => {
    const test = portalWithFramePaint();
    const starting = test.portal.start();
    test.paint();
    await starting;
    const menuCalls = () => test.backend.calls('GET', '/api/menuitems/');
    expect(menuCalls().map((call) => call.headers['accept-language'])).toEqual(['en']);
    await test.portal.i18n.changeLanguage('nl');
    await settle();
    expect(menuCalls().map((call) => call.headers['accept-language'])).toEqual(['en', 'nl']);
    test.portal.dispose();
    await test.portal.i18n.changeLanguage('en');
    await settle();
    expect(menuCalls()).toHaveLength(2);
  });
});
