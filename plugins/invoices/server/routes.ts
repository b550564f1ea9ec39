import * as z from 'zod/mini';
import { FileStoragePoint, HttpError, type ServerPluginApi } from '../../../server/plugin-api';
import { InvoicePaths, InvoiceQuery, PublishedInvoiceList } from '../contract';
import { invoicesCustomerOf } from './access';
import { invoicePdf } from './invoice-pdf';
import { findInvoice, listInvoices, statusOf } from './store';

const IdParams = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const PdfQuery = z.strictObject({ lang: z.optional(z.enum(['en', 'nl'])) });

/** The active customer's invoices: the list (filtered) and each invoice as a PDF. */
export function invoiceRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: InvoicePaths.list,
    summary:
      "The active customer's invoices, newest first; filter by status (open, paid, overdue) and by period (months from/to, YYYY-MM)",
    query: InvoiceQuery,
    response: PublishedInvoiceList,
    errors: { 403: 'The user lacks the account permission' },
    handler: ({ user, query }) => listInvoices(api.data(invoicesCustomerOf(user)), query),
  });

  api.route({
    method: 'GET',
    url: '/api/invoices/:id/pdf',
    summary: 'One invoice as a PDF download (application/pdf, attachment); lang en (default) or nl',
    params: IdParams,
    query: PdfQuery,
    responseType: 'application/pdf',
    errors: { 403: 'The user lacks the account permission', 404: 'Not an invoice of the active customer' },
    handler: async ({ user, params, query, reply }) => {
      const reader = invoicesCustomerOf(user);
      const { invoice, lines } = findInvoice(api.data(reader), params.id);
      const fileName = `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
      const headers = () =>
        reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .type('application/pdf');
      if (invoice.pdfFileId) {
        // The provider's own PDF, once its virus scan found it clean.
        const file = await api.use(FileStoragePoint, reader)?.read(invoice.pdfFileId, reader.activeCustomerId ?? '');
        if (!file) throw new HttpError(404, "This invoice's PDF is not available yet.");
        return headers().send(file.bytes);
      }
      const customerName = api.activeCustomer(reader)?.name ?? reader.activeCustomerId ?? '';
      const pdf = invoicePdf(
        invoice,
        lines,
        customerName,
        statusOf(invoice, new Date().toISOString().slice(0, 10)),
        query.lang ?? 'en',
      );
      return headers().send(pdf);
    },
  });
}
