/**
 * Where a link from the data (a menu item, the monitoring location, a page to come back to) may lead. One
 * rule for every caller: a link counts as in-portal only when the browser's own URL parser, resolving it
 * against the page's origin, lands on that origin. So `//host`, `/\host` (browsers read `\` as `/`), tabs
 * or newlines inside a scheme (`java\tscript:`) and `javascript:` never pass as paths of the portal.
 * Outside links are allowed only as absolute http(s) addresses.
 */

/** Stands in for the page's origin where there is none (the server, tests without a window). */
const NO_PAGE_ORIGIN = 'https://portal.invalid';

export type LinkDestination =
  { kind: 'in-portal'; path: string } | { kind: 'external'; href: string } | { kind: 'refused' };

/** The page's origin in a browser, else a stand-in origin no link can name by accident. */
export function pageOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : NO_PAGE_ORIGIN;
}

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The path (with query and fragment) `value` leads to on `origin`, or null when it leads elsewhere or is not
 * a link at all.
 */
export function sameOriginPath(value: unknown, origin: string = pageOrigin()): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = parse(value.trim(), origin);
  if (!url || url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Sorts a link: a path of the portal, an http(s) address elsewhere, or refused (any other scheme, no link). */
export function classifyLink(value: unknown, origin: string = pageOrigin()): LinkDestination {
  const path = sameOriginPath(value, origin);
  if (path !== null) return { kind: 'in-portal', path };
  if (typeof value !== 'string') return { kind: 'refused' };
  const url = parse(value.trim());
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '')
    return { kind: 'external', href: url.href };
  return { kind: 'refused' };
}
