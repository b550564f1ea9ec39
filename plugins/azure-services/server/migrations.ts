import type { Migration } from '../../../server/plugin-api';

/** The customers' Azure services and their cost per month (cents). */
export const migrations: readonly Migration[] = [
  {
    id: 'azure-services-001',
    sql: `
CREATE TABLE azure_services (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  resource_group TEXT NOT NULL,
  subscription_name TEXT NOT NULL,
  category TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX azure_services_customer ON azure_services(customer_id);
CREATE TABLE azure_service_costs (
  service_id TEXT NOT NULL REFERENCES azure_services(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  PRIMARY KEY (service_id, month)
);`,
  },
  {
    // Where a service comes from: the provider's own rows ('manual') or Azure Cost Management ('azure', written by
    // the costs sync, which replaces only those), and the Azure subscription it is billed to.
    id: 'azure-services-002',
    sql: `
ALTER TABLE azure_services ADD COLUMN source TEXT NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'azure'));
ALTER TABLE azure_services ADD COLUMN azure_subscription_id TEXT;
`,
  },
  {
    // A month's cost may be negative: Cost Management reports credits and refunds as negative amounts. SQLite
    // cannot drop a CHECK constraint, so the costs table is rebuilt (no table refers to it).
    id: 'azure-services-003',
    sql: `
CREATE TABLE azure_service_costs_003 (
  service_id TEXT NOT NULL REFERENCES azure_services(id) ON DELETE CASCADE,
  month TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  PRIMARY KEY (service_id, month)
);
INSERT INTO azure_service_costs_003 (service_id, month, amount_cents)
  SELECT service_id, month, amount_cents FROM azure_service_costs;
DROP TABLE azure_service_costs;
ALTER TABLE azure_service_costs_003 RENAME TO azure_service_costs;
`,
    postgres: `ALTER TABLE azure_service_costs DROP CONSTRAINT IF EXISTS azure_service_costs_amount_cents_check;`,
  },
];
