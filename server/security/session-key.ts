import { createHash } from 'node:crypto';

/** A session's key in the sessions table: the sha256 of its token (the token itself is never stored). */
export const sessionKey = (token: string): string => createHash('sha256').update(token).digest('hex');
