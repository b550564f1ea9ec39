import { HttpError, statement, type ServerPluginApi } from '../../../server/plugin-api';
import { PublishedSlaReport, SlaReportPaths, SlaReportQuery, SLA_MEASURES, type SlaMeasure } from '../contract';

/** SLA figures are service reporting, not financial: every authorized user of the active customer may read them. */
export function slaReportRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: SlaReportPaths.report,
    summary: "The active customer's SLA report of a month (YYYY-MM, default the latest): targets and achieved percentages, and the tickets",
    query: SlaReportQuery,
    response: PublishedSlaReport,
    errors: { 404: 'No report for that month for the active customer' },
    handler: ({ user, query }) => {
      const customerId = user?.activeCustomerId;
      if (!customerId) throw new HttpError(404, 'No active customer.');
      const periods = statement(api.db, 'SELECT DISTINCT period FROM sla_figures WHERE customer_id = ? ORDER BY period DESC').pluck().all(customerId) as string[];
      const period = query.period ?? periods[0] ?? null;
      if (query.period && !periods.includes(query.period)) throw new HttpError(404, `No SLA report for ${query.period}.`);
      if (period === null) return { periods, period, figures: [], tickets: [] };
      const figures = (statement(api.db, 'SELECT measure, target, achieved FROM sla_figures WHERE customer_id = ? AND period = ?')
        .all(customerId, period) as { measure: SlaMeasure; target: number; achieved: number }[])
        .sort((a, b) => SLA_MEASURES.indexOf(a.measure) - SLA_MEASURES.indexOf(b.measure));
      const tickets = (statement(api.db, `SELECT number, title, priority, opened_at AS openedAt, resolved_at AS resolvedAt, within_sla AS withinSla
        FROM sla_tickets WHERE customer_id = ? AND period = ? ORDER BY opened_at, number`).all(customerId, period) as { withinSla: number }[])
        .map((ticket) => ({ ...ticket, withinSla: ticket.withinSla === 1 }));
      return { periods, period, figures, tickets };
    },
  });
}
