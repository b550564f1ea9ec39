import { defineServerPlugin, MicrosoftCloudPoint } from '../../../server/plugin-api';
import { adminRoutes } from './admin-routes';
import { ConnectionStates } from './connection-states';
import { MicrosoftConnection } from './connection';
import { migrations } from './migrations';
import { readMicrosoftCloudSettings } from './settings';

/**
 * The connection to each customer's Microsoft tenant (Graph, Azure Resource Manager) and to the provider's
 * Partner Center, offered to the other plugins as the `MicrosoftCloudPoint` extension point; its state per
 * customer in the provider administration.
 */
export default defineServerPlugin({
  id: 'microsoft-cloud',
  // The connection serves every customer (syncs run without a user) and reads each customer's tenant ids.
  capabilities: ['crossCustomerData', 'customerDirectory'],
  migrations,
  productionProblems: (env) => {
    const read = readMicrosoftCloudSettings(env);
    return read.state === 'invalid' ? [read.problem] : [];
  },
  routes(api) {
    const read = readMicrosoftCloudSettings();
    // A half-configured connection disables the plugin with the problem as its reason (production refuses to start).
    if (read.state === 'invalid') throw new Error(read.problem);
    const directory = api.customerDirectory();
    const states = new ConnectionStates(api.crossCustomerData(), Date.now);
    const connection =
      read.state === 'configured'
        ? new MicrosoftConnection({
            settings: read.settings,
            states,
            tenantOf: (customerId) => {
              const tenants = directory.tenantIds(customerId);
              return tenants.length === 1 ? tenants[0]! : null;
            },
            activeCustomers: () =>
              directory
                .customers()
                .filter((customer) => !customer.deactivated)
                .map((customer) => customer.id),
          })
        : null;
    if (connection) api.implement(MicrosoftCloudPoint, connection);
    adminRoutes(api, connection, states);
  },
});
