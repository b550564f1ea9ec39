import type { ApiName } from './api-of';

/**
 * A failure the tests ask for: the next `times` requests to `api` (whose path contains `match`, when given) are
 * throttled (429 with Retry-After), fail with a 5xx, or are answered only after `delayMs` (a timeout for a
 * client that waits less; the request itself is carried out, as when an answer is lost on the way back).
 */
export type Fault = { api: Exclude<ApiName, 'control'>; match?: string; times?: number } & (
  | { kind: 'throttle'; retryAfterSeconds: number }
  | { kind: 'error'; status: 500 | 502 | 503 | 504 }
  | { kind: 'timeout'; delayMs: number }
);

export class Faults {
  private readonly pending: { fault: Fault; left: number }[] = [];

  add(fault: Fault): void {
    this.pending.push({ fault, left: fault.times ?? 1 });
  }

  clear(): void {
    this.pending.length = 0;
  }

  /** The fault this request meets, if any (used up one time). */
  take(api: ApiName, path: string): Fault | null {
    const entry = this.pending.find(
      ({ fault, left }) => left > 0 && fault.api === api && (!fault.match || path.includes(fault.match)),
    );
    if (!entry) return null;
    entry.left -= 1;
    if (entry.left <= 0) this.pending.splice(this.pending.indexOf(entry), 1);
    return entry.fault;
  }
}
