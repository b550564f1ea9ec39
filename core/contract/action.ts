import * as z from 'zod/mini';

/**
 * GET /api/action/{id}/: the action data. `actionType` picks the view; the other fields depend on it and
 * each plugin parses its own with the schema in its contract.ts.
 */
export const ActionData = z.looseObject({ actionType: z.string().check(z.minLength(1)) });
export type ActionData = z.infer<typeof ActionData>;
