import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/**
 * GET /api/action/{id}/ for actionType 'link': a page shown in a sandboxed frame. Only http(s) URLs are
 * shown; the server turns a stored path of its own into an absolute URL of the caller's origin.
 */
export const LinkActionData = z.looseObject({
  actionType: z.literal('link'),
  title: lenient(z.nullable(z.string()), null),
  url: lenient(z.string(), ''),
});
export type LinkActionData = z.infer<typeof LinkActionData>;
