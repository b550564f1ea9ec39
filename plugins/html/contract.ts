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

const htmlText = z.string().check(z.maxLength(HTML_MAX_LENGTH, `must be at most ${HTML_MAX_LENGTH} characters`));

/**
 * The stored data of an html action, as the administration saves it (the menu editor's server-side check):
 * `html` in English (or, stored before cards had a language, every reader's), `htmlNl` in Dutch. The server
 * answers one of them as `html` (htmlForReader).
 */
export const HtmlData = z.strictObject({
  actionType: z.optional(z.literal('html')),
  html: htmlText,
  htmlNl: z.optional(z.nullable(htmlText)),
});
export type HtmlData = z.infer<typeof HtmlData>;

/** The card's HTML for a reader: in their language where given (not blank), else the other one, as stored. */
export function htmlForReader(language: 'en' | 'nl', data: { html?: unknown; htmlNl?: unknown }): string {
  const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  const [first, second] = language === 'nl' ? [data.htmlNl, data.html] : [data.html, data.htmlNl];
  return given(first) ? first : given(second) ? second : '';
}
