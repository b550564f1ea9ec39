import type { SlaSourceTicket } from '../../../server/plugin-api';

/** The months of an SLA report are the customer's calendar months, in the provider's (Dutch) time zone. */
export const SLA_TIME_ZONE = 'Europe/Amsterdam';
const HOUR_MS = 3_600_000;

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SLA_TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The month (YYYY-MM) an instant falls in, in Amsterdam: 2026-10-31T23:30Z is 1 November 00:30 there. */
export function monthOf(iso: string): string {
  const parts = monthFormat.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

export interface TimeTarget {
  responseHours: number;
  resolutionHours: number;
}

/** Met, missed, or not decided yet (no answer, but its time is not up). */
type Outcome = boolean | null;

const outcome = (from: string, done: string | null, hours: number, now: number): Outcome => {
  const due = Date.parse(from) + hours * HOUR_MS;
  if (done !== null) return Date.parse(done) <= due;
  return now > due ? false : null;
};

export interface MeasuredTicket {
  number: string;
  externalNumber: string | null;
  title: string;
  priority: SlaSourceTicket['priority'];
  openedAt: string;
  respondedAt: string | null;
  resolvedAt: string | null;
  withinSla: boolean;
}

export interface TicketFigures {
  /** The share (%) of the month's decided tickets within their time, per measure; absent when none was decided. */
  achieved: { response?: number; resolution?: number };
  tickets: MeasuredTicket[];
}

const share = (outcomes: Outcome[]) => {
  const decided = outcomes.filter((one): one is boolean => one !== null);
  return decided.length === 0 ? undefined : Math.round((decided.filter(Boolean).length / decided.length) * 1000) / 10;
};

/**
 * A month's response and resolution figures from the ticket system's tickets opened in it (Amsterdam time): the
 * first response against the priority's response time, the closing against its resolution time. A ticket still
 * waiting counts once its time is up (missed), not before; a priority without an agreed time is listed, not measured.
 */
export function ticketFigures(
  tickets: readonly SlaSourceTicket[],
  targets: ReadonlyMap<string, TimeTarget>,
  period: string,
  now: number,
): TicketFigures {
  const response: Outcome[] = [];
  const resolution: Outcome[] = [];
  const measured = tickets
    .filter((ticket) => monthOf(ticket.openedAt) === period)
    .map((ticket): MeasuredTicket => {
      const target = targets.get(ticket.priority);
      const responded = target ? outcome(ticket.openedAt, ticket.firstResponseAt, target.responseHours, now) : null;
      const resolved = target ? outcome(ticket.openedAt, ticket.closedAt, target.resolutionHours, now) : null;
      response.push(responded);
      resolution.push(resolved);
      return {
        number: ticket.number,
        externalNumber: ticket.externalNumber,
        title: ticket.title,
        priority: ticket.priority,
        openedAt: ticket.openedAt,
        respondedAt: ticket.firstResponseAt,
        resolvedAt: ticket.closedAt,
        withinSla: responded !== false && resolved !== false,
      };
    });
  return { achieved: { response: share(response), resolution: share(resolution) }, tickets: measured };
}
