import type { LicenceProducts, ServerPluginApi } from '../../../server/plugin-api';

/**
 * LicenceProductsPoint: the active customer's licence products, for another capability to pick from (the service
 * catalogue's licence field). Every product the customer has, whoever asks: picking one changes nothing.
 */
export const licenceProducts = (api: ServerPluginApi): LicenceProducts => ({
  async productsOf(user) {
    if (!user.activeCustomerId) return [];
    return api
      .data(user)
      .table('subscriptions')
      .find<{ id: string; product_name: string }>(undefined, {
        columns: ['id', 'product_name'],
        orderBy: ['sort_order', 'product_name'],
      })
      .map((row) => ({ id: row.id, name: row.product_name }));
  },
});
