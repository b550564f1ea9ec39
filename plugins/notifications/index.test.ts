import { HttpClient, Logger, NotificationService, type Token } from '../../core/plugin-api';
import { fakeHttp, localeKeys, ok, registerForTest, silentLogger, declaredBy } from '../../core/plugin-api/testing';
import en from './locales/en.json';
import nl from './locales/nl.json';
import plugin from './index';
import manifest from './manifest';
import { NotificationsStore, NotificationsStoreToken } from './stores/notifications-store';

describe('notifications plugin', () => {
  it('implements the NotificationService with its store and registers the top-bar bell', async () => {
    const { http } = fakeHttp(() => ok([]));
    const core = new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [Logger, silentLogger],
    ]);
    const registered = registerForTest(plugin, core);
    expect(plugin.id).toBe('notifications');
    const service = registered.resolve(NotificationService);
    expect(service).toBeInstanceOf(NotificationsStore);
    expect(registered.resolve(NotificationsStoreToken)).toBe(service);
    expect(registered.provided).toEqual(expect.arrayContaining([NotificationService, NotificationsStoreToken]));
    expect(declaredBy(manifest).actionViews).toEqual([]);
    const sections = declaredBy(manifest).menuSections;
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ id: 'notifications-bell', placement: 'top-bar', order: 10 });
    expect(sections[0].visible?.({ isAuthorized: true, permissions: [] })).toBe(true);
    expect(sections[0].visible?.({ isAuthorized: false, permissions: [] })).toBe(false);
    const view = await sections[0].load();
    expect(typeof view.default).toBe('object');
    expect(registered.texts).toEqual({ en, nl });
  });

  it('has every text in English and Dutch', () => {
    expect(localeKeys(nl)).toEqual(localeKeys(en));
  });
});
