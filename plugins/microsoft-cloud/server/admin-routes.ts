import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  MicrosoftCloudError,
  type MicrosoftTenantClient,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import { ConnectionParams, CustomerConnection, MicrosoftCloudRoutes } from '../contract';
import { connectionAnswer } from './connection-answer';
import type { ConnectionStates } from './connection-states';
import type { MicrosoftConnection } from './connection';

const tags = ['microsoft-cloud', 'admin'];
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator', 404: 'No such customer' };

/**
 * The calls "Test connection" makes, each licence-free and read-only: the customer's licences in Graph (consent
 * and Graph access in its tenant), one row of its Azure inventory (Azure access), and its subscriptions in
 * Partner Center (the partner relationship).
 */
export const TEST_CALLS: readonly ((client: MicrosoftTenantClient) => Promise<unknown>)[] = [
  (client) => client.call('graph', { path: '/v1.0/subscribedSkus' }),
  (client) =>
    client.call('arm', {
      method: 'POST',
      path: '/providers/Microsoft.ResourceGraph/resources',
      query: { 'api-version': '2021-03-01' },
      body: { query: 'Resources | limit 1' },
    }),
  (client) =>
    client.call('partnerCenter', { path: `/v1/customers/${encodeURIComponent(client.tenantId)}/subscriptions` }),
];

/** The connection's administration is for provider administrators only: it names tenants and Microsoft's errors. */
function requireProviderAdmin(user: RequestUser | null): RequestUser {
  if (!user) throw new HttpError(401, 'Not signed in.');
  if (!user.isProviderAdmin) throw new HttpError(403, 'Provider administrators only.');
  return user;
}

/**
 * A customer's connection in the provider administration: its state (connected, consent missing, access
 * denied, not configured, ...), last success and last error; and "Test connection", which makes the test calls
 * and answers the state they leave.
 */
export function adminRoutes(api: ServerPluginApi, connection: MicrosoftConnection | null, states: ConnectionStates) {
  const directory = api.customerDirectory();
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));
  const answer = (customerId: string) => {
    if (directory.customers([customerId]).length === 0) throw new HttpError(404, 'No such customer.');
    return connectionAnswer({
      customerId,
      configured: connection !== null,
      tenantIds: directory.tenantIds(customerId),
      stored: states.of(customerId),
    });
  };

  api.route({
    method: 'GET',
    url: MicrosoftCloudRoutes.connection,
    tags,
    guard,
    summary:
      "A customer's connection to its Microsoft tenant: state, last success, last error; provider administrators only",
    params: ConnectionParams,
    response: CustomerConnection,
    errors: REFUSALS,
    handler: ({ params, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return answer(params.customerId);
    },
  });

  api.route({
    method: 'POST',
    url: MicrosoftCloudRoutes.test,
    tags,
    guard,
    summary:
      "Tests a customer's connection (read-only calls to Graph, Azure Resource Manager and Partner Center) and answers the state it leaves; provider administrators only",
    params: ConnectionParams,
    response: CustomerConnection,
    errors: REFUSALS,
    handler: async ({ params, reply }) => {
      answer(params.customerId);
      const client = connection ? await connection.forCustomer(params.customerId) : null;
      try {
        for (const test of TEST_CALLS) if (client) await test(client);
      } catch (error) {
        // The failure is kept in the customer's state, which is the answer.
        if (!(error instanceof MicrosoftCloudError)) throw error;
      }
      reply.header('Cache-Control', 'no-store');
      return answer(params.customerId);
    },
  });
}
