import * as z from 'zod/mini';
import { RECOMMENDATION_IMPACTS, type EstimatedSavings, type RecommendationImpact } from '../../contract';

/** A cost recommendation as Advisor reports it, in the terms of the portal's table. */
export interface AdvisorRecord {
  /** Advisor's id of the recommendation (its ARM resource id): what a sync upserts by. */
  advisorId: string;
  resourceName: string;
  description: string;
  subscriptionId: string;
  subscriptionName: string;
  impact: RecommendationImpact | null;
  savings: EstimatedSavings | null;
  /** When Advisor last updated it (ISO 8601). */
  lastUpdated: string;
}

/** An Azure subscription of the customer, as ARM's subscription list names it. */
export interface AzureSubscriptionRef {
  subscriptionId: string;
  displayName: string;
}

const text = z.optional(z.string());

/** The parts of Advisor's `ResourceRecommendationBase` the portal reads; the rest is Microsoft's business. */
const AdvisorItem = z.object({
  id: z.string().check(z.minLength(1)),
  name: text,
  properties: z.object({
    category: text,
    impact: text,
    impactedField: text,
    impactedValue: text,
    lastUpdated: text,
    shortDescription: z.optional(z.object({ problem: text, solution: text })),
    extendedProperties: z.optional(z.record(z.string(), z.unknown())),
  }),
});
type AdvisorItem = z.infer<typeof AdvisorItem>;

const SubscriptionItem = z.object({
  subscriptionId: z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/)),
  displayName: text,
  state: text,
});

/** A number Advisor sends as text ("2472") or as a number; null when it is neither or negative. */
function amountOf(value: unknown): number | null {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) / 100 : null;
}

/** The yearly saving when Advisor gives one, else its (monthly) savingsAmount; null without a currency. */
export function savingsOf(extended: Record<string, unknown> | undefined): EstimatedSavings | null {
  const currency = typeof extended?.savingsCurrency === 'string' ? extended.savingsCurrency.toUpperCase() : null;
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return null;
  const yearly = amountOf(extended?.annualSavingsAmount);
  if (yearly !== null) return { amount: yearly, currency, period: 'year' };
  const monthly = amountOf(extended?.savingsAmount);
  return monthly === null ? null : { amount: monthly, currency, period: 'month' };
}

function recordOf(subscription: AzureSubscriptionRef, item: AdvisorItem, fetchedAt: string): AdvisorRecord {
  const { properties } = item;
  const { problem, solution } = properties.shortDescription ?? {};
  const impact = RECOMMENDATION_IMPACTS.find((value) => value === properties.impact) ?? null;
  const lastUpdated = properties.lastUpdated && Number.isFinite(Date.parse(properties.lastUpdated));
  return {
    advisorId: item.id,
    resourceName: properties.impactedValue || item.name || item.id,
    // Advisor words the problem and its remedy apart; the portal shows one description.
    description:
      [problem, solution].filter((part) => part && part.trim()).join(': ') || 'Azure Advisor cost recommendation',
    subscriptionId: subscription.subscriptionId,
    subscriptionName: subscription.displayName,
    impact,
    savings: savingsOf(properties.extendedProperties),
    lastUpdated: lastUpdated ? new Date(properties.lastUpdated!).toISOString() : fetchedAt,
  };
}

/**
 * The Cost recommendations of one subscription's Advisor answer (`Recommendations_List`); items of another
 * category or of a shape the portal cannot read are left out, not the whole answer.
 */
export function advisorRecords(
  subscription: AzureSubscriptionRef,
  answer: unknown,
  fetchedAt: string,
): AdvisorRecord[] {
  const value = (answer as { value?: unknown } | null)?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const item = AdvisorItem.safeParse(raw);
    if (!item.success || item.data.properties.category?.toLowerCase() !== 'cost') return [];
    return [recordOf(subscription, item.data, fetchedAt)];
  });
}

/** The subscriptions of ARM's subscription list (`Subscriptions_List`) that are not disabled. */
export function azureSubscriptions(answer: unknown): AzureSubscriptionRef[] {
  const value = (answer as { value?: unknown } | null)?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const item = SubscriptionItem.safeParse(raw);
    if (!item.success || item.data.state === 'Disabled') return [];
    return [
      {
        subscriptionId: item.data.subscriptionId.toLowerCase(),
        displayName: item.data.displayName || item.data.subscriptionId,
      },
    ];
  });
}

/** The next page's address of an ARM list answer, or null. */
export function nextLinkOf(answer: unknown): string | null {
  const link = (answer as { nextLink?: unknown } | null)?.nextLink;
  return typeof link === 'string' && link !== '' ? link : null;
}
