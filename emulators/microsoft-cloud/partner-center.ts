import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer } from './bearer';
import type { CloudState } from './cloud-state';
import { errorBody, sendError } from './errors';
import type { LicenceSubscription } from './model';
import { decideQuantity } from './partner-center-rules';

type CustomerParams = { customer: string };
type SubscriptionParams = CustomerParams & { subscription: string };

const etags = new WeakMap<LicenceSubscription, number>();

function resource(customerId: string, s: LicenceSubscription) {
  const self = `/customers/${customerId}/subscriptions/${s.id}`;
  return {
    id: s.id,
    offerId: s.offerId,
    offerName: s.offerName,
    friendlyName: s.friendlyName,
    quantity: s.quantity,
    unitType: 'Licenses',
    hasPurchasableAddons: false,
    creationDate: s.creationDate,
    effectiveStartDate: s.effectiveStartDate,
    commitmentEndDate: s.commitmentEndDate,
    status: s.status,
    autoRenewEnabled: s.autoRenewEnabled,
    isTrial: false,
    billingType: 'license',
    billingCycle: s.billingCycle,
    termDuration: s.termDuration,
    renewalTermDuration: s.termDuration,
    isMicrosoftProduct: true,
    publisherName: 'Microsoft Corporation',
    productType: { id: 'OnlineServicesNCE', displayName: 'OnlineServicesNCE' },
    refundOptions: [{ type: 'Full', expiresAt: s.cancellationAllowedUntilDate }],
    cancellationAllowedUntilDate: s.cancellationAllowedUntilDate,
    orderId: s.id.replace(/-/g, '').slice(0, 16),
    links: { self: { uri: self, method: 'GET', headers: [] } },
    attributes: { etag: `"${etags.get(s) ?? 1}"`, objectType: 'Subscription' },
    contractType: 'subscription',
  };
}

/** The customer's subscriptions when the token is the partner's and the customer is the partner's; otherwise the refusal is sent. */
function customerLicences(
  state: CloudState,
  request: FastifyRequest<{ Params: CustomerParams }>,
  reply: FastifyReply,
): LicenceSubscription[] | null {
  const claims = bearer(state, request, reply, 'partnerCenter');
  if (!claims) return null;
  if (claims.tid !== state.seed.partnerTenantId) {
    sendError(
      reply,
      'partnerCenter',
      401,
      '401',
      "The token is not from a partner tenant: Partner Center accepts only the partner's own application token.",
    );
    return null;
  }
  const customer = request.params.customer.toLowerCase();
  if (!state.seed.partnerCustomers.includes(customer)) {
    sendError(
      reply,
      'partnerCenter',
      403,
      '20002',
      `The partner ID ${state.seed.partnerTenantId} has no commerce relationship with the customer ID ${customer}.`,
    );
    return null;
  }
  return state.tenant(customer)?.licences ?? [];
}

function findSubscription(
  state: CloudState,
  request: FastifyRequest<{ Params: SubscriptionParams }>,
  reply: FastifyReply,
): LicenceSubscription | null {
  const licences = customerLicences(state, request, reply);
  if (!licences) return null;
  const found = licences.find((s) => s.id === request.params.subscription.toLowerCase());
  if (!found)
    sendError(reply, 'partnerCenter', 404, '20003', `Subscription with ID ${request.params.subscription} not found.`);
  return found ?? null;
}

/**
 * Partner Center REST (v1): a customer's subscriptions, one subscription, and a quantity change under the new
 * commerce rules; a change with an MS-RequestId already seen answers that request's outcome and changes nothing.
 */
export function registerPartnerCenter(app: FastifyInstance, state: CloudState): void {
  app.get<{ Params: CustomerParams }>('/v1/customers/:customer/subscriptions', async (request, reply) => {
    const licences = customerLicences(state, request, reply);
    if (!licences) return reply;
    const customer = request.params.customer.toLowerCase();
    return {
      totalCount: licences.length,
      items: licences.map((s) => resource(customer, s)),
      links: { self: { uri: `/customers/${customer}/subscriptions`, method: 'GET', headers: [] } },
      attributes: { objectType: 'Collection' },
    };
  });

  app.get<{ Params: SubscriptionParams }>(
    '/v1/customers/:customer/subscriptions/:subscription',
    async (request, reply) => {
      const found = findSubscription(state, request, reply);
      return found ? resource(request.params.customer.toLowerCase(), found) : reply;
    },
  );

  app.patch<{ Params: SubscriptionParams; Body: { quantity?: unknown } }>(
    '/v1/customers/:customer/subscriptions/:subscription',
    async (request, reply) => {
      const found = findSubscription(state, request, reply);
      if (!found) return reply;
      const requestId = typeof request.headers['ms-requestid'] === 'string' ? request.headers['ms-requestid'] : null;
      const fingerprint = `${request.url}|${JSON.stringify(request.body?.quantity)}`;
      const kept = requestId ? state.keptAnswers.get(requestId) : undefined;
      if (kept) {
        markReplayed(request);
        if (kept.fingerprint !== fingerprint) {
          return reply
            .code(400)
            .send(
              errorBody(
                'partnerCenter',
                'RequestIdReused',
                `MS-RequestId ${requestId} was used for another request; use a new MS-RequestId for a new change.`,
              ),
            );
        }
        return reply.code(kept.status).send(kept.body);
      }
      const customer = request.params.customer.toLowerCase();
      const decision = decideQuantity(found, request.body?.quantity, state.now());
      let status = 200;
      let body: unknown;
      if (decision.ok) {
        const to = request.body?.quantity as number;
        if (to !== found.quantity) {
          state.quantityChanges.push({
            customerId: customer,
            subscriptionId: found.id,
            from: found.quantity,
            to,
            requestId,
            at: new Date(state.now()).toISOString(),
          });
          found.quantity = to;
          etags.set(found, (etags.get(found) ?? 1) + 1);
          const sku = state.tenant(customer)?.skus.find((s) => s.skuId === found.skuId);
          if (sku) sku.prepaidEnabled = to;
        }
        body = resource(customer, found);
      } else {
        status = decision.status;
        body = errorBody('partnerCenter', decision.code, decision.description);
      }
      if (requestId) state.keptAnswers.set(requestId, { fingerprint, status, body });
      return reply.code(status).send(body);
    },
  );
}

function markReplayed(request: FastifyRequest): void {
  (request as FastifyRequest & { replayed?: boolean }).replayed = true;
}

export function wasReplayed(request: FastifyRequest): boolean {
  return (request as FastifyRequest & { replayed?: boolean }).replayed === true;
}
