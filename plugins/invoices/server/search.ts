import type { SearchProviderDeclaration } from '../../../server/plugin-api';
import { invoicesCustomerOf } from './access';

/** Invoices by their number. */
export const invoiceSearch: SearchProviderDeclaration = {
  kind: 'invoice',
  label: { en: 'Invoices', nl: 'Facturen' },
  actionType: 'invoices',
  table: 'invoices',
  columns: ['number'],
  select: ['id', 'number', 'invoice_date'],
  orderBy: ['invoice_date DESC', 'id DESC'],
  readableRows: (user) => (invoicesCustomerOf(user), {}),
  hit: (row) => ({ id: String(row.id), title: String(row.number), subtitle: String(row.invoice_date) }),
};
