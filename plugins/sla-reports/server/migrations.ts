import type { Migration } from '../../../server/plugin-api';

/** Monthly SLA figures (percentages) and the tickets behind them. */
export const migrations: readonly Migration[] = [
  {
    id: 'sla-reports-001',
    sql: `
CREATE TABLE sla_figures (
  customer_id TEXT NOT NULL,
  period TEXT NOT NULL,
  measure TEXT NOT NULL CHECK (measure IN ('response', 'resolution', 'availability')),
  target REAL NOT NULL CHECK (target >= 0 AND target <= 100),
  achieved REAL NOT NULL CHECK (achieved >= 0 AND achieved <= 100),
  PRIMARY KEY (customer_id, period, measure)
);
CREATE TABLE sla_tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id TEXT NOT NULL,
  period TEXT NOT NULL,
  number TEXT NOT NULL,
  title TEXT NOT NULL,
  priority TEXT NOT NULL CHECK (priority IN ('P1', 'P2', 'P3', 'P4')),
  opened_at TEXT NOT NULL,
  resolved_at TEXT,
  within_sla INTEGER NOT NULL CHECK (within_sla IN (0, 1))
);
CREATE INDEX sla_tickets_customer_period ON sla_tickets(customer_id, period);`,
  },
  {
    // The provider's own id of a month's figure (the administration's import key).
    id: 'sla-reports-002',
    sql: `
ALTER TABLE sla_figures ADD COLUMN provider_id TEXT;
UPDATE sla_figures SET provider_id = period || '-' || measure;
CREATE UNIQUE INDEX sla_figures_provider_id ON sla_figures(customer_id, provider_id);
`,
  },
  {
    // The response and resolution time agreed per priority (server/ticket-figures.ts): with a connected ticket
    // system the month's figures are computed from its tickets against these.
    id: 'sla-reports-003',
    sql: `
CREATE TABLE sla_ticket_targets (
  customer_id TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  priority TEXT NOT NULL CHECK (priority IN ('P1', 'P2', 'P3', 'P4')),
  response_hours REAL NOT NULL CHECK (response_hours > 0),
  resolution_hours REAL NOT NULL CHECK (resolution_hours > 0),
  PRIMARY KEY (customer_id, provider_id)
);
`,
  },
];
