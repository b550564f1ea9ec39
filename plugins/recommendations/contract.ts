import * as z from 'zod/mini';

/** The lifecycle states of a recommendation. Planned is shown as "consented". */
export const RECOMMENDATION_STATES = [
  'New', 'Approved', 'AcceptedByCustomer', 'Planned', 'Pending', 'Finished', 'Declined',
] as const;
export type RecommendationState = (typeof RECOMMENDATION_STATES)[number];

/** States in which the customer may still accept or decline. */
export const DECIDABLE_RECOMMENDATION_STATES: readonly RecommendationState[] = ['New', 'Approved'];

export const Recommendation = z.object({
  id: z.string(),
  resourceName: z.string(),
  description: z.string(),
  /** ISO 8601. */
  modifiedDate: z.string(),
  subscriptionName: z.string(),
  state: z.enum(RECOMMENDATION_STATES),
  /** The moment the customer chose for the change (ISO 8601), once accepted. */
  applyAt: z.nullable(z.string()),
});
export type Recommendation = z.infer<typeof Recommendation>;

/** GET /api/recommendations: the active customer's recommendations. */
export const RecommendationList = z.array(Recommendation);

/**
 * POST /api/recommendations/{id}/accept (CSRF): state becomes AcceptedByCustomer with the chosen moment.
 * 200 with the recommendation; 400 for bad input or a moment not in the future; 404 for another
 * customer's id; 409 when the state no longer allows a decision.
 */
export const AcceptRecommendationRequest = z.object({
  applyAt: z.iso.datetime({ offset: true }),
});
export type AcceptRecommendationRequest = z.infer<typeof AcceptRecommendationRequest>;

/** POST /api/recommendations/{id}/decline (CSRF): recorded only; the state stays as it was. 200 with the recommendation. */
export const DeclineRecommendationRequest = z.object({
  reason: z.optional(z.string().check(z.maxLength(1000))),
});
export type DeclineRecommendationRequest = z.infer<typeof DeclineRecommendationRequest>;

/** A moment for an accepted change must lie in the future (checked by client and server). */
export function isFutureMoment(iso: string, now: number): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time > now;
}

export const RecommendationPaths = {
  list: '/api/recommendations',
  accept: (id: string) => `/api/recommendations/${encodeURIComponent(id)}/accept`,
  decline: (id: string) => `/api/recommendations/${encodeURIComponent(id)}/decline`,
} as const;
