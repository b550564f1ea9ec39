import type { TestPortal } from '../../../../server/plugin-api/testing';
import { ReportEmbedding, useReportEmbedding } from '../powerbi/embedding';

/** A workspace as the fake serves it: its name, reports with pages, dashboards with tiles. */
export interface FakeWorkspace {
  name: string;
  reports: { id: string; name: string; pages?: { name: string; displayName: string; order: number }[] }[];
  dashboards: { id: string; displayName: string; tiles: { id: string; title: string }[] }[];
}

const ENV = {
  POWERBI_TENANT_ID: 'tenant-1',
  POWERBI_CLIENT_ID: 'client-1',
  POWERBI_CLIENT_SECRET: 'secret-1',
  POWERBI_AUTHORITY_URL: 'https://login.example.test',
  POWERBI_API_URL: 'https://api.example.test',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => json(404, { error: { code: 'PowerBIEntityNotFound', message: 'not found' } });

/**
 * Entra ID's token endpoint and the Power BI REST listings the administration calls, in memory, installed as the
 * portal's Power BI (production settings, this transport). `fail(status)` makes every REST call answer that
 * status; `calls` records the REST calls (path and profile header).
 */
export function useFakePowerBi(portal: TestPortal, workspaces: Record<string, FakeWorkspace>) {
  const state = { failWith: null as number | null, calls: [] as { path: string; profile: string | null }[] };
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname === 'login.example.test')
      return json(200, { token_type: 'Bearer', expires_in: 3600, access_token: 'app-token' });
    const path = decodeURIComponent(url.pathname.replace('/v1.0/myorg/', '')) + decodeURIComponent(url.search);
    state.calls.push({ path, profile: request.headers.get('x-powerbi-profile-id') });
    if (state.failWith) return json(state.failWith, { error: { code: 'Failing' } });
    const filter = /^groups\?\$filter=id eq '(.+)'$/.exec(path);
    if (filter) {
      const workspace = workspaces[filter[1]!];
      return json(200, { value: workspace ? [{ id: filter[1], name: workspace.name }] : [] });
    }
    const [, groupId, kind, itemId, child] =
      /^groups\/([^/]+)\/(reports|dashboards)(?:\/([^/]+)\/(pages|tiles))?$/.exec(path) ?? [];
    const workspace = groupId ? workspaces[groupId] : undefined;
    if (!workspace) return notFound();
    if (!itemId) return json(200, { value: kind === 'reports' ? workspace.reports : workspace.dashboards });
    if (child === 'pages') {
      const pages = workspace.reports.find((report) => report.id === itemId)?.pages;
      return pages ? json(200, { value: pages }) : json(400, { error: { code: 'InvalidRequest' } });
    }
    const dashboard = workspace.dashboards.find((d) => d.id === itemId);
    return dashboard ? json(200, { value: dashboard.tiles }) : notFound();
  };
  useReportEmbedding(portal.app.portal.config, new ReportEmbedding({ env: ENV, fetch }));
  return {
    calls: state.calls,
    fail: (status: number | null) => void (state.failWith = status),
  };
}

/** Power BI configured only partly: the administration reads it as "not configured". */
export function useUnconfiguredPowerBi(portal: TestPortal): void {
  useReportEmbedding(portal.app.portal.config, new ReportEmbedding({ env: { POWERBI_TENANT_ID: 'tenant-1' } }));
}
