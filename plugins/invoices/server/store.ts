import type Database from 'better-sqlite3';
import { HttpError, statement } from '../../../server/plugin-api';
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
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** VAT in cents, rounded half up once on the invoice's subtotal (as the invoice states it). */
export const vatCents = (invoice: Pick<StoredInvoice, 'subtotalCents' | 'vatPercent'>) => Math.round((invoice.subtotalCents * invoice.vatPercent) / 100);
export const totalCents = (invoice: Pick<StoredInvoice, 'subtotalCents' | 'vatPercent'>) => invoice.subtotalCents + vatCents(invoice);
export const lineCents = (line: InvoiceLine) => Math.round(line.quantity * line.unitPriceCents);

const SELECT = `SELECT i.id, i.number, i.invoice_date AS date, i.due_date AS dueDate, i.paid_at AS paidAt, i.currency, i.vat_percent AS vatPercent,
  COALESCE((SELECT SUM(ROUND(l.quantity * l.unit_price_cents)) FROM invoice_lines l WHERE l.invoice_id = i.id), 0) AS subtotalCents
  FROM invoices i`;

const today = () => new Date().toISOString().slice(0, 10);

/** The month after `month` (YYYY-MM), as its first day: the exclusive end of a period. */
const dayAfterMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
};

/** The active customer's invoices, newest first, filtered by status (as the reader sees it) and period. */
export function listInvoices(db: Database.Database, customerId: string, query: InvoiceQuery, now = today()) {
  const rows = statement(db, `${SELECT} WHERE i.customer_id = ? AND i.invoice_date >= ? AND i.invoice_date < ? ORDER BY i.invoice_date DESC, i.number DESC`)
    .all(customerId, query.from ? `${query.from}-01` : '0000-01-01', query.to ? dayAfterMonth(query.to) : '9999-12-31') as StoredInvoice[];
  return rows
    .map((row) => ({
      id: row.id, number: row.number, date: row.date, dueDate: row.dueDate,
      amount: totalCents(row) / 100, currency: row.currency, status: statusOf(row, now),
    }))
    .filter((invoice) => !query.status || invoice.status === query.status);
}

export const statusOf = (row: Pick<StoredInvoice, 'paidAt' | 'dueDate'>, now: string): InvoiceStatus =>
  effectiveStatus(row.paidAt ? 'paid' : 'open', row.dueDate, now);

/** One invoice of the customer with its lines; 404 for another customer's or an unknown id. */
export function findInvoice(db: Database.Database, customerId: string, id: string): { invoice: StoredInvoice; lines: InvoiceLine[] } {
  const invoice = statement(db, `${SELECT} WHERE i.id = ? AND i.customer_id = ?`).get(id, customerId) as StoredInvoice | undefined;
  if (!invoice) throw new HttpError(404, 'No such invoice for the active customer.');
  const lines = statement(db, 'SELECT description, quantity, unit_price_cents AS unitPriceCents FROM invoice_lines WHERE invoice_id = ? ORDER BY sort_order, id')
    .all(id) as InvoiceLine[];
  return { invoice, lines };
}
