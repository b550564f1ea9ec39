import type { Migration } from '../../../server/plugin-api';

/**
 * Subscriptions, the service requests filed for quantities above a subscription's maximum, and the record
 * of every change. The id stays 'subscriptions-001': deployed databases recorded it under that name.
 */
export const migrations: readonly Migration[] = [
  {
    id: 'subscriptions-001',
    sql: `
CREATE TABLE subscriptions (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  status TEXT NOT NULL,
  auto_renew_date TEXT,
  end_date TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  max_quantity INTEGER NOT NULL CHECK (max_quantity >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscriptions_customer ON subscriptions(customer_id, sort_order);
CREATE TABLE licence_service_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT UNIQUE,
  subscription_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  requested_quantity INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE subscription_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscription_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT NOT NULL,
  old_quantity INTEGER NOT NULL,
  requested_quantity INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('updated', 'service-request')),
  service_request_number TEXT,
  changed_at TEXT NOT NULL
);
CREATE INDEX subscription_changes_subscription ON subscription_changes(subscription_id, changed_at);
`,
  },
  {
    // Optional list price per licence per month, so a change can show its cost impact. Rows without one
    // (every row of a database created before this migration) show no cost line.
    id: 'subscriptions-002',
    sql: `
ALTER TABLE subscriptions ADD COLUMN unit_price REAL CHECK (unit_price IS NULL OR unit_price >= 0);
ALTER TABLE subscriptions ADD COLUMN currency TEXT CHECK (currency IS NULL OR length(currency) = 3);
`,
  },
  {
    // Office 365 licences read from Microsoft (issue 31): each row says where it comes from; the sync fills the
    // seats in use and the commerce fields; a quantity change sent to Partner Center is kept (its MS-RequestId
    // first of all) before it is sent, so that a repeated click, a retry or another instance sends the same one.
    id: 'subscriptions-003',
    sql: `
ALTER TABLE subscriptions ADD COLUMN source TEXT NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'microsoft'));
ALTER TABLE subscriptions ADD COLUMN assigned INTEGER CHECK (assigned IS NULL OR assigned >= 0);
ALTER TABLE subscriptions ADD COLUMN cancellation_allowed_until TEXT;
ALTER TABLE subscriptions ADD COLUMN term_duration TEXT;
ALTER TABLE subscriptions ADD COLUMN billing_cycle TEXT;
-- Partner Center's subscription id; the row keeps its own id when it was the provider's before (links stay).
ALTER TABLE subscriptions ADD COLUMN microsoft_id TEXT;
CREATE TABLE licence_orders (
  request_id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT NOT NULL,
  from_quantity INTEGER NOT NULL,
  requested_quantity INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('sending', 'accepted', 'refused')),
  error_code TEXT,
  error_detail TEXT,
  created_at TEXT NOT NULL,
  finished_at TEXT
);
-- One open order per intended change, on every instance: a second click or instance finds it and sends the same.
CREATE UNIQUE INDEX licence_orders_one_open ON licence_orders(customer_id, subscription_id, from_quantity, requested_quantity)
  WHERE state = 'sending';
`,
  },
];
