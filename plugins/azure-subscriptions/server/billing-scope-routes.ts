import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { HttpError, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import { BillingScopeChange, CustomerBillingScope } from '../contract';
import type { BillingScopes } from './billing-scopes';

const PATH = '/api/azure-subscriptions/admin/customers/:customerId/billing-scope';
const Params = z.object({ customerId: z.string().check(z.minLength(1), z.maxLength(100)) });
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator' };

/** The billing scope decides what a customer pays for: the provider's setting, not a customer administrator's. */
function providerAdmin(user: RequestUser | null) {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return { userId: user.userId, name: user.userName };
}

/**
 * A customer's billing scope, the customer editor's "Azure plan" section: read, set and remove, each change in the
 * customer's audit log. With a scope and a Microsoft connection, the customer's requests are created through Azure.
 */
export function billingScopeRoutes(api: ServerPluginApi, scopes: BillingScopes): void {
  const guard = (request: FastifyRequest) => void providerAdmin(api.currentUser(request));
  const answer = (customerId: string) => ({ customerId, billingScope: scopes.of(customerId) });
  const change = (user: RequestUser | null, customerId: string, next: string | null) => {
    const actor = providerAdmin(user);
    const before = scopes.of(customerId);
    if (next) scopes.set(customerId, next);
    else scopes.remove(customerId);
    api.auditCustomer(customerId, actor, {
      action: next ? 'billing-scope.set' : 'billing-scope.remove',
      targetType: 'customer',
      targetId: customerId,
      before,
      after: next,
    });
    return answer(customerId);
  };

  api.route({
    method: 'GET',
    url: PATH,
    guard,
    summary: "A customer's billing scope for new Azure subscriptions (null when none); provider administrators only",
    params: Params,
    response: CustomerBillingScope,
    errors: REFUSALS,
    handler: ({ user, params, reply }) => {
      providerAdmin(user);
      reply.header('Cache-Control', 'no-store');
      return answer(params.customerId);
    },
  });

  api.route({
    method: 'PUT',
    url: PATH,
    guard,
    summary: "Sets a customer's billing scope (audited); provider administrators only",
    params: Params,
    body: BillingScopeChange,
    response: CustomerBillingScope,
    errors: { ...REFUSALS, 400: 'Not a billing scope; nothing written' },
    handler: ({ user, params, body }) => change(user, params.customerId, body.billingScope.trim()),
  });

  api.route({
    method: 'DELETE',
    url: PATH,
    guard,
    summary: "Removes a customer's billing scope (audited): new requests wait for the provisioning route again",
    params: Params,
    response: CustomerBillingScope,
    errors: REFUSALS,
    handler: ({ user, params }) => change(user, params.customerId, null),
  });
}
