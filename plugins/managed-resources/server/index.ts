import { defineServerPlugin, recordSearch } from '../../../server/plugin-api';
import { ManagedResourcesData } from '../contract';
import { seedManagedResources } from './demo-seed';
import { migrations } from './migrations';
import { resourceRecords } from './records';
import { managedResourceRoutes } from './routes';

/** The resource inventory of the active customer: per resource type its count, last check date and names. */
export default defineServerPlugin({
  id: 'managed-resources',
  // The inventory sync stores each connected customer's resources (it runs without a user; the connection names the customers).
  capabilities: ['crossCustomerData'],
  actionTypes: ['managed-resources'],
  actionDataSchemas: { 'managed-resources': ManagedResourcesData },
  migrations,
  seed: seedManagedResources,
  routes(api) {
    managedResourceRoutes(api);
    api.records(resourceRecords);
    // The resource types the provider keeps, found by type (every authorized user of the customer sees them).
    api.search(
      recordSearch(resourceRecords, {
        kind: 'managed-resource',
        actionType: 'managed-resources',
        readable: (user) => user.activeCustomerId !== null,
      }),
    );
  },
});
