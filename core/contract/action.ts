import * as z from 'zod/mini';
import { lenient } from './common';

/**
 * GET /api/action/{id}/: the action data. `actionType` picks the view; the other fields depend on it and
 * each plugin parses its own (schemas below for the built-in types).
 */
export const ActionData = z.looseObject({ actionType: z.string().check(z.minLength(1)) });
export type ActionData = z.infer<typeof ActionData>;

export const Claim = z.object({ type: lenient(z.string(), ''), value: lenient(z.string(), '') });
export type Claim = z.infer<typeof Claim>;

/** actionType 'claims': the signed-in user's claims. */
export const ClaimsActionData = z.looseObject({
  actionType: z.literal('claims'),
  claims: lenient(z.array(Claim), []),
});
export type ClaimsActionData = z.infer<typeof ClaimsActionData>;

/** actionType 'html': raw HTML, sanitized by the client before it reaches the DOM. */
export const HtmlActionData = z.looseObject({
  actionType: z.literal('html'),
  title: lenient(z.nullable(z.string()), null),
  html: lenient(z.string(), ''),
});
export type HtmlActionData = z.infer<typeof HtmlActionData>;

/** actionType 'link': an external page shown in a sandboxed frame. Only http(s) URLs are shown. */
export const LinkActionData = z.looseObject({
  actionType: z.literal('link'),
  title: lenient(z.nullable(z.string()), null),
  url: lenient(z.string(), ''),
});
export type LinkActionData = z.infer<typeof LinkActionData>;
