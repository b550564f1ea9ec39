import { checkConnectorSettings, type ConnectorSettingsResult } from '../connector-settings';

/** The variables that connect the service requests to Zammad (SERVICE_REQUESTS_CONNECTOR=zammad). */
export const ZAMMAD_REQUIRED = ['ZAMMAD_URL', 'ZAMMAD_TOKEN', 'ZAMMAD_WEBHOOK_SECRET'] as const;
export const ZAMMAD_VARIABLES = [...ZAMMAD_REQUIRED, 'ZAMMAD_GROUP', 'ZAMMAD_POLL_SECONDS'] as const;
export const ZAMMAD_CONNECTOR = 'zammad';

export interface ZammadSettings {
  /** https://zammad.example.com, without a trailing slash. */
  url: string;
  /** An access token of the agent the portal acts as (Authorization: Token token=...). */
  token: string;
  /** The trigger's "HMAC SHA1 Signature Token": the webhooks' X-Hub-Signature is checked with it. */
  webhookSecret: string;
  /** The group new tickets go to (Zammad's default group is "Users"). */
  group: string;
  /** How often open tickets are read back, in case a webhook was lost. */
  pollMs: number;
}

export type ZammadSettingsResult = ConnectorSettingsResult<ZammadSettings>;

/**
 * Zammad's settings: none set (and another connector chosen) is not configured; SERVICE_REQUESTS_CONNECTOR=zammad
 * or any ZAMMAD_* with a part missing is invalid, naming what is missing (production refuses to start with it).
 */
export function readZammadSettings(env: NodeJS.ProcessEnv): ZammadSettingsResult {
  const checked = checkConnectorSettings(env, {
    connector: ZAMMAD_CONNECTOR,
    product: 'Zammad',
    required: ZAMMAD_REQUIRED,
    optional: ['ZAMMAD_GROUP', 'ZAMMAD_POLL_SECONDS'],
    url: 'ZAMMAD_URL',
    webhookSecret: 'ZAMMAD_WEBHOOK_SECRET',
    pollSeconds: 'ZAMMAD_POLL_SECONDS',
  });
  if (checked.state !== 'configured') return checked;
  const { value, url, pollMs } = checked.settings;
  return {
    state: 'configured',
    settings: {
      url,
      token: value('ZAMMAD_TOKEN'),
      webhookSecret: value('ZAMMAD_WEBHOOK_SECRET'),
      group: value('ZAMMAD_GROUP') || 'Users',
      pollMs,
    },
  };
}
