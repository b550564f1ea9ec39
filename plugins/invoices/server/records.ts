import { randomUUID } from 'node:crypto';
import type { RecordTypeDeclaration } from '../../../server/plugin-api';

/**
 * Invoices as the provider maintains them in the administration (list, form with the provider's PDF, CSV/JSON
 * import and export keyed on the invoice number): an invoice entered there states its amount excluding VAT
 * instead of lines, and its PDF, when uploaded, is served instead of the generated one.
 */
export const invoiceRecords: RecordTypeDeclaration = {
  type: 'invoices',
  label: { en: 'Invoices', nl: 'Facturen' },
  table: 'invoices',
  providerIdColumn: 'number',
  orderBy: ['invoice_date DESC', 'number DESC'],
  newRow: () => ({ id: randomUUID() }),
  fields: [
    {
      name: 'invoiceDate',
      column: 'invoice_date',
      label: { en: 'Invoice date', nl: 'Factuurdatum' },
      kind: 'date',
      required: true,
    },
    { name: 'dueDate', column: 'due_date', label: { en: 'Due date', nl: 'Vervaldatum' }, kind: 'date', required: true },
    { name: 'paidAt', column: 'paid_at', label: { en: 'Paid on', nl: 'Betaald op' }, kind: 'date' },
    {
      name: 'amount',
      column: 'subtotal_cents',
      label: { en: 'Amount excluding VAT', nl: 'Bedrag exclusief btw' },
      kind: 'decimal',
      scale: 100,
      required: true,
    },
    {
      name: 'vatPercent',
      column: 'vat_percent',
      label: { en: 'VAT %', nl: 'Btw %' },
      kind: 'decimal',
      min: 0,
      required: true,
      listed: false,
    },
    {
      name: 'currency',
      column: 'currency',
      label: { en: 'Currency', nl: 'Valuta' },
      kind: 'choice',
      required: true,
      listed: false,
      options: ['EUR', 'USD', 'GBP', 'CHF'].map((code) => ({ value: code, label: { en: code, nl: code } })),
    },
    {
      name: 'pdf',
      column: 'pdf_file_id',
      label: { en: 'Invoice (PDF)', nl: 'Factuur (pdf)' },
      kind: 'file',
      accept: ['application/pdf'],
    },
  ],
};
