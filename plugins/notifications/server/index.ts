import { defineServerPlugin } from '../../../server/plugin-api';
import { seedNotifications } from './demo-seed';
import { migrations } from './migrations';
import { notificationRoutes } from './routes';

/**
 * The notifications tray's storage. No action type: the tray is a top-bar capability that other plugins
 * feed through the browser's NotificationService.
 */
export default defineServerPlugin({
  id: 'notifications',
  migrations,
  seed: seedNotifications,
  routes: notificationRoutes,
});
