import * as z from 'zod/mini';
import { lenient, sameOriginPath } from '../../core/contract';

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

/** Longer addresses are taken for a pasting mistake (browsers and proxies differ beyond a few thousand). */
export const LINK_URL_MAX_LENGTH = 2000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why an address cannot be a link action's page. */
export type LinkUrlProblem =
  'empty' | 'too-long' | 'not-an-address' | 'protocol-relative' | 'scheme' | 'insecure' | 'credentials';

export type LinkUrlCheck =
  | { ok: true; kind: 'path'; normalized: string }
  | { ok: true; kind: 'absolute'; normalized: string }
  | { ok: false; problem: LinkUrlProblem };

/**
 * The one rule for a link action's address, on both sides: a path of the portal ('/status', never '//host' or
 * '/\host', which browsers read as another host), or an absolute https address (plain http only to this
 * machine), without user name or password. `normalized` is the address as the browser will load it. The same
 * rules as the server core's checkedResourceUrl (server/security/configured-url.ts), which plugins cannot import.
 */
export function checkLinkUrl(value: unknown): LinkUrlCheck {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, problem: 'empty' };
  const text = value.trim();
  if (text.length > LINK_URL_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  if (/^[/\\]{2}/.test(text)) return { ok: false, problem: 'protocol-relative' };
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return { ok: false, problem: 'not-an-address' };
  if (text.startsWith('/')) {
    const path = sameOriginPath(text);
    return path === null ? { ok: false, problem: 'not-an-address' } : { ok: true, kind: 'path', normalized: path };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'not-an-address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'scheme' };
  if (!url.hostname) return { ok: false, problem: 'not-an-address' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return { ok: false, problem: 'insecure' };
  return { ok: true, kind: 'absolute', normalized: url.href };
}

const PROBLEM_MESSAGES: Record<LinkUrlProblem, string> = {
  empty: 'is required: an https address or a path of the portal',
  'too-long': `must be at most ${LINK_URL_MAX_LENGTH} characters`,
  'not-an-address': 'must be an absolute https address (https://...) or a path of the portal starting with /',
  'protocol-relative': "must not start with '//' or '/\\': that names another host",
  scheme: 'must be an https address: other schemes (javascript:, data:, ...) are refused',
  insecure: 'must use https: plain http only for localhost',
  credentials: 'must not hold a user name or password',
};

/** The stored data of a link action, as the administration saves it (the menu editor's server-side check). */
export const LinkData = z.strictObject({
  actionType: z.optional(z.literal('link')),
  url: z.string().check(
    z.superRefine((url, ctx) => {
      const checked = checkLinkUrl(url);
      if (!checked.ok) ctx.addIssue({ code: 'custom', input: url, message: PROBLEM_MESSAGES[checked.problem] });
    }),
  ),
});
export type LinkData = z.infer<typeof LinkData>;
