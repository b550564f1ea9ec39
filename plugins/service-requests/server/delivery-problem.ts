import type { DeliveryProblem } from '../contract';

/**
 * The kind of a delivery's last failure, read from the message the connector left (ServiceDeskUnavailable's
 * wording: "did not answer", "asked to slow down (429)", "answered 422 to ..."), for the administration to say in
 * words; the message itself is shown beside it as the system's own.
 */
export function deliveryProblemOf(lastError: string | null, attempts: number): DeliveryProblem | null {
  if (lastError === null) return attempts > 0 ? 'other' : null;
  if (/not been delivered yet/i.test(lastError)) return 'waiting-for-ticket';
  if (/\b429\b|slow down|rate limit/i.test(lastError)) return 'throttled';
  if (/did not answer|timed? ?out|ECONN|ENOTFOUND|fetch failed|socket/i.test(lastError)) return 'unreachable';
  if (/answered 5\d\d/i.test(lastError)) return 'system-error';
  if (/answered 4\d\d|did not create/i.test(lastError)) return 'refused';
  return 'other';
}
