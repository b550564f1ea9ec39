import {
  MicrosoftCloudPoint,
  NO_MICROSOFT_CLOUD,
  type ServerPluginApi,
  type SyncSource,
} from '../../../server/plugin-api';
import { LICENCES_PERMISSION } from './access';
import { storeMicrosoftLicences } from './licence-table';
import { fetchMicrosoftLicences } from './partner-center';

const HOUR = 3_600_000;

/**
 * The synced source 'licences': for each customer connected to Microsoft, its licence subscriptions from Partner
 * Center joined with Graph's seats in use, stored in the plugin's table (hourly by default; SYNC_SCHEDULES).
 * A customer without a connection is not served: its table stays the provider's.
 */
export function licenceSync(api: ServerPluginApi): SyncSource {
  const cloud = () => api.use(MicrosoftCloudPoint, null) ?? NO_MICROSOFT_CLOUD;
  return {
    name: 'licences',
    defaultEveryMs: HOUR,
    refreshPermission: LICENCES_PERMISSION,
    customers: () => cloud().connectedCustomers(),
    async run(customerId) {
      const tenant = await cloud().client(customerId);
      const licences = await fetchMicrosoftLicences(tenant);
      storeMicrosoftLicences(api.crossCustomerData().forCustomer(customerId), licences);
    },
  };
}
