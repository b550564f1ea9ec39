import * as z from 'zod/mini';
import { lenient, listOf, normalized, StringId } from '../../core/contract';

export const INVOICE_STATUSES = ['open', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An amount sent as a JSON number or a decimal string ("1234.50"); kept as a number, never rounded. */
const Amount = normalized(
  z.union([
    z.number().check(z.refine(Number.isFinite, 'must be a finite number')),
    z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)),
  ]),
  (value) => (typeof value === 'number' ? value : Number(value.trim())),
  z.number(),
);

/** A date as YYYY-MM-DD; a backend sending a full ISO moment is read as its date. */
const Day = normalized(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/)),
  (value) => value.slice(0, 10),
  z.string().check(z.regex(DAY)),
);

/** One invoice of the active customer. `amount` includes VAT. */
export const Invoice = z.object({
  id: StringId,
  number: z.string(),
  /** Invoice date, YYYY-MM-DD. */
  date: Day,
  dueDate: Day,
  amount: Amount,
  /** ISO 4217; EUR when a backend leaves it out. */
  currency: lenient(z.string().check(z.regex(/^[A-Z]{3}$/)), 'EUR'),
  /** As stored: paid, or open (the browser shows an open invoice past its due date as overdue). */
  status: lenient(z.enum(INVOICE_STATUSES), 'open'),
});
export type Invoice = z.output<typeof Invoice>;

/** An invoice as the reference server publishes it. */
export const PublishedInvoice = z.object({
  id: z.string(),
  number: z.string(),
  date: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
});

/** GET /api/invoices as the browser reads it: an unreadable entry is dropped, not the whole list. */
export const InvoiceList = listOf(Invoice, PublishedInvoice);

/** GET /api/invoices as the reference server documents it. */
export const PublishedInvoiceList = z.array(PublishedInvoice);

/**
 * GET /api/invoices?status=&from=&to= : status one of open, paid, overdue; from/to months (YYYY-MM) of the
 * invoice date, from not after to. Anything else is refused with 400.
 */
export const InvoiceQuery = z
  .strictObject({
    status: z.optional(z.enum(INVOICE_STATUSES)),
    from: z.optional(z.string().check(z.regex(MONTH, 'must be a month as YYYY-MM'))),
    to: z.optional(z.string().check(z.regex(MONTH, 'must be a month as YYYY-MM'))),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] }));
export type InvoiceQuery = z.infer<typeof InvoiceQuery>;

/** The status a reader sees: an open invoice whose due date has passed (before `today`, YYYY-MM-DD) is overdue. */
export function effectiveStatus(status: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return status === 'paid' ? 'paid' : dueDate < today ? 'overdue' : 'open';
}

export const isMonth = (value: string) => MONTH.test(value);

export const InvoicePaths = {
  list: '/api/invoices',
  pdf: (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`,
} as const;

/** The stored data of an invoices action: the type has no settings. */
export const InvoicesData = z.strictObject({ actionType: z.optional(z.literal('invoices')) });
