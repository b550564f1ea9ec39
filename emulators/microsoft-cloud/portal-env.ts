import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DemoTenants } from './demo-tenants';

/**
 * The portal's MICROSOFT_* settings for an emulator at `origin`: the demo application, the partner tenant and
 * every endpoint (one origin answers them all). A deployment sets the same variables for Microsoft.
 */
export function portalEnvOf(origin: string): Record<string, string> {
  return {
    MICROSOFT_PARTNER_TENANT_ID: DemoTenants.partner,
    MICROSOFT_CLIENT_ID: DEMO_CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: DEMO_CLIENT_SECRET,
    MICROSOFT_LOGIN_URL: origin,
    MICROSOFT_GRAPH_URL: origin,
    MICROSOFT_ARM_URL: origin,
    MICROSOFT_PARTNER_CENTER_URL: origin,
  };
}
