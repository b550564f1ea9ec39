import * as z from 'zod/mini';

/** An Office 365 licence subscription of the active customer. Dates are ISO 8601 or null. */
export const Subscription = z.object({
  id: z.string(),
  productName: z.string(),
  status: z.string(),
  autoRenewDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  quantity: z.number(),
  /** Above this quantity a change is not applied; a service request is created instead. */
  maxQuantity: z.number(),
});
export type Subscription = z.infer<typeof Subscription>;

/** GET /api/subscriptions: the active customer's subscriptions. */
export const SubscriptionList = z.array(Subscription);

export const MIN_LICENCE_QUANTITY = 1;
export const MAX_LICENCE_QUANTITY = 100000;

/** PUT /api/subscriptions/{id}/quantity (CSRF). */
export const QuantityChangeRequest = z.object({
  quantity: z.int().check(z.gte(MIN_LICENCE_QUANTITY), z.lte(MAX_LICENCE_QUANTITY)),
});
export type QuantityChangeRequest = z.infer<typeof QuantityChangeRequest>;

/**
 * 200 { outcome: 'updated', subscription } when applied; 202 { outcome: 'service-request',
 * serviceRequestNumber } when the quantity is above maxQuantity (nothing applied, a request stored).
 * 400 for bad input, 404 for a subscription of another customer.
 */
export const QuantityChangeResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('updated'), subscription: Subscription }),
  z.object({ outcome: z.literal('service-request'), serviceRequestNumber: z.string() }),
]);
export type QuantityChangeResult = z.infer<typeof QuantityChangeResult>;

export const SubscriptionPaths = {
  list: '/api/subscriptions',
  quantity: (id: string) => `/api/subscriptions/${encodeURIComponent(id)}/quantity`,
} as const;
