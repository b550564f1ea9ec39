import { sql, type CrossCustomerData, type SlaSourceTicket, type TicketSlaSource } from '../../../server/plugin-api';

const REQUESTS = 'service_requests';

interface SlaRow {
  number: string;
  external_number: string | null;
  name: string;
  priority: SlaSourceTicket['priority'] | null;
  created_at: string;
  first_response_at: string | null;
  closed_at: string | null;
}

/**
 * The connected ticket system's times for the SLA reports (TicketSlaSourcePoint): the requests that reached the
 * system, with the priority, first response and closing time it reported at the last read-back (webhook or poll).
 * A request counts from when the customer filed it in the portal, so an outage of the system is not left out.
 */
export function ticketSlaSource(data: CrossCustomerData, system: string): TicketSlaSource {
  const requests = (customerId: string) => data.forCustomer(customerId).table(REQUESTS);
  return {
    describe: (customerId) => ({
      system,
      readAt:
        requests(customerId).first<{ remote_read_at: string }>(sql('remote_read_at IS NOT NULL'), {
          columns: ['remote_read_at'],
          orderBy: ['remote_read_at DESC'],
        })?.remote_read_at ?? null,
    }),
    tickets: (customerId) =>
      requests(customerId)
        .find<SlaRow>(sql('external_id IS NOT NULL'), {
          columns: ['number', 'external_number', 'name', 'priority', 'created_at', 'first_response_at', 'closed_at'],
          orderBy: ['created_at', 'id'],
        })
        .map((row) => ({
          number: row.number,
          externalNumber: row.external_number,
          title: row.name,
          // A system that names no priority: the portal's default one for a request.
          priority: row.priority ?? 'P3',
          openedAt: row.created_at,
          firstResponseAt: row.first_response_at,
          closedAt: row.closed_at,
        })),
  };
}
