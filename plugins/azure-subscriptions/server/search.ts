import type { SearchProviderDeclaration } from '../../../server/plugin-api';
import { customerOf } from './access';

/** Azure subscriptions by name, request number or subscription id. */
export const azureSubscriptionSearch: SearchProviderDeclaration = {
  kind: 'azure-subscription',
  label: { en: 'Azure subscriptions', nl: 'Azure-abonnementen' },
  actionType: 'azure-subscriptions',
  table: 'azure_subscriptions',
  columns: ['name', 'number', 'subscription_id'],
  select: ['id', 'name', 'tenant_name'],
  orderBy: ['name', 'id'],
  readableRows: (user) => (customerOf(user), {}),
  hit: (row) => ({ id: String(row.id), title: String(row.name), subtitle: String(row.tenant_name) }),
};
