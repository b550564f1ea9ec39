import type { Clock, HttpClient, HttpFailure, Logger } from '../../../core/plugin-api';
import type { ActiveViewSession } from './active-views';
import type { EmbedEventHandler, EmbedHandle } from './embed-port';
import { ReportLogger } from './report-logger';
import { TokenRefresher } from './token-refresher';

export interface ViewerSessionOptions {
  clock: Clock;
  http: HttpClient;
  logger: Logger;
  actionId: number;
  initialExpiry: number;
  /** When the user asked for the report; the first render's load time counts from here. */
  startedAt: number;
  /** The page name logged when the frame names none (dashboards, tiles, visuals). */
  fallbackPage?: string;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Called once when the session shuts down (a newer view took over, or the page unloads). */
  onShutdown?: () => void;
}

/** The full-screen viewer's side of one embed: token refresh, report logs, the unload listener. */
export class ViewerSession implements ActiveViewSession {
  readonly refresher: TokenRefresher;
  readonly reportLog: ReportLogger;
  private handle: EmbedHandle | null = null;
  private active = false;
  private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;

  constructor(private readonly options: ViewerSessionOptions) {
    this.target = options.target ?? window;
    this.refresher = new TokenRefresher({
      clock: options.clock,
      http: options.http,
      actionId: options.actionId,
      initialExpiry: options.initialExpiry,
      apply: (token) => this.applyToken(token),
    });
    this.reportLog = new ReportLogger(
      options.http,
      options.clock,
      options.logger,
      options.actionId,
      options.startedAt,
      options.fallbackPage,
    );
  }

  get isActive(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.refresher.start();
    this.target.addEventListener('pagehide', this.onUnload);
  }

  shutdown(): void {
    if (!this.active) return;
    this.active = false;
    this.refresher.stop();
    this.target.removeEventListener('pagehide', this.onUnload);
    this.handle = null;
    this.options.onShutdown?.();
  }

  readonly attach = (handle: EmbedHandle | null): void => {
    this.handle = this.active ? handle : null;
  };

  /** A fresh token for a retry or a TokenExpired recovery; the failed call when there is none. */
  readonly freshToken = (): Promise<string | HttpFailure> => this.refresher.requestToken();

  readonly handlers: Record<string, EmbedEventHandler> = {
    pageChanged: (detail) => {
      const page = (detail as { newPage?: { displayName?: string; name?: string } } | null)?.newPage;
      void this.reportLog.pageChanged(page?.displayName ?? page?.name ?? '');
    },
    dataSelected: () => {
      void this.reportLog.dataSelected();
    },
    rendered: () => {
      void this.reportLog.rendered(async () => (await this.handle?.activePage())?.displayName ?? null);
    },
  };

  private readonly onUnload = (): void => this.shutdown();

  private async applyToken(token: string): Promise<void> {
    try {
      await this.handle?.setAccessToken(token);
    } catch (error) {
      this.options.logger.warn('Could not hand the refreshed token to the report', error);
    }
  }
}
