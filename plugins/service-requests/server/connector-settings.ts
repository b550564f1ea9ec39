/** A webhook secret or password shorter than this is refused: it would be guessable. */
export const MIN_WEBHOOK_SECRET_LENGTH = 24;
const DEFAULT_POLL_SECONDS = 300;

export type ConnectorSettingsResult<T> =
  { state: 'configured'; settings: T } | { state: 'not-configured' } | { state: 'invalid'; problem: string };

/** A connector's variables: those that must be set together, and the optional ones. */
export interface ConnectorVariables {
  /** The value of SERVICE_REQUESTS_CONNECTOR that picks it, e.g. 'zammad'. */
  connector: string;
  /** Its name in the problems, e.g. 'Zammad'. */
  product: string;
  required: readonly string[];
  optional: readonly string[];
  /** The variable holding the system's https URL. */
  url: string;
  /** The variable holding the webhook's secret or password. */
  webhookSecret: string;
  /** The variable holding the polling interval in seconds. */
  pollSeconds: string;
}

export interface CheckedConnector {
  value(name: string): string;
  /** The URL without a trailing slash. */
  url: string;
  pollMs: number;
}

/**
 * The checks every connected ticket system's settings share: none set (and another connector chosen) is not
 * configured; the connector chosen or any of its variables set with a part missing is invalid, naming what is
 * missing (production refuses to start with it); the URL must be https without credentials; the webhook secret
 * long enough; the polling interval at least 10 seconds.
 */
export function checkConnectorSettings(
  env: NodeJS.ProcessEnv,
  variables: ConnectorVariables,
): ConnectorSettingsResult<CheckedConnector> {
  const value = (name: string) => env[name]?.trim() ?? '';
  const chosen = value('SERVICE_REQUESTS_CONNECTOR') === variables.connector;
  if (!chosen && [...variables.required, ...variables.optional].every((name) => !value(name)))
    return { state: 'not-configured' };
  const missing = variables.required.filter((name) => !value(name));
  if (!chosen) missing.unshift(`SERVICE_REQUESTS_CONNECTOR=${variables.connector}`);
  if (missing.length)
    return {
      state: 'invalid',
      problem: `The ${variables.product} connection is configured partly: set ${missing.join(', ')}`,
    };
  let url: URL;
  try {
    url = new URL(value(variables.url));
  } catch {
    return { state: 'invalid', problem: `${variables.url} must be an absolute URL` };
  }
  if (url.protocol !== 'https:') return { state: 'invalid', problem: `${variables.url} must be an https URL` };
  if (url.search || url.hash || url.username || url.password)
    return { state: 'invalid', problem: `${variables.url} must hold no query, fragment or credentials` };
  if (value(variables.webhookSecret).length < MIN_WEBHOOK_SECRET_LENGTH)
    return {
      state: 'invalid',
      problem: `${variables.webhookSecret} must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`,
    };
  const poll = value(variables.pollSeconds) || String(DEFAULT_POLL_SECONDS);
  if (!/^[0-9]{1,6}$/.test(poll) || Number(poll) < 10)
    return { state: 'invalid', problem: `${variables.pollSeconds} must be a whole number of seconds, at least 10` };
  return {
    state: 'configured',
    settings: { value, url: url.href.replace(/\/+$/, ''), pollMs: Number(poll) * 1000 },
  };
}
