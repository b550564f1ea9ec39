import { defineServerPlugin, MicrosoftCloudPoint } from '../../../server/plugin-api';
import { ConnectionStates } from './connection-states';
import { MicrosoftConnection } from './connection';
import { migrations } from './migrations';
import { readMicrosoftCloudSettings } from './settings';

/**
 * The connection to each customer's Microsoft tenant (Graph, Azure Resource Manager) and to the provider's
 * Partner Center, offered to the other plugins as the `MicrosoftCloudPoint` extension point.
 */
export default defineServerPlugin({
  id: 'microsoft-cloud',
  // The connection serves every customer (syncs run without a user) and reads each customer's tenant id.
  capabilities: ['crossCustomerData', 'customerDirectory'],
  migrations,
  routes(api) {
    const read = readMicrosoftCloudSettings();
    if (read.state !== 'configured') return;
    const directory = api.customerDirectory();
    const states = new ConnectionStates(api.crossCustomerData(), Date.now);
    api.implement(
      MicrosoftCloudPoint,
      new MicrosoftConnection({
        settings: read.settings,
        states,
        tenantOf: (customerId) => {
          const tenants = directory.tenantIds(customerId);
          return tenants.length === 1 ? tenants[0]! : null;
        },
      }),
    );
  },
});
