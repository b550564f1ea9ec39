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

/** Where a recommendation comes from: the provider's own table, or Azure Advisor through the sync. */
export const RECOMMENDATION_SOURCES = ['portal', 'advisor'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

/** Advisor's impact of a recommendation. */
export const RECOMMENDATION_IMPACTS = ['High', 'Medium', 'Low'] as const;
export type RecommendationImpact = (typeof RECOMMENDATION_IMPACTS)[number];

/** The states the provider moves a recommendation to, each from the states it may come from. */
export const PROVIDER_MOVES = {
  Approved: ['New'],
  Planned: ['AcceptedByCustomer'],
  Pending: ['AcceptedByCustomer', 'Planned'],
  Finished: ['AcceptedByCustomer', 'Planned', 'Pending'],
} as const satisfies Record<string, readonly RecommendationState[]>;
export type ProviderTarget = keyof typeof PROVIDER_MOVES;
export const PROVIDER_TARGETS = Object.keys(PROVIDER_MOVES) as ProviderTarget[];

/** The moves the provider may make from a state (none from New's customer decisions or the end states). */
export const providerMovesFrom = (state: RecommendationState): ProviderTarget[] =>
  PROVIDER_TARGETS.filter((target) => (PROVIDER_MOVES[target] as readonly RecommendationState[]).includes(state));

/** A recommendation as the provider's administration sees it. */
export const ProviderRecommendation = z.object({
  ...Recommendation.shape,
  source: z.enum(RECOMMENDATION_SOURCES),
  impact: z.nullable(z.enum(RECOMMENDATION_IMPACTS)),
  /** Since when Advisor no longer reports it (ISO 8601): applied or withdrawn; null while it does, or for the portal's own. */
  goneSince: z.nullable(z.string()),
  /** The service request the customer's acceptance filed for the provider, once filed. */
  serviceRequestNumber: z.nullable(z.string()),
});
export type ProviderRecommendation = z.infer<typeof ProviderRecommendation>;

/**
 * A customer's approval rule: New recommendations from Advisor that meet every condition given are approved,
 * those there now when the rule is saved and those a sync brings later. At least one condition.
 */
export const ApprovalRule = z
  .object({
    /** Yearly savings at least this amount, in `currency` (a monthly figure counts twelve times). */
    minYearlySavings: z.nullable(
      z.number().check(z.gte(0), z.lte(1_000_000_000), z.refine(Number.isFinite, 'must be a finite number')),
    ),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR')),
    /** Only these impacts; empty: any impact. */
    impacts: z.array(z.enum(RECOMMENDATION_IMPACTS)).check(z.maxLength(RECOMMENDATION_IMPACTS.length)),
  })
  .check(
    z.refine((rule) => rule.minYearlySavings !== null || rule.impacts.length > 0, {
      message: 'a rule needs a minimum yearly saving or at least one impact',
    }),
  );
export type ApprovalRule = z.infer<typeof ApprovalRule>;

/** GET /api/recommendations/admin/customers/{customerId}: the customer's recommendations and approval rule. */
export const ProviderRecommendations = z.object({
  recommendations: z.array(ProviderRecommendation),
  rule: z.nullable(ApprovalRule),
});
export type ProviderRecommendations = z.infer<typeof ProviderRecommendations>;

/** POST /api/recommendations/admin/customers/{customerId}/{id}/state (CSRF): the provider's move; 409 when not allowed from the state now. */
export const ProviderStateChange = z.object({
  state: z.enum(PROVIDER_TARGETS as [ProviderTarget, ...ProviderTarget[]]),
});
export type ProviderStateChange = z.infer<typeof ProviderStateChange>;

/** PUT /api/recommendations/admin/customers/{customerId}/rule (CSRF): the rule is saved and applied; how many it approved now. */
export const ApprovalRuleSaved = z.object({ rule: ApprovalRule, approved: z.number() });
export type ApprovalRuleSaved = z.infer<typeof ApprovalRuleSaved>;

const adminBase = (customerId: string) => `/api/recommendations/admin/customers/${encodeURIComponent(customerId)}`;

/** The administration's calls (provider administrators only); the server's route patterns are RecommendationAdminRoutes. */
export const RecommendationAdminPaths = {
  list: adminBase,
  state: (customerId: string, id: string) => `${adminBase(customerId)}/${encodeURIComponent(id)}/state`,
  rule: (customerId: string) => `${adminBase(customerId)}/rule`,
} as const;

export const RecommendationAdminRoutes = {
  list: '/api/recommendations/admin/customers/:customerId',
  state: '/api/recommendations/admin/customers/:customerId/:id/state',
  rule: '/api/recommendations/admin/customers/:customerId/rule',
} as const;
