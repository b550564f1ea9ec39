import type Database from 'better-sqlite3';
import { statement } from '../db/statements';
import { parseJson } from '../data/json';
import { SYNC_FAILURE_KINDS, type SyncFailureKind, type SyncSource, type SyncState } from '../plugin-api/sync';
import type { PluginScheduler } from './scheduler';
import type { SyncSchedules } from './sync-schedules';
import { failureOf, nextRunAfterFailure, type SyncFailure } from './sync-failure';

type SyncLog = { info(object: object, message: string): void };

/** A source that starts failing for a customer (after a success, or at its first run), or recovers. */
export interface SyncHealthChange {
  change: 'failing' | 'recovered';
  plugin: string;
  source: string;
  customerId: string;
  kind: SyncFailureKind | null;
  detail: string | null;
}

/** How often each source looks for customers whose run is due (one scheduler job per source). */
export const SYNC_TICK_MS = 60_000;
/** How long a claimed run holds its customer's source when the instance running it dies mid-run. */
export const SYNC_LOCK_MS = 10 * 60_000;

/** The core table of the synced sources' state: one row per plugin, source and customer. */
export const syncStateMigration = {
  id: 'core-sync-state-001',
  sql: `
CREATE TABLE plugin_sync_state (
  plugin_id TEXT NOT NULL,
  source TEXT NOT NULL,
  customer_id TEXT NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  last_success_at INTEGER,
  last_attempt_at INTEGER,
  last_error_kind TEXT,
  last_error_detail TEXT,
  last_error_at INTEGER,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  next_run_at INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (plugin_id, source, customer_id)
);
`,
};

interface StateRow {
  plugin_id: string;
  source: string;
  customer_id: string;
  last_success_at: number | null;
  last_attempt_at: number | null;
  last_error_kind: string | null;
  last_error_detail: string | null;
  last_error_at: number | null;
  consecutive_failures: number;
  next_run_at: number;
  locked_until: number;
}

/** A plugin's source as the host runs it: its schedule after SYNC_SCHEDULES. */
export interface RegisteredSource {
  pluginId: string;
  source: SyncSource;
  everyMs: number;
}

/** What a run (scheduled or asked for) came to. */
export type SyncOutcome = 'succeeded' | 'failed' | 'busy' | 'not-served';

const SOURCE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const iso = (at: number | null) => (at === null || at === 0 ? null : new Date(Number(at)).toISOString());
const isKind = (kind: string | null): kind is SyncFailureKind =>
  kind !== null && (SYNC_FAILURE_KINDS as readonly string[]).includes(kind);

const toState = (row: StateRow, now: number): SyncState => ({
  plugin: row.plugin_id,
  source: row.source,
  customerId: row.customer_id,
  lastSuccessAt: iso(row.last_success_at),
  lastAttemptAt: iso(row.last_attempt_at),
  lastError:
    row.last_error_at === null
      ? null
      : {
          kind: isKind(row.last_error_kind) ? row.last_error_kind : 'failed',
          detail: row.last_error_detail ?? '',
          at: iso(row.last_error_at)!,
        },
  consecutiveFailures: Number(row.consecutive_failures),
  nextRunAt: iso(row.next_run_at),
  running: Number(row.locked_until) > now,
});

/**
 * Runs the plugins' synced sources per customer. Each source is a scheduler job that looks every minute for the
 * customers whose run is due; a customer's run is claimed by one conditional UPDATE of its state row (due and not
 * held), so two instances sharing a database, or a refresh asked meanwhile, never run it twice at once.
 */
export class SyncRunner {
  private readonly sources = new Map<string, RegisteredSource>();
  private db: Database.Database | null = null;
  private log: SyncLog = { info: () => undefined };
  private healthChanged: (change: SyncHealthChange) => void = () => undefined;

  constructor(
    private readonly scheduler: PluginScheduler,
    private readonly schedules: SyncSchedules,
    /** Whether the plugin runs for a customer of this plugin list (null: every plugin). */
    readonly enabledFor: (pluginId: string, customerPlugins: readonly string[] | null) => boolean,
    readonly now: () => number = Date.now,
  ) {}

  open(db: Database.Database, log: SyncLog): void {
    this.db = db;
    this.log = log;
  }

  /** Where a source's change of health is reported (the security and operations log). */
  reportHealthTo(report: (change: SyncHealthChange) => void): void {
    this.healthChanged = report;
  }

  private get database(): Database.Database {
    if (!this.db) throw new Error('The sync runner is not open yet.');
    return this.db;
  }

  add(pluginId: string, source: SyncSource): void {
    const key = `${pluginId}.${source.name}`;
    if (!SOURCE_NAME.test(source.name)) throw new Error(`Synced source "${key}": its name must be kebab-case.`);
    if (this.sources.has(key)) throw new Error(`Synced source "${key}" is registered twice.`);
    if (!Number.isInteger(source.defaultEveryMs) || source.defaultEveryMs < SYNC_TICK_MS)
      throw new Error(`Synced source "${key}": defaultEveryMs must be a whole number of at least ${SYNC_TICK_MS}.`);
    const entry = { pluginId, source, everyMs: this.schedules[key] ?? source.defaultEveryMs };
    this.sources.set(key, entry);
    this.scheduler.add(pluginId, { name: `sync:${source.name}`, everyMs: SYNC_TICK_MS, run: () => this.runDue(entry) });
  }

  /** SYNC_SCHEDULES entries that name no registered source (a typo the start-up log points out). */
  unknownSchedules(): string[] {
    return Object.keys(this.schedules).filter((key) => !this.sources.has(key));
  }

  find(pluginId: string, name: string): RegisteredSource | null {
    return this.sources.get(`${pluginId}.${name}`) ?? null;
  }

  /** Every registered source, in plugin and name order. */
  list(): RegisteredSource[] {
    return [...this.sources.values()].sort((a, b) =>
      a.pluginId === b.pluginId ? a.source.name.localeCompare(b.source.name) : a.pluginId.localeCompare(b.pluginId),
    );
  }

  /** The plugin's source of that name when it serves the customer now (plugin enabled for it, in its customers()). */
  async servedSource(pluginId: string, name: string, customerId: string): Promise<RegisteredSource | null> {
    const entry = this.find(pluginId, name);
    if (!entry || !this.serves(pluginId, customerId)) return null;
    return (await entry.source.customers()).includes(customerId) ? entry : null;
  }

  /** Runs every customer's due run of the source (the scheduler's job, under its lock). */
  private async runDue(entry: RegisteredSource): Promise<void> {
    const customers = [...new Set(await entry.source.customers())];
    for (const customerId of customers) {
      if (!this.db?.open) return;
      await this.runFor(entry, customerId, false);
    }
  }

  /**
   * Runs the source for one customer: when due (scheduled), or now (`now`: a refresh asked for) unless a run
   * holds it. A customer the plugin does not run for, or the source does not serve, is 'not-served'.
   */
  async runFor(entry: RegisteredSource, customerId: string, now: boolean): Promise<SyncOutcome> {
    if (
      now
        ? !(await this.servedSource(entry.pluginId, entry.source.name, customerId))
        : !this.serves(entry.pluginId, customerId)
    )
      return 'not-served';
    const key = [entry.pluginId, entry.source.name, customerId] as const;
    if (!this.claim(key, now)) return 'busy';
    try {
      await entry.source.run(customerId);
      this.succeeded(key, entry);
      return 'succeeded';
    } catch (error) {
      this.failed(key, entry, error);
      return 'failed';
    }
  }

  private serves(pluginId: string, customerId: string): boolean {
    const customer = statement(this.database, 'SELECT plugins, deactivated_at FROM customers WHERE id = ?').get(
      customerId,
    ) as { plugins: string | null; deactivated_at: string | null } | undefined;
    if (!customer || customer.deactivated_at !== null) return false;
    return this.enabledFor(pluginId, parseJson<string[] | null>(customer.plugins, null, Array.isArray));
  }

  private claim(key: readonly [string, string, string], now: boolean): boolean {
    const at = this.now();
    statement(
      this.database,
      `INSERT INTO plugin_sync_state (plugin_id, source, customer_id) VALUES (?, ?, ?)
       ON CONFLICT (plugin_id, source, customer_id) DO NOTHING`,
    ).run(...key);
    return (
      statement(
        this.database,
        `UPDATE plugin_sync_state SET locked_until = ?, last_attempt_at = ?
         WHERE plugin_id = ? AND source = ? AND customer_id = ? AND (next_run_at <= ? OR ? = 1) AND locked_until < ?`,
      ).run(at + SYNC_LOCK_MS, at, ...key, at, now ? 1 : 0, at).changes === 1
    );
  }

  private failuresOf(key: readonly [string, string, string]): number {
    return Number(
      statement(
        this.database,
        'SELECT consecutive_failures FROM plugin_sync_state WHERE plugin_id = ? AND source = ? AND customer_id = ?',
      )
        .pluck()
        .get(...key) ?? 0,
    );
  }

  private report(
    key: readonly [string, string, string],
    change: SyncHealthChange['change'],
    failure: SyncFailure | null,
  ) {
    const [plugin, source, customerId] = key;
    this.healthChanged({
      change,
      plugin,
      source,
      customerId,
      kind: failure?.kind ?? null,
      detail: failure?.detail ?? null,
    });
  }

  private succeeded(key: readonly [string, string, string], entry: RegisteredSource): void {
    const at = this.now();
    const failedBefore = this.failuresOf(key) > 0;
    statement(
      this.database,
      `UPDATE plugin_sync_state SET last_success_at = ?, last_error_kind = NULL, last_error_detail = NULL,
         last_error_at = NULL, consecutive_failures = 0, next_run_at = ?, locked_until = 0
       WHERE plugin_id = ? AND source = ? AND customer_id = ?`,
    ).run(at, at + entry.everyMs, ...key);
    if (failedBefore) this.report(key, 'recovered', null);
  }

  private failed(key: readonly [string, string, string], entry: RegisteredSource, error: unknown): void {
    const at = this.now();
    const failure = failureOf(error);
    const failures = this.failuresOf(key) + 1;
    statement(
      this.database,
      `UPDATE plugin_sync_state SET last_error_kind = ?, last_error_detail = ?, last_error_at = ?,
         consecutive_failures = ?, next_run_at = ?, locked_until = 0
       WHERE plugin_id = ? AND source = ? AND customer_id = ?`,
    ).run(
      failure.kind,
      failure.detail,
      at,
      failures,
      nextRunAfterFailure(at, entry.everyMs, failures, failure.retryAfterMs),
      ...key,
    );
    this.log.info(
      { plugin: key[0], source: key[1], customerId: key[2], kind: failure.kind, failures },
      `Synced source ${key[0]}.${key[1]} failed for customer ${key[2]} (${failure.kind}).`,
    );
    if (failures === 1) this.report(key, 'failing', failure);
  }

  /** The state of the plugin's sources for one customer (those that ran for it), in source order. */
  stateOf(customerId: string, pluginId?: string): SyncState[] {
    const rows = statement(
      this.database,
      `SELECT * FROM plugin_sync_state WHERE customer_id = ? AND (plugin_id = ? OR ? = 1)
       ORDER BY plugin_id, source`,
    ).all(customerId, pluginId ?? '', pluginId === undefined ? 1 : 0) as StateRow[];
    const now = this.now();
    return rows.filter((row) => this.sources.has(`${row.plugin_id}.${row.source}`)).map((row) => toState(row, now));
  }
}
