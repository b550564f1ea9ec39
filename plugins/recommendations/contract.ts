import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** The lifecycle states of a recommendation. Planned is shown as "consented". */
export const RECOMMENDATION_STATES = [
  'New',
  'Approved',
  'AcceptedByCustomer',
  'Planned',
  'Pending',
  'Finished',
  'Declined',
] as const;
export type RecommendationState = (typeof RECOMMENDATION_STATES)[number];

/** States in which the customer may still accept or decline. */
export const DECIDABLE_RECOMMENDATION_STATES: readonly RecommendationState[] = ['New', 'Approved'];

/** How often the estimated saving recurs. */
export const SAVINGS_PERIODS = ['month', 'year'] as const;
export type SavingsPeriod = (typeof SAVINGS_PERIODS)[number];

/** What carrying out a recommendation is estimated to save: an amount of money per period. */
export const EstimatedSavings = z.object({
  amount: z.number().check(z.gte(0), z.refine(Number.isFinite, 'must be a finite number')),
  /** ISO 4217, e.g. EUR. */
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR')),
  period: z.enum(SAVINGS_PERIODS),
});
export type EstimatedSavings = z.infer<typeof EstimatedSavings>;

/** A recommendation as the server publishes it. `estimatedSavings` is optional: not every advice has a figure. */
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
  estimatedSavings: z.optional(z.nullable(EstimatedSavings)),
});

/**
 * A recommendation as the browser reads it: savings it cannot use (an unknown period, text for the amount)
 * are dropped rather than the recommendation, which is still worth deciding on.
 */
export const RecommendationEntry = z.object({
  ...Recommendation.shape,
  estimatedSavings: lenient(z.nullable(EstimatedSavings), null),
});
export type Recommendation = Omit<z.output<typeof RecommendationEntry>, 'estimatedSavings'> & {
  estimatedSavings?: EstimatedSavings | null;
};

/** GET /api/recommendations as the server documents it. */
export const PublishedRecommendationList = z.array(Recommendation);
/** GET /api/recommendations: the active customer's recommendations, as the browser reads them. */
export const RecommendationList = z.array(RecommendationEntry);

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

/**
 * The stored data of a recommendations action, as the administration saves it (the menu editor's server-side check): the
 * type has no settings, so nothing but the optional type name.
 */
export const RecommendationsData = z.strictObject({ actionType: z.optional(z.literal('recommendations')) });
