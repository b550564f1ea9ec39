import {
  CONTRIBUTION_KINDS,
  PLUGIN_API_VERSION,
  definePlugin,
  createToken,
  HttpClient,
  Logger,
  NotificationService,
  contributionNames,
  type ActionViewEntry,
  type ContributionKind,
  type PluginManifest,
} from '../plugin-api';
import { createTestPortal, testPlugin } from '../plugin-api/testing';
import { enabledPluginIds } from './enabled-plugins';
import type { ObservableRegistry } from './registry';
import { resolve } from './resolve';

const component = async () => ({ default: () => null });
const viewPlugin = (id: string, actionType = id) =>
  testPlugin({ id, contributes: { actionViews: [{ actionType, load: component }] } });
const views = (test: ReturnType<typeof createTestPortal>) =>
  resolve(test.portal.container, CONTRIBUTION_KINDS.actionViews.token);

describe('enabled plugins', () => {
  it('is the bundled list AND the deployment list AND the customer list, each when present', () => {
    const bundled = ['claims', 'html', 'link', 'report'];
    expect(enabledPluginIds(bundled, null, undefined)).toEqual(bundled);
    expect(enabledPluginIds(bundled, ['html', 'report', 'unknown'], null)).toEqual(['html', 'report']);
    expect(enabledPluginIds(bundled, ['html', 'report'], ['report', 'claims'])).toEqual(['report']);
    expect(enabledPluginIds(bundled, null, [])).toEqual([]);
  });
});

describe('plugin host: declarations', () => {
  it('declares only the enabled subset (deployment and customer lists)', async () => {
    const test = createTestPortal({
      plugins: { claims: viewPlugin('claims'), html: viewPlugin('html'), link: viewPlugin('link') },
    });
    test.backend.on('GET', '/app/publicsettings', { body: { applicationName: 'X', plugins: ['claims', 'html'] } });
    test.backend.on('GET', '/account/me', {
      body: {
        isAuthenticated: true,
        isAuthorized: true,
        userName: 'u',
        activeCustomerId: 'c',
        customers: [{ customerId: 'c', customerName: 'C', plugins: ['html', 'link'] }],
      },
    });
    await test.portal.start();
    expect(views(test).entries.map((e) => e.actionType)).toEqual(['html']);
    expect(test.portal.pluginReport).toEqual({ registered: ['html'], failed: [] });
  });

  it('reads every kind of the table into its own registry without running plugin code; the labels are in at once', async () => {
    const code = jest.fn(async () => ({ default: definePlugin({ id: 'everything', texts: { en: {}, nl: {} } }) }));
    const everything = testPlugin({
      id: 'everything',
      code,
      labels: { en: { card: 'Card' }, nl: { card: 'Kaart' } },
      contributes: {
        actionViews: [{ actionType: 'every', load: component }],
        actionEditors: [
          { actionType: 'every', labelKey: 'everything:card', initialData: { actionType: 'every' }, load: component },
        ],
        menuSections: [{ id: 'every-section', placement: 'top-bar', load: component }],
        homeCards: [{ id: 'every-card', actionType: 'every', titleKey: 'card', textKey: 'card', linkKey: 'card' }],
        wizards: [
          {
            id: 'every-wizard',
            load: async () => ({
              default: () => ({
                id: 'every-wizard',
                titleKey: 'card',
                steps: [],
                initialValues: {},
                submit: async () => ({ ok: true, messageKey: 'card' }),
              }),
            }),
          },
        ],
        pages: [{ path: '/every', load: component }],
        customerSettings: [{ id: 'every-settings', titleKey: 'card', load: component }],
      },
    });
    const test = createTestPortal({ plugins: { everything } });
    await test.portal.start();
    for (const name of contributionNames()) {
      const kind = CONTRIBUTION_KINDS[name] as unknown as ContributionKind<object>;
      const registry = resolve(test.portal.container, kind.token);
      expect([name, registry.entries.length, registry.ownerOf(kind.keyOf(registry.entries[0]))]).toEqual([
        name,
        1,
        'everything',
      ]);
    }
    expect(code).not.toHaveBeenCalled();
    expect(test.portal.i18n.getFixedT('nl', 'everything')('card')).toBe('Kaart');
  });

  it('a duplicate action type is refused naming both plugins; the second plugin is left out whole', async () => {
    const second = testPlugin({
      id: 'second',
      contributes: {
        actionViews: [
          { actionType: 'own', load: component },
          { actionType: 'claims', load: component },
        ],
      },
    });
    const test = createTestPortal({ plugins: { first: viewPlugin('first', 'claims'), second } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual(['first']);
    expect(views(test).has('own')).toBe(false);
    expect(test.logger.error).toHaveBeenCalledWith(
      expect.stringContaining(
        'Plugin "second" cannot register action view "claims": plugin "first" already registered it.',
      ),
    );
    expect(() =>
      (views(test) as ObservableRegistry<ActionViewEntry>).add({ actionType: 'late', load: component }, 'x'),
    ).toThrow(/frozen/);
  });

  it('refuses a manifest for another API version, one whose id does not match its folder, and a malformed one', async () => {
    const old = { ...viewPlugin('old'), apiVersion: PLUGIN_API_VERSION - 1 } as PluginManifest;
    const malformed = {
      ...viewPlugin('malformed'),
      contributes: { actionViews: [{ actionType: 'x' }] },
    } as unknown as PluginManifest;
    const test = createTestPortal({ plugins: { old, renamed: viewPlugin('other-name'), malformed } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual([]);
    expect(test.portal.pluginReport?.failed).toEqual([
      { id: 'malformed', reason: 'its action view #1 is malformed: its load is not a function () => import(...).' },
      {
        id: 'old',
        reason: `it was built for plugin API version ${PLUGIN_API_VERSION - 1}, this portal offers version ${PLUGIN_API_VERSION}.`,
      },
      { id: 'renamed', reason: 'its id "other-name" does not match its folder "renamed".' },
    ]);
  });

  it('refuses a second implementer of an extension point, and a token that is not one, before any code runs', async () => {
    const implementer = (id: string) => testPlugin({ id, implements: [NotificationService], contributes: {} });
    const rogue = { ...testPlugin({ id: 'rogue', contributes: {} }), implements: [Logger] } as PluginManifest;
    const test = createTestPortal({ plugins: { alpha: implementer('alpha'), beta: implementer('beta'), rogue } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual(['alpha']);
    expect(test.portal.pluginReport?.failed.map((f) => f.reason)).toEqual([
      'Plugin "beta" cannot implement "core.notification-service": plugin "alpha" already implements it.',
      'it implements "core.logger", which is not an extension point of the plugin API.',
    ]);
  });
});

describe('plugin host: code that loads when first shown', () => {
  it("starts a plugin's code once, the first time one of its contributions loads: texts, then services", async () => {
    const Greeter = createToken<{ greet(): string }>('plugin.greeter.service');
    const start = jest.fn((ctx) => ctx.provide(Greeter, () => ({ greet: () => 'hi' })));
    const greeter = testPlugin({
      id: 'greeter',
      texts: { en: { hello: 'Hello' }, nl: { hello: 'Hallo' } },
      start,
      contributes: { actionViews: [{ actionType: 'greet', load: component }] },
    });
    const test = createTestPortal({ plugins: { greeter } });
    await test.portal.start();
    expect(start).not.toHaveBeenCalled();
    expect(test.portal.i18n.hasResourceBundle('en', 'greeter')).toBe(false);
    await views(test).get('greet')!.load();
    await views(test).get('greet')!.load();
    expect(start).toHaveBeenCalledTimes(1);
    expect(resolve(test.portal.container, Greeter).greet()).toBe('hi');
    expect(test.portal.i18n.getFixedT('nl', 'greeter')('hello')).toBe('Hallo');
  });

  it("code that fails to load fails the contribution's load, names no module address, and loads anew on the next try", async () => {
    let attempts = 0;
    const code = async () => {
      attempts += 1;
      if (attempts === 1)
        throw new TypeError('Failed to fetch dynamically imported module: https://portal.example/assets/chunk-ABC.js');
      return { default: definePlugin({ id: 'flaky', texts: { en: {}, nl: {} } }) };
    };
    const test = createTestPortal({
      plugins: {
        flaky: testPlugin({
          id: 'flaky',
          code,
          contributes: { actionViews: [{ actionType: 'flaky', load: component }] },
        }),
      },
    });
    await test.portal.start();
    const load = views(test).get('flaky')!.load;
    await expect(load()).rejects.toThrow(
      'Plugin "flaky" could not start: Failed to fetch dynamically imported module: <module>',
    );
    await expect(load()).resolves.toEqual({ default: expect.any(Function) });
    expect(attempts).toBe(2);
  });

  it("refuses a core token or another plugin's token in provide, naming both owners: the code does not start", async () => {
    const Other = createToken<{ x: number }>('plugin.other.thing');
    const sneaky = testPlugin({
      id: 'sneaky',
      start: (ctx) => ctx.provide(HttpClient, () => ({}) as HttpClient),
      contributes: { actionViews: [{ actionType: 'a', load: component }] },
    });
    const thief = testPlugin({
      id: 'thief',
      start: (ctx) => ctx.provide(Other, () => ({ x: 1 })),
      contributes: { actionViews: [{ actionType: 'b', load: component }] },
    });
    const test = createTestPortal({ plugins: { sneaky, thief } });
    await test.portal.start();
    await expect(views(test).get('a')!.load()).rejects.toThrow(
      'Plugin "sneaky" cannot provide "core.http-client": it is owned by the core',
    );
    await expect(views(test).get('b')!.load()).rejects.toThrow(
      'Plugin "thief" cannot provide "plugin.other.thing": it is owned by plugin "other"',
    );
    expect(resolve(test.portal.container, HttpClient)).not.toEqual({});
  });

  it("starts an extension point's implementer with the portal; without one, the point is harmless", async () => {
    const notifications: unknown[] = [];
    const bell = testPlugin({
      id: 'bell',
      implements: [NotificationService],
      start: (ctx) =>
        ctx.implement(NotificationService, () => ({ add: (n) => notifications.push(n), update: () => undefined })),
      contributes: {},
    });
    const test = createTestPortal({ plugins: { bell } });
    await test.portal.start();
    resolve(test.portal.container, NotificationService).add({ id: '1', name: 'n', pending: true, succes: false });
    expect(notifications).toHaveLength(1);
    const bare = createTestPortal({ plugins: {} });
    await bare.portal.start();
    expect(() =>
      resolve(bare.portal.container, NotificationService).add({ id: '1', name: 'x', pending: false, succes: true }),
    ).not.toThrow();
  });

  it('an implementer whose code fails is reported, and the portal starts without it', async () => {
    const broken = testPlugin({
      id: 'broken',
      implements: [NotificationService],
      start: () => {
        throw new Error('boom');
      },
      contributes: {},
    });
    const test = createTestPortal({ plugins: { broken } });
    await test.portal.start();
    expect(test.portal.started).toBe(true);
    expect(test.portal.pluginReport?.failed).toEqual([
      { id: 'broken', reason: 'Plugin "broken" could not start: boom' },
    ]);
  });

  it('refuses an implementation the manifest does not declare', async () => {
    const sly = testPlugin({
      id: 'sly',
      start: (ctx) => ctx.implement(NotificationService, () => ({ add: () => undefined, update: () => undefined })),
      contributes: { pages: [{ path: '/sly', load: component }] },
    });
    const test = createTestPortal({ plugins: { sly } });
    await test.portal.start();
    await expect(resolve(test.portal.container, CONTRIBUTION_KINDS.pages.token).get('/sly')!.load()).rejects.toThrow(
      'Plugin "sly" implements "core.notification-service" without declaring it in its manifest\'s implements.',
    );
  });
});
