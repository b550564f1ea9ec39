import { HttpError, TicketSlaSourcePoint, type ServerPluginApi } from '../../../server/plugin-api';
import { PublishedSlaReport, SlaReportPaths, SlaReportQuery, SLA_MEASURES, type SlaMeasure } from '../contract';
import { ticketReport } from './ticket-report';

/**
 * SLA figures are service reporting, not financial: every authorized user of the active customer may read them.
 * Where a ticket system is connected (TicketSlaSourcePoint) and the customer has agreed times per priority, the
 * response and resolution figures are computed from its tickets (ticket-report.ts); otherwise they are the
 * provider's stored figures.
 */
export function slaReportRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: SlaReportPaths.report,
    summary:
      "The active customer's SLA report of a month (YYYY-MM, default the latest): targets and achieved percentages, and the tickets",
    query: SlaReportQuery,
    response: PublishedSlaReport,
    errors: { 404: 'No report for that month for the active customer' },
    handler: ({ user, query }) => {
      if (!user?.activeCustomerId) throw new HttpError(404, 'No active customer.');
      const data = api.data(user);
      const source = api.use(TicketSlaSourcePoint, user);
      const fromTickets = source ? ticketReport(data, source, user.activeCustomerId, query.period, Date.now()) : null;
      if (fromTickets) return fromTickets;
      const periods = data
        .table('sla_figures')
        .find<{ period: string }>(undefined, { columns: ['period'], groupBy: ['period'], orderBy: ['period DESC'] })
        .map((row) => row.period);
      const period = query.period ?? periods[0] ?? null;
      if (query.period && !periods.includes(query.period))
        throw new HttpError(404, `No SLA report for ${query.period}.`);
      if (period === null) return { periods, period, figures: [], tickets: [], source: null };
      const figures = data
        .table('sla_figures')
        .find<{ measure: SlaMeasure; target: number; achieved: number }>(
          { period },
          { columns: ['measure', 'target', 'achieved'] },
        )
        .sort((a, b) => SLA_MEASURES.indexOf(a.measure) - SLA_MEASURES.indexOf(b.measure));
      const tickets = data
        .table('sla_tickets')
        .find<{ withinSla: number }>(
          { period },
          {
            columns: [
              'number',
              'title',
              'priority',
              'opened_at AS openedAt',
              'resolved_at AS resolvedAt',
              'within_sla AS withinSla',
            ],
            orderBy: ['opened_at', 'number'],
          },
        )
        .map((ticket) => ({ ...ticket, withinSla: ticket.withinSla === 1, externalNumber: null, respondedAt: null }));
      return { periods, period, figures, tickets, source: null };
    },
  });
}
