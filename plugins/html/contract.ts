import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** GET /api/action/{id}/ for actionType 'html': raw HTML, sanitized by the browser before it reaches the DOM. */
export const HtmlActionData = z.looseObject({
  actionType: z.literal('html'),
  title: lenient(z.nullable(z.string()), null),
  html: lenient(z.string(), ''),
});
export type HtmlActionData = z.infer<typeof HtmlActionData>;
