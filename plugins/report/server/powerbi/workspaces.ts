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
  {
    // A service principal per customer (its own app registration) in place of the shared app: its tenant and client
    // id here, its client secret sealed (api.sealedSecrets, "powerbi.client-secret"); principal_failure: the last
    // sign-in Entra ID refused for it ({ cause, code, at } as JSON), cleared by the next success.
    id: 'report-005',
    sql: `
ALTER TABLE report_workspaces ADD COLUMN principal_tenant_id TEXT NULL;
ALTER TABLE report_workspaces ADD COLUMN principal_client_id TEXT NULL;
ALTER TABLE report_workspaces ADD COLUMN principal_failure TEXT NULL;
`,
  },
];

/** The name of a customer's own client secret among the report plugin's sealed secrets. */
export const CLIENT_SECRET = 'powerbi.client-secret';

/** A customer's own app registration, the portal's identity at Power BI for that customer only. */
export interface CustomerPrincipal {
  tenantId: string;
  clientId: string;
}

export interface CustomerWorkspace {
  workspaceId: string;
  /** The shared app's service-principal profile for the customer (null: the app itself, or the customer's own app). */
  profileId: string | null;
  /** The customer's own service principal (null: the shared app). */
  principal: CustomerPrincipal | null;
}

/** A workspace with what the embedding needs to sign in as the customer's own app: its sealed secret. */
export interface WorkspaceAccess {
  workspace: CustomerWorkspace;
  /** The customer's client secret (null: none stored); throws UnreadableSecret when another key sealed it. */
  clientSecret: () => string | null;
}

const TABLE = 'report_workspaces';

interface WorkspaceRow {
  workspace_id: string;
  profile_id: string | null;
  principal_tenant_id: string | null;
  principal_client_id: string | null;
}

/** The customer's workspace (data: that customer's), or null when it has none (then no report of it can be embedded). */
export function workspaceOf(data: CustomerData): CustomerWorkspace | null {
  const row = data
    .table(TABLE)
    .first<WorkspaceRow>({}, { columns: ['workspace_id', 'profile_id', 'principal_tenant_id', 'principal_client_id'] });
  if (!row) return null;
  const principal =
    row.principal_tenant_id && row.principal_client_id
      ? { tenantId: row.principal_tenant_id, clientId: row.principal_client_id }
      : null;
  return { workspaceId: row.workspace_id, profileId: principal ? null : row.profile_id, principal };
}

/** The customer's workspace and its client secret's reader, or null when it has none. */
export function workspaceAccessOf(api: ServerPluginApi, data: CustomerData): WorkspaceAccess | null {
  const workspace = workspaceOf(data);
  return workspace ? { workspace, clientSecret: () => api.sealedSecrets(data).read(CLIENT_SECRET) } : null;
}

/** The workspace of the caller's active customer, or null without a customer or a workspace. */
export function activeWorkspaceOf(api: ServerPluginApi, user: RequestUser): WorkspaceAccess | null {
  return user.activeCustomerId ? workspaceAccessOf(api, api.data(user)) : null;
}

/** Sets (or replaces) the customer's workspace, and its own service principal (null: the shared app). */
export function setWorkspace(
  data: CustomerData,
  workspaceId: string,
  profileId: string | null = null,
  principal: CustomerPrincipal | null = null,
): void {
  const values = {
    workspace_id: workspaceId,
    profile_id: principal ? null : profileId,
    principal_tenant_id: principal?.tenantId ?? null,
    principal_client_id: principal?.clientId ?? null,
    principal_failure: null,
  };
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
