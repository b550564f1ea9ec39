import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorConfig } from '../state';
import {
  catalogDashboard,
  catalogReport,
  catalogReportAnywhere,
  dashboardEmbedUrl,
  datasetWorkspace,
  reportEmbedUrl,
  tileEmbedUrl,
  workspaceExists,
} from '../catalog';
import { findDashboard } from '../frame/demo-reports';
import { emulatorState } from '../state';
import { DEMO_TOKEN_LIFETIME_MS, mintEmulatorToken, type EmbedTokenScope, type EmulatorIdentity } from '../tokens';
import { authorized, callerOf } from './bearer';
import { sendPowerBiError } from './errors';

const API = '/emulator/v1.0/myorg';

const notFound = (reply: FastifyReply, what: string) =>
  sendPowerBiError(reply, 404, 'PowerBIEntityNotFound', `${what} was not found.`);

interface IdRef {
  id: string;
}
const isIdList = (value: unknown): value is IdRef[] =>
  Array.isArray(value) &&
  value.every((item) => item && typeof item === 'object' && typeof (item as IdRef).id === 'string');
const stringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The identities of a GenerateToken body, or an error message. */
function readIdentities(value: unknown, datasets: readonly string[]): EmulatorIdentity[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'identities must be a list';
  const out: EmulatorIdentity[] = [];
  for (const raw of value as Record<string, unknown>[]) {
    if (!raw || typeof raw !== 'object' || typeof raw.username !== 'string' || !raw.username)
      return 'an identity needs a username';
    if (raw.roles !== undefined && !stringList(raw.roles)) return 'roles must be a list of strings';
    if (!stringList(raw.datasets) || raw.datasets.length === 0) return 'an identity needs its datasets';
    const unknown = raw.datasets.find((id) => !datasets.includes(id));
    if (unknown) return `identity dataset ${unknown} is not among the token's datasets`;
    if (raw.customData !== undefined && typeof raw.customData !== 'string') return 'customData must be a string';
    out.push({
      username: raw.username,
      roles: (raw.roles as string[] | undefined) ?? [],
      customData: (raw.customData as string | undefined) ?? null,
      datasets: raw.datasets,
    });
  }
  return out;
}

/** A demo dashboard's tiles as Get Tiles In Group lists them: each tile names the dataset behind it. */
function dashboardTiles(groupId: string, dashboardId: string) {
  if (!catalogDashboard(groupId, dashboardId)) return null;
  return (findDashboard(dashboardId)?.tiles ?? []).map((tile) => ({
    id: tile.id,
    title: tile.title,
    rowSpan: 1,
    colSpan: 1,
    embedUrl: tileEmbedUrl(groupId, dashboardId, tile.id),
    reportId: tile.reportId,
    datasetId: catalogReportAnywhere(tile.reportId)?.datasetId ?? null,
  }));
}

function lifetimeMs(body: Record<string, unknown>): number {
  const minutes = body.lifetimeInMinutes;
  return typeof minutes === 'number' && minutes > 0
    ? Math.min(DEMO_TOKEN_LIFETIME_MS, minutes * 60_000)
    : DEMO_TOKEN_LIFETIME_MS;
}

function answerToken(config: EmulatorConfig, scope: EmbedTokenScope, lifetime: number) {
  const { token, tokenId, expiration } = mintEmulatorToken(config.secret, scope, lifetime);
  return {
    '@odata.context': 'http://emulator/v1.0/myorg/$metadata#Microsoft.PowerBI.ServiceClient.V1.Models.EmbedToken',
    token,
    tokenId,
    expiration,
  };
}

/**
 * The part of the Power BI REST API the portal calls, over the demo workspaces (catalog.ts): report,
 * dashboard and tile metadata (a dashboard's tiles with their datasets), GenerateToken V2 (reports, datasets,
 * target workspaces, identities) and the dashboard and tile GenerateToken (identities for the tiles' datasets).
 * Every call needs a bearer token from the emulator's token endpoint; unknown items answer 404
 * PowerBIEntityNotFound; items outside the target workspaces answer 403.
 */
export function registerPowerBiApi(scope: FastifyInstance, config: EmulatorConfig): void {
  const calls = emulatorState(config).calls;
  /** Keeps the last bodies only: a long demo run must not grow without bound. */
  const record = (request: FastifyRequest) => {
    calls.generateTokenRequests += 1;
    calls.generateTokenBodies.push({ path: request.url, body: request.body, ...callerOf(config, request) });
    if (calls.generateTokenBodies.length > 100) calls.generateTokenBodies.shift();
  };

  scope.get<{ Params: { groupId: string; reportId: string } }>(
    `${API}/groups/:groupId/reports/:reportId`,
    async (request, reply) => {
      calls.metadataRequests += 1;
      if (!authorized(config, request, reply)) return reply;
      const { groupId, reportId } = request.params;
      const report = catalogReport(groupId, reportId);
      if (!report) return notFound(reply, `Report ${reportId.slice(0, 80)}`);
      return {
        id: report.id,
        reportType: 'PowerBIReport',
        name: report.name,
        datasetId: report.datasetId,
        datasetWorkspaceId: groupId,
        webUrl: `https://app.powerbi.com/groups/${groupId}/reports/${report.id}`,
        embedUrl: reportEmbedUrl(groupId, report.id),
      };
    },
  );

  scope.get<{ Params: { groupId: string; dashboardId: string } }>(
    `${API}/groups/:groupId/dashboards/:dashboardId`,
    async (request, reply) => {
      calls.metadataRequests += 1;
      if (!authorized(config, request, reply)) return reply;
      const { groupId, dashboardId } = request.params;
      const dashboard = catalogDashboard(groupId, dashboardId);
      if (!dashboard) return notFound(reply, `Dashboard ${dashboardId.slice(0, 80)}`);
      return {
        id: dashboard.id,
        displayName: dashboard.displayName,
        isReadOnly: true,
        embedUrl: dashboardEmbedUrl(groupId, dashboard.id),
      };
    },
  );

  scope.get<{ Params: { groupId: string; dashboardId: string; tileId: string } }>(
    `${API}/groups/:groupId/dashboards/:dashboardId/tiles/:tileId`,
    async (request, reply) => {
      calls.metadataRequests += 1;
      if (!authorized(config, request, reply)) return reply;
      const { groupId, dashboardId, tileId } = request.params;
      const tile = dashboardTiles(groupId, dashboardId)?.find((t) => t.id === tileId);
      if (!tile) return notFound(reply, `Tile ${tileId.slice(0, 80)}`);
      return tile;
    },
  );

  scope.get<{ Params: { groupId: string; dashboardId: string } }>(
    `${API}/groups/:groupId/dashboards/:dashboardId/tiles`,
    async (request, reply) => {
      calls.metadataRequests += 1;
      if (!authorized(config, request, reply)) return reply;
      const { groupId, dashboardId } = request.params;
      const tiles = dashboardTiles(groupId, dashboardId);
      if (!tiles) return notFound(reply, `Dashboard ${dashboardId.slice(0, 80)}`);
      return { '@odata.context': `http://emulator/v1.0/myorg/groups/${groupId}/$metadata#tiles`, value: tiles };
    },
  );

  scope.post(`${API}/GenerateToken`, async (request, reply) => {
    record(request);
    if (!authorized(config, request, reply)) return reply;
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const reports = body.reports ?? [];
    const datasets = body.datasets ?? [];
    const targets = body.targetWorkspaces ?? [];
    if (!isIdList(reports) || !isIdList(datasets) || !isIdList(targets)) {
      return sendPowerBiError(
        reply,
        400,
        'InvalidRequest',
        'reports, datasets and targetWorkspaces are lists of { id }.',
      );
    }
    if (reports.length === 0 && datasets.length === 0)
      return sendPowerBiError(reply, 400, 'InvalidRequest', 'Name at least one report or dataset.');
    const targetIds = targets.map((t) => t.id);
    const unknownTarget = targetIds.find((id) => !workspaceExists(id));
    if (unknownTarget) return notFound(reply, `Workspace ${unknownTarget.slice(0, 80)}`);
    const datasetIds = datasets.map((d) => d.id);
    const workspaces = new Set<string>();
    for (const { id } of reports) {
      const report = catalogReportAnywhere(id);
      if (!report) return notFound(reply, `Report ${id.slice(0, 80)}`);
      if (!datasetIds.includes(report.datasetId)) {
        return sendPowerBiError(
          reply,
          400,
          'InvalidRequest',
          `The dataset of report ${id} must be among the token's datasets.`,
        );
      }
      workspaces.add(report.workspaceId);
    }
    for (const id of datasetIds) {
      const workspace = datasetWorkspace(id);
      if (!workspace) return notFound(reply, `Dataset ${id.slice(0, 80)}`);
      workspaces.add(workspace);
    }
    const outside = [...workspaces].find((ws) => targetIds.length > 0 && !targetIds.includes(ws));
    if (outside)
      return sendPowerBiError(
        reply,
        403,
        'PowerBINotAuthorizedException',
        'An item of the request is outside the target workspaces.',
      );
    const identities = readIdentities(body.identities, datasetIds);
    if (typeof identities === 'string') return sendPowerBiError(reply, 400, 'InvalidRequest', identities);
    const items = [...reports.map((r) => r.id), ...datasetIds];
    reply.header('Cache-Control', 'no-store');
    return answerToken(
      config,
      { res: reports[0]?.id ?? datasetIds[0]!, items, ws: [...workspaces], ids: identities },
      lifetimeMs(body),
    );
  });

  const itemToken =
    (kind: 'dashboard' | 'tile') =>
    async (
      request: FastifyRequest<{ Params: { groupId: string; dashboardId: string; tileId?: string } }>,
      reply: FastifyReply,
    ) => {
      record(request);
      if (!authorized(config, request, reply)) return reply;
      const { groupId, dashboardId, tileId } = request.params;
      const dashboard = catalogDashboard(groupId, dashboardId);
      if (!dashboard) return notFound(reply, `Dashboard ${dashboardId.slice(0, 80)}`);
      if (kind === 'tile' && !dashboard.tileIds.includes(tileId ?? ''))
        return notFound(reply, `Tile ${(tileId ?? '').slice(0, 80)}`);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      if (body.accessLevel !== undefined && body.accessLevel !== 'View') {
        return sendPowerBiError(reply, 400, 'InvalidRequest', 'Dashboards and tiles embed with accessLevel View.');
      }
      // Identities may name only the datasets behind the dashboard's tiles (a tile token: that tile's dataset).
      const tiles = (dashboardTiles(groupId, dashboardId) ?? []).filter((t) => kind === 'dashboard' || t.id === tileId);
      const identities = readIdentities(
        body.identities,
        tiles.flatMap((t) => (t.datasetId ? [t.datasetId] : [])),
      );
      if (typeof identities === 'string') return sendPowerBiError(reply, 400, 'InvalidRequest', identities);
      const res = kind === 'tile' ? tileId! : dashboardId;
      reply.header('Cache-Control', 'no-store');
      return answerToken(
        config,
        { res, items: kind === 'tile' ? [res, dashboardId] : [res], ws: [groupId], ids: identities },
        lifetimeMs(body),
      );
    };
  scope.post(`${API}/groups/:groupId/dashboards/:dashboardId/GenerateToken`, itemToken('dashboard'));
  scope.post(`${API}/groups/:groupId/dashboards/:dashboardId/tiles/:tileId/GenerateToken`, itemToken('tile'));
}
