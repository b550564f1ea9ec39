import type { FastifyInstance } from 'fastify';
import { ApiVersions, armSubscription } from './arm-access';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import type { AdvisorRecommendation, AzureSubscription } from './model';

function recommendation(subscription: AzureSubscription, r: AdvisorRecommendation, lastUpdated: string) {
  const group = subscription.resources.find((x) => x.name === r.impactedValue)?.resourceGroup ?? 'rg-unassigned';
  const resourceId = `/subscriptions/${subscription.subscriptionId}/resourceGroups/${group}/providers/${r.impactedField}/${r.impactedValue}`;
  return {
    id: `${resourceId}/providers/Microsoft.Advisor/recommendations/${r.name}`,
    name: r.name,
    type: 'Microsoft.Advisor/recommendations',
    properties: {
      category: 'Cost',
      impact: r.impact,
      impactedField: r.impactedField,
      impactedValue: r.impactedValue,
      lastUpdated,
      recommendationTypeId: r.recommendationTypeId,
      risk: 'None',
      shortDescription: { problem: r.problem, solution: r.solution },
      extendedProperties: {
        annualSavingsAmount: String(r.annualSavingsAmount),
        savingsAmount: String(Math.round((r.annualSavingsAmount / 12) * 100) / 100),
        savingsCurrency: r.savingsCurrency,
      },
      resourceMetadata: {
        resourceId,
        source: `/subscriptions/${subscription.subscriptionId}/providers/Microsoft.Advisor`,
      },
    },
  };
}

/** Only the `Category eq '<name>'` filter the portal sends (Advisor supports more; the emulator refuses the rest). */
const CATEGORY_FILTER = /^\s*Category\s+eq\s+'(\w+)'\s*$/i;

/** Azure Advisor: a subscription's recommendations (the emulator holds Cost ones only). */
export function registerAdvisor(app: FastifyInstance, state: CloudState): void {
  app.get<{ Params: { subscriptionId: string }; Querystring: { $filter?: string } }>(
    '/subscriptions/:subscriptionId/providers/Microsoft.Advisor/recommendations',
    async (request, reply) => {
      const found = armSubscription(
        state,
        request,
        reply,
        ApiVersions.advisor,
        'Microsoft.Advisor/recommendations/read',
      );
      if (!found) return reply;
      const filter = request.query.$filter;
      const category = filter === undefined ? 'Cost' : CATEGORY_FILTER.exec(filter)?.[1];
      if (!category)
        return sendError(
          reply,
          'arm',
          400,
          'BadRequest',
          `The emulator supports only the filter "Category eq '<category>'", not: ${filter}`,
        );
      const lastUpdated = new Date(state.now()).toISOString();
      const value =
        category.toLowerCase() === 'cost'
          ? found.subscription.recommendations.map((r) => recommendation(found.subscription, r, lastUpdated))
          : [];
      return { value };
    },
  );
}
