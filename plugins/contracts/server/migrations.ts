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
  {
    // The provider's own id (the administration's import key; existing rows get "portal-<id>") and the signed
    // document uploaded in the administration, kept in the file storage (scanned, counted in the quota) instead of
    // the row (a row with a file there holds an empty document).
    id: 'contracts-002',
    sql: `
ALTER TABLE contracts ADD COLUMN provider_id TEXT;
ALTER TABLE contracts ADD COLUMN document_file_id TEXT;
UPDATE contracts SET provider_id = 'portal-' || id;
CREATE UNIQUE INDEX contracts_provider_id ON contracts(customer_id, provider_id);
`,
  },
];
