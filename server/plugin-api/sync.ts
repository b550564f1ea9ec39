import type { SyncFailureKind } from '../../core/contract/sync';

/**
 * A synced source: data a plugin fetches from another system per customer on a schedule (e.g. a customer's
 * licences from Microsoft) and stores in its own tables. The host runs it per customer on one instance at a time
 * and keeps its state (last success, last attempt, last error) for the screens and the administration.
 */
export interface SyncSource {
  /** Unique within the plugin, e.g. 'licences' (kebab-case); administrators see the manifest label `sync.<name>`. */
  name: string;
  /** How often it runs per customer, e.g. hourly for licences; the provider overrides it (SYNC_SCHEDULES). */
  defaultEveryMs: number;
  /** The customers this source serves now (e.g. those with a Microsoft connection). */
  customers(): Promise<readonly string[]>;
  /**
   * Fetches and stores one customer's data. Throw to record a failure: an error carrying `kind` (one of
   * SYNC_FAILURE_KINDS, e.g. a MicrosoftCloudError's), `detail` and `retryAfterMs` keeps them; any other error
   * is kept as kind 'failed' with its message.
   */
  run(customerId: string): Promise<void>;
  /** The permission a user needs to ask for a refresh from the screen; absent: nobody may. */
  refreshPermission?: string;
}

/** Why a run failed, in words the screens and the administration have texts for ('failed': any other error). */
export { SYNC_FAILURE_KINDS, type SyncFailureKind } from '../../core/contract/sync';

/** The state of one source for one customer. Times are ISO strings; null: not yet. */
export interface SyncState {
  plugin: string;
  source: string;
  customerId: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** The last run's failure; null when the last run succeeded (or none ran yet). */
  lastError: { kind: SyncFailureKind; detail: string; at: string } | null;
  consecutiveFailures: number;
  nextRunAt: string | null;
  /** A run holds the source for this customer now. */
  running: boolean;
}
