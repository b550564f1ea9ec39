import type { FastifyInstance, FastifyRequest } from 'fastify';
import { visibleWorkspaces } from '../apps';
import { catalogReportAnywhere, datasetWorkspace, workspaceExists } from '../catalog';
import type { EmulatorConfig } from '../state';
import { callerOf } from './bearer';
import { sendPowerBiError } from './errors';

const API = '/emulator/v1.0/myorg/';

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => (item && typeof item.id === 'string' ? [item.id as string] : [])) : [];

/** The workspaces the caller's valid app token (and profile header) sees; undefined without a valid token. */
export function callerWorkspaces(config: EmulatorConfig, request: FastifyRequest): string[] | null | undefined {
  const { clientId, profileId } = callerOf(config, request);
  if (!clientId) return undefined;
  return visibleWorkspaces(config, clientId, profileId);
}

/** Every workspace a REST call reaches: the path's, and for GenerateToken V2 its targets and its items' own. */
function workspacesOf(request: FastifyRequest): string[] {
  const groupId = (request.params as { groupId?: unknown } | undefined)?.groupId;
  const named = typeof groupId === 'string' ? [groupId] : [];
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  if (!request.url.startsWith(`${API}GenerateToken`)) return named;
  return [
    ...named,
    ...ids(body.targetWorkspaces),
    ...ids(body.reports).flatMap((id) => catalogReportAnywhere(id)?.workspaceId ?? []),
    ...ids(body.datasets).flatMap((id) => datasetWorkspace(id) ?? []),
  ];
}

/**
 * Power BI's membership rule, before any REST route answers: an app (or the profile it acts as) reaches only the
 * workspaces it is a member of; anything else answers 401 PowerBINotAuthorizedException, as the service does. A
 * call without a valid token is left to the route (401 of its own).
 */
export function registerWorkspaceAccess(scope: FastifyInstance, config: EmulatorConfig): void {
  scope.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith(API)) return;
    const visible = callerWorkspaces(config, request);
    if (visible === undefined) return;
    if (visible === null) {
      sendPowerBiError(reply, 401, 'PowerBINotAuthorizedException', 'The profile is not one of the app’s profiles.');
      return reply;
    }
    // An unknown workspace is the route's to answer (404 PowerBIEntityNotFound).
    const outside = workspacesOf(request).find((id) => workspaceExists(id) && !visible.includes(id.toLowerCase()));
    if (outside) {
      sendPowerBiError(
        reply,
        401,
        'PowerBINotAuthorizedException',
        `The app is not a member of workspace ${outside.slice(0, 80)}.`,
      );
      return reply;
    }
  });
}
