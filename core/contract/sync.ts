import * as z from 'zod/mini';
import { Flag, lenient, listOf } from './common';

/**
 * Not in the spec: how fresh the data of a plugin's synced sources is for the active customer (e.g. the licences
 * read from Microsoft), and a refresh. A backend without these calls answers 404: the screens then say nothing
 * about the data's age.
 */
export const SyncPaths = {
  states: (plugin: string) => `/api/sync/${encodeURIComponent(plugin)}`,
  refresh: (plugin: string, source: string) =>
    `/api/sync/${encodeURIComponent(plugin)}/${encodeURIComponent(source)}/refresh`,
} as const;

/** Why the last update failed, in words the screens have texts for ('failed': any other reason). */
export const SYNC_FAILURE_KINDS = [
  'not-connected',
  'consent-missing',
  'access-denied',
  'throttled',
  'refused',
  'unavailable',
  'failed',
] as const;
export type SyncFailureKind = (typeof SYNC_FAILURE_KINDS)[number];

const SyncFailureShape = z.object({ kind: z.enum(SYNC_FAILURE_KINDS), at: z.string() });
const SyncedSourceShape = z.object({
  source: z.string(),
  /** When the data shown was fetched; null: never yet. */
  lastSuccessAt: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  /** The last update's failure; null when it succeeded. */
  failure: z.nullable(SyncFailureShape),
  /** An update runs now. */
  running: z.boolean(),
  /** The caller may ask for a refresh. */
  canRefresh: z.boolean(),
});

/** One source's state. Tolerant: an unknown failure kind reads as 'failed', a missing flag as false. */
export const SyncedSource = z.pipe(
  z.object({
    source: z.string().check(z.minLength(1)),
    lastSuccessAt: lenient(z.nullable(z.string()), null),
    lastAttemptAt: lenient(z.nullable(z.string()), null),
    failure: lenient(
      z.nullable(z.object({ kind: lenient(z.enum(SYNC_FAILURE_KINDS), 'failed'), at: z.string() })),
      null,
    ),
    running: lenient(Flag, false),
    canRefresh: lenient(Flag, false),
  }),
  SyncedSourceShape,
);
export type SyncedSource = z.infer<typeof SyncedSourceShape>;

/** GET /api/sync/{plugin}: the plugin's sources that serve the active customer and ran for it. */
export const SyncedSources = z.object({ items: lenient(listOf(SyncedSource, SyncedSourceShape), []) });
export type SyncedSources = z.infer<typeof SyncedSources>;

/** POST /api/sync/{plugin}/{source}/refresh: the update ran ('succeeded' or 'failed'), and the source's state now. */
export const SyncRefreshed = z.object({
  outcome: z.enum(['succeeded', 'failed']),
  state: SyncedSource,
});
export type SyncRefreshed = z.infer<typeof SyncRefreshed>;

/** Not in the spec: the provider administration's view of every synced source of a customer, and "Sync now". */
export const SyncAdminPaths = {
  list: (customerId: string) => `/api/admin/customers/${encodeURIComponent(customerId)}/synced-sources`,
  run: (customerId: string, plugin: string, source: string) =>
    `${SyncAdminPaths.list(customerId)}/${encodeURIComponent(plugin)}/${encodeURIComponent(source)}/run`,
} as const;

const SyncHealthShape = z.object({
  plugin: z.string(),
  source: z.string(),
  /** How often it runs for the customer (its default or SYNC_SCHEDULES). */
  everyMs: z.number(),
  lastSuccessAt: z.nullable(z.string()),
  lastAttemptAt: z.nullable(z.string()),
  /** The last run's failure: its kind and the service's own words (English, as it sent them). */
  lastError: z.nullable(z.object({ kind: z.enum(SYNC_FAILURE_KINDS), detail: z.string(), at: z.string() })),
  consecutiveFailures: z.number(),
  /** null: at the next check (within a minute). */
  nextRunAt: z.nullable(z.string()),
  running: z.boolean(),
});

/** One source's health for a customer. Tolerant like SyncedSource. */
export const SyncHealth = z.pipe(
  z.object({
    plugin: z.string().check(z.minLength(1)),
    source: z.string().check(z.minLength(1)),
    everyMs: lenient(z.number(), 0),
    lastSuccessAt: lenient(z.nullable(z.string()), null),
    lastAttemptAt: lenient(z.nullable(z.string()), null),
    lastError: lenient(
      z.nullable(
        z.object({
          kind: lenient(z.enum(SYNC_FAILURE_KINDS), 'failed'),
          detail: lenient(z.string(), ''),
          at: z.string(),
        }),
      ),
      null,
    ),
    consecutiveFailures: lenient(z.number(), 0),
    nextRunAt: lenient(z.nullable(z.string()), null),
    running: lenient(Flag, false),
  }),
  SyncHealthShape,
);
export type SyncHealth = z.infer<typeof SyncHealthShape>;

/** GET /api/admin/customers/{id}/synced-sources: every source that serves the customer or ran for it. */
export const SyncHealthList = z.object({ items: lenient(listOf(SyncHealth, SyncHealthShape), []) });
export type SyncHealthList = z.infer<typeof SyncHealthList>;

/** POST .../{plugin}/{source}/run: the run is done ('succeeded' or 'failed'); the source's health now. */
export const SyncRunDone = z.object({ outcome: z.enum(['succeeded', 'failed']), health: SyncHealth });
export type SyncRunDone = z.infer<typeof SyncRunDone>;
