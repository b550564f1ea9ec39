import {
  MicrosoftCloudError,
  MicrosoftCloudPoint,
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
  const cloud = () => api.use(MicrosoftCloudPoint, null);
  return {
    name: 'licences',
    defaultEveryMs: HOUR,
    refreshPermission: LICENCES_PERMISSION,
    async customers() {
      const connection = cloud();
      if (!connection) return [];
      const served: string[] = [];
      for (const customer of api.customerDirectory().customers())
        if (!customer.deactivated && (await connection.forCustomer(customer.id))) served.push(customer.id);
      return served;
    },
    async run(customerId) {
      const tenant = await cloud()?.forCustomer(customerId);
      if (!tenant) throw new MicrosoftCloudError('not-connected', 'The customer has no Microsoft connection.');
      const licences = await fetchMicrosoftLicences(tenant);
      storeMicrosoftLicences(api.crossCustomerData().forCustomer(customerId), licences);
    },
  };
}
