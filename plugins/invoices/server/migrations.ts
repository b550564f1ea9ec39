import type { Migration } from '../../../server/plugin-api';

/** Invoices and their lines; amounts in cents, VAT as a percentage of the lines' sum. */
export const migrations: readonly Migration[] = [
  {
    id: 'invoices-001',
    sql: `
CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  number TEXT NOT NULL,
  invoice_date TEXT NOT NULL,
  due_date TEXT NOT NULL,
  paid_at TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR' CHECK (length(currency) = 3),
  vat_percent REAL NOT NULL DEFAULT 21 CHECK (vat_percent >= 0),
  UNIQUE (customer_id, number)
);
CREATE INDEX invoices_customer_date ON invoices(customer_id, invoice_date);
CREATE TABLE invoice_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  invoice_id TEXT NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  quantity REAL NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX invoice_lines_invoice ON invoice_lines(invoice_id);`,
  },
  {
    // Maintained in the administration (records): an invoice without lines states its amount excluding VAT
    // (from the provider's bookkeeping), and may carry the provider's own PDF, kept in the file storage.
    id: 'invoices-002',
    sql: `
ALTER TABLE invoices ADD COLUMN subtotal_cents INTEGER;
ALTER TABLE invoices ADD COLUMN pdf_file_id TEXT;
`,
  },
];
