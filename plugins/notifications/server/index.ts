import { NotificationSenderPoint, defineServerPlugin } from '../../../server/plugin-api';
import { broadcastRoutes } from './broadcast-routes';
import { BroadcastStore } from './broadcast-store';
import { seedNotifications } from './demo-seed';
import { migrations } from './migrations';
import { noticeSender } from './notice-sender';
import { notificationRoutes } from './routes';

/**
 * The notifications tray's storage, and the provider administrators' broadcasts to customers' users. No action
 * type: the tray is a top-bar capability that other plugins feed through the browser's NotificationService, and
 * their servers through the notification-sender extension point (a notice to every member of a customer).
 */
export default defineServerPlugin({
  id: 'notifications',
  // Transitional: still reads its tables through the raw handle (docs/plugins.md "Server side").
  capabilities: ['rawDatabase'],
  migrations,
  seed: seedNotifications,
  routes(api) {
    notificationRoutes(api);
    broadcastRoutes(api);
    api.implement(NotificationSenderPoint, noticeSender(new BroadcastStore(api.db)));
  },
});
