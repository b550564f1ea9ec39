import type { FastifyInstance } from 'fastify';
import { ApiVersions, armCaller } from './arm-access';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import { KqlError, runKql, type Row } from './kql';
import type { AzureSubscription, Tenant } from './model';

interface QueryRequest {
  subscriptions?: string[];
  query?: string;
  options?: { resultFormat?: string; $top?: number; $skip?: number; $skipToken?: string };
}

function rowsOf(tenant: Tenant, subscription: AzureSubscription): Row[] {
  return subscription.resources.map((r) => ({
    id: `/subscriptions/${subscription.subscriptionId}/resourceGroups/${r.resourceGroup}/providers/${r.type}/${r.name}`,
    name: r.name,
    type: r.type,
    tenantId: tenant.id,
    kind: '',
    location: r.location,
    resourceGroup: r.resourceGroup,
    subscriptionId: subscription.subscriptionId,
    managedBy: '',
    sku: null,
    plan: null,
    properties: {},
    tags: {},
    identity: null,
    zones: null,
    extendedLocation: null,
  }));
}

/**
 * Azure Resource Graph `Resources` query over the subscriptions named (or all of the token's tenant). A
 * subscription of another tenant is refused, never mixed in: nothing of one customer reaches another.
 */
export function registerResourceGraph(app: FastifyInstance, state: CloudState): void {
  app.post<{ Body: QueryRequest }>('/providers/Microsoft.ResourceGraph/resources', async (request, reply) => {
    const claims = armCaller(state, request, reply, ApiVersions.resourceGraph);
    if (!claims) return reply;
    const tenant = state.tenant(claims.tid);
    const body = request.body ?? {};
    if (typeof body.query !== 'string' || !body.query.trim())
      return sendError(reply, 'arm', 400, 'BadRequest', 'The request body must have a query.');
    if (body.options?.resultFormat && body.options.resultFormat !== 'objectArray') {
      return sendError(
        reply,
        'arm',
        400,
        'BadRequest',
        'The emulator answers only resultFormat objectArray (the default of this api-version).',
      );
    }
    const wanted = body.subscriptions ?? tenant?.azureSubscriptions.map((s) => s.subscriptionId) ?? [];
    const table: Row[] = [];
    for (const id of wanted) {
      const found = state.azureSubscription(id);
      if (!found || found.tenant.id !== claims.tid || !found.tenant.access.azure) {
        return sendError(
          reply,
          'arm',
          403,
          'AuthorizationFailed',
          `The client '${claims.appid}' does not have access to subscription '${id}' or it does not exist in tenant '${claims.tid}'.`,
        );
      }
      table.push(...rowsOf(found.tenant, found.subscription));
    }
    let data: Row[];
    try {
      data = runKql(body.query, table);
    } catch (error) {
      if (!(error instanceof KqlError)) throw error;
      return reply.code(400).send({
        error: {
          code: 'BadRequest',
          message: 'Please provide below info when asking for support: timestamp, correlationId.',
          details: [
            {
              code: 'InvalidQuery',
              message: `Query is invalid. Please refer to the documentation for the Azure Resource Graph service and fix the error before retrying. ${error.message}`,
            },
          ],
        },
      });
    }
    const top = Math.min(body.options?.$top ?? 1000, 1000);
    const start = body.options?.$skipToken
      ? Number(Buffer.from(body.options.$skipToken, 'base64url').toString())
      : (body.options?.$skip ?? 0);
    if (!Number.isInteger(start) || start < 0)
      return sendError(reply, 'arm', 400, 'BadRequest', 'The $skipToken is not one this service gave.');
    const page = data.slice(start, start + top);
    const next =
      start + page.length < data.length
        ? { $skipToken: Buffer.from(String(start + page.length)).toString('base64url') }
        : {};
    return { totalRecords: data.length, count: page.length, resultTruncated: 'false', ...next, data: page, facets: [] };
  });
}
