import * as z from 'zod/mini';
import {
  MicrosoftCloudPoint,
  ServiceRequestIntakePoint,
  type PluginAuditEntry,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import {
  MAX_LICENCE_QUANTITY,
  MIN_LICENCE_QUANTITY,
  PublishedQuantityChangeResult,
  PublishedSubscriptionList,
  QuantityChangeRequest,
  SubscriptionPaths,
} from '../contract';
import { licenceCustomerOf } from './access';
import { increaseQuestion, licenceIncreaseKind } from './licence-sign-off';
import { SubscriptionStore } from './store';

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Office 365 licence subscriptions of the active customer: list them and change a quantity. */
export function subscriptionRoutes(api: ServerPluginApi): void {
  const store = new SubscriptionStore();
  /** The data access of the caller's customer when they may manage licences (403 otherwise), else null. */
  const dataOf = (user: RequestUser | null) => (licenceCustomerOf(user) === null ? null : api.data(user!));
  /** The change as the spec makes it: applied, sent to Microsoft, or above the maximum a service request. */
  const change = (user: RequestUser, id: string, quantity: number) => {
    const data = dataOf(user);
    const intake = api.use(ServiceRequestIntakePoint, user);
    const microsoft = {
      tenant: async () => (await api.use(MicrosoftCloudPoint, user)?.forCustomer(data!.customerId)) ?? null,
      audit: (entry: PluginAuditEntry) => api.audit(user, entry),
    };
    return store.changeQuantity(id, data, user, quantity, intake, microsoft);
  };
  api.signOffs.declare(
    licenceIncreaseKind(async (requester, id, quantity) => ({
      productName: store.changeable(id, dataOf(requester)).product_name,
      result: await change(requester, id, quantity),
    })),
  );

  api.route({
    method: 'GET',
    url: SubscriptionPaths.list,
    summary: "The active customer's Office 365 licence subscriptions",
    response: PublishedSubscriptionList,
    errors: { 403: 'The user lacks the licences permission' },
    handler: ({ user }) => {
      const data = dataOf(user);
      return data === null ? [] : store.list(data);
    },
  });

  api.route({
    method: 'PUT',
    url: '/api/subscriptions/:id/quantity',
    summary: 'Changes the licence quantity; above the maximum a service request is created instead (202)',
    params: IdParams,
    body: QuantityChangeRequest,
    response: PublishedQuantityChangeResult,
    errors: {
      202: "Quantity above the maximum: not applied, service request created for the quantity asked; or the customer's sign-off rule covers the increase: waiting for sign-off, nothing applied or sent",
      400: `Not a whole number from ${MIN_LICENCE_QUANTITY} to ${MAX_LICENCE_QUANTITY} (the message gives the reason); nothing written`,
      403: 'No licences permission',
      404: 'Not a subscription of the active customer',
      409: 'The subscription is suspended or disabled: its licences cannot be changed; nothing written',
      422: 'A decrease of a Microsoft subscription after its cancellation window: nothing sent, nothing written',
      503: 'Microsoft did not confirm the change (or is not reachable): try again, the same change is sent (MS-RequestId)',
    },
    handler: async ({ user, params, body, reply }) => {
      const data = dataOf(user);
      const row = store.changeable(params.id, data);
      if (body.quantity > row.quantity) {
        const gate = api.signOffs.requireSignOff(user!, increaseQuestion(row, body.quantity));
        if (gate.status === 'waiting') return reply.code(202).send({ outcome: 'sign-off', signOff: gate.signOff });
      }
      const result = await change(user!, params.id, body.quantity);
      return reply.code(result.outcome === 'service-request' ? 202 : 200).send(result);
    },
  });
}
