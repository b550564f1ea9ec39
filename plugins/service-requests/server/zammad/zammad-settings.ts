/** The variables that connect the service requests to Zammad (SERVICE_REQUESTS_CONNECTOR=zammad). */
export const ZAMMAD_REQUIRED = ['ZAMMAD_URL', 'ZAMMAD_TOKEN', 'ZAMMAD_WEBHOOK_SECRET'] as const;
export const ZAMMAD_VARIABLES = [...ZAMMAD_REQUIRED, 'ZAMMAD_GROUP', 'ZAMMAD_POLL_SECONDS'] as const;
export const ZAMMAD_CONNECTOR = 'zammad';
/** A webhook secret shorter than this is refused: it would be guessable. */
export const MIN_WEBHOOK_SECRET_LENGTH = 24;
const DEFAULT_POLL_SECONDS = 300;

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

export type ZammadSettingsResult =
  | { state: 'configured'; settings: ZammadSettings }
  | { state: 'not-configured' }
  | { state: 'invalid'; problem: string };

/**
 * Zammad's settings: none set (and another connector chosen) is not configured; SERVICE_REQUESTS_CONNECTOR=zammad
 * or any ZAMMAD_* with a part missing is invalid, naming what is missing (production refuses to start with it).
 */
export function readZammadSettings(env: NodeJS.ProcessEnv): ZammadSettingsResult {
  const value = (name: string) => env[name]?.trim() ?? '';
  const chosen = value('SERVICE_REQUESTS_CONNECTOR') === ZAMMAD_CONNECTOR;
  if (!chosen && ZAMMAD_VARIABLES.every((name) => !value(name))) return { state: 'not-configured' };
  const missing = ZAMMAD_REQUIRED.filter((name) => !value(name));
  if (!chosen) missing.unshift('SERVICE_REQUESTS_CONNECTOR=zammad' as never);
  if (missing.length)
    return { state: 'invalid', problem: `The Zammad connection is configured partly: set ${missing.join(', ')}` };
  let url: URL;
  try {
    url = new URL(value('ZAMMAD_URL'));
  } catch {
    return { state: 'invalid', problem: 'ZAMMAD_URL must be an absolute URL' };
  }
  if (url.protocol !== 'https:') return { state: 'invalid', problem: 'ZAMMAD_URL must be an https URL' };
  if (url.search || url.hash || url.username || url.password)
    return { state: 'invalid', problem: 'ZAMMAD_URL must hold no query, fragment or credentials' };
  if (value('ZAMMAD_WEBHOOK_SECRET').length < MIN_WEBHOOK_SECRET_LENGTH)
    return {
      state: 'invalid',
      problem: `ZAMMAD_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`,
    };
  const poll = value('ZAMMAD_POLL_SECONDS') || String(DEFAULT_POLL_SECONDS);
  if (!/^[0-9]{1,6}$/.test(poll) || Number(poll) < 10)
    return { state: 'invalid', problem: 'ZAMMAD_POLL_SECONDS must be a whole number of seconds, at least 10' };
  return {
    state: 'configured',
    settings: {
      url: url.href.replace(/\/+$/, ''),
      token: value('ZAMMAD_TOKEN'),
      webhookSecret: value('ZAMMAD_WEBHOOK_SECRET'),
      group: value('ZAMMAD_GROUP') || 'Users',
      pollMs: Number(poll) * 1000,
    },
  };
}
