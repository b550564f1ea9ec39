import { isPlainObject } from '../data/json';
import { SYNC_FAILURE_KINDS, type SyncFailureKind } from '../plugin-api/sync';

/** What a failed run keeps: the kind the screens word, the detail for the log and the administration. */
export interface SyncFailure {
  kind: SyncFailureKind;
  detail: string;
  retryAfterMs: number | null;
}

const DETAIL_LENGTH = 500;
/** Bearer tokens and JWTs a message might quote: never kept or logged. */
const SECRETS = /\b(?:Bearer\s+)?eyJ[\w-]+\.[\w-]+\.[\w-]*|\bBearer\s+[\w.~+/=-]+/gi;
/** How long a source that just failed waits before it tries again (doubled per further failure). */
export const FIRST_RETRY_MS = 5 * 60_000;

/** The failure a run threw: a kind it names (e.g. a MicrosoftCloudError's), else 'failed' with the message. */
export function failureOf(error: unknown): SyncFailure {
  const fields = isPlainObject(error) || error instanceof Error ? (error as Record<string, unknown>) : {};
  const kind = typeof fields.kind === 'string' ? fields.kind : null;
  const given =
    typeof fields.detail === 'string' && fields.detail
      ? fields.detail
      : error instanceof Error
        ? error.message
        : String(error);
  const retryAfterMs = fields.retryAfterMs;
  return {
    kind:
      kind !== null && (SYNC_FAILURE_KINDS as readonly string[]).includes(kind) ? (kind as SyncFailureKind) : 'failed',
    detail: given.replace(SECRETS, '[redacted]').slice(0, DETAIL_LENGTH),
    retryAfterMs:
      typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? retryAfterMs : null,
  };
}

/**
 * When a source that failed `failures` times in a row runs again: five minutes after the first failure, doubled
 * per further failure up to its own interval (a failing source never runs more often than a healthy one), and
 * never before a throttling answer's Retry-After.
 */
export function nextRunAfterFailure(
  at: number,
  everyMs: number,
  failures: number,
  retryAfterMs: number | null,
): number {
  const backoff = Math.min(everyMs, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 20));
  return at + Math.max(backoff, retryAfterMs ?? 0);
}
