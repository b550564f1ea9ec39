import { MicrosoftCloudPoint, NO_MICROSOFT_CLOUD, type ServerPluginApi } from '../../../../server/plugin-api';
import { RECOMMENDATIONS_PERMISSION } from '../access';
import { syncAdvisor } from './advisor-sync';

const HOUR = 3_600_000;

/** The synced source's name: the screens' data age and the administration's connector health name it. */
export const ADVISOR_SOURCE = 'recommendations';

/**
 * Azure Advisor's cost recommendations as a synced source: every 6 hours by default (SYNC_SCHEDULES), for the
 * customers with a Microsoft connection; the others keep the plugin's own table as before.
 */
export function advisorSource(api: ServerPluginApi): void {
  const all = api.crossCustomerData();
  const cloud = () => api.use(MicrosoftCloudPoint, null) ?? NO_MICROSOFT_CLOUD;
  api.sync({
    name: ADVISOR_SOURCE,
    defaultEveryMs: 6 * HOUR,
    refreshPermission: RECOMMENDATIONS_PERMISSION,
    customers: () => cloud().connectedCustomers(),
    run: async (customerId) => {
      // No longer connected since the host asked: recorded as 'not connected' (not a fresh success), the table stays.
      const client = await cloud().client(customerId);
      await syncAdvisor(client, all.forCustomer(customerId), (actor, entry) =>
        api.auditCustomer(customerId, actor, entry),
      );
    },
  });
}
