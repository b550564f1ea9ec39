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
  {
    // Requests created through the Azure subscription alias API by the background job: where each stands, and the
    // names fixed at request time so a repeated call to Azure creates nothing twice. Per customer, the billing
    // scope (its Azure plan) new subscriptions are created under, entered by the provider.
    id: 'azure-subscriptions-002',
    sql: `
ALTER TABLE azure_subscriptions ADD COLUMN provisioning_step TEXT
  CHECK (provisioning_step IS NULL OR provisioning_step IN ('create-alias', 'await-alias', 'find-owner', 'assign-owner'));
ALTER TABLE azure_subscriptions ADD COLUMN alias_name TEXT;
ALTER TABLE azure_subscriptions ADD COLUMN role_assignment_name TEXT;
ALTER TABLE azure_subscriptions ADD COLUMN billing_scope TEXT;
ALTER TABLE azure_subscriptions ADD COLUMN owner_object_id TEXT;
ALTER TABLE azure_subscriptions ADD COLUMN next_attempt_at TEXT;
ALTER TABLE azure_subscriptions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX azure_subscriptions_alias ON azure_subscriptions(alias_name);
CREATE INDEX azure_subscriptions_provisioning ON azure_subscriptions(provisioning_step, next_attempt_at);
CREATE TABLE azure_billing_scopes (
  customer_id TEXT PRIMARY KEY,
  billing_scope TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
  },
];
