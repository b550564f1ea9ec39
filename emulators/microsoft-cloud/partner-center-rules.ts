import type { LicenceSubscription } from './model';

export type QuantityDecision = { ok: true } | { ok: false; status: 400 | 409; code: string; description: string };

/**
 * The new commerce rules for a licence quantity change: a whole number of at least 1; an active subscription;
 * an increase at any time; a decrease only until `cancellationAllowedUntilDate` (the cancellation window after
 * purchase or renewal). Sources: descriptions/partner-center.md.
 */
export function decideQuantity(subscription: LicenceSubscription, quantity: unknown, now: number): QuantityDecision {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    return {
      ok: false,
      status: 400,
      code: 'InvalidQuantity',
      description: 'The quantity must be a whole number of at least 1.',
    };
  }
  if (subscription.status !== 'active') {
    return {
      ok: false,
      status: 409,
      code: 'SubscriptionNotActive',
      description: `The subscription is ${subscription.status}; only an active subscription can change its quantity.`,
    };
  }
  if (quantity < subscription.quantity && now > Date.parse(subscription.cancellationAllowedUntilDate)) {
    return {
      ok: false,
      status: 400,
      code: 'CancellationWindowPassed',
      description: `Seat count can't be reduced: the cancellation window ended on ${subscription.cancellationAllowedUntilDate}. A decrease is possible at renewal (${subscription.commitmentEndDate}).`,
    };
  }
  return { ok: true };
}
