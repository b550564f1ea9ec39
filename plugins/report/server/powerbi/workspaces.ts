import type Database from 'better-sqlite3';
import { DemoCustomers, type Migration } from '../../../../server/plugin-api';
import { statement } from '../../../../server/plugin-api/raw-database';

/**
 * Each customer's Power BI workspace, and optionally the service-principal profile the portal acts as for it
 * (providers with more than 1,000 customers: one profile per customer, header X-PowerBI-Profile-Id).
 * The id stays 'report-001': deployed databases record it under that name.
 */
export const workspaceMigrations: readonly Migration[] = [
  {
    id: 'report-001',
    sql: `
CREATE TABLE report_workspaces (
  customer_id TEXT PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  workspace_id TEXT NOT NULL,
  profile_id TEXT NULL
);
`,
  },
];

export interface CustomerWorkspace {
  workspaceId: string;
  profileId: string | null;
}

/** The customer's workspace, or null when the customer has none (then no report of it can be embedded). */
export function workspaceOf(db: Database.Database, customerId: string): CustomerWorkspace | null {
  const row = statement(db, 'SELECT workspace_id, profile_id FROM report_workspaces WHERE customer_id = ?').get(
    customerId,
  ) as { workspace_id: string; profile_id: string | null } | undefined;
  return row ? { workspaceId: row.workspace_id, profileId: row.profile_id } : null;
}

/** Sets (or replaces) a customer's workspace. */
export function setWorkspace(
  db: Database.Database,
  customerId: string,
  workspaceId: string,
  profileId: string | null = null,
): void {
  statement(
    db,
    `INSERT INTO report_workspaces (customer_id, workspace_id, profile_id) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET workspace_id = excluded.workspace_id, profile_id = excluded.profile_id`,
  ).run(customerId, workspaceId, profileId);
}

/** Removes a customer's workspace: its reports are no longer embedded (404) until it gets one again. */
export function removeWorkspace(db: Database.Database, customerId: string): void {
  statement(db, 'DELETE FROM report_workspaces WHERE customer_id = ?').run(customerId);
}

/**
 * The demo's Power BI workspaces, one per demo customer: those the Power BI emulator serves (a test of the report
 * plugin checks they match), as a provider sets them up in the admin's workspace editor.
 */
export const DEMO_WORKSPACES = {
  contoso: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
  fabrikam: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  northwind: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
} as const;

/**
 * Demo mode: each demo customer (when present) gets its demo workspace, unless it already has one. Run by
 * the demo seed, and at start in demo mode for demo databases seeded before the mapping existed.
 */
export function mapDemoWorkspaces(db: Database.Database): void {
  const pairs: [string, string][] = [
    [DemoCustomers.contoso, DEMO_WORKSPACES.contoso],
    [DemoCustomers.fabrikam, DEMO_WORKSPACES.fabrikam],
    [DemoCustomers.northwind, DEMO_WORKSPACES.northwind],
  ];
  const insert = statement(
    db,
    `INSERT INTO report_workspaces (customer_id, workspace_id) SELECT id, ? FROM customers WHERE id = ?
     ON CONFLICT (customer_id) DO NOTHING`,
  );
  for (const [customerId, workspaceId] of pairs) insert.run(workspaceId, customerId);
}
