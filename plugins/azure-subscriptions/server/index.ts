import { defineServerPlugin } from '../../../server/plugin-api';
import { AzureSubscriptionsData } from '../contract';
import { seedAzureSubscriptions } from './demo-seed';
import { migrations } from './migrations';
import { azureSubscriptionRoutes } from './routes';
import { azureSubscriptionSearch } from './search';

/**
 * The customers' Azure subscriptions and the create-Azure-subscription wizard's requests: stored as tracked
 * requests with a number, then marked being created, active or failed by the provider's provisioning.
 */
export default defineServerPlugin({
  id: 'azure-subscriptions',
  // The provisioning names a request by number, and names and subscription ids are unique across customers.
  capabilities: ['crossCustomerData'],
  actionTypes: ['azure-subscriptions'],
  actionDataSchemas: { 'azure-subscriptions': AzureSubscriptionsData },
  migrations,
  seed: seedAzureSubscriptions,
  routes(api) {
    azureSubscriptionRoutes(api);
    api.search(azureSubscriptionSearch);
  },
});
