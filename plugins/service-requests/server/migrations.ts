import type { Migration } from '../../../server/plugin-api';

/** The reference ticket system's tables (used when no connector to the provider's own tool is configured). */
export const migrations: readonly Migration[] = [
  {
    id: 'service-requests-001',
    sql: `
CREATE TABLE service_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT UNIQUE,
  customer_id TEXT NOT NULL,
  user_id TEXT,
  category TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  caller_name TEXT NOT NULL,
  caller_email TEXT NOT NULL,
  caller_phone TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT 'portal',
  status TEXT NOT NULL CHECK (status IN ('new', 'in-progress', 'waiting-for-customer', 'resolved', 'closed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  rating_score INTEGER CHECK (rating_score IS NULL OR (rating_score >= 1 AND rating_score <= 5)),
  rating_comment TEXT,
  rated_at TEXT
);
CREATE INDEX service_requests_customer ON service_requests(customer_id, updated_at);
CREATE INDEX service_requests_user ON service_requests(customer_id, user_id);
CREATE TABLE service_request_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id INTEGER NOT NULL REFERENCES service_requests(id),
  kind TEXT NOT NULL CHECK (kind IN ('message', 'status')),
  author TEXT NOT NULL CHECK (author IN ('customer', 'agent')),
  author_name TEXT NOT NULL,
  user_id TEXT,
  text TEXT NOT NULL DEFAULT '',
  status TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX service_request_entries_request ON service_request_entries(request_id, id);
CREATE TABLE service_request_attachments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  entry_id INTEGER NOT NULL REFERENCES service_request_entries(id),
  request_id INTEGER NOT NULL REFERENCES service_requests(id),
  file_id TEXT NOT NULL,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL
);
CREATE INDEX service_request_attachments_request ON service_request_attachments(request_id);
`,
  },
  {
    // The delivery queue to a connected ticket system (server/delivery-queue.ts): a request is stored here first
    // with the portal's number, then delivered; the system's own id and number are kept beside it, and each
    // webhook's delivery id once, so a repeated one changes nothing.
    id: 'service-requests-002',
    sql: `
ALTER TABLE service_requests ADD COLUMN external_id TEXT;
ALTER TABLE service_requests ADD COLUMN external_number TEXT;
ALTER TABLE service_requests ADD COLUMN delivery TEXT NOT NULL DEFAULT 'local' CHECK (delivery IN ('local', 'waiting', 'delivered'));
CREATE INDEX service_requests_external ON service_requests(external_id);
ALTER TABLE service_request_entries ADD COLUMN external_id TEXT;
CREATE TABLE service_request_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  request_number TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('create', 'reply', 'rate')),
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claimed_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX service_request_outbox_due ON service_request_outbox(delivered_at, next_attempt_at);
CREATE TABLE service_request_webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  delivery_id TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL
);
`,
  },
  {
    // The service catalogue (server/catalogue): the provider's forms, provider-wide, each save kept as a version of
    // its JSON; and each customer's filed catalogue requests with their answers (a sign-off may hold one back).
    id: 'service-requests-003',
    sql: `
CREATE TABLE catalogue_forms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  version INTEGER NOT NULL,
  definition TEXT NOT NULL,
  published INTEGER NOT NULL DEFAULT 0,
  starter TEXT UNIQUE,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE TABLE catalogue_form_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  form_id INTEGER NOT NULL REFERENCES catalogue_forms(id),
  version INTEGER NOT NULL,
  definition TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT NOT NULL
);
CREATE UNIQUE INDEX catalogue_form_versions_form ON catalogue_form_versions(form_id, version);
CREATE TABLE catalogue_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  form_id INTEGER NOT NULL,
  form_version INTEGER NOT NULL,
  user_id TEXT NOT NULL,
  answers TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('filed', 'waiting-for-sign-off')),
  request_number TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX catalogue_requests_customer ON catalogue_requests(customer_id, created_at);
`,
  },
  {
    // What the SLA reports measure, as the connected ticket system records it (server/sla-source.ts): the ticket's
    // priority, the service desk's first response and the closing time, and when the portal last read them.
    id: 'service-requests-004',
    sql: `
ALTER TABLE service_requests ADD COLUMN priority TEXT CHECK (priority IS NULL OR priority IN ('P1', 'P2', 'P3', 'P4'));
ALTER TABLE service_requests ADD COLUMN first_response_at TEXT;
ALTER TABLE service_requests ADD COLUMN closed_at TEXT;
ALTER TABLE service_requests ADD COLUMN remote_read_at TEXT;
`,
  },
  {
    // A catalogue request held for a sign-off (issue 33): the sign-off that decides it, and how it ended when it was
    // refused, expired or withdrawn (then it stays unfiled).
    id: 'service-requests-005',
    sql: `
ALTER TABLE catalogue_requests ADD COLUMN sign_off_id INTEGER;
ALTER TABLE catalogue_requests ADD COLUMN sign_off_closed TEXT
  CHECK (sign_off_closed IS NULL OR sign_off_closed IN ('refused', 'expired', 'withdrawn'));
`,
  },
];
