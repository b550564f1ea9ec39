import { demoReportIds, findDashboard, findReport } from './frame/demo-reports';

/**
 * What the emulator's Power BI REST API serves: the demo workspaces and the reports, datasets, dashboards
 * and tiles in each. One workspace per demo customer, as a provider running "app owns data" sets it up, so
 * an embed token for one customer's workspace can never name another's items.
 */
export const EMULATOR_WORKSPACES = {
  contoso: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
  fabrikam: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  northwind: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
} as const;

/** The embed host the emulator's embed URLs name: the genuine one (the SPA's demo adapter and browser tests serve it). */
export const EMULATOR_EMBED_HOST = 'https://app.powerbi.com';

export interface CatalogReport {
  id: string;
  name: string;
  datasetId: string;
  workspaceId: string;
}
export interface CatalogDashboard {
  id: string;
  displayName: string;
  workspaceId: string;
  tileIds: string[];
}

const REPORT_WORKSPACE: Record<string, string> = {
  'demo-service-overview': EMULATOR_WORKSPACES.contoso,
  'demo-sla-report': EMULATOR_WORKSPACES.contoso,
  'demo-invoices': EMULATOR_WORKSPACES.contoso,
  'demo-fleet': EMULATOR_WORKSPACES.fabrikam,
  'demo-warehouse': EMULATOR_WORKSPACES.fabrikam,
  'demo-projects': EMULATOR_WORKSPACES.northwind,
};
const DASHBOARD_WORKSPACE: Record<string, string> = { 'demo-dashboard': EMULATOR_WORKSPACES.contoso };

/** A demo report in that workspace, else null (Power BI answers PowerBIEntityNotFound). */
export function catalogReport(workspaceId: string, reportId: string): CatalogReport | null {
  if (!demoReportIds().includes(reportId) || REPORT_WORKSPACE[reportId] !== workspaceId) return null;
  const report = findReport(reportId);
  return report ? { id: report.id, name: report.displayName, datasetId: report.datasetId, workspaceId } : null;
}

/** A demo report by id in any workspace (GenerateToken names reports without their workspace). */
export function catalogReportAnywhere(reportId: string): CatalogReport | null {
  const workspaceId = REPORT_WORKSPACE[reportId];
  return workspaceId ? catalogReport(workspaceId, reportId) : null;
}

/** The workspace holding a demo dataset, or null. */
export function datasetWorkspace(datasetId: string): string | null {
  const report = demoReportIds()
    .map((id) => catalogReportAnywhere(id))
    .find((r) => r?.datasetId === datasetId);
  return report?.workspaceId ?? null;
}

export function catalogDashboard(workspaceId: string, dashboardId: string): CatalogDashboard | null {
  if (DASHBOARD_WORKSPACE[dashboardId] !== workspaceId) return null;
  const dashboard = findDashboard(dashboardId);
  return dashboard
    ? { id: dashboard.id, displayName: dashboard.displayName, workspaceId, tileIds: dashboard.tiles.map((t) => t.id) }
    : null;
}

/** The demo workspace's display name ("Contoso analytics"), or null. */
export function workspaceName(workspaceId: string): string | null {
  const entry = Object.entries(EMULATOR_WORKSPACES).find(([, id]) => id === workspaceId);
  return entry ? `${entry[0][0]!.toUpperCase()}${entry[0].slice(1)} analytics` : null;
}

/** The reports of a workspace, by id. */
export const workspaceReports = (workspaceId: string): CatalogReport[] =>
  demoReportIds()
    .map((id) => catalogReport(workspaceId, id))
    .filter((report): report is CatalogReport => report !== null);

/** The dashboards of a workspace, by id. */
export const workspaceDashboards = (workspaceId: string): CatalogDashboard[] =>
  Object.keys(DASHBOARD_WORKSPACE)
    .map((id) => catalogDashboard(workspaceId, id))
    .filter((d): d is CatalogDashboard => d !== null);

export function workspaceExists(workspaceId: string): boolean {
  return (Object.values(EMULATOR_WORKSPACES) as string[]).includes(workspaceId);
}

const q = encodeURIComponent;
export const reportEmbedUrl = (workspaceId: string, reportId: string) =>
  `${EMULATOR_EMBED_HOST}/reportEmbed?reportId=${q(reportId)}&groupId=${q(workspaceId)}`;
export const dashboardEmbedUrl = (workspaceId: string, dashboardId: string) =>
  `${EMULATOR_EMBED_HOST}/dashboardEmbed?dashboardId=${q(dashboardId)}&groupId=${q(workspaceId)}`;
export const tileEmbedUrl = (workspaceId: string, dashboardId: string, tileId: string) =>
  `${EMULATOR_EMBED_HOST}/embed?dashboardId=${q(dashboardId)}&tileId=${q(tileId)}&groupId=${q(workspaceId)}`;
