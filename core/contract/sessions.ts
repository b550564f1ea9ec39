import * as z from 'zod/mini';
import { Flag, lenient, listOf, StringId } from './common';

/**
 * Not in the spec: the signed-in devices of the settings page (the user's sessions), and their revocation.
 * A backend without these calls answers 404, and the settings page then leaves the section out.
 */
export const SessionPaths = {
  list: '/api/account/sessions',
  one: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
} as const;

export const SIGN_IN_METHODS = ['demo', 'oidc', 'email'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const SignedInDeviceShape = z.object({
  id: z.string(),
  current: z.boolean(),
  signInMethod: z.nullable(z.enum(SIGN_IN_METHODS)),
  /** The browser's and the operating system's names (proper nouns, e.g. "Chrome", "Windows"), '' when unknown. */
  browser: z.string(),
  system: z.string(),
  address: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  lastSeenAt: z.nullable(z.string()),
  /** When the session ends if nothing more happens: the idle limit or the absolute lifetime, whichever is first. */
  expiresAt: z.nullable(z.string()),
});

/** One signed-in device. Tolerant: an id as a number, any missing field but the id. */
export const SignedInDevice = z.pipe(
  z.object({
    id: StringId,
    current: lenient(Flag, false),
    signInMethod: lenient(z.nullable(z.enum(SIGN_IN_METHODS)), null),
    browser: lenient(z.string(), ''),
    system: lenient(z.string(), ''),
    address: lenient(z.nullable(z.string()), null),
    createdAt: lenient(z.nullable(z.string()), null),
    lastSeenAt: lenient(z.nullable(z.string()), null),
    expiresAt: lenient(z.nullable(z.string()), null),
  }),
  SignedInDeviceShape,
);
export type SignedInDevice = z.infer<typeof SignedInDeviceShape>;

/** GET /api/account/sessions: the caller's sessions, the current one first, then the most recently used. */
export const SignedInDevices = z.object({ items: lenient(listOf(SignedInDevice, SignedInDeviceShape), []) });
export type SignedInDevices = z.infer<typeof SignedInDevices>;

/** DELETE /api/account/sessions (every other session) and DELETE /api/account/sessions/{id}: how many ended. */
export const RevokedSessions = z.object({ revoked: lenient(z.number(), 0) });
export type RevokedSessions = z.infer<typeof RevokedSessions>;
