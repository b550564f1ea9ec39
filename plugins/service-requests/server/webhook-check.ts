import { timingSafeEqual } from 'node:crypto';

/** A ticket system's webhook body holds the ticket with its users: more than the usual 64 kB limit. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Compares a credential a webhook carries with the expected one in constant time. */
export const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
