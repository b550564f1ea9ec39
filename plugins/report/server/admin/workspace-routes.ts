import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  type CustomerData,
  type PluginAuditActor,
  type ServerPluginApi,
} from '../../../../server/plugin-api';
import {
  CustomerWorkspace,
  CustomerWorkspaceChange,
  ReportAdminRoutes,
  SavedCustomerWorkspace,
  WorkspaceParams,
} from '../../contract';
import { reportEmbedding } from '../powerbi/embedding';
import { lastSignInFailure, recordSignIn } from '../powerbi/principal-failure';
import {
  CLIENT_SECRET,
  removeWorkspace,
  setWorkspace,
  workspaceAccessOf,
  workspaceOf,
  type CustomerWorkspace as StoredWorkspace,
} from '../powerbi/workspaces';
import { customerDataOf, requireProviderAdmin } from './provider-admin';
import { verifyWorkspace } from './workspace-check';

const tags = ['report', 'admin'];
const PATH = ReportAdminRoutes.workspace;
const REFUSALS = { 401: 'Not signed in', 403: 'Not a provider administrator', 404: 'No such customer' };

/** The mapping as the administration sees it: of the customer's own app, only when its secret was set. */
function answer(api: ServerPluginApi, data: CustomerData, stored: StoredWorkspace | null): CustomerWorkspace {
  const secret = stored?.principal ? api.sealedSecrets(data).state(CLIENT_SECRET) : null;
  return {
    customerId: data.customerId,
    workspaceId: stored?.workspaceId ?? null,
    profileId: stored?.profileId ?? null,
    principal: stored?.principal
      ? {
          ...stored.principal,
          secretSetAt: secret ? new Date(secret.updatedAt).toISOString() : null,
          lastFailure: lastSignInFailure(data),
        }
      : null,
  };
}

type Change = CustomerWorkspaceChange;

/** The mapping a change asks for, ids in lower case; 400 when the customer's own app would be left without a secret. */
function nextMapping(api: ServerPluginApi, data: CustomerData, body: Change): StoredWorkspace {
  const principal = body.principal
    ? { tenantId: body.principal.tenantId.toLowerCase(), clientId: body.principal.clientId.toLowerCase() }
    : null;
  if (principal && !body.principal?.clientSecret) {
    const before = workspaceOf(data)?.principal;
    const kept = before?.clientId === principal.clientId && api.sealedSecrets(data).state(CLIENT_SECRET);
    if (!kept)
      throw new HttpError(
        400,
        "principal.clientSecret is required: the customer's app has no client secret stored yet.",
      );
  }
  return { workspaceId: body.workspaceId.toLowerCase(), profileId: body.profileId?.toLowerCase() ?? null, principal };
}

/**
 * Writes or removes the mapping, the customer's client secret and the audit row in one transaction. The audit row
 * says whether the secret was replaced, never what it is.
 */
function changeMapping(
  api: ServerPluginApi,
  actor: PluginAuditActor,
  data: CustomerData,
  next: StoredWorkspace | null,
  clientSecret: string | null = null,
): void {
  const secrets = api.sealedSecrets(data);
  data.transaction(() => {
    const before = workspaceOf(data);
    if (clientSecret) secrets.write(CLIENT_SECRET, clientSecret);
    if (!next?.principal) secrets.remove(CLIENT_SECRET);
    if (next) setWorkspace(data, next.workspaceId, next.profileId, next.principal);
    else removeWorkspace(data);
    api.auditCustomer(data.customerId, actor, {
      action: next ? 'workspace.set' : 'workspace.remove',
      targetType: 'customer',
      targetId: data.customerId,
      before,
      after: next ? { ...next, ...(next.principal ? { clientSecretReplaced: Boolean(clientSecret) } : {}) } : null,
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
      return answer(api, data, workspaceOf(data));
    },
  });

  api.route({
    method: 'PUT',
    url: PATH,
    tags,
    guard,
    summary:
      "Sets a customer's Power BI workspace and who the portal is there for it: the shared app (as a profile, optionally) or the customer's own app registration, its client secret written only (audited without it); says whether Power BI knows the workspace, or why Entra ID refused the app; provider administrators only",
    params: WorkspaceParams,
    body: CustomerWorkspaceChange,
    response: SavedCustomerWorkspace,
    errors: REFUSALS,
    handler: async ({ user, params, body, request }) => {
      const actor = requireProviderAdmin(user);
      const data = customerData(params.customerId);
      const next = nextMapping(api, data, body);
      changeMapping(api, actor, data, next, body.principal?.clientSecret ?? null);
      const access = workspaceAccessOf(api, data)!;
      const verification = await verifyWorkspace(
        () => reportEmbedding(api.config).clientFor(access),
        next.workspaceId,
        request.log,
      );
      if (next.principal && verification.status !== 'not-configured' && verification.status !== 'unavailable')
        recordSignIn(
          data,
          verification.status === 'sign-in-refused' ? { cause: verification.cause, code: verification.code } : null,
        );
      return { ...answer(api, data, next), verification };
    },
  });

  api.route({
    method: 'DELETE',
    url: PATH,
    tags,
    guard,
    summary:
      "Removes a customer's Power BI workspace and its own app's client secret (audited): its reports are no longer shown; provider administrators only",
    params: WorkspaceParams,
    response: CustomerWorkspace,
    errors: REFUSALS,
    handler: ({ user, params }) => {
      const actor = requireProviderAdmin(user);
      const data = customerData(params.customerId);
      if (workspaceOf(data)) changeMapping(api, actor, data, null);
      return answer(api, data, null);
    },
  });
}
