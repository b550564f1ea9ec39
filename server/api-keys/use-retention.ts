import { whole } from '../security/session-lifetimes';

/** How many days of API key uses are kept when API_KEY_USES_KEEP_DAYS is not given. */
export const DEFAULT_API_KEY_USES_KEEP_DAYS = 90;

/** API_KEY_USES_KEEP_DAYS: the audit of API key uses keeps this many days (1 to 3650); older uses are pruned. */
export const readApiKeyUsesKeepDays = (env: NodeJS.ProcessEnv): number =>
  whole('API_KEY_USES_KEEP_DAYS', env.API_KEY_USES_KEEP_DAYS, DEFAULT_API_KEY_USES_KEEP_DAYS, 1, 3650);
