import type { ServerPluginApi } from '../../../server/plugin-api';
import { ManagedResourcePaths, PublishedResourceInventory } from '../contract';
import { ResourceInventoryStore } from './store';

/** The active customer's resource inventory. Read-only: the inventory comes from the provider's checks. */
export function managedResourceRoutes(api: ServerPluginApi): void {
  const store = new ResourceInventoryStore();

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
