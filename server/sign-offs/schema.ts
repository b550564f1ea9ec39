import type { Migration } from '../db/migration';

/**
 * The sign-off platform's core tables (issue 33): the rules per customer and kind, and the requests waiting for,
 * or decided by, a sign-off. Times are epoch ms (the scheduler's clock); texts and details are JSON.
 */
export const signOffMigrations: Migration[] = [
  {
    id: 'core-sign-offs-001',
    sql: `
CREATE TABLE sign_off_rules (
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  thresholds TEXT NOT NULL,          -- JSON object: measure id -> the value a request must exceed
  signers TEXT NOT NULL,             -- JSON: "administrators" or an array of user ids
  remind_after_hours INTEGER NOT NULL,
  expire_after_hours INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (customer_id, kind)
);
CREATE TABLE sign_off_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  plugin_id TEXT NOT NULL,
  requester_id TEXT NOT NULL,
  requester_name TEXT NOT NULL,
  summary TEXT NOT NULL,             -- JSON {en, nl}
  details TEXT NOT NULL,             -- JSON [{label: {en, nl}, value}]
  payload TEXT NOT NULL,             -- JSON: what the plugin needs to carry it out
  signer_group TEXT NOT NULL CHECK (signer_group IN ('administrators', 'named', 'provider')),
  signers TEXT NOT NULL,             -- JSON array of user ids (provider: empty, any provider administrator)
  status TEXT NOT NULL CHECK (status IN ('waiting', 'signed-off', 'refused', 'expired', 'withdrawn')),
  created_at INTEGER NOT NULL,
  remind_at INTEGER,                 -- NULL once reminded
  expires_at INTEGER NOT NULL,
  decided_by TEXT,
  decided_at INTEGER,
  reason TEXT,
  outcome TEXT                       -- JSON {succeeded, text: {en, nl}} once carried out
);
CREATE INDEX sign_off_requests_waiting ON sign_off_requests(status, expires_at);
CREATE INDEX sign_off_requests_requester ON sign_off_requests(requester_id, id);
CREATE INDEX sign_off_requests_customer ON sign_off_requests(customer_id, status);
`,
  },
];
