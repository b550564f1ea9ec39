import {
  MicrosoftCloudPoint,
  NO_MICROSOFT_CLOUD,
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
  const cloud = () => api.use(MicrosoftCloudPoint, null) ?? NO_MICROSOFT_CLOUD;
  return {
    name: COSTS_SOURCE,
    defaultEveryMs: COSTS_EVERY_MS,
    refreshPermission: AZURE_SERVICES_PERMISSION,
    customers: () => cloud().connectedCustomers(),
    async run(customerId) {
      const client = await cloud().client(customerId);
      const at = now();
      const records: AzureServiceRecord[] = [];
      for (const subscriptionId of await customerSubscriptions(client))
        records.push(...servicesOf(customerId, subscriptionId, await subscriptionCosts(client, subscriptionId, at)));
      replaceAzureServices(all.forCustomer(customerId), records);
    },
  };
}
