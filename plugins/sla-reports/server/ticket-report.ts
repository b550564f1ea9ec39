import { HttpError, type CustomerData, type TicketSlaSource } from '../../../server/plugin-api';
import type { PublishedSlaReport, SlaFigure, SlaMeasure } from '../contract';
import { monthOf, ticketFigures, type TimeTarget } from './ticket-figures';

interface FigureRow {
  period: string;
  measure: SlaMeasure;
  target: number;
  achieved: number;
}

/** Without an agreed share of tickets on time (the provider's figures name none yet), every ticket must be. */
const ALL_TICKETS = 100;

/**
 * The SLA report computed from a connected ticket system's tickets, or null where the customer has no agreed
 * times per priority yet (the report then stays the provider's figures). Response and resolution are the shares
 * of the month's tickets within their time, against the share agreed in the provider's figures of that month (or
 * the latest month before it); availability is not in the tickets and stays the provider's figure.
 */
export function ticketReport(
  data: CustomerData,
  source: TicketSlaSource,
  customerId: string,
  requested: string | undefined,
  now: number,
): PublishedSlaReport | null {
  const targets = new Map<string, TimeTarget>();
  for (const row of data.table('sla_ticket_targets').find<{
    priority: string;
    response_hours: number;
    resolution_hours: number;
  }>(undefined, { columns: ['priority', 'response_hours', 'resolution_hours'], orderBy: ['provider_id'] })) {
    if (!targets.has(row.priority))
      targets.set(row.priority, { responseHours: row.response_hours, resolutionHours: row.resolution_hours });
  }
  if (targets.size === 0) return null;
  const tickets = source.tickets(customerId);
  const stored = data
    .table('sla_figures')
    .find<FigureRow>(undefined, { columns: ['period', 'measure', 'target', 'achieved'], orderBy: ['period DESC'] });
  const periods = [...new Set([...tickets.map((ticket) => monthOf(ticket.openedAt)), ...stored.map((r) => r.period)])]
    .sort()
    .reverse();
  if (requested && !periods.includes(requested)) throw new HttpError(404, `No SLA report for ${requested}.`);
  const period = requested ?? periods[0] ?? null;
  const described = source.describe(customerId);
  if (period === null) return { periods, period, figures: [], tickets: [], source: described };

  const computed = ticketFigures(tickets, targets, period, now);
  const agreed = (measure: SlaMeasure) =>
    stored.find((row) => row.measure === measure && row.period <= period)?.target ?? ALL_TICKETS;
  const figures = (['response', 'resolution'] as const).flatMap((measure): SlaFigure[] => {
    const achieved = computed.achieved[measure];
    return achieved === undefined ? [] : [{ measure, target: agreed(measure), achieved }];
  });
  const availability = stored.find((row) => row.period === period && row.measure === 'availability');
  if (availability)
    figures.push({ measure: 'availability', target: availability.target, achieved: availability.achieved });
  return { periods, period, figures, tickets: computed.tickets, source: described };
}
