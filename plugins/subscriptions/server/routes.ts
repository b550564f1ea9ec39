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
import { SubscriptionStore } from './store';

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** Office 365 licence subscriptions of the active customer: list them and change a quantity. */
export function subscriptionRoutes(api: ServerPluginApi): void {
  const store = new SubscriptionStore();
  /** The data access of the caller's customer when they may manage licences (403 otherwise), else null. */
  const dataOf = (user: RequestUser | null) => (licenceCustomerOf(user) === null ? null : api.data(user!));

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
      202: 'Quantity above the maximum: not applied, service request created for the quantity asked',
      400: `Not a whole number from ${MIN_LICENCE_QUANTITY} to ${MAX_LICENCE_QUANTITY} (the message gives the reason); nothing written`,
      403: 'No licences permission',
      404: 'Not a subscription of the active customer',
      409: 'The subscription is suspended or disabled: its licences cannot be changed; nothing written',
      422: 'A decrease of a Microsoft subscription after its cancellation window: nothing sent, nothing written',
      503: 'Microsoft did not confirm the change (or is not reachable): try again, the same change is sent (MS-RequestId)',
    },
    handler: async ({ user, params, body, reply }) => {
      const data = dataOf(user);
      const intake = api.use(ServiceRequestIntakePoint, user);
      const microsoft = {
        tenant: async () => (await api.use(MicrosoftCloudPoint, user)?.forCustomer(data!.customerId)) ?? null,
        audit: (entry: PluginAuditEntry) => api.audit(user!, entry),
      };
      const result = await store.changeQuantity(params.id, data, user!, body.quantity, intake, microsoft);
      return reply.code(result.outcome === 'service-request' ? 202 : 200).send(result);
    },
  });
}
