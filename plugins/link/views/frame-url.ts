export type FrameUrl = { ok: true; url: URL; sameOrigin: boolean } | { ok: false };

/** Only http(s) URLs (absolute, or a path on this origin) may be framed; javascript:, data: and the rest are refused. */
export function parseFrameUrl(raw: string, origin: string): FrameUrl {
  try {
    const url = new URL(raw.trim(), origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false };
    if (!/^(https?:\/\/|\/(?!\/))/i.test(raw.trim())) return { ok: false };
    return { ok: true, url, sameOrigin: url.origin === origin };
  } catch {
    return { ok: false };
  }
}

/**
 * Sandbox flags: scripts, forms and popups for the framed page; same-origin only for other origins (a page
 * of the portal's own origin with both scripts and same-origin could lift its own sandbox).
 */
export function sandboxFor(sameOrigin: boolean): string {
  const flags = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-downloads'];
  if (!sameOrigin) flags.push('allow-same-origin');
  return flags.join(' ');
}
