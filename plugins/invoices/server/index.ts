import { defineServerPlugin } from '../../../server/plugin-api';
import { InvoicesData } from '../contract';
import { seedInvoices } from './demo-seed';
import { migrations } from './migrations';
import { invoiceRecords } from './records';
import { invoiceRoutes } from './routes';
import { invoiceSearch } from './search';

/** The active customer's invoices: a filtered list and each invoice as a PDF. Needs the permission "account". */
export default defineServerPlugin({
  id: 'invoices',
  actionTypes: ['invoices'],
  actionDataSchemas: { invoices: InvoicesData },
  migrations,
  seed: (demo) => seedInvoices(demo),
  routes(api) {
    invoiceRoutes(api);
    api.records(invoiceRecords);
    api.search(invoiceSearch);
  },
});
