import { defineServerPlugin } from '../../../server/plugin-api';
import { AzureServicesData } from '../contract';
import { seedAzureServices } from './demo-seed';
import { migrations } from './migrations';
import { azureServiceRoutes } from './routes';

/** The active customer's Azure services and their cost per month. Needs the permission "azure". */
export default defineServerPlugin({
  id: 'azure-services',
  // The costs sync stores each connected customer's costs (it runs without a user; the connection names the customers).
  capabilities: ['crossCustomerData'],
  actionTypes: ['azure-services'],
  actionDataSchemas: { 'azure-services': AzureServicesData },
  migrations,
  seed: (demo) => seedAzureServices(demo),
  routes: azureServiceRoutes,
});
