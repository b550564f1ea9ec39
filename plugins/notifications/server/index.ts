import { defineServerPlugin } from '../../../server/plugin-api';
import { broadcastRoutes } from './broadcast-routes';
import { seedNotifications } from './demo-seed';
import { migrations } from './migrations';
import { notificationRoutes } from './routes';

/**
 * The notifications tray's storage, and the provider administrators' broadcasts to customers' users. No action
 * type: the tray is a top-bar capability that other plugins feed through the browser's NotificationService.
 */
export default defineServerPlugin({
  id: 'notifications',
  migrations,
  seed: seedNotifications,
  routes(api) {
    notificationRoutes(api);
    broadcastRoutes(api);
  },
});
