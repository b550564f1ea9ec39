import * as z from 'zod/mini';

/** A numeric id in a path, e.g. /api/action/{id}/: 1 to 9 digits. */
export const numericId = z.string().check(z.regex(/^[0-9]{1,9}$/, 'must be a positive whole number'));

export const ActionIdParams = z.object({ id: numericId });
export const ActionIdParamsNamed = z.object({ actionId: numericId });
