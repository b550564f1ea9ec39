import { HttpClient, Logger, NotificationService, definePlugin, type Token } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { NotificationsStore, NotificationsStoreToken } from './stores/notifications-store';
// The bell is on every signed-in page's first screen and small (no antd: the tray it opens loads that): it comes
// with the plugin's start-up code, which the page fetches beside its own, not one download after it.
import NotificationBell from './views/NotificationBell';

export default definePlugin({
  id: 'notifications',
  register(ctx) {
    ctx.i18n.addResources({ en, nl });
    let store: NotificationsStore | undefined;
    const getStore = (resolve: <U>(token: Token<U>) => U) =>
      (store ??= new NotificationsStore(resolve(HttpClient), resolve(Logger)));
    ctx.provide(NotificationsStoreToken, getStore);
    ctx.implement(NotificationService, getStore);
    ctx.menuSections.register({
      id: 'notifications-bell',
      placement: 'top-bar',
      order: 10,
      visible: ({ isAuthorized }) => isAuthorized,
      load: () => Promise.resolve({ default: NotificationBell }),
      usesAntd: false,
    });
  },
});
