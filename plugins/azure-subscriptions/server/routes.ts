import * as z from 'zod/mini';
import { MicrosoftCloudPoint, type RequestUser, type ServerPluginApi } from '../../../server/plugin-api';
import {
  AzureSubscription,
  AzureSubscriptionPaths,
  AzureSubscriptionRequest,
  NAME_MAX_LENGTH,
  PublishedAzureSubscriptionList,
  ProvisioningUpdate,
} from '../contract';
import { customerOf, requestingCustomerOf } from './access';
import { azureRequestKind, azureRequestQuestion } from './request-sign-off';
import { billingScopeRoutes } from './billing-scope-routes';
import { BillingScopes } from './billing-scopes';
import { ProvisioningJobRunner, PROVISIONING_EVERY_MS, type Connect } from './provisioning-job';
import { PROVISIONING_TOKEN_VARIABLE, checkProvisioningToken } from './provisioning-token';
import { AzureSubscriptionStore } from './store';

type ErrorLog = { error(object: object, message: string): void };
/** A signed-off request has no request log: a failed first step is retried (and reported) by the schedule. */
const quiet: ErrorLog = { error: () => undefined };

const NumberParams = z.object({
  number: z.string().check(z.regex(/^AZ-\d{6,}$/, 'must be a request number such as AZ-000042')),
});

/** The active customer's Azure subscriptions, requests for new ones, and the provisioning's reports. */
export function azureSubscriptionRoutes(api: ServerPluginApi): void {
  const store = new AzureSubscriptionStore(api);
  const scopes = new BillingScopes(api.crossCustomerData());
  billingScopeRoutes(api, scopes);
  const connect: Connect = async (customerId) =>
    (await api.use(MicrosoftCloudPoint, null)?.forCustomer(customerId)) ?? null;
  const runner = new ProvisioningJobRunner(api.crossCustomerData(), connect);
  api.schedule({
    name: 'provisioning',
    everyMs: PROVISIONING_EVERY_MS,
    run: () => (api.running ? runner.run() : undefined),
  });

  /** With a billing scope and a Microsoft connection to the request's tenant, Azure creates the subscription. */
  const azureFor = async (customerId: string, tenantId: string) => {
    const billingScope = scopes.of(customerId);
    if (!billingScope) return null;
    const tenant = await connect(customerId);
    return tenant?.tenantId.toLowerCase() === tenantId.toLowerCase() ? { billingScope } : null;
  };

  /** The request as the spec makes it: stored with its number and, with a connection, created at Azure. */
  const create = async (user: RequestUser, body: AzureSubscriptionRequest, log: ErrorLog = quiet) => {
    const azure = await azureFor(requestingCustomerOf(user), body.tenantId);
    const created = store.request(user, body, azure);
    // The work itself runs beside the request: its first step starts now, the schedule carries it on.
    if (azure) runner.run().catch((error: unknown) => log.error({ err: error }, 'Azure subscription provisioning'));
    return created;
  };
  api.signOffs.declare(azureRequestKind(create));

  api.route({
    method: 'GET',
    url: AzureSubscriptionPaths.list,
    summary: "The active customer's Azure subscriptions, with the requests made through the portal and their state",
    response: PublishedAzureSubscriptionList,
    handler: ({ user }) => {
      customerOf(user);
      return store.list(user!);
    },
  });

  api.route({
    method: 'POST',
    url: AzureSubscriptionPaths.request,
    summary: "Requests a new Azure subscription in one of the account's tenants (a tracked request with a number)",
    body: AzureSubscriptionRequest,
    response: AzureSubscription,
    status: 201,
    errors: {
      202: "The customer's sign-off rule covers the request: waiting for sign-off ({ outcome: 'sign-off', signOff }); nothing stored or sent to Azure yet",
      400: `Name (1 to ${NAME_MAX_LENGTH} letters, digits, spaces, - _ . ( )) or owner (a user principal name) not valid; nothing written`,
      403: 'The user lacks the azure permission',
      404: "The tenant is not one of the account's tenants",
      409: 'The tenant already has a requested, being created or active subscription of that name; nothing written',
    },
    handler: async ({ user, body, reply, request }) => {
      requestingCustomerOf(user);
      const tenant = api.accountTenants(user!).find((t) => t.tenantId === body.tenantId);
      // Unknown tenants are refused as before (the store says so); a rule never holds a request it would refuse.
      if (tenant) {
        const gate = api.signOffs.requireSignOff(user!, azureRequestQuestion(body, tenant.tenantName));
        if (gate.status === 'waiting') return reply.code(202).send({ outcome: 'sign-off', signOff: gate.signOff });
      }
      return reply.code(201).send(await create(user!, body, request.log));
    },
  });

  api.route({
    method: 'POST',
    url: '/api/azure-subscriptions/provisioning/:number',
    summary:
      "The provider's provisioning reports a request as being created, active (with its subscription id) or failed",
    access: 'machine',
    legacyToken: { variable: PROVISIONING_TOKEN_VARIABLE, check: (request) => checkProvisioningToken(request) },
    params: NumberParams,
    body: ProvisioningUpdate,
    response: AzureSubscription,
    errors: {
      401: 'No or a wrong bearer token (Authorization: Bearer <API key>, or the deprecated AZURE_PROVISIONING_TOKEN)',
      403: "The API key does not open this route, or is limited to another customer than the request's",
      404: 'No request with that number',
      409: 'The request is already active or failed, or the subscription id belongs to another subscription',
      503: 'Called without an API key while AZURE_PROVISIONING_TOKEN is not configured',
    },
    handler: ({ params, body, request }) =>
      store.provision(params.number, body, (customerId) => api.requireMachineCustomer(request, customerId)),
  });
}
