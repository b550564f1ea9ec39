import type { Clock, HttpClient, Logger } from '../../../core/plugin-api';
import { ReportPaths } from '../contract';

/**
 * The report logs of the spec: a page change and a data selection are posted with the page's display
 * name and restart the load timer; a render posts the time since the timer last started.
 */
export class ReportLogger {
  private loadStart: number;
  private page = '';

  constructor(
    private readonly http: HttpClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly actionId: number,
    startedAt?: number,
    /** Names the page when the frame cannot (dashboards, tiles, single visuals): the server needs a non-empty Page. */
    private readonly fallbackPage = 'Report',
  ) {
    this.loadStart = startedAt ?? clock.now();
  }

  get currentPage(): string {
    return this.page;
  }

  setPage(displayName: string): void {
    this.page = displayName;
  }

  pageChanged(displayName: string): Promise<void> {
    this.page = displayName;
    this.loadStart = this.clock.now();
    return this.post(ReportPaths.logPageChange(this.actionId), { Page: this.pageOrFallback() });
  }

  dataSelected(): Promise<void> {
    this.loadStart = this.clock.now();
    return this.post(ReportPaths.logDataSelected(this.actionId), { Page: this.pageOrFallback() });
  }

  /** `resolvePage` names the page when no page change told it yet (the first render). */
  async rendered(resolvePage?: () => Promise<string | null>): Promise<void> {
    const LoadTimeInMs = Math.max(0, Math.round(this.clock.now() - this.loadStart));
    if (!this.page && resolvePage) {
      try {
        this.page = (await resolvePage()) ?? '';
      } catch {
        this.page = '';
      }
    }
    return this.post(ReportPaths.logPageLoaded(this.actionId), { Page: this.pageOrFallback(), LoadTimeInMs });
  }

  private pageOrFallback(): string {
    return (this.page || this.fallbackPage).slice(0, 500);
  }

  private async post(path: string, body: unknown): Promise<void> {
    const result = await this.http.post(path, body);
    if (!result.ok) this.logger.warn(`Report log ${path} failed`, result.status);
  }
}
