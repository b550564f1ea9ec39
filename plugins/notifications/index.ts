import { HttpClient, Logger, NotificationService, definePlugin, type Token } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { NotificationsStore, NotificationsStoreToken } from './stores/notifications-store';

/** The plugin's code, started with the portal (it implements NotificationService): its texts and the store. */
export default definePlugin({
  id: 'notifications',
  texts: { en, nl },
  start(ctx) {
    let store: NotificationsStore | undefined;
    const getStore = (resolve: <U>(token: Token<U>) => U) =>
      (store ??= new NotificationsStore(resolve(HttpClient), resolve(Logger)));
    ctx.provide(NotificationsStoreToken, getStore);
    ctx.implement(NotificationService, getStore);
  },
});
