import { defineServerPlugin, LicenceProductsPoint } from '../../../server/plugin-api';
import { SubscriptionsData } from '../contract';
import { seedSubscriptions } from './demo-seed';
import { licenceProducts } from './licence-products';
import { licenceSync } from './licence-sync';
import { migrations } from './migrations';
import { subscriptionRoutes } from './routes';
import { licenceSearch } from './search';

/**
 * Office 365 licence subscriptions of the active customer. A quantity change above a subscription's
 * maximum is not applied: the plugin files a licence service request instead. For a customer connected to
 * Microsoft the list is synced from Partner Center and Graph, and a change is sent to Partner Center.
 */
export default defineServerPlugin({
  id: 'subscriptions',
  actionTypes: ['subscriptions'],
  actionDataSchemas: { subscriptions: SubscriptionsData },
  migrations,
  seed: seedSubscriptions,
  // The licences sync stores each connected customer's licences (no user then; the connection names the customers).
  capabilities: ['crossCustomerData'],
  routes: (api) => {
    subscriptionRoutes(api);
    api.sync(licenceSync(api));
    api.search(licenceSearch);
    api.implement(LicenceProductsPoint, licenceProducts(api));
  },
});
