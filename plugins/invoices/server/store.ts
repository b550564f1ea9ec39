import { HttpError, sql, type CustomerData } from '../../../server/plugin-api';
import { effectiveStatus, type InvoiceQuery, type InvoiceStatus } from '../contract';

export interface StoredInvoice {
  id: string;
  number: string;
  date: string;
  dueDate: string;
  paidAt: string | null;
  currency: string;
  vatPercent: number;
  subtotalCents: number;
  /** The provider's own PDF of the invoice (file storage), served instead of the generated one. */
  pdfFileId: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** VAT in cents, rounded half up once on the invoice's subtotal (as the invoice states it). */
export const vatCents = (invoice: Pick<StoredInvoice, 'subtotalCents' | 'vatPercent'>) =>
  Math.round((invoice.subtotalCents * invoice.vatPercent) / 100);
export const totalCents = (invoice: Pick<StoredInvoice, 'subtotalCents' | 'vatPercent'>) =>
  invoice.subtotalCents + vatCents(invoice);
export const lineCents = (line: InvoiceLine) => Math.round(line.quantity * line.unitPriceCents);

const INVOICE_COLUMNS = [
  'id',
  'number',
  'invoice_date AS date',
  'due_date AS dueDate',
  'paid_at AS paidAt',
  'currency',
  'vat_percent AS vatPercent',
  'subtotal_cents AS statedSubtotalCents',
  'pdf_file_id AS pdfFileId',
];

/** An invoice row as read: its stated subtotal (an invoice without lines) and the provider's uploaded PDF, if any. */
type InvoiceRow = Omit<StoredInvoice, 'subtotalCents'> & { statedSubtotalCents: number | null };

/**
 * The invoices with their subtotal: the sum of their lines, each rounded to whole cents; an invoice without
 * lines, the subtotal it states.
 */
function withSubtotals(data: CustomerData, invoices: InvoiceRow[]): StoredInvoice[] {
  const subtotals = new Map(
    data
      .table('invoice_lines')
      .find<{ invoiceId: string; cents: number }>(undefined, {
        columns: ['invoice_id AS invoiceId', 'SUM(ROUND(quantity * unit_price_cents)) AS cents'],
        groupBy: ['invoice_id'],
      })
      .map((row) => [row.invoiceId, Number(row.cents)]),
  );
  return invoices.map(({ statedSubtotalCents, ...invoice }) => ({
    ...invoice,
    subtotalCents: subtotals.get(invoice.id) ?? Number(statedSubtotalCents ?? 0),
  }));
}

const today = () => new Date().toISOString().slice(0, 10);

/** The month after `month` (YYYY-MM), as its first day: the exclusive end of a period. */
const dayAfterMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
};

/** The active customer's invoices, newest first, filtered by status (as the reader sees it) and period. */
export function listInvoices(data: CustomerData, query: InvoiceQuery, now = today()) {
  const rows = withSubtotals(
    data,
    data
      .table('invoices')
      .find<InvoiceRow>(
        sql(
          'invoice_date >= ? AND invoice_date < ?',
          query.from ? `${query.from}-01` : '0000-01-01',
          query.to ? dayAfterMonth(query.to) : '9999-12-31',
        ),
        { columns: INVOICE_COLUMNS, orderBy: ['invoice_date DESC', 'number DESC'] },
      ),
  );
  return rows
    .map((row) => ({
      id: row.id,
      number: row.number,
      date: row.date,
      dueDate: row.dueDate,
      amount: totalCents(row) / 100,
      currency: row.currency,
      status: statusOf(row, now),
    }))
    .filter((invoice) => !query.status || invoice.status === query.status);
}

export const statusOf = (row: Pick<StoredInvoice, 'paidAt' | 'dueDate'>, now: string): InvoiceStatus =>
  effectiveStatus(row.paidAt ? 'paid' : 'open', row.dueDate, now);

/** One invoice of the customer with its lines; 404 for another customer's or an unknown id. */
export function findInvoice(data: CustomerData, id: string): { invoice: StoredInvoice; lines: InvoiceLine[] } {
  const found = data.table('invoices').first<InvoiceRow>({ id }, { columns: INVOICE_COLUMNS });
  if (!found) throw new HttpError(404, 'No such invoice for the active customer.');
  const [invoice] = withSubtotals(data, [found]) as [StoredInvoice];
  const lines = data.table('invoice_lines').find<InvoiceLine>(
    { invoice_id: id },
    {
      columns: ['description', 'quantity', 'unit_price_cents AS unitPriceCents'],
      orderBy: ['sort_order', 'id'],
    },
  );
  return { invoice, lines };
}
