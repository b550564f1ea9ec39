import type { WorkspaceItems } from '../../contract';
import { PowerBiError } from '../powerbi/errors';
import type { PowerBiRestClient } from '../powerbi/rest-client';

/** At most this many listing calls at a time: Power BI throttles a burst of calls per app (429). */
const PARALLEL_CALLS = 4;

/** `work` over every item, PARALLEL_CALLS at a time, in the items' order. */
async function mapLimited<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, items.length) }, worker));
  return results;
}

/** The children of one item, or null when Power BI will not list them (a paginated report has no pages). */
async function childrenOrNull<R>(list: () => Promise<R[]>): Promise<R[] | null> {
  try {
    return await list();
  } catch (error) {
    if (error instanceof PowerBiError && error.status !== 503) return null;
    throw error;
  }
}

/**
 * The reports (with their pages) and dashboards (with their tiles) of a workspace, by name. A workspace Power
 * BI does not know (404) is an answer; a failing service (502, 503) is thrown as PowerBiError.
 */
export async function listWorkspaceItems(client: PowerBiRestClient, workspaceId: string): Promise<WorkspaceItems> {
  let reports: Awaited<ReturnType<PowerBiRestClient['reports']>>;
  let dashboards: Awaited<ReturnType<PowerBiRestClient['dashboards']>>;
  try {
    [reports, dashboards] = await Promise.all([client.reports(workspaceId), client.dashboards(workspaceId)]);
  } catch (error) {
    if (error instanceof PowerBiError && error.status === 404) return { status: 'workspace-not-found', workspaceId };
    throw error;
  }
  const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  const [withPages, withTiles] = await Promise.all([
    mapLimited(byName(reports), async (report) => ({
      ...report,
      pages: await childrenOrNull(() => client.reportPages(workspaceId, report.id)),
    })),
    mapLimited(byName(dashboards), async (dashboard) => ({
      ...dashboard,
      tiles:
        (await childrenOrNull(() => client.dashboardTiles(workspaceId, dashboard.id)))?.map(({ id, title }) => ({
          id,
          title,
        })) ?? null,
    })),
  ]);
  return { status: 'ok', workspaceId, reports: withPages, dashboards: withTiles };
}
