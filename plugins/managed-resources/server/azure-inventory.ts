import { MicrosoftCloudError } from '../../../server/plugin-api';

/**
 * The Azure part of a customer's inventory, from Azure Resource Graph: every resource of the customer's
 * subscriptions (those the connection's application may read in the customer's tenant), grouped per resource type.
 */

export const RESOURCE_GRAPH_API_VERSION = '2021-03-01';
export const INVENTORY_QUERY = 'Resources | project name, type, subscriptionId | order by type asc';
/** Resource Graph answers at most 1,000 rows a page; a larger inventory continues with $skipToken. */
const PAGE_SIZE = 1000;
/** A bound on the pages read, so a service that keeps answering a $skipToken cannot hold the sync forever. */
const MAX_PAGES = 200;

/** What the inventory needs of the Microsoft connection (the customer's tenant client of the microsoft-cloud plugin). */
export interface ArmCaller {
  call<T>(
    api: 'arm',
    request: { method: 'POST'; path: string; query: Record<string, string>; body: unknown },
  ): Promise<{ status: number; body: T }>;
}

export interface AzureResourceRow {
  name: string;
  type: string;
  subscriptionId: string;
}

interface QueryAnswer {
  data?: unknown;
  $skipToken?: string;
  error?: { code?: string; message?: string };
}

/** A refusal of Azure (throttling, outages and 401/403 the connection throws itself): the sync records Azure's words. */
function refusalOf(status: number, body: QueryAnswer | undefined): MicrosoftCloudError {
  const error = body?.error;
  const detail = error?.message ?? `Azure answered ${status}.`;
  return new MicrosoftCloudError('refused', 'Azure Resource Graph refused the inventory query.', {
    status,
    code: error?.code,
    detail: error?.code ? `${detail} (${error.code})` : detail,
  });
}

const isRow = (row: unknown): row is AzureResourceRow =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as AzureResourceRow).name === 'string' &&
  typeof (row as AzureResourceRow).type === 'string';

/** Every resource the customer's tenant holds, page by page. */
export async function fetchAzureResources(arm: ArmCaller, pageSize = PAGE_SIZE): Promise<AzureResourceRow[]> {
  const rows: AzureResourceRow[] = [];
  let skipToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await arm.call<QueryAnswer>('arm', {
      method: 'POST',
      path: '/providers/Microsoft.ResourceGraph/resources',
      query: { 'api-version': RESOURCE_GRAPH_API_VERSION },
      body: {
        query: INVENTORY_QUERY,
        options: { resultFormat: 'objectArray', $top: pageSize, ...(skipToken ? { $skipToken: skipToken } : {}) },
      },
    });
    if (answer.status !== 200) throw refusalOf(answer.status, answer.body);
    const data = Array.isArray(answer.body.data) ? answer.body.data : [];
    rows.push(...data.filter(isRow));
    skipToken = answer.body.$skipToken;
    if (!skipToken) return rows;
  }
  throw new MicrosoftCloudError('refused', 'Azure Resource Graph kept answering more pages.', {
    detail: `More than ${MAX_PAGES * pageSize} resources: the inventory was not stored.`,
  });
}

export interface AzureResourceGroup {
  resourceType: string;
  names: string[];
}

/** The resources per type (types as Azure names them, in order), each type's names sorted. */
export function groupByType(rows: readonly AzureResourceRow[]): AzureResourceGroup[] {
  const byType = new Map<string, string[]>();
  for (const row of rows) {
    const type = row.type.toLowerCase();
    const names = byType.get(type);
    if (names) names.push(row.name);
    else byType.set(type, [row.name]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([resourceType, names]) => ({ resourceType, names: names.sort((a, b) => a.localeCompare(b)) }));
}
