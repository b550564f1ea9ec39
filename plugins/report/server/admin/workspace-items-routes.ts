import type { FastifyRequest } from 'fastify';
import { HttpError, type ServerPluginApi } from '../../../../server/plugin-api';
import { ReportAdminRoutes, WorkspaceItems, WorkspaceParams } from '../../contract';
import { reportEmbedding } from '../powerbi/embedding';
import { PowerBiError } from '../powerbi/errors';
import { workspaceAccessOf } from '../powerbi/workspaces';
import { customerDataOf, requireProviderAdmin } from './provider-admin';
import { configuredClient } from './workspace-check';
import { listWorkspaceItems } from './workspace-listing';

const UNAVAILABLE = 'Power BI cannot be reached now: try again in a moment.';
const REFUSED =
  "Power BI refused to list the workspace: check that the portal's app (service principal) is a member of it.";

/**
 * GET /api/report/admin/customers/{customerId}/workspace-items: what the menu editor's report picker offers, read
 * from Power BI through the customer's workspace (and profile). Provider administrators only.
 */
export function workspaceItemsRoutes(api: ServerPluginApi): void {
  const customerData = customerDataOf(api);
  api.route({
    method: 'GET',
    url: ReportAdminRoutes.workspaceItems,
    tags: ['report', 'admin'],
    summary:
      "The reports (with pages) and dashboards (with tiles) of a customer's Power BI workspace; provider administrators only",
    params: WorkspaceParams,
    response: WorkspaceItems,
    errors: {
      401: 'Not signed in',
      403: 'Not a provider administrator',
      404: 'No such customer',
      502: 'Power BI refused the request or answered nonsense',
      503: 'Power BI cannot be reached now',
    },
    guard: (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request)),
    handler: async ({ user, params, request, reply }) => {
      requireProviderAdmin(user);
      const access = workspaceAccessOf(api, customerData(params.customerId));
      reply.header('Cache-Control', 'no-store');
      if (!access) return { status: 'no-workspace' };
      try {
        const client = configuredClient(() => reportEmbedding(api.config).clientFor(access));
        if (!client) return { status: 'not-configured' };
        return await listWorkspaceItems(client, access.workspace.workspaceId);
      } catch (error) {
        if (!(error instanceof PowerBiError)) throw error;
        request.log.warn(
          { plugin: 'report', customerId: params.customerId, status: error.status, detail: error.detail },
          'workspace items refused',
        );
        throw new HttpError(error.status, error.status === 503 ? UNAVAILABLE : REFUSED);
      }
    },
  });
}
