import type { FastifyInstance } from 'fastify';
import { ApiVersions, armCaller } from './arm-access';
import type { AliasRecord, CloudState } from './cloud-state';
import { sendError } from './errors';
import { stableId } from './stable-id';

interface PutAliasRequest {
  properties?: { displayName?: string; workload?: string; billingScope?: string; subscriptionId?: string };
}

const WORKLOADS = ['Production', 'DevTest'];

function aliasResource(state: CloudState, alias: AliasRecord) {
  const provisioningState = state.now() < alias.readyAt ? 'Accepted' : alias.outcome;
  return {
    id: `/providers/Microsoft.Subscription/aliases/${alias.name}`,
    name: alias.name,
    type: 'Microsoft.Subscription/aliases',
    properties: {
      provisioningState,
      ...(provisioningState === 'Succeeded' ? { subscriptionId: alias.subscriptionId } : {}),
      displayName: alias.displayName,
      billingScope: alias.billingScope,
      workload: alias.workload,
      createdTime: alias.createdTime,
    },
  };
}

/** A subscription whose alias has succeeded becomes a real (empty) subscription of the customer's tenant. */
function settle(state: CloudState, alias: AliasRecord): void {
  if (state.now() < alias.readyAt || alias.outcome !== 'Succeeded' || state.azureSubscription(alias.subscriptionId))
    return;
  state.tenant(alias.tenantId)?.azureSubscriptions.push({
    subscriptionId: alias.subscriptionId,
    displayName: alias.displayName,
    state: 'Enabled',
    resources: [],
    recommendations: [],
    costs: [],
    currency: 'EUR',
  });
}

/**
 * The subscription alias API: a new subscription under a customer's billing scope (its Azure plan), created
 * asynchronously (Accepted, then Succeeded or Failed; GET polls). Callers: the partner tenant (which holds the
 * billing account) or the customer's own tenant. `state.failAlias` makes the next provisioning fail.
 */
export function registerSubscriptionAliases(app: FastifyInstance, state: CloudState): void {
  app.put<{ Params: { alias: string }; Body: PutAliasRequest }>(
    '/providers/Microsoft.Subscription/aliases/:alias',
    async (request, reply) => {
      const claims = armCaller(state, request, reply, ApiVersions.subscriptionAlias);
      if (!claims) return reply;
      const existing = state.aliases.get(request.params.alias);
      if (existing) return reply.code(200).send(aliasResource(state, existing));
      const p = request.body?.properties ?? {};
      if (!p.displayName?.trim() || p.displayName.length > 64)
        return sendError(
          reply,
          'arm',
          400,
          'InvalidSubscriptionDisplayName',
          'The display name is required and has at most 64 characters.',
        );
      if (!p.workload || !WORKLOADS.includes(p.workload))
        return sendError(reply, 'arm', 400, 'InvalidWorkload', `The workload must be ${WORKLOADS.join(' or ')}.`);
      const customer = state.seed.tenants.find(
        (t) => t.billingScope && t.billingScope.toLowerCase() === p.billingScope?.toLowerCase(),
      );
      if (!customer)
        return sendError(
          reply,
          'arm',
          404,
          'BillingScopeNotFound',
          `The billing scope '${p.billingScope ?? ''}' does not exist.`,
        );
      if (claims.tid !== state.seed.partnerTenantId && claims.tid !== customer.id) {
        return sendError(
          reply,
          'arm',
          403,
          'AuthorizationFailed',
          `The client '${claims.appid}' does not have authorization to create subscriptions under billing scope '${p.billingScope}'.`,
        );
      }
      const alias: AliasRecord = {
        name: request.params.alias,
        tenantId: customer.id,
        displayName: p.displayName.trim(),
        workload: p.workload,
        billingScope: customer.billingScope as string,
        subscriptionId: stableId(`alias/${request.params.alias}`),
        createdTime: new Date(state.now()).toISOString(),
        readyAt: state.now() + state.aliasProvisioningMs,
        outcome: state.failAlias ? 'Failed' : 'Succeeded',
      };
      state.failAlias = false;
      state.aliases.set(alias.name, alias);
      return reply
        .code(201)
        .header('retry-after', String(Math.ceil(state.aliasProvisioningMs / 1000)))
        .send(aliasResource(state, alias));
    },
  );

  app.get<{ Params: { alias: string } }>('/providers/Microsoft.Subscription/aliases/:alias', async (request, reply) => {
    const claims = armCaller(state, request, reply, ApiVersions.subscriptionAlias);
    if (!claims) return reply;
    const alias = state.aliases.get(request.params.alias);
    if (!alias || (claims.tid !== state.seed.partnerTenantId && claims.tid !== alias.tenantId)) {
      return sendError(reply, 'arm', 404, 'ResourceNotFound', `The alias '${request.params.alias}' was not found.`);
    }
    settle(state, alias);
    return aliasResource(state, alias);
  });
}
