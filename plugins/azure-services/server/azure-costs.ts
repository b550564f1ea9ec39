import { createHash } from 'node:crypto';
import { MicrosoftCloudError } from '../../../server/plugin-api';

/**
 * The Azure part of a customer's services and costs, from Azure: the customer's subscriptions (those holding
 * resources, from Resource Graph), then per subscription the actual cost per service (Cost Management's
 * ServiceName) in each of the last twelve months.
 */

export const RESOURCE_GRAPH_API_VERSION = '2021-03-01';
export const COST_MANAGEMENT_API_VERSION = '2023-03-01';
export const MONTHS_READ = 12;

/** What the costs need of the Microsoft connection (the customer's tenant client of the microsoft-cloud plugin). */
export interface ArmCaller {
  call<T>(
    api: 'arm',
    request: { method: 'POST'; path: string; query: Record<string, string>; body: unknown },
  ): Promise<{ status: number; body: T }>;
}

/** Azure refused a query (throttling, outages and 401/403 the connection throws itself): the sync records Azure's words. */
const refused = (message: string, status?: number, code?: string, detail?: string) =>
  new MicrosoftCloudError('refused', message, {
    status,
    code,
    detail: code && detail ? `${detail} (${code})` : detail,
  });

interface Answer {
  error?: { code?: string; message?: string };
}

async function post<T extends Answer>(arm: ArmCaller, path: string, version: string, body: unknown): Promise<T> {
  const answer = await arm.call<T>('arm', { method: 'POST', path, query: { 'api-version': version }, body });
  if (answer.status === 200) return answer.body;
  const error = answer.body?.error;
  throw refused(
    'Azure refused a cost query.',
    answer.status,
    error?.code,
    error?.message ?? `Azure answered ${answer.status}.`,
  );
}

/** The ids of the customer's subscriptions that hold resources (Resource Graph sees those the application may read). */
export async function customerSubscriptions(arm: ArmCaller): Promise<string[]> {
  const answer = await post<Answer & { data?: { subscriptionId?: unknown }[] }>(
    arm,
    '/providers/Microsoft.ResourceGraph/resources',
    RESOURCE_GRAPH_API_VERSION,
    { query: 'Resources | summarize count() by subscriptionId', options: { resultFormat: 'objectArray' } },
  );
  const ids = (answer.data ?? []).map((row) => row.subscriptionId).filter((id): id is string => typeof id === 'string');
  return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
}

/** The months read, oldest first, as [YYYY-MM, first instant, last instant (or now for this month)]. */
export function monthsToRead(now: Date, count = MONTHS_READ): [string, string, string][] {
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const last = back === 0 ? now : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1) - 1000);
    const instant = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;
    return [first.toISOString().slice(0, 7), instant(first), instant(last)];
  });
}

/**
 * The Cost Management query for one month: actual cost per service. One query a month because the published
 * description of the query names only a Daily granularity (the service also answers Monthly, the description does
 * not promise it), and a month's total per service is all the screen shows.
 */
export function costQuery(from: string, to: string) {
  return {
    type: 'ActualCost',
    timeframe: 'Custom',
    timePeriod: { from, to },
    dataset: {
      aggregation: { totalCost: { name: 'Cost', function: 'Sum' } },
      grouping: [{ type: 'Dimension', name: 'ServiceName' }],
    },
  };
}

interface QueryResult extends Answer {
  properties?: { columns?: { name?: string; type?: string }[]; rows?: unknown[][] };
}

export interface ServiceCostRow {
  service: string;
  /** YYYY-MM */
  month: string;
  amount: number;
  currency: string;
}

/** Cost Management's rows of one month, read by their columns' names (the order is the service's to choose). */
export function costRows(result: QueryResult, month: string): ServiceCostRow[] {
  const columns = (result.properties?.columns ?? []).map((c) => c.name?.toLowerCase() ?? '');
  const cost = columns.findIndex((c) => c === 'cost' || c === 'pretaxcost' || c === 'totalcost');
  const service = columns.indexOf('servicename');
  const currency = columns.indexOf('currency');
  if (cost < 0 || service < 0) throw refused('Cost Management answered without the cost and service columns.', 200);
  return (result.properties?.rows ?? []).flatMap((row) => {
    const amount = Number(row[cost]);
    if (!Number.isFinite(amount) || typeof row[service] !== 'string') return [];
    const named = currency >= 0 && typeof row[currency] === 'string' ? (row[currency] as string) : 'EUR';
    return [{ service: row[service] as string, month, amount, currency: named }];
  });
}

/** The costs of one subscription over the months read. */
export async function subscriptionCosts(arm: ArmCaller, subscriptionId: string, now: Date): Promise<ServiceCostRow[]> {
  const path = `/subscriptions/${encodeURIComponent(subscriptionId)}/providers/Microsoft.CostManagement/query`;
  const rows: ServiceCostRow[] = [];
  for (const [month, from, to] of monthsToRead(now)) {
    rows.push(...costRows(await post<QueryResult>(arm, path, COST_MANAGEMENT_API_VERSION, costQuery(from, to)), month));
  }
  return rows;
}

/** The category the screen groups a service under, from Azure's service name (Cost Management's ServiceName). */
const CATEGORIES: Record<string, string> = {
  'virtual machines': 'Compute',
  'virtual machine scale sets': 'Compute',
  'azure kubernetes service': 'Compute',
  'container instances': 'Compute',
  'sql database': 'Databases',
  'sql managed instance': 'Databases',
  'azure cosmos db': 'Databases',
  'azure database for postgresql': 'Databases',
  'azure database for mysql': 'Databases',
  'redis cache': 'Databases',
  storage: 'Storage',
  backup: 'Storage',
  'azure app service': 'Web',
  'azure functions': 'Web',
  'logic apps': 'Web',
  'vpn gateway': 'Networking',
  'virtual network': 'Networking',
  bandwidth: 'Networking',
  'load balancer': 'Networking',
  'application gateway': 'Networking',
  'azure front door service': 'Networking',
  'azure dns': 'Networking',
  'log analytics': 'Monitoring',
  'azure monitor': 'Monitoring',
  'application insights': 'Monitoring',
};
export const categoryOf = (service: string) => CATEGORIES[service.toLowerCase()] ?? 'Other';

export interface AzureServiceRecord {
  id: string;
  name: string;
  subscriptionId: string;
  category: string;
  currency: string;
  /** month (YYYY-MM) to cents */
  costs: Map<string, number>;
}

/** A stable id per customer, subscription and service, so a re-sync replaces the same rows. */
export const azureServiceId = (customerId: string, subscriptionId: string, service: string) =>
  `azure-${createHash('sha256').update(`${customerId}\n${subscriptionId}\n${service.toLowerCase()}`).digest('hex').slice(0, 24)}`;

/** One record per subscription and service, its cost per month in cents (negative where credits or refunds outweigh it). */
export function servicesOf(
  customerId: string,
  subscriptionId: string,
  rows: readonly ServiceCostRow[],
): AzureServiceRecord[] {
  const records = new Map<string, AzureServiceRecord>();
  for (const row of rows) {
    const id = azureServiceId(customerId, subscriptionId, row.service);
    const record = records.get(id) ?? {
      id,
      name: row.service,
      subscriptionId,
      category: categoryOf(row.service),
      currency: row.currency,
      costs: new Map<string, number>(),
    };
    record.costs.set(row.month, (record.costs.get(row.month) ?? 0) + Math.round(row.amount * 100));
    records.set(id, record);
  }
  return [...records.values()].sort((a, b) => a.name.localeCompare(b.name));
}
