import type { FileArchive } from './file-archive';
import type { VirusScanner } from './scanner';

export interface ScanJobOptions {
  retryMs: number;
  log?: (message: string) => void;
}

/**
 * Scans pending files one at a time, after the upload has answered. When the scanner cannot be reached the
 * files stay pending (never served) and the job tries again after `retryMs`; files left pending by a restart
 * are picked up at start. Timers are unref'd: the job never keeps the process alive.
 */
export class ScanJob {
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private scannerDown = false;

  /** `serverRunning`: false once the server closed its database (api.running); the job then ends quietly. */
  constructor(
    private readonly archive: FileArchive,
    private readonly serverRunning: () => boolean,
    private readonly scanner: VirusScanner,
    private readonly options: ScanJobOptions,
  ) {}

  /** Starts a pass over the pending files (or another one after the current pass); resolves when idle. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The current pass, if any. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      let done: boolean;
      try {
        done = await this.pass();
      } catch (error) {
        // A closed database (the server stopping) ends the job quietly; anything else is retried later.
        if (!this.serverRunning()) return;
        this.options.log?.(`File scan pass failed: ${error instanceof Error ? error.message : String(error)}`);
        done = false;
      }
      if (!done) return this.scheduleRetry();
    } while (this.again);
  }

  /** Scans every pending file; false when the scanner could not be reached (the rest waits for the retry). */
  private async pass(): Promise<boolean> {
    if (!this.serverRunning()) return true;
    for (const id of this.archive.pendingIds()) {
      const bytes = await this.archive.bytesForScan(id);
      if (!this.serverRunning()) return true;
      if (!bytes) {
        this.archive.markFailed(id, 'The stored bytes are missing.');
        continue;
      }
      const outcome = await this.scanner.scan(bytes);
      if (!this.serverRunning()) return true;
      this.archive.noteAttempt(id);
      if (outcome.verdict === 'clean') this.archive.markClean(id);
      else if (outcome.verdict === 'infected') await this.archive.quarantine(id, outcome.signature);
      else if (outcome.unavailable) {
        if (!this.scannerDown)
          this.options.log?.(
            `Virus scanner ${this.scanner.name} unavailable (${outcome.reason}); files stay pending, retried every ${this.options.retryMs / 1000} s.`,
          );
        this.scannerDown = true;
        return false;
      } else this.archive.markFailed(id, outcome.reason);
      this.scannerDown = false;
    }
    return true;
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.kick();
    }, this.options.retryMs);
    this.retryTimer.unref();
  }
}
