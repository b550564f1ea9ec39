import * as z from 'zod/mini';

/** Names shared by the SPA and the server for the session and CSRF protection. */
export const SESSION_COOKIE = 'portal_session';
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Every 4xx/5xx answer of the reference server has this body. */
export const ApiError = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Accepts `null`, `undefined` or a wrong type and yields `fallback` instead: a malformed field never fails a whole answer. */
export const lenient = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z.catch(z.pipe(z.unknown(), schema), fallback);

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;
