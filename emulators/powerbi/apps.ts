import { createHmac } from 'node:crypto';
import { EMULATOR_WORKSPACES } from './catalog';
import { DEMO_CLIENT_ID, DEMO_TENANT_ID, demoCredentials, emulatorState, type EmulatorConfig } from './state';

/**
 * The app registrations the emulator's tenant holds: the provider's shared app (member of every demo workspace,
 * acting for a customer through a service-principal profile when asked), and one app per demo customer, as a
 * provider's automation creates them, each member of its customer's workspace only. Power BI gives an app (or a
 * profile) the workspaces it is a member of, nothing else.
 */
export const CUSTOMER_APP_IDS = {
  contoso: '00000000-0000-4000-8000-0000000c0a01',
  fabrikam: '00000000-0000-4000-8000-0000000c0a02',
  northwind: '00000000-0000-4000-8000-0000000c0a03',
} as const satisfies Record<keyof typeof EMULATOR_WORKSPACES, string>;

/** The shared app's service-principal profiles, one per demo customer, each member of that customer's workspace. */
export const DEMO_PROFILE_IDS = {
  contoso: '00000000-0000-4000-8000-0000000f0a01',
  fabrikam: '00000000-0000-4000-8000-0000000f0a02',
  northwind: '00000000-0000-4000-8000-0000000f0a03',
} as const satisfies Record<keyof typeof EMULATOR_WORKSPACES, string>;

type Customer = keyof typeof EMULATOR_WORKSPACES;
const customers = Object.keys(EMULATOR_WORKSPACES) as Customer[];

export interface CustomerApp {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  workspaceId: string;
}

/** The demo customers' own app registrations; each secret is derived from the emulator's secret. */
export function customerApps(config: EmulatorConfig): Record<Customer, CustomerApp> {
  const app = (customer: Customer): CustomerApp => ({
    tenantId: DEMO_TENANT_ID,
    clientId: CUSTOMER_APP_IDS[customer],
    clientSecret: createHmac('sha256', `analytics-emulator-client:${config.secret}`)
      .update(CUSTOMER_APP_IDS[customer])
      .digest('base64url'),
    workspaceId: EMULATOR_WORKSPACES[customer],
  });
  return Object.fromEntries(customers.map((c) => [c, app(c)])) as Record<Customer, CustomerApp>;
}

/** The secret the token endpoint accepts for an app of the tenant, or null for an app it does not hold. */
export function appSecret(config: EmulatorConfig, clientId: string): string | null {
  if (clientId === DEMO_CLIENT_ID) return demoCredentials(config).clientSecret;
  return Object.values(customerApps(config)).find((app) => app.clientId === clientId)?.clientSecret ?? null;
}

/** Whether the app's client secret has expired (a test says so: Entra then answers AADSTS7000222). */
export const secretExpired = (config: EmulatorConfig, clientId: string) =>
  emulatorState(config).expiredSecrets.has(clientId);

/**
 * The workspaces a caller sees: the shared app all of them, or as a profile that profile's; a customer's app its
 * own. Null: the profile is not one of the app's.
 */
export function visibleWorkspaces(config: EmulatorConfig, clientId: string, profileId: string | null): string[] | null {
  if (clientId === DEMO_CLIENT_ID) {
    if (!profileId) return Object.values(EMULATOR_WORKSPACES);
    const customer = customers.find((c) => DEMO_PROFILE_IDS[c] === profileId.toLowerCase());
    return customer ? [EMULATOR_WORKSPACES[customer]] : null;
  }
  const app = Object.values(customerApps(config)).find((a) => a.clientId === clientId);
  return app ? [app.workspaceId] : [];
}
