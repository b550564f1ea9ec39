import * as z from 'zod/mini';

/**
 * View as customer (run-as): an administrator starts viewing the portal as a user here; the core's
 * DELETE /account/run-as (ApiPaths.runAs) ends it.
 */
export const RunAsPaths = { start: '/api/admin/run-as' } as const;

export const RunAsRequest = z.strictObject({ userId: z.string().check(z.minLength(1), z.maxLength(200)) });
export type RunAsRequest = z.infer<typeof RunAsRequest>;

/** The run-as just started: whom, in which customer (null: none), and until when (ISO date-time; then it falls back). */
export const RunAsStarted = z.object({
  userId: z.string(),
  userName: z.string(),
  customerId: z.nullable(z.string()),
  until: z.string(),
});
export type RunAsStarted = z.infer<typeof RunAsStarted>;
