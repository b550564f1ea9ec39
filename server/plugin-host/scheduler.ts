import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import type { ScheduledJob } from '../plugin-api/schedule';

type JobLog = { error(object: object, message: string): void };

/** How long a claimed run holds its lock when the instance running it dies mid-run. */
export const JOB_LOCK_MS = 10 * 60_000;

/** The core table of the plugins' job runs: one row per job, its next run and who holds it now. */
export const jobsMigration = {
  id: 'core-plugin-jobs-001',
  sql: `
CREATE TABLE plugin_job_runs (
  job_id TEXT PRIMARY KEY,
  next_run_at INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0
);
`,
};

/**
 * Runs the plugins' periodic jobs. A run is claimed by one conditional UPDATE (due and not locked), which both
 * SQLite and PostgreSQL apply atomically, so two instances sharing a database never run a job at once or twice
 * in one interval.
 */
export class PluginScheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  private db: Database.Database | null = null;
  private log: JobLog = { error: () => undefined };

  constructor(private readonly now: () => number = Date.now) {}

  /** Binds the database and log once they exist (the plugins' routes, which schedule jobs, register later). */
  open(db: Database.Database, log: JobLog): void {
    this.db = db;
    this.log = log;
  }

  private get database(): Database.Database {
    if (!this.db) throw new Error('The scheduler is not open yet.');
    return this.db;
  }

  add(pluginId: string, job: ScheduledJob): void {
    const id = `${pluginId}:${job.name}`;
    if (this.jobs.has(id)) throw new Error(`Job "${id}" is scheduled twice.`);
    if (!Number.isInteger(job.everyMs) || job.everyMs < 1000)
      throw new Error(`Job "${id}": everyMs must be a whole number of at least 1000.`);
    this.jobs.set(id, job);
    statement(
      this.database,
      'INSERT INTO plugin_job_runs (job_id, next_run_at) VALUES (?, ?) ON CONFLICT (job_id) DO NOTHING',
    ).run(id, this.now() + job.everyMs);
  }

  /** Claims and runs every due job once; resolves when they are done (tests call it with a moved clock). */
  async runDue(): Promise<void> {
    for (const [id, job] of this.jobs) {
      if (!this.claim(id, job)) continue;
      try {
        await job.run();
      } catch (error) {
        this.log.error(
          { job: id, err: error instanceof Error ? error.message : String(error) },
          'A plugin job failed; it runs again at its next time.',
        );
      } finally {
        statement(this.database, 'UPDATE plugin_job_runs SET locked_until = 0 WHERE job_id = ?').run(id);
      }
    }
  }

  private claim(id: string, job: ScheduledJob): boolean {
    const now = this.now();
    return (
      statement(
        this.database,
        'UPDATE plugin_job_runs SET next_run_at = ?, locked_until = ? WHERE job_id = ? AND next_run_at <= ? AND locked_until < ?',
      ).run(now + job.everyMs, now + JOB_LOCK_MS, id, now, now).changes === 1
    );
  }

  start(intervalMs = 15_000): void {
    if (this.jobs.size === 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.runDue());
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
