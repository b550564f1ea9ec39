import { callFailureKind, type CallFailureKind, type Clock, type HttpClient } from '../../../core/plugin-api';
import { ExportJob, ReportExtraPaths, type ExportFormat } from '../contract';

/** How often the viewer asks for an export's progress, and how long it waits in all before it gives up. */
export const EXPORT_POLL_MS = 1_000;
export const EXPORT_GIVE_UP_MS = 10 * 60_000;

export type ExportProgress =
  | { phase: 'starting' }
  | { phase: 'running'; percent: number }
  | { phase: 'done'; fileUrl: string }
  | { phase: 'failed'; reason: 'busy' | 'export-failed' | 'timeout' | CallFailureKind; message?: string }
  | { phase: 'cancelled' };

export interface ExportOptions {
  http: HttpClient;
  clock: Clock;
  actionId: number;
  format: ExportFormat;
  /** The report's current state, so the file shows what the user sees; omitted when it could not be captured. */
  state?: string;
  onProgress(progress: ExportProgress): void;
}

/**
 * One export to file: starts the job on the portal, polls it every second (progress in percent) and ends
 * with the file's address, a failure with its kind, or a cancel. A job that has not finished after ten
 * minutes is given up.
 */
export class ReportExport {
  private stopTimer: (() => void) | null = null;
  private finished = false;

  constructor(private readonly options: ExportOptions) {}

  async start(): Promise<void> {
    const { http, actionId, format, state, onProgress } = this.options;
    onProgress({ phase: 'starting' });
    const started = await http.post(
      ReportExtraPaths.exports(actionId),
      { format, ...(state ? { state } : {}) },
      ExportJob,
    );
    if (this.finished) return;
    if (!started.ok) {
      // 429: the user's own limit of exports a minute, which waiting (not "a moment") lifts.
      this.finish({
        phase: 'failed',
        reason: started.status === 429 ? 'busy' : callFailureKind(started),
        message: started.message,
      });
      return;
    }
    const startedAt = this.options.clock.now();
    if (this.report(started.data)) return;
    let polling = false;
    this.stopTimer = this.options.clock.setInterval(() => {
      if (polling || this.finished) return;
      if (this.options.clock.now() - startedAt > EXPORT_GIVE_UP_MS) {
        this.finish({ phase: 'failed', reason: 'timeout' });
        return;
      }
      polling = true;
      void http.get(ReportExtraPaths.exportJob(actionId, started.data.id), ExportJob).then((polled) => {
        polling = false;
        if (this.finished) return;
        // A passing failure (network, 5xx) is asked again at the next tick; a refusal ends the export.
        if (!polled.ok) {
          const kind = callFailureKind(polled);
          if (kind !== 'unavailable' && kind !== 'unreadable')
            this.finish({ phase: 'failed', reason: kind, message: polled.message });
          return;
        }
        this.report(polled.data);
      });
    }, EXPORT_POLL_MS);
  }

  cancel(): void {
    if (!this.finished) this.finish({ phase: 'cancelled' });
  }

  /** Reports the job's state; true when it ended. */
  private report(job: ExportJob): boolean {
    if (job.status === 'Succeeded') {
      this.finish({ phase: 'done', fileUrl: ReportExtraPaths.exportFile(this.options.actionId, job.id) });
      return true;
    }
    if (job.status === 'Failed') {
      this.finish({ phase: 'failed', reason: 'export-failed' });
      return true;
    }
    this.options.onProgress({ phase: 'running', percent: job.percentComplete });
    return false;
  }

  private finish(progress: ExportProgress): void {
    this.finished = true;
    this.stopTimer?.();
    this.stopTimer = null;
    this.options.onProgress(progress);
  }
}

/** Starts the browser's download of a finished export (a same-origin GET with the session cookie). */
export function downloadFile(url: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
}
