import type { Clock, HttpClient, HttpResult, Logger, Parser } from '../../../core/plugin-api';
import type { BootstrapConfig, EmbedConfig, EmbedEventHandler, EmbedHandle, EmbedPort, PageInfo } from '../services/embedPort';

export class FakeClock implements Clock {
  time = 0;
  private timers: { id: number; callback: () => void; every: number; next: number }[] = [];
  private nextId = 1;

  now(): number {
    return this.time;
  }

  setInterval(callback: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.timers.push({ id, callback, every: ms, next: this.time + ms });
    return () => { this.timers = this.timers.filter((timer) => timer.id !== id); };
  }

  get activeTimers(): number {
    return this.timers.length;
  }

  /** Advances time, firing due intervals in order; awaits the microtasks each callback starts. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.every;
      due.callback();
      await flush();
    }
    this.time = end;
  }
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

type Reply = { ok: true; status?: number; data: unknown } | { ok: false; status: number };

export class FakeHttp implements HttpClient {
  calls: { method: string; path: string; body?: unknown }[] = [];
  replies = new Map<string, Reply[]>();

  reply(path: string, ...answers: Reply[]): void {
    this.replies.set(path, answers);
  }

  private answer<T>(method: string, path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>> {
    this.calls.push({ method, path, body });
    const queue = this.replies.get(path);
    const next = queue && queue.length > 1 ? queue.shift()! : queue?.[0];
    if (!next) return Promise.resolve({ ok: true, status: 200, data: { ok: true } as T });
    if (!next.ok) return Promise.resolve({ ok: false, status: next.status, reason: 'http', message: 'failed' });
    const parsed = schema ? schema.safeParse(next.data) : { success: true as const, data: next.data as T };
    if (!parsed.success) return Promise.resolve({ ok: false, status: 200, reason: 'malformed', message: 'malformed' });
    return Promise.resolve({ ok: true, status: next.status ?? 200, data: parsed.data });
  }

  get<T>(path: string, schema: Parser<T>) { return this.answer('GET', path, undefined, schema); }
  post<T>(path: string, body?: unknown, schema?: Parser<T>) { return this.answer('POST', path, body, schema); }
  put<T>(path: string, body?: unknown, schema?: Parser<T>) { return this.answer('PUT', path, body, schema); }
  delete<T>(path: string, schema?: Parser<T>) { return this.answer('DELETE', path, undefined, schema); }

  callsTo(path: string) {
    return this.calls.filter((call) => call.path === path);
  }
}

export const silentLogger: Logger = { error: () => undefined, warn: () => undefined, info: () => undefined };

export class FakeHandle implements EmbedHandle {
  handlers = new Map<string, EmbedEventHandler[]>();
  tokens: string[] = [];
  title = '';
  page: PageInfo | null = { name: 'ReportSection1', displayName: 'Overview' };

  on(eventName: string, handler: EmbedEventHandler): void {
    this.handlers.set(eventName, [...(this.handlers.get(eventName) ?? []), handler]);
  }

  emit(eventName: string, detail?: unknown): void {
    for (const handler of this.handlers.get(eventName) ?? []) handler(detail);
  }

  async setAccessToken(token: string): Promise<void> {
    this.tokens.push(token);
  }

  setComponentTitle(title: string): void {
    this.title = title;
  }

  async activePage(): Promise<PageInfo | null> {
    return this.page;
  }
}

export class FakePort implements EmbedPort {
  readonly validators = {
    validateReportLoad: (config: unknown) => ((config as EmbedConfig).accessToken ? undefined : [{ message: 'accessToken is required' }]),
    validateCreateReport: () => undefined,
    validateDashboardLoad: () => undefined,
    validateTileLoad: () => undefined,
  };
  bootstraps: BootstrapConfig[] = [];
  embeds: EmbedConfig[] = [];
  resets = 0;
  handle = new FakeHandle();

  bootstrap(element: HTMLElement, config: BootstrapConfig): void {
    this.bootstraps.push(config);
    const frame = element.ownerDocument.createElement('iframe');
    element.replaceChildren(frame);
  }

  embed(element: HTMLElement, config: EmbedConfig): EmbedHandle {
    this.embeds.push(config);
    if (!element.querySelector('iframe')) element.replaceChildren(element.ownerDocument.createElement('iframe'));
    return this.handle;
  }

  reset(element: HTMLElement): void {
    this.resets += 1;
    element.replaceChildren();
  }
}
