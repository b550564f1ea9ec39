import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearer } from './bearer';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import type { AzureSubscription, Tenant } from './model';
import type { AccessClaims } from './tokens';

/**
 * The api-versions each emulated resource provider answers: the kept description's first, then the versions
 * Microsoft's SDKs for Node send for the same operation; all are answered in the kept version's shapes.
 */
export const ApiVersions = {
  advisor: ['2023-01-01', '2020-01-01', '2022-10-01', '2025-01-01'],
  resourceGraph: ['2021-03-01', '2022-10-01', '2024-04-01'],
  costManagement: ['2023-03-01', '2022-10-01', '2023-11-01', '2024-08-01', '2025-03-01'],
  subscriptionAlias: ['2021-10-01', '2020-09-01'],
  subscriptions: ['2022-12-01', '2021-01-01', '2020-01-01'],
  roleAssignments: ['2022-04-01', '2020-10-01'],
} as const;

/** The token's claims when the request carries an api-version this provider answers and a valid ARM token; otherwise the refusal is sent. */
export function armCaller(
  state: CloudState,
  request: FastifyRequest,
  reply: FastifyReply,
  versions: readonly string[],
): AccessClaims | null {
  const claims = bearer(state, request, reply, 'arm');
  if (!claims) return null;
  const version = (request.query as Record<string, string | undefined>)['api-version'];
  if (!version) {
    sendError(
      reply,
      'arm',
      400,
      'MissingApiVersionParameter',
      'The api-version query parameter (?api-version=) is required for all requests.',
    );
    return null;
  }
  if (!versions.includes(version)) {
    sendError(
      reply,
      'arm',
      400,
      'NoRegisteredProviderFound',
      `No registered resource provider found for API version '${version}'. The supported api-versions are '${versions.join(', ')}'.`,
    );
    return null;
  }
  return claims;
}

/** An Azure subscription the token's tenant holds and the app may read; otherwise ARM's refusal is sent. */
export function armSubscription(
  state: CloudState,
  request: FastifyRequest,
  reply: FastifyReply,
  versions: readonly string[],
  action: string,
): { tenant: Tenant; subscription: AzureSubscription; claims: AccessClaims } | null {
  const claims = armCaller(state, request, reply, versions);
  if (!claims) return null;
  const { subscriptionId } = request.params as { subscriptionId: string };
  const found = state.azureSubscription(subscriptionId);
  if (!found) {
    sendError(reply, 'arm', 404, 'SubscriptionNotFound', `The subscription '${subscriptionId}' could not be found.`);
    return null;
  }
  if (found.tenant.id !== claims.tid) {
    sendError(
      reply,
      'arm',
      401,
      'InvalidAuthenticationTokenTenant',
      `The access token is from the wrong issuer '${claims.iss}'. It must match the tenant 'https://sts.windows.net/${found.tenant.id}/' associated with this subscription.`,
    );
    return null;
  }
  if (!found.tenant.access.azure || found.subscription.subscriptionScopeAccess === false) {
    sendError(
      reply,
      'arm',
      403,
      'AuthorizationFailed',
      `The client '${claims.appid}' with object id '${claims.oid}' does not have authorization to perform action '${action}' over scope '/subscriptions/${subscriptionId}' or the scope is invalid.`,
    );
    return null;
  }
  return { ...found, claims };
}
