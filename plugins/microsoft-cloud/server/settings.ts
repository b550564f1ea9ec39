/** How the server reaches Microsoft for the customers' tenants (MICROSOFT_* in the environment). */
export interface MicrosoftCloudSettings {
  /** MICROSOFT_PARTNER_TENANT_ID: the provider's own (partner) tenant, where the application is registered. */
  partnerTenantId: string;
  /** MICROSOFT_CLIENT_ID: the provider's multi-tenant application. */
  clientId: string;
  /** MICROSOFT_CLIENT_SECRET, or MICROSOFT_CERTIFICATE_FILE (PEM private key, optionally followed by its certificate). */
  credential: { kind: 'secret'; secret: string } | { kind: 'certificate'; file: string };
  /** The endpoints, without a trailing slash. */
  endpoints: MicrosoftEndpoints;
}

export interface MicrosoftEndpoints {
  /** MICROSOFT_LOGIN_URL: the token endpoint is `{login}/{tenant}/oauth2/v2.0/token`. */
  login: string;
  /** MICROSOFT_GRAPH_URL */
  graph: string;
  /** MICROSOFT_ARM_URL (Azure Resource Manager) */
  arm: string;
  /** MICROSOFT_PARTNER_CENTER_URL */
  partnerCenter: string;
}

/** Microsoft's public cloud: the endpoints when MICROSOFT_* name an application but no endpoints. */
export const PUBLIC_ENDPOINTS: MicrosoftEndpoints = {
  login: 'https://login.microsoftonline.com',
  graph: 'https://graph.microsoft.com',
  arm: 'https://management.azure.com',
  partnerCenter: 'https://api.partnercenter.microsoft.com',
};

const ENDPOINT_NAMES: Record<keyof MicrosoftEndpoints, string> = {
  login: 'MICROSOFT_LOGIN_URL',
  graph: 'MICROSOFT_GRAPH_URL',
  arm: 'MICROSOFT_ARM_URL',
  partnerCenter: 'MICROSOFT_PARTNER_CENTER_URL',
};

const CREDENTIAL_NAMES = [
  'MICROSOFT_PARTNER_TENANT_ID',
  'MICROSOFT_CLIENT_ID',
  'MICROSOFT_CLIENT_SECRET',
  'MICROSOFT_CERTIFICATE_FILE',
] as const;

/** Every variable the connection reads, for the docs and the production check. */
export const MICROSOFT_VARIABLES = [...CREDENTIAL_NAMES, ...Object.values(ENDPOINT_NAMES)] as const;

export type MicrosoftSettingsResult =
  | { state: 'configured'; settings: MicrosoftCloudSettings }
  | { state: 'not-configured' }
  | { state: 'invalid'; problem: string };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function endpoint(name: string, value: string): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${name} must be an absolute URL, got "${value.slice(0, 200)}"` };
  }
  if (url.protocol !== 'https:') return { problem: `${name} must be an https URL, got "${value.slice(0, 200)}"` };
  if (url.search || url.hash || url.username || url.password)
    return { problem: `${name} must hold no query, fragment or credentials` };
  return { url: url.href.replace(/\/+$/, '') };
}

/**
 * The connection's settings, the same in the demo as in production (`npm start` points them at the Microsoft
 * cloud emulator): nothing set means not connected (every plugin keeps its own tables); a part set is invalid and
 * the problem names what is missing (production refuses to start with it, elsewhere no customer is connected).
 */
export function readMicrosoftCloudSettings(env: NodeJS.ProcessEnv = process.env): MicrosoftSettingsResult {
  const value = (name: string) => env[name]?.trim() ?? '';
  if (MICROSOFT_VARIABLES.every((name) => !value(name))) return { state: 'not-configured' };
  const missing: string[] = (['MICROSOFT_PARTNER_TENANT_ID', 'MICROSOFT_CLIENT_ID'] as const).filter(
    (name) => !value(name),
  );
  if (!value('MICROSOFT_CLIENT_SECRET') && !value('MICROSOFT_CERTIFICATE_FILE'))
    missing.push('MICROSOFT_CLIENT_SECRET (or MICROSOFT_CERTIFICATE_FILE)');
  if (missing.length)
    return { state: 'invalid', problem: `The Microsoft connection is configured partly: set ${missing.join(', ')}` };
  if (value('MICROSOFT_CLIENT_SECRET') && value('MICROSOFT_CERTIFICATE_FILE'))
    return { state: 'invalid', problem: 'Set MICROSOFT_CLIENT_SECRET or MICROSOFT_CERTIFICATE_FILE, not both' };
  if (!GUID.test(value('MICROSOFT_PARTNER_TENANT_ID')))
    return { state: 'invalid', problem: 'MICROSOFT_PARTNER_TENANT_ID must be a tenant id (a GUID)' };
  const endpoints = { ...PUBLIC_ENDPOINTS };
  for (const key of Object.keys(ENDPOINT_NAMES) as (keyof MicrosoftEndpoints)[]) {
    const name = ENDPOINT_NAMES[key];
    if (!value(name)) continue;
    const checked = endpoint(name, value(name));
    if ('problem' in checked) return { state: 'invalid', problem: checked.problem };
    endpoints[key] = checked.url;
  }
  return {
    state: 'configured',
    settings: {
      partnerTenantId: value('MICROSOFT_PARTNER_TENANT_ID').toLowerCase(),
      clientId: value('MICROSOFT_CLIENT_ID'),
      credential: value('MICROSOFT_CERTIFICATE_FILE')
        ? { kind: 'certificate', file: value('MICROSOFT_CERTIFICATE_FILE') }
        : { kind: 'secret', secret: value('MICROSOFT_CLIENT_SECRET') },
      endpoints,
    },
  };
}
