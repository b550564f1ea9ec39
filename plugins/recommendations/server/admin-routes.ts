import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { ServerPluginApi } from '../../../server/plugin-api';
import {
  ApprovalRule,
  ApprovalRuleSaved,
  ProviderRecommendation,
  ProviderRecommendations,
  ProviderStateChange,
  RecommendationAdminRoutes,
} from '../contract';
import { requireProviderAdmin } from './provider-admin';
import { ProviderRecommendationStore } from './provider-store';

const tags = ['recommendations', 'admin'];
const customerId = z.string().check(z.minLength(1), z.maxLength(100));
const CustomerParams = z.object({ customerId });
const RecommendationParams = z.object({ customerId, id: z.string().check(z.minLength(1), z.maxLength(100)) });
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator' };

/**
 * The administration's recommendations of a customer (its customer editor's section): the list with each one's
 * source, the provider's moves (approve; Planned, Pending, Finished as the work goes) and the approval rule.
 * The guard refuses anyone but a provider administrator before the input is read.
 */
export function recommendationAdminRoutes(api: ServerPluginApi): void {
  const store = new ProviderRecommendationStore(api.crossCustomerData(), (customer, actor, entry) =>
    api.auditCustomer(customer, actor, entry),
  );
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));

  api.route({
    method: 'GET',
    url: RecommendationAdminRoutes.list,
    tags,
    guard,
    summary: "A customer's recommendations with their source, and its approval rule; provider administrators only",
    params: CustomerParams,
    response: ProviderRecommendations,
    errors: REFUSALS,
    handler: ({ user, params, reply }) => {
      requireProviderAdmin(user);
      reply.header('Cache-Control', 'no-store');
      return store.list(params.customerId);
    },
  });

  api.route({
    method: 'POST',
    url: RecommendationAdminRoutes.state,
    tags,
    guard,
    summary: "The provider's move of a recommendation: New to Approved; once accepted, Planned, Pending, Finished",
    params: RecommendationParams,
    body: ProviderStateChange,
    response: ProviderRecommendation,
    errors: { ...REFUSALS, 404: 'Not a recommendation of the customer', 409: 'Not allowed from the state it is in' },
    handler: ({ user, params, body }) =>
      store.move(params.customerId, params.id, body.state, requireProviderAdmin(user)),
  });

  api.route({
    method: 'PUT',
    url: RecommendationAdminRoutes.rule,
    tags,
    guard,
    summary: "Saves the customer's approval rule and approves the New recommendations from Advisor that meet it",
    params: CustomerParams,
    body: ApprovalRule,
    response: ApprovalRuleSaved,
    errors: REFUSALS,
    handler: ({ user, params, body }) => store.saveRule(params.customerId, body, requireProviderAdmin(user)),
  });

  api.route({
    method: 'DELETE',
    url: RecommendationAdminRoutes.rule,
    tags,
    guard,
    summary: "Removes the customer's approval rule (approvals it made stay); answers the list as GET does",
    params: CustomerParams,
    response: ProviderRecommendations,
    errors: REFUSALS,
    handler: ({ user, params }) => {
      store.removeRule(params.customerId, requireProviderAdmin(user));
      return store.list(params.customerId);
    },
  });
}
