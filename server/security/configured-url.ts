/** Hosts a browser reaches on this machine only: http is allowed there in a demo or development run. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface UrlRules {
  /** Demo or development: http to a loopback host is allowed too. */
  allowLoopbackHttp: boolean;
}

/** http is fine for a loopback host in a demo or development run; a deployment's URLs are https or paths of the portal. */
export const urlRulesOf = (config: { demoMode: boolean; production?: boolean }): UrlRules => ({ allowLoopbackHttp: config.demoMode || !config.production });

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

/** The origin of an absolute checked URL (for a CSP source list), or null for a path of this server. */
export function originOf(checkedUrl: string): string | null {
  return checkedUrl.startsWith('/') ? null : new URL(checkedUrl).origin;
}
