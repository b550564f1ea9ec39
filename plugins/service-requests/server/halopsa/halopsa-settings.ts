import { checkConnectorSettings, type ConnectorSettingsResult } from '../connector-settings';

/** The variables that connect the service requests to HaloPSA (SERVICE_REQUESTS_CONNECTOR=halopsa). */
export const HALOPSA_REQUIRED = [
  'HALOPSA_URL',
  'HALOPSA_CLIENT_ID',
  'HALOPSA_CLIENT_SECRET',
  'HALOPSA_WEBHOOK_PASSWORD',
] as const;
const HALOPSA_OPTIONAL = [
  'HALOPSA_TENANT',
  'HALOPSA_WEBHOOK_USERNAME',
  'HALOPSA_TICKET_TYPE_ID',
  'HALOPSA_POLL_SECONDS',
] as const;
export const HALOPSA_CONNECTOR = 'halopsa';
const DEFAULT_WEBHOOK_USERNAME = 'customer-portal';

export interface HaloSettings {
  /** https://msp.halopsa.com, without a trailing slash (the API under /api, the token under /auth/token). */
  url: string;
  /** The API application's client id and secret (Halo: Configuration > Integrations > Halo API, client credentials). */
  clientId: string;
  clientSecret: string;
  /** Halo's hosted tenant name, sent with the token request where the instance needs it; '' otherwise. */
  tenant: string;
  /** The Basic authentication the Halo webhook sends to the portal. */
  webhookUsername: string;
  webhookPassword: string;
  /** The ticket type new tickets get; null: the instance's default. */
  ticketTypeId: number | null;
  /** How often open tickets are read back, in case a webhook was lost. */
  pollMs: number;
}

export type HaloSettingsResult = ConnectorSettingsResult<HaloSettings>;

/** HaloPSA's settings, checked as every connector's are (connector-settings.ts) and refused in part. */
export function readHaloSettings(env: NodeJS.ProcessEnv): HaloSettingsResult {
  const checked = checkConnectorSettings(env, {
    connector: HALOPSA_CONNECTOR,
    product: 'HaloPSA',
    required: HALOPSA_REQUIRED,
    optional: HALOPSA_OPTIONAL,
    url: 'HALOPSA_URL',
    webhookSecret: 'HALOPSA_WEBHOOK_PASSWORD',
    pollSeconds: 'HALOPSA_POLL_SECONDS',
  });
  if (checked.state !== 'configured') return checked;
  const { value, url, pollMs } = checked.settings;
  const type = value('HALOPSA_TICKET_TYPE_ID');
  if (type && !/^[1-9][0-9]{0,8}$/.test(type))
    return { state: 'invalid', problem: 'HALOPSA_TICKET_TYPE_ID must be the id (a whole number) of a ticket type' };
  const webhookUsername = value('HALOPSA_WEBHOOK_USERNAME') || DEFAULT_WEBHOOK_USERNAME;
  if (webhookUsername.includes(':'))
    return { state: 'invalid', problem: 'HALOPSA_WEBHOOK_USERNAME must hold no colon (Basic authentication)' };
  return {
    state: 'configured',
    settings: {
      url,
      clientId: value('HALOPSA_CLIENT_ID'),
      clientSecret: value('HALOPSA_CLIENT_SECRET'),
      tenant: value('HALOPSA_TENANT'),
      webhookUsername,
      webhookPassword: value('HALOPSA_WEBHOOK_PASSWORD'),
      ticketTypeId: type ? Number(type) : null,
      pollMs,
    },
  };
}
