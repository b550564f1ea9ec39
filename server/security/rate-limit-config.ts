/**
 * How many requests a caller may make per window before the server answers 429 (with Retry-After). Keys:
 * the client address for sign-in, registration and an invitation's link request; the session (else the
 * address) for writes, administrators' invitations and all requests of a session.
 */
export interface RateLimits {
  /** RATE_LIMIT_WINDOW_SECONDS: the window every limit counts in. */
  windowMs: number;
  /** RATE_LIMIT_SIGN_IN: sign-in attempts (the demo form, an e-mail link, the identity provider's callback, a link request) per address. */
  signIn: number;
  /** RATE_LIMIT_REGISTRATION: registrations per address. */
  registration: number;
  /** RATE_LIMIT_INVITATION: invitations sent by administrators per session, and links asked for from invitation pages per address. */
  invitation: number;
  /** RATE_LIMIT_WRITES: POST/PUT/PATCH/DELETE per session (signed out: per address). */
  writes: number;
  /** RATE_LIMIT_SESSION: requests of any kind per session. */
  session: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  windowMs: 60_000,
  signIn: 30,
  registration: 5,
  invitation: 20,
  writes: 120,
  session: 1200,
});

const VARIABLES: Record<Exclude<keyof RateLimits, 'windowMs'>, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  registration: 'RATE_LIMIT_REGISTRATION',
  invitation: 'RATE_LIMIT_INVITATION',
  writes: 'RATE_LIMIT_WRITES',
  session: 'RATE_LIMIT_SESSION',
};

function positive(name: string, value: string | undefined, fallback: number, max: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got "${text}"`);
  return number;
}

/**
 * The demo signs in with one click and its browser tests sign in and register from one address many times a
 * minute; what these limits protect (accounts at an identity provider, the provider's mailbox) it does not have.
 */
export const DEMO_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({ ...DEFAULT_RATE_LIMITS, signIn: 300, registration: 50 });

/** RATE_LIMITS=off switches every limit off (a deployment whose proxy limits instead); production refuses that. */
export function readRateLimits(env: NodeJS.ProcessEnv, demoMode = false): RateLimits | false {
  if (/^(0|false|no|off)$/i.test(env.RATE_LIMITS?.trim() ?? '')) return false;
  const defaults = demoMode ? DEMO_RATE_LIMITS : DEFAULT_RATE_LIMITS;
  const limits: RateLimits = { ...defaults };
  limits.windowMs = positive('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, defaults.windowMs / 1000, 86_400) * 1000;
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    limits[key] = positive(name, env[name], defaults[key], 1_000_000);
  }
  return limits;
}
