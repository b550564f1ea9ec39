import { defineServerPlugin } from '../../../server/plugin-api';
import { SubscriptionsData } from '../contract';
import { seedSubscriptions } from './demo-seed';
import { migrations } from './migrations';
import { subscriptionRoutes } from './routes';

/**
 * Office 365 licence subscriptions of the active customer. A quantity change above a subscription's
 * maximum is not applied: the plugin files a licence service request instead.
 */
export default defineServerPlugin({
  id: 'subscriptions',
  actionTypes: ['subscriptions'],
  actionDataSchemas: { subscriptions: SubscriptionsData },
  migrations,
  seed: seedSubscriptions,
  routes: subscriptionRoutes,
});
