import { textPdf, type PdfLine } from '../../../server/plugin-api';
import { lineCents, totalCents, vatCents, type InvoiceLine, type StoredInvoice } from './store';

export type PdfLanguage = 'en' | 'nl';

/** Who sends the invoices: INVOICE_ISSUER, lines separated by "|" (name, address, VAT and bank numbers). */
export const DEFAULT_ISSUER =
  'Example MSP B.V.|Stationsplein 12, 3511 ED Utrecht|VAT NL001234567B01 · Chamber of Commerce 12345678|IBAN NL91 ABNA 0417 1643 00';
export const issuerLines = (env: NodeJS.ProcessEnv = process.env) =>
  (env.INVOICE_ISSUER?.trim() || DEFAULT_ISSUER)
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);

const WORDS = {
  en: {
    invoice: 'INVOICE',
    to: 'Invoice to',
    number: 'Invoice number',
    date: 'Invoice date',
    due: 'Due date',
    lines: 'Description / quantity × unit price = amount',
    subtotal: 'Subtotal',
    vat: 'VAT',
    total: 'Total',
    pay: 'Please pay the total by the due date, quoting the invoice number.',
    status: { paid: 'Paid on', open: 'Open', overdue: 'Overdue' },
  },
  nl: {
    invoice: 'FACTUUR',
    to: 'Factuur aan',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    due: 'Vervaldatum',
    lines: 'Omschrijving / aantal × stukprijs = bedrag',
    subtotal: 'Subtotaal',
    vat: 'Btw',
    total: 'Totaal',
    pay: 'Graag het totaal vóór de vervaldatum betalen, onder vermelding van het factuurnummer.',
    status: { paid: 'Betaald op', open: 'Openstaand', overdue: 'Vervallen' },
  },
} as const;

const locale = (language: PdfLanguage) => (language === 'nl' ? 'nl-NL' : 'en-GB');

/** The invoice as a text-only A4 PDF: issuer, customer, number and dates, the lines, VAT and the total. */
export function invoicePdf(
  invoice: StoredInvoice,
  lines: readonly InvoiceLine[],
  customerName: string,
  status: 'paid' | 'open' | 'overdue',
  language: PdfLanguage,
  issuer = issuerLines(),
): Buffer {
  const w = WORDS[language];
  const money = (cents: number) =>
    new Intl.NumberFormat(locale(language), { style: 'currency', currency: invoice.currency }).format(cents / 100);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const count = (n: number) => new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(n);
  const percent = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(invoice.vatPercent);
  const body: PdfLine[] = [
    ...issuer.map((text, index) => ({ text, bold: index === 0 })),
    { text: '' },
    { text: w.invoice, bold: true },
    { text: '' },
    { text: `${w.to}: ${customerName}` },
    { text: `${w.number}: ${invoice.number}` },
    { text: `${w.date}: ${day(invoice.date)}` },
    { text: `${w.due}: ${day(invoice.dueDate)}` },
    { text: status === 'paid' && invoice.paidAt ? `${w.status.paid} ${day(invoice.paidAt)}` : w.status[status] },
    { text: '' },
    { text: w.lines, bold: true },
    ...lines.map((line) => ({
      text: `${line.description} / ${count(line.quantity)} × ${money(line.unitPriceCents)} = ${money(lineCents(line))}`,
    })),
    { text: '' },
    { text: `${w.subtotal}: ${money(invoice.subtotalCents)}` },
    { text: `${w.vat} ${percent}%: ${money(vatCents(invoice))}` },
    { text: `${w.total}: ${money(totalCents(invoice))}`, bold: true },
    { text: '' },
    { text: w.pay },
  ];
  return textPdf(`${w.invoice} ${invoice.number}`, body);
}
