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
];
