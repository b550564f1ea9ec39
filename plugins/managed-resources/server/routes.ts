import type { ServerPluginApi } from '../../../server/plugin-api';
import { ManagedResourcePaths, PublishedResourceInventory } from '../contract';
import { inventorySource } from './inventory-sync';
import { ResourceInventoryStore } from './store';

/**
 * The active customer's resource inventory. Read-only: it comes from the provider's checks and, for a customer with
 * a Microsoft connection, from Azure Resource Graph (the synced source 'inventory').
 */
export function managedResourceRoutes(api: ServerPluginApi): void {
  const store = new ResourceInventoryStore();
  api.sync(inventorySource(api, store));

  api.route({
    method: 'GET',
    url: ManagedResourcePaths.inventory,
    summary: "The active customer's managed resources per resource type: count, last check date and names",
    response: PublishedResourceInventory,
    handler: ({ user, reply }) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every authorized user of the customer may see what the provider manages for it.
      return user?.activeCustomerId ? store.inventory(api.data(user)) : [];
    },
  });
}
