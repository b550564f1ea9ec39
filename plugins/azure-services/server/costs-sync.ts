import {
  MicrosoftCloudError,
  MicrosoftCloudPoint,
  type ServerPluginApi,
  type SyncSource,
} from '../../../server/plugin-api';
import { customerSubscriptions, servicesOf, subscriptionCosts, type AzureServiceRecord } from './azure-costs';
import { replaceAzureServices } from './azure-store';
import { AZURE_SERVICES_PERMISSION } from '../contract';

export const COSTS_SOURCE = 'costs';
/** Daily: Cost Management itself refreshes its data a few times a day. */
export const COSTS_EVERY_MS = 24 * 3_600_000;

/**
 * The synced source 'costs': for each customer with a Microsoft connection, its Azure services and their cost per
 * month from Cost Management, stored with source 'azure' beside the services the provider maintains (never touched).
 * Who may see the costs (the azure permission) may ask for a refresh.
 */
export function costsSource(api: ServerPluginApi, now: () => Date = () => new Date()): SyncSource {
  const all = api.crossCustomerData();
  const directory = api.customerDirectory();
  const cloud = () => api.use(MicrosoftCloudPoint, null);
  return {
    name: COSTS_SOURCE,
    defaultEveryMs: COSTS_EVERY_MS,
    refreshPermission: AZURE_SERVICES_PERMISSION,
    async customers() {
      const connection = cloud();
      if (!connection) return [];
      const ids = directory
        .customers()
        .filter((c) => !c.deactivated)
        .map((c) => c.id);
      const connected = await Promise.all(ids.map(async (id) => ((await connection.forCustomer(id)) ? id : null)));
      return connected.filter((id): id is string => id !== null);
    },
    async run(customerId) {
      const client = await cloud()?.forCustomer(customerId);
      if (!client) throw new MicrosoftCloudError('not-connected', 'The customer has no Microsoft connection.');
      const at = now();
      const records: AzureServiceRecord[] = [];
      for (const subscriptionId of await customerSubscriptions(client))
        records.push(...servicesOf(customerId, subscriptionId, await subscriptionCosts(client, subscriptionId, at)));
      replaceAzureServices(all.forCustomer(customerId), records);
    },
  };
}
