// The rule for a URL from the configuration or the data that the browser will load (a customer's logo and
// stylesheet, a framed page), shared by the server (when it stores and when it serves one) and the
// administration's forms (before they send one).

/** Hosts a browser reaches on this machine only: http is allowed there in a demo or development run. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface UrlRules {
  /** Demo or development: http to a loopback host is allowed too. */
  allowLoopbackHttp: boolean;
}

/**
 * A URL from the configuration or the data that the browser will load (a logo, a framed page): a path of
 * this server (`/static/...`, not `//host`), https, or http to a loopback host when the rules allow it.
 * Anything else (javascript:, data:, other schemes, backslash tricks) is null.
 */
export function checkedResourceUrl(value: unknown, rules: UrlRules): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') ? null : text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return text;
  if (url.protocol === 'http:' && rules.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)) return text;
  return null;
}
