import { definePlugin, PLUGIN_API_VERSION, createToken, HttpClient, Logger, NotificationService, type PortalPlugin } from '../plugin-api';
import { createTestPortal } from '../plugin-api/testing';
import { enabledPluginIds } from './enabled-plugins';
import { ActionViewRegistryToken, MenuSectionRegistryToken } from './registries';
import { resolve } from './resolve';

const viewPlugin = (id: string, actionType = id) =>
  definePlugin({ id, register: (ctx) => ctx.actionViews.register({ actionType, load: async () => ({ default: () => null }) }) });

describe('enabled plugins', () => {
  it('is the bundled list AND the deployment list AND the customer list, each when present', () => {
    const bundled = ['claims', 'html', 'link', 'report'];
    expect(enabledPluginIds(bundled, null, undefined)).toEqual(bundled);
    expect(enabledPluginIds(bundled, ['html', 'report', 'unknown'], null)).toEqual(['html', 'report']);
    expect(enabledPluginIds(bundled, ['html', 'report'], ['report', 'claims'])).toEqual(['report']);
    expect(enabledPluginIds(bundled, null, [])).toEqual([]);
  });
});

describe('plugin host', () => {
  it('registers only the enabled subset (deployment and customer lists)', async () => {
    const test = createTestPortal({ plugins: { claims: viewPlugin('claims'), html: viewPlugin('html'), link: viewPlugin('link') } });
    test.backend.on('GET', '/app/publicsettings', { body: { applicationName: 'X', plugins: ['claims', 'html'] } });
    test.backend.on('GET', '/account/me', {
      body: { isAuthenticated: true, isAuthorized: true, userName: 'u', activeCustomerId: 'c', customers: [{ customerId: 'c', customerName: 'C', plugins: ['html', 'link'] }] },
    });
    await test.portal.start();
    const views = resolve(test.portal.container, ActionViewRegistryToken);
    expect(views.entries.map((e) => e.actionType)).toEqual(['html']);
    expect(test.portal.pluginReport).toEqual({ registered: ['html'], failed: [] });
  });

  it('drops a plugin whose register throws, with a logged error, and keeps the rest', async () => {
    const broken = definePlugin({
      id: 'broken',
      register(ctx) {
        ctx.actionViews.register({ actionType: 'half', load: async () => ({ default: () => null }) });
        ctx.i18n.addResources({ en: { a: 'A' }, nl: { a: 'A' } });
        throw new Error('boom');
      },
    });
    const test = createTestPortal({ plugins: { broken, claims: viewPlugin('claims') } });
    await test.portal.start();
    const views = resolve(test.portal.container, ActionViewRegistryToken);
    expect(views.has('half')).toBe(false);
    expect(views.has('claims')).toBe(true);
    expect(test.portal.i18n.hasResourceBundle('en', 'broken')).toBe(false);
    expect(test.logger.error).toHaveBeenCalledWith(expect.stringContaining('Plugin "broken" was not started: its register() threw: boom'));
    expect(test.portal.started).toBe(true);
  });

  it('a duplicate action type is refused naming both plugins; the second plugin is dropped', async () => {
    const test = createTestPortal({ plugins: { first: viewPlugin('first', 'claims'), second: viewPlugin('second', 'claims') } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual(['first']);
    expect(test.logger.error).toHaveBeenCalledWith(expect.stringContaining('Plugin "second" cannot register action view "claims": plugin "first" already registered it.'));
  });

  it('refuses a plugin for another API version, one whose id does not match, and one that fails to import', async () => {
    const old = { ...viewPlugin('old'), apiVersion: PLUGIN_API_VERSION + 1 } as PortalPlugin;
    const test = createTestPortal({
      plugins: { old, renamed: viewPlugin('other-name'), missing: () => Promise.reject(new Error('chunk failed')) },
    });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual([]);
    expect(test.portal.pluginReport?.failed.map((f) => f.id)).toEqual(['missing', 'old', 'renamed']);
    expect(test.portal.pluginReport?.failed[0].reason).toBe('chunk failed');
  });

  it('registers menu sections and provides services through tokens; registries freeze after start', async () => {
    const Greeter = createToken<{ greet(): string }>('plugin.greeter.service');
    const notifications: unknown[] = [];
    const plugin = definePlugin({
      id: 'greeter',
      register(ctx) {
        ctx.menuSections.register({ id: 'bell', placement: 'top-bar', load: async () => ({ default: () => null }) });
        ctx.provide(Greeter, () => ({ greet: () => 'hi' }));
        ctx.implement(NotificationService, () => ({ add: (n) => notifications.push(n), update: () => undefined }));
      },
    });
    const test = createTestPortal({ plugins: { greeter: plugin } });
    await test.portal.start();
    expect(resolve(test.portal.container, Greeter).greet()).toBe('hi');
    resolve(test.portal.container, NotificationService).add({ id: '1', name: 'n', pending: true, succes: false });
    expect(notifications).toHaveLength(1);
    const sections = resolve(test.portal.container, MenuSectionRegistryToken);
    expect(sections.has('bell')).toBe(true);
    expect(() => sections.add({ id: 'late', placement: 'top-bar', load: async () => ({ default: () => null }) }, 'x')).toThrow(/frozen/);
  });

  it('without the notifications plugin, posting a notification is harmless', async () => {
    const test = createTestPortal({ plugins: {} });
    await test.portal.start();
    expect(() => resolve(test.portal.container, NotificationService).add({ id: '1', name: 'x', pending: false, succes: true })).not.toThrow();
  });

  it('refuses a core token or another plugin\'s token in provide, naming both owners, and drops the plugin', async () => {
    const Other = createToken<{ x: number }>('plugin.other.thing');
    const sneaky = definePlugin({ id: 'sneaky', register: (ctx) => ctx.provide(HttpClient, () => ({}) as HttpClient) });
    const thief = definePlugin({ id: 'thief', register: (ctx) => ctx.provide(Other, () => ({ x: 1 })) });
    const test = createTestPortal({ plugins: { sneaky, thief, claims: viewPlugin('claims') } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual(['claims']);
    expect(test.portal.pluginReport?.failed).toEqual([
      { id: 'sneaky', reason: expect.stringContaining('Plugin "sneaky" cannot provide "core.http-client": it is owned by the core') },
      { id: 'thief', reason: expect.stringContaining('Plugin "thief" cannot provide "plugin.other.thing": it is owned by plugin "other"') },
    ]);
    expect(resolve(test.portal.container, HttpClient)).not.toEqual({});
  });

  it('lets one plugin implement an extension point; a second one is refused naming the first', async () => {
    const implementer = (id: string) => definePlugin({ id, register: (ctx) => ctx.implement(NotificationService, () => ({ add: () => undefined, update: () => undefined })) });
    const test = createTestPortal({ plugins: { alpha: implementer('alpha'), beta: implementer('beta') } });
    await test.portal.start();
    expect(test.portal.pluginReport?.registered).toEqual(['alpha']);
    expect(test.portal.pluginReport?.failed[0].reason).toContain('Plugin "beta" cannot implement "core.notification-service": plugin "alpha" already implements it.');
  });

  it('refuses to implement a token that is not an extension point', async () => {
    const test = createTestPortal({ plugins: { rogue: definePlugin({ id: 'rogue', register: (ctx) => ctx.implement(Logger, () => console) }) } });
    await test.portal.start();
    expect(test.portal.pluginReport?.failed[0].reason).toContain('Plugin "rogue" cannot implement "core.logger": it is not an extension point');
  });
});
