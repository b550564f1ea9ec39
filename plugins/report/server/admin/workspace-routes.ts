import type { FastifyRequest } from 'fastify';
import { type CustomerData, type PluginAuditActor, type ServerPluginApi } from '../../../../server/plugin-api';
import {
  CustomerWorkspace,
  CustomerWorkspaceChange,
  ReportAdminRoutes,
  SavedCustomerWorkspace,
  WorkspaceParams,
} from '../../contract';
import { reportEmbedding } from '../powerbi/embedding';
import {
  removeWorkspace,
  setWorkspace,
  workspaceOf,
  type CustomerWorkspace as StoredWorkspace,
} from '../powerbi/workspaces';
import { customerDataOf, requireProviderAdmin } from './provider-admin';
import { verifyWorkspace } from './workspace-check';

const tags = ['report', 'admin'];
const PATH = ReportAdminRoutes.workspace;
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator', 404: 'No such customer' };

const answer = (customerId: string, stored: StoredWorkspace | null) => ({
  customerId,
  workspaceId: stored?.workspaceId ?? null,
  profileId: stored?.profileId ?? null,
});

/** Writes or removes the mapping and its audit row in one transaction. */
function changeMapping(
  api: ServerPluginApi,
  actor: PluginAuditActor,
  data: CustomerData,
  next: StoredWorkspace | null,
): void {
  data.transaction(() => {
    const before = workspaceOf(data);
    if (next) setWorkspace(data, next.workspaceId, next.profileId);
    else removeWorkspace(data);
    api.auditCustomer(data.customerId, actor, {
      action: next ? 'workspace.set' : 'workspace.remove',
      targetType: 'customer',
      targetId: data.customerId,
      before,
      after: next,
    });
  });
}

/**
 * A customer's Power BI workspace (report_workspaces), the customer editor's "Power BI workspace" section:
 * read, set (checked with Power BI, saved either way) and remove, each change audited. Provider administrators only;
 * the guard refuses anyone else before the input is even read.
 */
export function workspaceRoutes(api: ServerPluginApi): void {
  const guard = (request: FastifyRequest) => void requireProviderAdmin(api.currentUser(request));
  const customerData = customerDataOf(api);

  api.route({
    method: 'GET',
    url: PATH,
    tags,
    guard,
    summary:
      "A customer's Power BI workspace and service-principal profile (nulls when none is set); provider administrators only",
    params: WorkspaceParams,
    response: CustomerWorkspace,
    errors: REFUSALS,
    handler: ({ user, params, reply }) => {
      requireProviderAdmin(user);
      const data = customerData(params.customerId);
      reply.header('Cache-Control', 'no-store');
      return answer(params.customerId, workspaceOf(data));
    },
  });

  api.route({
    method: 'PUT',
    url: PATH,
    tags,
    guard,
    summary:
      "Sets a customer's Power BI workspace (audited) and says whether Power BI knows it; provider administrators only",
    params: WorkspaceParams,
    body: CustomerWorkspaceChange,
    response: SavedCustomerWorkspace,
    errors: REFUSALS,
    handler: async ({ user, params, body, request }) => {
      const actor = requireProviderAdmin(user);
      const data = customerData(params.customerId);
      const next = { workspaceId: body.workspaceId.toLowerCase(), profileId: body.profileId?.toLowerCase() ?? null };
      changeMapping(api, actor, data, next);
      const client = () => reportEmbedding(api.config).restClient();
      const verification = await verifyWorkspace(client, next.workspaceId, next.profileId, request.log);
      return { ...answer(params.customerId, next), verification };
    },
  });

  api.route({
    method: 'DELETE',
    url: PATH,
    tags,
    guard,
    summary:
      "Removes a customer's Power BI workspace (audited): its reports are no longer shown; provider administrators only",
    params: WorkspaceParams,
    response: CustomerWorkspace,
    errors: REFUSALS,
    handler: ({ user, params }) => {
      const actor = requireProviderAdmin(user);
      const data = customerData(params.customerId);
      if (workspaceOf(data)) changeMapping(api, actor, data, null);
      return answer(params.customerId, null);
    },
  });
}
