import * as z from 'zod/mini';
import { lenient, SignOffWaiting } from '../../core/contract';

/** An ISO 4217 currency code, e.g. EUR. */
const CurrencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR'));
const Price = z.number().check(z.gte(0), z.refine(Number.isFinite, 'must be a finite number'));

export const SUBSCRIPTION_SOURCES = ['manual', 'microsoft'] as const;
const SubscriptionSource = z.enum(SUBSCRIPTION_SOURCES);
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/**
 * An Office 365 licence subscription of the active customer, as the server publishes it. Dates are ISO 8601
 * or null. `unitPrice` (per licence per month, in `currency`) is optional: without both, the portal shows no
 * cost impact for a change.
 */
export const Subscription = z.object({
  id: z.string(),
  productName: z.string(),
  /** Active, Suspended, Disabled, Expired, Warning, ... (see LOCKED_SUBSCRIPTION_STATUSES). */
  status: z.string(),
  autoRenewDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  quantity: z.number(),
  /** Above this quantity a change is not applied; a service request is created instead. */
  maxQuantity: z.number(),
  unitPrice: z.optional(z.nullable(Price)),
  currency: z.optional(z.nullable(CurrencyCode)),
  /** Where the row comes from: the provider's own table, or Microsoft (Partner Center and Graph, by the sync). */
  source: z.optional(SubscriptionSource),
  /** Seats assigned to users (Graph's consumedUnits), null when not known. */
  assigned: z.optional(z.nullable(z.number())),
  /** Until when a decrease is possible (Partner Center's cancellationAllowedUntilDate); null: no such rule known. */
  cancellationAllowedUntil: z.optional(z.nullable(z.string())),
  /** The commitment term, ISO 8601 (P1M, P1Y, P3Y), and how it is billed (monthly, annual, ...). */
  termDuration: z.optional(z.nullable(z.string())),
  billingCycle: z.optional(z.nullable(z.string())),
});

/**
 * A subscription as the browser reads it: a price it cannot use (text, negative, an odd currency) is dropped
 * rather than the subscription, since the price only adds the cost line.
 */
export const SubscriptionEntry = z.object({
  ...Subscription.shape,
  unitPrice: lenient(z.nullable(Price), null),
  currency: lenient(z.nullable(CurrencyCode), null),
});
type Extras =
  'unitPrice' | 'currency' | 'source' | 'assigned' | 'cancellationAllowedUntil' | 'termDuration' | 'billingCycle';
export type Subscription = Omit<z.output<typeof SubscriptionEntry>, Extras> &
  Partial<Pick<z.output<typeof SubscriptionEntry>, Extras>>;

/** GET /api/subscriptions as the server documents it. */
export const PublishedSubscriptionList = z.array(Subscription);
/** GET /api/subscriptions as the browser reads it. */
export const SubscriptionList = z.array(SubscriptionEntry);

/**
 * Statuses in which the licence quantity cannot be changed, by the browser (button disabled with the reason)
 * nor by the server (409). Compared without regard to case: backends differ in how they write them.
 */
export const LOCKED_SUBSCRIPTION_STATUSES = ['Suspended', 'Disabled'] as const;

export const isLockedStatus = (status: string): boolean =>
  LOCKED_SUBSCRIPTION_STATUSES.some((locked) => locked.toLowerCase() === status.trim().toLowerCase());

export const MIN_LICENCE_QUANTITY = 1;
/**
 * The most licences a change may ask for. Above a subscription's own maximum a service request is filed for
 * the number asked; above this limit the number is taken for a typing error (no tenant buys a million
 * licences of one product through a portal) and refused.
 */
export const MAX_LICENCE_QUANTITY = 1_000_000;

/** Why a value is not a licence quantity. */
export type QuantityProblem = 'missing' | 'null' | 'text' | 'not-a-number' | 'fraction' | 'too-small' | 'too-large';

/** The problem with `value` as a licence quantity (a JSON number, whole, 1 to MAX_LICENCE_QUANTITY), or null. */
export function quantityProblem(value: unknown): QuantityProblem | null {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'text';
  if (typeof value !== 'number' || Number.isNaN(value)) return 'not-a-number';
  if (value === Infinity) return 'too-large';
  if (value === -Infinity) return 'too-small';
  if (!Number.isInteger(value)) return 'fraction';
  if (value < MIN_LICENCE_QUANTITY) return 'too-small';
  if (value > MAX_LICENCE_QUANTITY) return 'too-large';
  return null;
}

/** The reason a 400 answer gives for each problem (after "body.quantity: "). */
export const QUANTITY_REASONS: Record<QuantityProblem, string> = {
  missing: 'is required: the number of licences as a whole JSON number',
  null: 'must be a whole number of licences, not null',
  text: 'must be a JSON number, not text (send 1000, not "1000" or "1e3")',
  'not-a-number': 'must be a whole JSON number',
  fraction: 'must be a whole number: licences cannot be split',
  'too-small': `must be at least ${MIN_LICENCE_QUANTITY}`,
  'too-large': `must be at most ${MAX_LICENCE_QUANTITY}`,
};

const quantityError = (issue: { input?: unknown }) => QUANTITY_REASONS[quantityProblem(issue.input) ?? 'not-a-number'];

/** PUT /api/subscriptions/{id}/quantity (CSRF). Each bad value is refused with its own reason, never rounded. */
export const QuantityChangeRequest = z.object({
  quantity: z
    .int({ error: quantityError, abort: true })
    .check(
      z.gte(MIN_LICENCE_QUANTITY, { error: quantityError, abort: true }),
      z.lte(MAX_LICENCE_QUANTITY, { error: quantityError }),
    ),
});
export type QuantityChangeRequest = z.infer<typeof QuantityChangeRequest>;

const outcomes = <S extends z.ZodMiniType>(subscription: S) =>
  z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('updated'), subscription }),
    z.object({ outcome: z.literal('service-request'), serviceRequestNumber: z.string() }),
    /** Microsoft refused the change (nothing changed): its error code, and its reason in English for the log. */
    z.object({ outcome: z.literal('refused'), code: z.nullable(z.string()), reason: z.string() }),
    /** The customer's sign-off rule covers this increase: nothing applied or sent yet; it waits for the signers. */
    z.object({ outcome: z.literal('sign-off'), signOff: SignOffWaiting }),
  ]);

/**
 * 200 { outcome: 'updated', subscription } when applied (for a Microsoft subscription: once Partner Center
 * accepted it and the quantity read back); 200 { outcome: 'refused', code, reason } when Microsoft refused it; 202 { outcome: 'sign-off', signOff } when the customer's sign-off rule covers the increase (nothing applied or sent until it is signed off);
 * 202 { outcome: 'service-request',
 * serviceRequestNumber } when the quantity is above maxQuantity (nothing applied, a request stored for the
 * quantity asked). 400 with the reason for bad input, 404 for a subscription of another customer, 409 when
 * the subscription's status does not allow changes (suspended, disabled), 422 for a decrease of a Microsoft
 * subscription after its cancellation window (not sent), 503 when Microsoft did not confirm the change (a retry
 * sends the same change again, which Microsoft carries out at most once). Nothing is written on a 4xx.
 */
export const PublishedQuantityChangeResult = outcomes(Subscription);
/** The change's answer as the browser reads it. */
export const QuantityChangeResult = outcomes(SubscriptionEntry);
export type QuantityChangeResult =
  | { outcome: 'updated'; subscription: Subscription }
  | { outcome: 'service-request'; serviceRequestNumber: string }
  | { outcome: 'refused'; code: string | null; reason: string }
  | { outcome: 'sign-off'; signOff: SignOffWaiting };

export const SubscriptionPaths = {
  list: '/api/subscriptions',
  quantity: (id: string) => `/api/subscriptions/${encodeURIComponent(id)}/quantity`,
} as const;

/**
 * The stored data of a subscriptions action, as the administration saves it (the menu editor's server-side check): the
 * type has no settings, so nothing but the optional type name.
 */
export const SubscriptionsData = z.strictObject({ actionType: z.optional(z.literal('subscriptions')) });

/**
 * When a subscription's quantity may go down. Microsoft's new commerce rules: raise any time, lower only until
 * `cancellationAllowedUntil` (the window after purchase or renewal). A subscription of the provider's own table
 * has no such rule.
 */
export type DecreaseRule = { kind: 'any-time' } | { kind: 'until'; until: string } | { kind: 'passed'; since: string };

export function decreaseRule(
  subscription: Pick<Subscription, 'source' | 'cancellationAllowedUntil'>,
  now: number = Date.now(),
): DecreaseRule {
  const until = subscription.cancellationAllowedUntil;
  if (subscription.source !== 'microsoft' || !until || !Number.isFinite(Date.parse(until))) return { kind: 'any-time' };
  return now <= Date.parse(until) ? { kind: 'until', until } : { kind: 'passed', since: until };
}
