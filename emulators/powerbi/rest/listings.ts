import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EmulatorConfig } from '../state';
import {
  EMULATOR_WORKSPACES,
  catalogReport,
  dashboardEmbedUrl,
  reportEmbedUrl,
  workspaceDashboards,
  workspaceExists,
  workspaceName,
  workspaceReports,
} from '../catalog';
import { findReport } from '../frame/demo-reports';
import { authorized } from './bearer';
import { callerWorkspaces } from './workspace-access';
import { sendPowerBiError } from './errors';

const API = '/emulator/v1.0/myorg';

const notFound = (reply: FastifyReply, what: string) =>
  sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', `${what} was not found.`);
const odata = (path: string, value: unknown[]) => ({
  '@odata.context': `http://emulator/v1.0/myorg/$metadata#${path}`,
  value,
});

/** `id eq '<guid>'`, the one $filter the portal sends to Get Groups; null for anything else. */
function filteredId(filter: unknown): string | null {
  const match = typeof filter === 'string' ? /^\s*id\s+eq\s+'([^']*)'\s*$/i.exec(filter) : null;
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The Power BI REST listings an administrator's report picker reads: Get Groups (all, or `$filter=id eq '…'`),
 * Get Reports In Group, Get Dashboards In Group and Get Pages In Group, over the demo workspaces.
 */
export function registerPowerBiListings(scope: FastifyInstance, config: EmulatorConfig): void {
  scope.get<{ Querystring: { $filter?: string } }>(`${API}/groups`, async (request, reply) => {
    if (!authorized(config, request, reply)) return reply;
    const wanted = request.query.$filter === undefined ? null : filteredId(request.query.$filter);
    if (request.query.$filter !== undefined && wanted === null)
      return sendPowerBiError(reply, 400, 'InvalidRequest', "Only $filter=id eq '<id>' is supported.");
    const visible = callerWorkspaces(config, request) ?? [];
    const groups = Object.values(EMULATOR_WORKSPACES)
      .filter((id) => visible.includes(id) && (wanted === null || id === wanted))
      .map((id) => ({ id, isReadOnly: false, isOnDedicatedCapacity: true, name: workspaceName(id) }));
    return odata('groups', groups);
  });

  scope.get<{ Params: { groupId: string } }>(`${API}/groups/:groupId/reports`, async (request, reply) => {
    if (!authorized(config, request, reply)) return reply;
    const { groupId } = request.params;
    if (!workspaceExists(groupId)) return notFound(reply, `Workspace ${groupId.slice(0, 80)}`);
    return odata(
      'reports',
      workspaceReports(groupId).map((report) => ({
        id: report.id,
        reportType: 'PowerBIReport',
        name: report.name,
        datasetId: report.datasetId,
        embedUrl: reportEmbedUrl(groupId, report.id),
      })),
    );
  });

  scope.get<{ Params: { groupId: string } }>(`${API}/groups/:groupId/dashboards`, async (request, reply) => {
    if (!authorized(config, request, reply)) return reply;
    const { groupId } = request.params;
    if (!workspaceExists(groupId)) return notFound(reply, `Workspace ${groupId.slice(0, 80)}`);
    return odata(
      'dashboards',
      workspaceDashboards(groupId).map((dashboard) => ({
        id: dashboard.id,
        displayName: dashboard.displayName,
        isReadOnly: true,
        embedUrl: dashboardEmbedUrl(groupId, dashboard.id),
      })),
    );
  });

  scope.get<{ Params: { groupId: string; reportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId/pages`,
    async (request, reply) => {
      if (!authorized(config, request, reply)) return reply;
      const { groupId, reportId } = request.params;
      if (!catalogReport(groupId, reportId)) return notFound(reply, `Report ${reportId.slice(0, 80)}`);
      const pages = findReport(reportId)?.pages ?? [];
      return odata(
        'pages',
        pages.map((page, order) => ({ name: page.name, displayName: page.displayName, order })),
      );
    },
  );
}
