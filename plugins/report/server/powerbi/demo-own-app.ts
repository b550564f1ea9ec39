import { DemoCustomers, type ServerPluginApi } from '../../../../server/plugin-api';
import { CLIENT_SECRET, DEMO_WORKSPACES, setWorkspace, workspaceOf } from './workspaces';

/**
 * Demo mode only: Fabrikam's own app registration at the Power BI emulator, handed over by the emulators' launcher
 * (`npm start`, the tests). Its secret derives from the emulator's own secret, new at each start, so the demo cannot
 * know it beforehand.
 */
export const DEMO_OWN_APP_VARIABLES = [
  'POWERBI_DEMO_FABRIKAM_TENANT_ID',
  'POWERBI_DEMO_FABRIKAM_CLIENT_ID',
  'POWERBI_DEMO_FABRIKAM_CLIENT_SECRET',
] as const;

/** A production start refuses the demo's app registration, as it refuses the emulator's frames. */
export const demoOwnAppProblems = (env: NodeJS.ProcessEnv): string[] =>
  DEMO_OWN_APP_VARIABLES.filter((name) => env[name]?.trim()).map(
    (name) => `${name} is for demo mode only: set a customer's own app registration in the administration.`,
  );

/**
 * At a demo start: Fabrikam signs in to Power BI as its own app (tenant and client id in its workspace mapping, the
 * secret sealed), as a provider sets it up in the workspace editor. Left alone when the variables are missing, or
 * when an administrator mapped Fabrikam to another workspace or another app.
 */
export function storeDemoOwnApp(api: ServerPluginApi, env: NodeJS.ProcessEnv): void {
  const [tenantId, clientId, secret] = DEMO_OWN_APP_VARIABLES.map((name) => env[name]?.trim() ?? '');
  if (!api.config.demoMode || !tenantId || !clientId || !secret) return;
  const directory = api.customerDirectory().customers();
  if (!directory.some((customer) => customer.id === DemoCustomers.fabrikam)) return;
  const data = api.crossCustomerData().forCustomer(DemoCustomers.fabrikam);
  const mapped = workspaceOf(data);
  if (mapped?.workspaceId !== DEMO_WORKSPACES.fabrikam || (mapped.principal && mapped.principal.clientId !== clientId))
    return;
  data.transaction(() => {
    setWorkspace(data, DEMO_WORKSPACES.fabrikam, null, { tenantId, clientId });
    api.sealedSecrets(data).write(CLIENT_SECRET, secret);
  });
}
