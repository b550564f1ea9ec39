/**
 * An in-memory stand-in for the server's HTTP API, used as `fetch` by the test portal. Routes are matched
 * on method and path (a trailing slash is ignored); unmatched calls answer 404 JSON.
 */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON (e.g. malformed JSON). */
  rawBody?: string;
}

export type FakeHandler = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const normalize = (path: string) => path.split('?')[0].replace(/\/+$/, '') || '/';

export class FakeBackend {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, FakeHandler>();

  on(method: string, path: string, handler: FakeHandler): this {
    this.routes.set(`${method.toUpperCase()} ${normalize(path)}`, handler);
    return this;
  }

  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter(
      (request) => request.method === method.toUpperCase() && normalize(request.path) === normalize(path),
    );
  }

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const body = typeof init.body === 'string' ? safeJson(init.body) : undefined;
    const request: RecordedRequest = { method, path: input, headers, body };
    this.requests.push(request);
    const handler = this.routes.get(`${method} ${normalize(input)}`);
    const response = !handler
      ? { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No fake route for ${method} ${input}` } }
      : typeof handler === 'function'
        ? await handler(request)
        : handler;
    const text = response.rawBody ?? (response.body === undefined ? '' : JSON.stringify(response.body));
    return new FakeHttpResponse(response.status ?? 200, text) as unknown as Response;
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The part of Response the http client reads (jsdom has no fetch Response). */
class FakeHttpResponse {
  constructor(
    readonly status: number,
    private readonly text_: string,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get statusText() {
    return this.ok ? 'OK' : `HTTP ${this.status}`;
  }
  async text() {
    return this.text_;
  }
  async json() {
    return JSON.parse(this.text_);
  }
}
