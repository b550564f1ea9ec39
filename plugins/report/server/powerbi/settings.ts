/** How the server reaches Microsoft Entra ID and Power BI (POWERBI_* in the environment). */
export interface PowerBiSettings {
  /** POWERBI_AUTHORITY_URL, without a trailing slash: the token endpoint is `{authority}/{tenant}/oauth2/v2.0/token`. */
  authorityUrl: string;
  /** POWERBI_API_URL, without a trailing slash: the REST API is `{api}/v1.0/myorg/...`. */
  apiUrl: string;
  /** POWERBI_EMBED_URL: the origin every embed URL the REST API answers must be on (e.g. https://app.powerbi.com). */
  embedOrigin: string;
  /** POWERBI_TENANT_ID */
  tenantId: string;
  /** POWERBI_CLIENT_ID */
  clientId: string;
  /** POWERBI_CLIENT_SECRET, or POWERBI_CERTIFICATE_FILE (PEM private key, optionally followed by its certificate). */
  credential: { kind: 'secret'; secret: string } | { kind: 'certificate'; file: string };
}

export type SettingsResult = { ok: true; settings: PowerBiSettings } | { ok: false; problem: string };

const NAMES = [
  'POWERBI_AUTHORITY_URL',
  'POWERBI_API_URL',
  'POWERBI_EMBED_URL',
  'POWERBI_TENANT_ID',
  'POWERBI_CLIENT_ID',
  'POWERBI_CLIENT_SECRET',
  'POWERBI_CERTIFICATE_FILE',
] as const;

/** Microsoft's public cloud, the defaults when POWERBI_* name an app registration but no endpoints. */
export const PUBLIC_CLOUD = {
  authorityUrl: 'https://login.microsoftonline.com',
  apiUrl: 'https://api.powerbi.com',
  embedOrigin: 'https://app.powerbi.com',
} as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The URL without a trailing slash when it is https (plain http only on this machine), else an error message. */
function endpoint(name: string, value: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${name} must be an absolute URL, got "${value.slice(0, 200)}"` };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return { problem: `${name} must be an https URL (plain http only for localhost), got "${value.slice(0, 200)}"` };
  }
  if (url.search || url.hash || url.username || url.password)
    return { problem: `${name} must hold no query, fragment or credentials` };
  return { url };
}

const trimSlash = (href: string) => href.replace(/\/+$/, '');

/**
 * The Power BI settings, the same in a demo as in production (`npm start` and the tests start a Power BI emulator
 * and point POWERBI_* at it): POWERBI_TENANT_ID, POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET or
 * POWERBI_CERTIFICATE_FILE are required; the URLs default to Microsoft's public cloud.
 * Read when a token is needed, not at start: a deployment without report actions needs none of it, and one that
 * lacks it answers 503 with a log line naming what is missing.
 */
export function readPowerBiSettings(env: NodeJS.ProcessEnv = process.env): SettingsResult {
  const value = (name: (typeof NAMES)[number]) => env[name]?.trim() ?? '';
  if (NAMES.every((name) => !value(name))) {
    return {
      ok: false,
      problem:
        'Power BI is not configured: set POWERBI_TENANT_ID, POWERBI_CLIENT_ID and POWERBI_CLIENT_SECRET (or POWERBI_CERTIFICATE_FILE)',
    };
  }
  const missing: string[] = (['POWERBI_TENANT_ID', 'POWERBI_CLIENT_ID'] as const).filter((name) => !value(name));
  if (!value('POWERBI_CLIENT_SECRET') && !value('POWERBI_CERTIFICATE_FILE'))
    missing.push('POWERBI_CLIENT_SECRET (or POWERBI_CERTIFICATE_FILE)');
  if (missing.length) return { ok: false, problem: `Power BI is configured partly: set ${missing.join(', ')}` };
  if (value('POWERBI_CLIENT_SECRET') && value('POWERBI_CERTIFICATE_FILE')) {
    return { ok: false, problem: 'Set POWERBI_CLIENT_SECRET or POWERBI_CERTIFICATE_FILE, not both' };
  }
  const urls = readPowerBiEndpoints(env);
  if (!urls.ok) return urls;
  return {
    ok: true,
    settings: {
      ...urls.endpoints,
      tenantId: value('POWERBI_TENANT_ID'),
      clientId: value('POWERBI_CLIENT_ID'),
      credential: value('POWERBI_CERTIFICATE_FILE')
        ? { kind: 'certificate', file: value('POWERBI_CERTIFICATE_FILE') }
        : { kind: 'secret', secret: value('POWERBI_CLIENT_SECRET') },
    },
  };
}

export type PowerBiEndpoints = Pick<PowerBiSettings, 'authorityUrl' | 'apiUrl' | 'embedOrigin'>;

/**
 * POWERBI_AUTHORITY_URL, POWERBI_API_URL and POWERBI_EMBED_URL, each defaulting to Microsoft's public cloud: all a
 * customer's own app registration needs of the environment.
 */
export function readPowerBiEndpoints(
  env: NodeJS.ProcessEnv,
): { ok: true; endpoints: PowerBiEndpoints } | { ok: false; problem: string } {
  const endpoints: PowerBiEndpoints = { ...PUBLIC_CLOUD };
  for (const [key, name] of [
    ['authorityUrl', 'POWERBI_AUTHORITY_URL'],
    ['apiUrl', 'POWERBI_API_URL'],
    ['embedOrigin', 'POWERBI_EMBED_URL'],
  ] as const) {
    const given = env[name]?.trim() ?? '';
    if (!given) continue;
    const checked = endpoint(name, given);
    if ('problem' in checked) return { ok: false, problem: checked.problem };
    endpoints[key] = key === 'embedOrigin' ? checked.url.origin : trimSlash(checked.url.href);
  }
  return { ok: true, endpoints };
}

/** Whether the URL is plain http on this machine (the library must be told to allow it). */
export const isLoopbackHttp = (href: string) => {
  const url = new URL(href);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
};
