import { inject, injectable } from 'tsyringe';
import { ApiError, CSRF_COOKIE, CSRF_HEADER } from '../../contract';
import type { HttpClient, HttpResult, Parser } from '../../plugin-api';
import { Browser } from '../platform/browser';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNREADABLE = Symbol('unreadable body');
/**
 * A call that has not answered by then is given up as a network failure, so no screen waits (or spins)
 * forever on a server or proxy that holds the connection open.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
const MALFORMED = 'The server sent an answer that could not be read.';

/**
 * Same-origin JSON over fetch. Never throws: every failure becomes a non-ok HttpResult. Each answer is read
 * and parsed exactly once, here: callers get the schema's normalized output and never parse it again.
 * Every call says the interface's language (`Accept-Language: en` or `nl`), so the provider's texts in an
 * answer (menu names, card titles) come in the language of the screen around them, a choice on the settings
 * page included.
 */
@injectable()
export class FetchHttpClient implements HttpClient {
  /** How long a call may take, answer included (tests shorten it). */
  timeoutMs = REQUEST_TIMEOUT_MS;

  constructor(
    @inject(Browser) private readonly browser: Browser,
    /** The interface's language of the moment (i18next's); without it, the browser's own header goes. */
    private readonly language: () => string | undefined = () => undefined,
  ) {}

  get<T>(path: string, schema: Parser<T>, options: { signal?: AbortSignal } = {}): Promise<HttpResult<T>> {
    return this.request('GET', path, undefined, schema, options.signal);
  }

  post<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>> {
    return this.request('POST', path, body, schema);
  }

  put<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>> {
    return this.request('PUT', path, body, schema);
  }

  patch<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>> {
    return this.request('PATCH', path, body, schema);
  }

  delete<T = unknown>(path: string, schema?: Parser<T>): Promise<HttpResult<T>> {
    return this.request('DELETE', path, undefined, schema);
  }

  private async request<T>(
    method: Method,
    path: string,
    body: unknown,
    schema?: Parser<T>,
    signal?: AbortSignal,
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers[CSRF_HEADER] = this.csrfToken();
    const language = this.language();
    if (language === 'en' || language === 'nl') headers['Accept-Language'] = language;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.timeoutMs);
    const cancel = () => abort.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    if (signal?.aborted) abort.abort();
    let response: Response;
    let payload: unknown;
    try {
      response = await this.browser.fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      payload = await readJson(response);
      // readJson turns a body cut off by the timeout into "unreadable": it is a timeout all the same.
      if (abort.signal.aborted) throw new Error('timed out');
    } catch (error) {
      const message = signal?.aborted
        ? 'Cancelled.'
        : abort.signal.aborted
          ? `No answer within ${this.timeoutMs / 1000} s.`
          : error instanceof Error
            ? error.message
            : String(error);
      return { ok: false, status: 0, reason: 'network', message };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
    if (!response.ok) {
      const apiError = ApiError.safeParse(payload);
      return {
        ok: false,
        status: response.status,
        reason: 'http',
        message: apiError.success ? apiError.data.message : response.statusText,
        ...(apiError.success ? { body: payload } : {}),
      };
    }
    // A call without a schema only checks success: any 2xx is done, whatever the body (none, not JSON, not ours).
    if (!schema)
      return { ok: true, status: response.status, data: (payload === UNREADABLE ? undefined : payload) as T };
    if (payload === UNREADABLE) return { ok: false, status: response.status, reason: 'malformed', message: MALFORMED };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return { ok: false, status: response.status, reason: 'malformed', message: MALFORMED };
    return { ok: true, status: response.status, data: parsed.data };
  }

  /** The CSRF cookie's token: over https the server names it `__Host-portal_csrf` (a sibling subdomain cannot set that one). */
  private csrfToken(): string {
    const parts = this.browser.document.cookie.split(';').map((part) => part.trim());
    for (const name of [`__Host-${CSRF_COOKIE}`, CSRF_COOKIE]) {
      const cookie = parts.find((part) => part.startsWith(`${name}=`));
      if (cookie) return decodeURIComponent(cookie.slice(name.length + 1));
    }
    return '';
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return UNREADABLE;
  }
}
