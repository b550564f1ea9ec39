import type { FastifyInstance } from 'fastify';
import { ApiVersions, armCaller } from './arm-access';
import type { CloudState } from './cloud-state';

/**
 * ARM's `Subscriptions_List`: the subscriptions of the token's tenant the app holds a role in (all of them when it
 * has Azure access there, none when it has not, as ARM lists only what the caller may see). The description
 * requires `nextLink`; one page, so it is empty.
 */
export function registerSubscriptionsList(app: FastifyInstance, state: CloudState): void {
  app.get('/subscriptions', async (request, reply) => {
    const claims = armCaller(state, request, reply, ApiVersions.subscriptions);
    if (!claims) return reply;
    const tenant = state.tenant(claims.tid);
    const visible = tenant && tenant.access.azure ? tenant.azureSubscriptions : [];
    return {
      value: visible.map((subscription) => ({
        id: `/subscriptions/${subscription.subscriptionId}`,
        subscriptionId: subscription.subscriptionId,
        tenantId: tenant!.id,
        displayName: subscription.displayName,
        state: subscription.state,
        subscriptionPolicies: {
          locationPlacementId: 'Public_2014-09-01',
          quotaId: 'CSP_2015-05-01',
          spendingLimit: 'Off',
        },
        authorizationSource: 'RoleBased',
      })),
      nextLink: '',
    };
  });
}
