import type { ServerConfig } from '../features/types';
import { emulatorState } from './state';

/** A fetch-compatible function. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * The emulator's endpoints reached in process: the request goes through the app's whole HTTP pipeline
 * (routing, hooks, body parsing, status codes, headers) with fastify's inject, without a socket. The demo
 * uses it when POWERBI_* are not set, so it works whatever address the server listens on (or none, in tests
 * that build the app without listening) and behind any proxy; the bytes exchanged are the ones a network
 * call carries. Null when this app serves no emulator (not demo mode).
 */
export function emulatorFetch(config: ServerConfig): FetchLike | null {
  const app = emulatorState(config).app;
  if (!app) return null;
  const host = new URL(config.canonicalOrigin ?? config.publicOrigin).host;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => { headers[name] = value; });
    headers.host = host;
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const signal = init?.signal;
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    const injected = app.inject({ method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers, payload });
    const answer = await (signal
      ? Promise.race([injected, new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason ?? new Error('aborted')), { once: true }))])
      : injected);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
