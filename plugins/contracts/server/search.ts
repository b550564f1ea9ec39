import type { SearchProviderDeclaration } from '../../../server/plugin-api';
import { contractsCustomerOf } from './access';

/** Contracts by their document's name or their service. */
export const contractSearch: SearchProviderDeclaration = {
  kind: 'contract',
  label: { en: 'Contracts', nl: 'Contracten' },
  actionType: 'contracts',
  table: 'contracts',
  columns: ['document_name', 'service'],
  select: ['id', 'document_name', 'service'],
  orderBy: ['signed_on DESC', 'id DESC'],
  readableRows: (user) => (contractsCustomerOf(user) === null ? null : {}),
  hit: (row) => ({ id: String(row.id), title: String(row.document_name), subtitle: String(row.service) }),
};
