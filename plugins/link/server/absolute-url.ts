/**
 * A link action may store a path of this server (the demo's status page, say): the browser frames what it
 * gets, so the answer carries an absolute URL of the portal's origin (the canonical or public one, never the request's Host). Anything else is sent unchanged,
 * including a protocol-relative '//host/...' address, which the browser refuses.
 */
export function absoluteUrl(url: unknown, origin: string): unknown {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? origin + url : url;
}
