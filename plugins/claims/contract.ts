import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** One claim of the signed-in user, as an identity provider issues it. */
export const Claim = z.object({ type: lenient(z.string(), ''), value: lenient(z.string(), '') });
export type Claim = z.infer<typeof Claim>;

/** GET /api/action/{id}/ for actionType 'claims': the signed-in user's claims. */
export const ClaimsActionData = z.looseObject({
  actionType: z.literal('claims'),
  claims: lenient(z.array(Claim), []),
});
export type ClaimsActionData = z.infer<typeof ClaimsActionData>;

/**
 * The stored data of a claims action, as the administration saves it (the menu editor's server-side check): the
 * type has no settings, so nothing but the optional type name.
 */
export const ClaimsData = z.strictObject({ actionType: z.optional(z.literal('claims')) });
