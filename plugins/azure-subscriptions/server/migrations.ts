import type { Migration } from '../../../server/plugin-api';

/**
 * The customers' Azure subscriptions: those the provider registered and those requested through the wizard
 * (a tracked request with its number, then the provisioning's outcome).
 */
export const migrations: readonly Migration[] = [
  {
    id: 'azure-subscriptions-001',
    sql: `
CREATE TABLE azure_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT UNIQUE,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  subscription_id TEXT UNIQUE,
  tenant_id TEXT NOT NULL,
  tenant_name TEXT NOT NULL,
  owner_upn TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('requested', 'being-created', 'active', 'failed')),
  requested_at TEXT,
  requested_by TEXT,
  requested_by_user_id TEXT,
  failure_reason TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX azure_subscriptions_customer ON azure_subscriptions(customer_id);
CREATE INDEX azure_subscriptions_tenant_name ON azure_subscriptions(tenant_id, name);
`,
  },
];
