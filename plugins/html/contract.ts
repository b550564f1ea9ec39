import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** GET /api/action/{id}/ for actionType 'html': raw HTML, sanitized by the browser before it reaches the DOM. */
export const HtmlActionData = z.looseObject({
  actionType: z.literal('html'),
  title: lenient(z.nullable(z.string()), null),
  html: lenient(z.string(), ''),
});
export type HtmlActionData = z.infer<typeof HtmlActionData>;

/** The most HTML one action may hold (characters): a card of text and tables, never a whole site. */
export const HTML_MAX_LENGTH = 200_000;

/** The stored data of an html action, as the administration saves it (the menu editor's server-side check). */
export const HtmlData = z.strictObject({
  actionType: z.optional(z.literal('html')),
  html: z.string().check(z.maxLength(HTML_MAX_LENGTH, `must be at most ${HTML_MAX_LENGTH} characters`)),
});
export type HtmlData = z.infer<typeof HtmlData>;
