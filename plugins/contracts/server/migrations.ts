import type { Migration } from '../../../server/plugin-api';

/** Contracts per customer, each with its signed document (PDF bytes) in the same row. */
export const migrations: readonly Migration[] = [
  {
    id: 'contracts-001',
    sql: `
CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  document_name TEXT NOT NULL,
  signed_on TEXT NOT NULL,
  service TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  auto_renews INTEGER NOT NULL DEFAULT 0 CHECK (auto_renews IN (0, 1)),
  document BLOB NOT NULL
);
CREATE INDEX contracts_customer ON contracts(customer_id, signed_on);
`,
  },
];
