import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiVersions, armSubscription } from './arm-access';
import type { CloudState } from './cloud-state';
import { sendError } from './errors';
import type { ServiceCost } from './model';

interface QueryDefinition {
  type?: string;
  timeframe?: string;
  timePeriod?: { from?: string; to?: string };
  dataset?: {
    granularity?: string;
    aggregation?: Record<string, { name?: string; function?: string }>;
    grouping?: { type?: string; name?: string }[];
  };
}

const TYPES = ['Usage', 'ActualCost', 'AmortizedCost'];

/** The period a timeframe covers, as [first day, last day] (inclusive, YYYY-MM-DD). */
function period(definition: QueryDefinition, now: number): [string, string] | string {
  const today = new Date(now);
  const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
  switch (definition.timeframe) {
    case 'MonthToDate':
    case 'BillingMonthToDate':
      return [day(today.getUTCFullYear(), today.getUTCMonth(), 1), today.toISOString().slice(0, 10)];
    case 'TheLastMonth':
    case 'TheLastBillingMonth':
      return [
        day(today.getUTCFullYear(), today.getUTCMonth() - 1, 1),
        day(today.getUTCFullYear(), today.getUTCMonth(), 0),
      ];
    case 'Custom': {
      const from = definition.timePeriod?.from;
      const to = definition.timePeriod?.to;
      if (!from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
        return 'A Custom timeframe needs timePeriod.from and timePeriod.to.';
      if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000)
        return 'The time period of a query can be at most one year.';
      return [from.slice(0, 10), to.slice(0, 10)];
    }
    default:
      return `Unsupported timeframe '${definition.timeframe ?? ''}' (the emulator answers MonthToDate, TheLastMonth and Custom).`;
  }
}

function rows(
  costs: ServiceCost[],
  [from, to]: [string, string],
  monthly: boolean,
  byService: boolean,
  currency: string,
): unknown[][] {
  const totals = new Map<string, { amount: number; month: string; service: string }>();
  for (const cost of costs) {
    if (cost.month.slice(0, 7) < from.slice(0, 7) || cost.month > to) continue;
    const key = `${monthly ? cost.month : ''}|${byService ? cost.serviceName : ''}`;
    const total = totals.get(key) ?? { amount: 0, month: cost.month, service: cost.serviceName };
    total.amount = Math.round((total.amount + cost.amount) * 100) / 100;
    totals.set(key, total);
  }
  return [...totals.values()].map((t) => [
    t.amount,
    ...(monthly ? [`${t.month}T00:00:00`] : []),
    ...(byService ? [t.service] : []),
    currency,
  ]);
}

/** Cost Management `query` per subscription: cost per month and per service (the `ServiceName` dimension). */
export function registerCostManagement(app: FastifyInstance, state: CloudState): void {
  app.post<{ Params: { subscriptionId: string }; Body: QueryDefinition }>(
    '/subscriptions/:subscriptionId/providers/Microsoft.CostManagement/query',
    async (request, reply) => {
      const found = armSubscription(
        state,
        request,
        reply,
        ApiVersions.costManagement,
        'Microsoft.CostManagement/query/action',
      );
      if (!found) return reply;
      const definition = request.body ?? {};
      if (!definition.type || !TYPES.includes(definition.type))
        return sendError(
          reply,
          'arm',
          400,
          'BadRequest',
          `Invalid query type '${definition.type ?? ''}'; expected one of ${TYPES.join(', ')}.`,
        );
      const range = period(definition, state.now());
      if (typeof range === 'string') return sendError(reply, 'arm', 400, 'BadRequest', range);
      const dataset = definition.dataset ?? {};
      if (dataset.granularity && dataset.granularity !== 'Monthly')
        return sendError(reply, 'arm', 400, 'BadRequest', 'The emulator answers granularity Monthly or none.');
      const grouping = dataset.grouping ?? [];
      if (grouping.some((g) => g.type !== 'Dimension' || g.name !== 'ServiceName'))
        return sendError(reply, 'arm', 400, 'BadRequest', 'The emulator groups by the ServiceName dimension only.');
      const aggregation = Object.values(dataset.aggregation ?? {})[0];
      if (aggregation && aggregation.function !== 'Sum')
        return sendError(reply, 'arm', 400, 'BadRequest', 'The emulator aggregates with Sum only.');
      const monthly = dataset.granularity === 'Monthly';
      const byService = grouping.length > 0;
      const name = randomUUID();
      return {
        id: `subscriptions/${found.subscription.subscriptionId}/providers/Microsoft.CostManagement/query/${name}`,
        name,
        type: 'Microsoft.CostManagement/query',
        properties: {
          columns: [
            { name: aggregation?.name ?? 'Cost', type: 'Number' },
            ...(monthly ? [{ name: 'BillingMonth', type: 'Datetime' }] : []),
            ...(byService ? [{ name: 'ServiceName', type: 'String' }] : []),
            { name: 'Currency', type: 'String' },
          ],
          rows: rows(found.subscription.costs, range, monthly, byService, found.subscription.currency),
        },
      };
    },
  );
}
