import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors';

/** A configured token shorter than this is refused: it could be guessed. */
export const MIN_IMPORT_TOKEN_LENGTH = 32;

/** RECORDS_IMPORT_TOKEN, or null (the machine import is off). Read per call, so a restart-free test can set it. */
export function configuredImportToken(env: NodeJS.ProcessEnv): string | null {
  const token = env.RECORDS_IMPORT_TOKEN?.trim();
  return token && token.length >= MIN_IMPORT_TOKEN_LENGTH ? token : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses an import without the right bearer token: 503 when none is configured, 401 for a missing or wrong one. */
export function checkImportToken(authorization: string | undefined, expected: string | null): void {
  if (expected === null)
    throw new HttpError(
      503,
      'The records import is not configured: set RECORDS_IMPORT_TOKEN (at least 32 characters).',
    );
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  // Equal-length digests: the comparison takes the same time whatever the caller sent.
  if (!match || !timingSafeEqual(digest(match[1]!), digest(expected)))
    throw new HttpError(401, 'Missing or wrong bearer token.');
}
