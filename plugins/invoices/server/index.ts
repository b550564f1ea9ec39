import { defineServerPlugin } from '../../../server/plugin-api';
import { InvoicesData } from '../contract';
import { seedInvoices } from './demo-seed';
import { migrations } from './migrations';
import { invoiceRoutes } from './routes';

/** The active customer's invoices: a filtered list and each invoice as a PDF. Needs the permission "account". */
export default defineServerPlugin({
  id: 'invoices',
  // Transitional: still reads its tables through the raw handle (docs/plugins.md "Server side").
  capabilities: ['rawDatabase'],
  actionTypes: ['invoices'],
  actionDataSchemas: { invoices: InvoicesData },
  migrations,
  seed: (demo) => seedInvoices(demo),
  routes: invoiceRoutes,
});
