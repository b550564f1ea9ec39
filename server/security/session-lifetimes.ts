/** The spec's keep-alive: an open portal calls GET /account/me this often, so the idle limit must be longer. */
export const KEEP_ALIVE_MS = 10 * 60_000;

/**
 * How long a session lives (ASVS 3.3: ends after inactivity and, however active, after an absolute time).
 * The idle limit is longer than the keep-alive, so an open portal stays signed in until the absolute lifetime.
 */
export interface SessionLifetimes {
  /** SESSION_IDLE_MINUTES: a session nobody used for this long has ended. */
  idleMs: number;
  /** SESSION_MAX_HOURS: a session ends this long after its sign-in, however active. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_LIFETIMES: Readonly<SessionLifetimes> = Object.freeze({
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 3_600_000,
});

/** A whole number from `min` to `max` read from the environment; `fallback` when it is not given. */
export function whole(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  why = '',
): number {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}${why}, got "${text}"`);
  }
  return number;
}

export function readSessionLifetimes(env: NodeJS.ProcessEnv): SessionLifetimes {
  const idleMinutes = whole(
    'SESSION_IDLE_MINUTES',
    env.SESSION_IDLE_MINUTES,
    DEFAULT_SESSION_LIFETIMES.idleMs / 60_000,
    KEEP_ALIVE_MS / 60_000 + 1,
    1440,
    ' (longer than the 10-minute keep-alive)',
  );
  const maxHours = whole(
    'SESSION_MAX_HOURS',
    env.SESSION_MAX_HOURS,
    DEFAULT_SESSION_LIFETIMES.absoluteMs / 3_600_000,
    1,
    720,
  );
  if (idleMinutes > maxHours * 60)
    throw new Error(`SESSION_IDLE_MINUTES (${idleMinutes}) cannot exceed SESSION_MAX_HOURS (${maxHours}) in minutes`);
  return { idleMs: idleMinutes * 60_000, absoluteMs: maxHours * 3_600_000 };
}
