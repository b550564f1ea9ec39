import { HttpClient, Logger, NotificationService, type MenuSectionEntry, type PluginContext, type Token } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import { NotificationsStore, NotificationsStoreToken } from './stores/notifications-store';
import { fakeHttp, ok } from './test-utils';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe('notifications plugin', () => {
  it('provides the NotificationService and registers the top-bar bell', async () => {
    const factories = new Map<Token<unknown>, (resolve: <U>(t: Token<U>) => U) => unknown>();
    const sections: MenuSectionEntry[] = [];
    const { http } = fakeHttp(() => ok([]));
    const core = new Map<Token<unknown>, unknown>([[HttpClient, http], [Logger, { warn() {}, error() {}, info() {} }]]);
    const resolve = <U,>(token: Token<U>): U => (factories.has(token) ? factories.get(token)!(resolve) : core.get(token)) as U;
    const ctx = {
      pluginId: 'notifications',
      i18n: { addResources: jest.fn() },
      menuSections: { register: (e: MenuSectionEntry) => sections.push(e) },
      provide: (token: Token<unknown>, factory: (r: <U>(t: Token<U>) => U) => unknown) => factories.set(token, factory),
      resolve,
    } as unknown as PluginContext;
    plugin.register(ctx);
    expect(plugin.id).toBe('notifications');
    const service = resolve(NotificationService);
    expect(service).toBeInstanceOf(NotificationsStore);
    expect(resolve(NotificationsStoreToken)).toBe(service);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ id: 'notifications-bell', placement: 'top-bar', order: 10 });
    expect(sections[0].visible?.({ isAuthorized: true, permissions: [] })).toBe(true);
    expect(sections[0].visible?.({ isAuthorized: false, permissions: [] })).toBe(false);
    const view = await sections[0].load();
    expect(typeof view.default).toBe('object');
    expect(ctx.i18n.addResources).toHaveBeenCalledWith({ en, nl });
  });

  it('has every text in English and Dutch', () => {
    expect(keys(nl)).toEqual(keys(en));
  });
});
