import {
  MicrosoftCloudPoint,
  NO_MICROSOFT_CLOUD,
  type ServerPluginApi,
  type SyncSource,
} from '../../../server/plugin-api';
import { fetchAzureResources, groupByType } from './azure-inventory';
import type { ResourceInventoryStore } from './store';

export const INVENTORY_SOURCE = 'inventory';
/** Every six hours: an inventory changes slowly, and Resource Graph's quota is shared with the provider's own tools. */
export const INVENTORY_EVERY_MS = 6 * 3_600_000;

/**
 * The synced source 'inventory': for each customer with a Microsoft connection, the Azure part of its inventory
 * from Resource Graph, stored with source 'azure' beside the groups the provider maintains (never touched).
 */
export function inventorySource(api: ServerPluginApi, store: ResourceInventoryStore): SyncSource {
  const all = api.crossCustomerData();
  const cloud = () => api.use(MicrosoftCloudPoint, null) ?? NO_MICROSOFT_CLOUD;
  return {
    name: INVENTORY_SOURCE,
    defaultEveryMs: INVENTORY_EVERY_MS,
    customers: () => cloud().connectedCustomers(),
    async run(customerId) {
      const client = await cloud().client(customerId);
      const groups = groupByType(await fetchAzureResources(client));
      store.replaceAzure(all.forCustomer(customerId), groups, new Date().toISOString());
    },
  };
}
