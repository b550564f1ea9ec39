import type { Migration } from '../../../server/plugin-api';

/**
 * Recommendations and the record of every decision on them. The id stays 'recommendations-001': deployed
 * databases recorded it under that name.
 */
export const migrations: readonly Migration[] = [
  {
    id: 'recommendations-001',
    sql: `
CREATE TABLE recommendations (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  resource_name TEXT NOT NULL,
  description TEXT NOT NULL,
  modified_date TEXT NOT NULL,
  subscription_name TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('New', 'Approved', 'AcceptedByCustomer', 'Planned', 'Pending', 'Finished', 'Declined')),
  apply_at TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recommendations_customer ON recommendations(customer_id, sort_order);
CREATE TABLE recommendation_decisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recommendation_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('accepted', 'declined')),
  state_before TEXT NOT NULL,
  apply_at TEXT,
  reason TEXT,
  decided_at TEXT NOT NULL
);
CREATE INDEX recommendation_decisions_recommendation ON recommendation_decisions(recommendation_id, decided_at);
`,
  },
  {
    // The estimated saving, when the advice has a figure: all three columns or none (rows of a database
    // created before this migration have none and show no saving).
    id: 'recommendations-002',
    sql: `
ALTER TABLE recommendations ADD COLUMN savings_amount REAL CHECK (savings_amount IS NULL OR savings_amount >= 0);
ALTER TABLE recommendations ADD COLUMN savings_currency TEXT CHECK (savings_currency IS NULL OR length(savings_currency) = 3);
ALTER TABLE recommendations ADD COLUMN savings_period TEXT CHECK (savings_period IS NULL OR savings_period IN ('month', 'year'));
`,
  },
  {
    // Azure Advisor's cost recommendations beside the portal's own rows: where a row comes from, Advisor's id
    // (unique per customer: a sync upserts by it), its impact and subscription, when Advisor last reported it and
    // since when it no longer does (applied, or withdrawn), the service request an acceptance filed; and the
    // provider's approval rule per customer.
    id: 'recommendations-003',
    sql: `
ALTER TABLE recommendations ADD COLUMN source TEXT NOT NULL DEFAULT 'portal' CHECK (source IN ('portal', 'advisor'));
ALTER TABLE recommendations ADD COLUMN advisor_id TEXT;
ALTER TABLE recommendations ADD COLUMN impact TEXT CHECK (impact IS NULL OR impact IN ('High', 'Medium', 'Low'));
ALTER TABLE recommendations ADD COLUMN subscription_id TEXT;
ALTER TABLE recommendations ADD COLUMN reported_at TEXT;
ALTER TABLE recommendations ADD COLUMN gone_since TEXT;
ALTER TABLE recommendations ADD COLUMN service_request_number TEXT;
CREATE UNIQUE INDEX recommendations_advisor ON recommendations(customer_id, advisor_id);
CREATE TABLE recommendation_approval_rules (
  customer_id TEXT PRIMARY KEY,
  min_yearly_savings REAL CHECK (min_yearly_savings IS NULL OR min_yearly_savings >= 0),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  impacts TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
  },
];
