import type {
  BootstrapConfig,
  EmbedConfig,
  EmbedEventHandler,
  EmbedHandle,
  EmbedPort,
  PageInfo,
} from '../services/embed-port';

/**
 * Fakes of the report plugin's own embed port (services/embed-port.ts): the viewer's logic runs against
 * these in unit tests, without powerbi-client or a frame. FakeHandle records the tokens and title it is given
 * and emits frame events on demand; FakePort records bootstraps, embeds and resets.
 */
export class FakeHandle implements EmbedHandle {
  handlers = new Map<string, EmbedEventHandler[]>();
  tokens: string[] = [];
  title = '';
  page: PageInfo | null = { name: 'ReportSection1', displayName: 'Overview' };

  on(eventName: string, handler: EmbedEventHandler): void {
    this.handlers.set(eventName, [...(this.handlers.get(eventName) ?? []), handler]);
  }

  off(eventName: string): void {
    this.handlers.delete(eventName);
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

  /** The toolbar's calls, in order ('reload:<page>' for a reload naming a page). */
  calls: string[] = [];

  fullscreen(): void {
    this.calls.push('fullscreen');
  }

  async print(): Promise<void> {
    this.calls.push('print');
  }

  async refresh(): Promise<void> {
    this.calls.push('refresh');
  }

  async reload(pageName?: string): Promise<void> {
    this.calls.push(pageName ? `reload:${pageName}` : 'reload');
  }

  /** What captureState answers next; an Error makes it fail. */
  state: string | Error = 'state-1';

  async captureState(): Promise<string> {
    this.calls.push('capture');
    if (this.state instanceof Error) throw this.state;
    return this.state;
  }

  async applyState(state: string): Promise<void> {
    this.calls.push(`apply:${state}`);
  }
}

export class FakePort implements EmbedPort {
  readonly validators = {
    validateReportLoad: (config: unknown) =>
      (config as EmbedConfig).accessToken ? undefined : [{ message: 'accessToken is required' }],
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
