/**
 * How many requests a caller may make per window before the server answers 429 (with Retry-After). Keys:
 * the client address for sign-in, registration, an invitation's link request and signed-out reads; the
 * session (else the address) for writes, administrators' invitations and all requests of a session.
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
  /**
   * RATE_LIMIT_SIGNED_OUT: GET/HEAD requests without a session per address (pages, public calls, the OpenAPI
   * document, unknown paths), except the bundle's hashed files, which a browser fetches once and keeps.
   */
  signedOut: number;
  /** RATE_LIMIT_API_KEY: calls to machine routes per API key (all its routes and customers together). */
  apiKey: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  windowMs: 60_000,
  signIn: 30,
  registration: 5,
  invitation: 20,
  writes: 120,
  session: 1200,
  // A signed-out first visit asks for about ten counted addresses (page, settings, identity, sign-in page, theme,
  // logo, ...): sixty such visits a minute from one address, e.g. a company's people behind one NAT at 9:00.
  signedOut: 600,
  // Ten calls a second for one of the provider's systems, e.g. a nightly import posting record after record.
  apiKey: 600,
});

const VARIABLES: Record<Exclude<keyof RateLimits, 'windowMs'>, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  registration: 'RATE_LIMIT_REGISTRATION',
  invitation: 'RATE_LIMIT_INVITATION',
  writes: 'RATE_LIMIT_WRITES',
  session: 'RATE_LIMIT_SESSION',
  signedOut: 'RATE_LIMIT_SIGNED_OUT',
  apiKey: 'RATE_LIMIT_API_KEY',
};

function positive(name: string, value: string | undefined, fallback: number, max: number): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${text}"`);
  return number;
}

/**
 * The demo signs in with one click and its browser tests sign in and register from one address many times a
 * minute; what these limits protect (accounts at an identity provider, the provider's mailbox) it does not have.
 */
export const DEMO_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  ...DEFAULT_RATE_LIMITS,
  signIn: 300,
  registration: 50,
  signedOut: 6000,
});

/** RATE_LIMITS=off switches every limit off (a deployment whose proxy limits instead); production refuses that. */
export function readRateLimits(env: NodeJS.ProcessEnv, demoMode = false): RateLimits | false {
  if (/^(0|false|no|off)$/i.test(env.RATE_LIMITS?.trim() ?? '')) return false;
  const defaults = demoMode ? DEMO_RATE_LIMITS : DEFAULT_RATE_LIMITS;
  const limits: RateLimits = { ...defaults };
  limits.windowMs =
    positive('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, defaults.windowMs / 1000, 86_400) * 1000;
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    limits[key] = positive(name, env[name], defaults[key], 1_000_000);
  }
  return limits;
}

/**
 * Production's ceiling on each limit, as a multiple of its default: a limit counted per address may be raised
 * a hundredfold (many people may reach the portal from one address: a company's NAT or web proxy), one counted
 * per session tenfold (one person). Counted per minute: a shorter window scales the ceiling down, a longer one
 * keeps it (a day's allowance spent in one minute is still a flood).
 */
const CEILING_FACTORS: Record<keyof typeof VARIABLES, number> = {
  signIn: 100,
  registration: 100,
  invitation: 100,
  signedOut: 100,
  writes: 10,
  session: 10,
  apiKey: 10,
};

export function rateLimitCeiling(limit: keyof typeof VARIABLES, windowMs: number): number {
  const perMinute = DEFAULT_RATE_LIMITS[limit] * CEILING_FACTORS[limit];
  return Math.max(1, Math.floor(perMinute * Math.min(1, windowMs / 60_000)));
}

/** One message per limit a production deployment sets above its ceiling. */
export function rateLimitCeilingProblems(limits: RateLimits): string[] {
  const seconds = limits.windowMs / 1000;
  return (Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]).flatMap(([key, name]) => {
    const ceiling = rateLimitCeiling(key, limits.windowMs);
    if (limits[key] <= ceiling) return [];
    const shared =
      CEILING_FACTORS[key] === 100
        ? 'counted per address, where many people may share one'
        : key === 'apiKey'
          ? 'counted per API key, one system'
          : 'counted per session, one person';
    return [
      `${name} is ${limits[key]} per ${seconds} s: production allows at most ${ceiling} (${CEILING_FACTORS[key]} times the default per minute, ${shared}), or a flood is not stopped. Lower it, or leave it unset.`,
    ];
  });
}
