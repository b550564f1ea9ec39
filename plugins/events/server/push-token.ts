import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../../server/plugin-api';
import { DEMO_EVENTS_PUSH_TOKEN } from '../contract';

/** A configured token shorter than this is refused: it could be guessed. */
export const MIN_PUSH_TOKEN_LENGTH = 32;

/** EVENTS_PUSH_TOKEN, or the demo token in demo mode; null: pushing is off. Read per call, so a restart-free test can set it. */
export function configuredPushToken(env: NodeJS.ProcessEnv, demoMode: boolean): string | null {
  const token = env.EVENTS_PUSH_TOKEN?.trim();
  if (token) return token.length >= MIN_PUSH_TOKEN_LENGTH ? token : null;
  return demoMode ? DEMO_EVENTS_PUSH_TOKEN : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses a push without the right bearer token: 503 when none is configured, 401 for a missing or wrong one. */
export function checkPushToken(authorization: string | undefined, expected: string | null): void {
  if (expected === null)
    throw new HttpError(503, 'Pushing events is not configured: set EVENTS_PUSH_TOKEN (at least 32 characters).');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  // Equal-length digests: the comparison takes the same time whatever the caller sent.
  if (!match || !timingSafeEqual(digest(match[1]!), digest(expected)))
    throw new HttpError(401, 'Missing or wrong bearer token.');
}
