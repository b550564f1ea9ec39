/**
 * The contract test's HTTP side: one "browser" per cookie jar, same origin as the base URL, redirects not
 * followed (a redirect is an answer worth reporting), every failure turned into an answer with `error`.
 */

export interface Answer {
  method: string;
  path: string;
  /** 0 when no answer came (network failure, timeout). */
  status: number;
  contentType: string;
  location: string | null;
  text: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
  isJson: boolean;
  /** Set when no answer came. */
  error?: string;
}

export interface RequestOptions {
  /** A JSON body. */
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Joins the base URL (which may carry a path prefix) and an absolute path; leaves a full URL as it is. */
export function urlFor(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/** Parses "a=1; b=2" into pairs, keeping values as given. */
export function parseCookieHeader(header: string): Array<[string, string]> {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as [string, string];
    })
    .filter(([name]) => name !== '');
}

export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    cookieHeader?: string,
  ) {
    for (const [name, value] of parseCookieHeader(cookieHeader ?? '')) this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Another browser with the same cookies (changes to either stay apart). */
  clone(): Browser {
    const copy = new Browser(this.baseUrl, this.timeoutMs);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  get(path: string, options: RequestOptions = {}): Promise<Answer> {
    return this.request('GET', path, options);
  }

  post(path: string, options: RequestOptions = {}): Promise<Answer> {
    return this.request('POST', path, options);
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const url = urlFor(this.baseUrl, path);
    const sameOrigin = new URL(url).origin === new URL(this.baseUrl).origin;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (sameOrigin && this.cookies.size > 0) headers.cookie = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const answer: Answer = {
      method,
      path,
      status: 0,
      contentType: '',
      location: null,
      text: '',
      json: undefined,
      isJson: false,
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      answer.error =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${this.timeoutMs} ms`
          : `${error instanceof Error ? error.message : String(error)}${cause}`;
      return answer;
    }
    if (sameOrigin) this.remember(response.headers.getSetCookie());
    answer.status = response.status;
    answer.contentType = response.headers.get('content-type') ?? '';
    answer.location = response.headers.get('location');
    try {
      answer.text = await response.text();
    } catch (error) {
      answer.error = `the answer broke off: ${error instanceof Error ? error.message : String(error)}`;
      return answer;
    }
    if (answer.text.trim() !== '') {
      try {
        answer.json = JSON.parse(answer.text);
        answer.isJson = true;
      } catch {
        answer.isJson = false;
      }
    }
    return answer;
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.split('=').map((s) => s.trim());
        if (/^max-age$/i.test(key)) return Number(raw) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
