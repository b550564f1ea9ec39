import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer } from './bearer';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import type { Tenant, TenantSku } from './model';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The tenant the Graph token is for, when the app holds its Graph permissions there; otherwise the refusal is sent. */
function graphTenant(state: CloudState, request: FastifyRequest, reply: FastifyReply): Tenant | null {
  const claims = bearer(state, request, reply, 'graph');
  if (!claims) return null;
  const tenant = state.tenant(claims.tid);
  if (!tenant?.access.graph) {
    sendError(reply, 'graph', 403, 'Authorization_RequestDenied', 'Insufficient privileges to complete the operation.');
    return null;
  }
  return tenant;
}

function subscribedSku(tenant: Tenant, sku: TenantSku) {
  return {
    accountId: tenant.id,
    accountName: tenant.displayName,
    appliesTo: 'User',
    capabilityStatus: 'Enabled',
    consumedUnits: sku.consumedUnits,
    id: `${tenant.id}_${sku.skuId}`,
    prepaidUnits: { enabled: sku.prepaidEnabled, lockedOut: 0, suspended: 0, warning: 0 },
    servicePlans: [],
    skuId: sku.skuId,
    skuPartNumber: sku.skuPartNumber,
    subscriptionIds: sku.subscriptionIds,
  };
}

/** Microsoft Graph v1.0: the tenant's licences (`subscribedSkus`) and a user by id or UPN (the owner of a new Azure subscription). */
export function registerGraph(app: FastifyInstance, state: CloudState): void {
  app.get('/v1.0/subscribedSkus', async (request, reply) => {
    const tenant = graphTenant(state, request, reply);
    if (!tenant) return reply;
    return {
      '@odata.context': `${origin(request)}/v1.0/$metadata#subscribedSkus`,
      value: tenant.skus.map((sku) => subscribedSku(tenant, sku)),
    };
  });

  app.get<{ Params: { user: string } }>('/v1.0/users/:user', async (request, reply) => {
    const tenant = graphTenant(state, request, reply);
    if (!tenant) return reply;
    const key = request.params.user.toLowerCase();
    const user = tenant.users.find((u) => u.id === key || u.userPrincipalName.toLowerCase() === key);
    if (!user)
      return sendError(
        reply,
        'graph',
        404,
        'Request_ResourceNotFound',
        `Resource '${request.params.user}' does not exist or one of its queried reference-property objects are not present.`,
      );
    return { '@odata.context': `${origin(request)}/v1.0/$metadata#users/$entity`, ...user };
  });
}
