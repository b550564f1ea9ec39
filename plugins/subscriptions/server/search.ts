import type { SearchProviderDeclaration } from '../../../server/plugin-api';
import { licenceCustomerOf } from './access';

/** Licences (the customer's subscriptions) by product name. */
export const licenceSearch: SearchProviderDeclaration = {
  kind: 'licence',
  label: { en: 'Licences', nl: 'Licenties' },
  actionType: 'subscriptions',
  table: 'subscriptions',
  columns: ['product_name'],
  select: ['id', 'product_name', 'quantity'],
  orderBy: ['sort_order', 'id'],
  readableRows: (user) => (licenceCustomerOf(user) === null ? null : {}),
  hit: (row, language) => ({
    id: String(row.id),
    title: String(row.product_name),
    subtitle: `${String(row.quantity)} ${language === 'nl' ? 'licenties' : 'licences'}`,
  }),
};
