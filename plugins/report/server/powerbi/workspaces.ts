import {
  DemoCustomers,
  type CrossCustomerData,
  type CustomerData,
  type Migration,
  type RequestUser,
  type ServerPluginApi,
} from '../../../../server/plugin-api';

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

const TABLE = 'report_workspaces';

/** The customer's workspace (data: that customer's), or null when it has none (then no report of it can be embedded). */
export function workspaceOf(data: CustomerData): CustomerWorkspace | null {
  const row = data
    .table(TABLE)
    .first<{ workspace_id: string; profile_id: string | null }>({}, { columns: ['workspace_id', 'profile_id'] });
  return row ? { workspaceId: row.workspace_id, profileId: row.profile_id } : null;
}

/** The workspace of the caller's active customer, or null without a customer or a workspace. */
export function activeWorkspaceOf(api: ServerPluginApi, user: RequestUser): CustomerWorkspace | null {
  return user.activeCustomerId ? workspaceOf(api.data(user)) : null;
}

/** Sets (or replaces) the customer's workspace. */
export function setWorkspace(data: CustomerData, workspaceId: string, profileId: string | null = null): void {
  const values = { workspace_id: workspaceId, profile_id: profileId };
  if (data.table(TABLE).update(values, {}) === 0) data.table(TABLE).insert(values);
}

/** Removes the customer's workspace: its reports are no longer embedded (404) until it gets one again. */
export function removeWorkspace(data: CustomerData): void {
  data.table(TABLE).remove({});
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
 * Demo mode: each demo customer (when among `existingCustomers`) gets its demo workspace, unless it already has one. Run by
 * the demo seed, and at start in demo mode for demo databases seeded before the mapping existed.
 */
export function mapDemoWorkspaces(data: CrossCustomerData, existingCustomers: readonly string[]): void {
  const pairs: [string, string][] = [
    [DemoCustomers.contoso, DEMO_WORKSPACES.contoso],
    [DemoCustomers.fabrikam, DEMO_WORKSPACES.fabrikam],
    [DemoCustomers.northwind, DEMO_WORKSPACES.northwind],
  ];
  for (const [customerId, workspaceId] of pairs) {
    const customer = data.forCustomer(customerId);
    if (existingCustomers.includes(customerId) && !workspaceOf(customer)) setWorkspace(customer, workspaceId);
  }
}
