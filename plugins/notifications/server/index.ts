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
  // Broadcasts are provider-wide and reach every member of the chosen customers (granted by default).
  capabilities: ['crossCustomerData', 'customerDirectory'],
  migrations,
  seed: seedNotifications,
  routes(api) {
    const broadcasts = new BroadcastStore(api);
    notificationRoutes(api);
    broadcastRoutes(api, broadcasts);
    api.implement(NotificationSenderPoint, noticeSender(broadcasts, api.crossCustomerData()));
  },
});
