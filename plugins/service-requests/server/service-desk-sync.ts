import { HttpError, type CrossCustomerData } from '../../../server/plugin-api';
import type { ConnectedTicketSystem } from './connected-ticket-system';
import type { ArticleFiles, RemoteAttachmentIntake } from './remote-attachments';
import type { ServiceDeskConnector } from './service-desk-connector';

const DELIVERIES = 'service_request_webhook_deliveries';
const POLL_BATCH = 200;

export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown-ticket';

/**
 * Brings the connected system's changes into the portal: a ticket read back after its webhook, and every open
 * ticket read back on a schedule in case a webhook was lost. Reading the whole ticket makes both idempotent.
 */
export class ServiceDeskSync {
  constructor(
    private readonly data: CrossCustomerData,
    private readonly tickets: ConnectedTicketSystem,
    private readonly connector: ServiceDeskConnector,
    private readonly now: () => number = Date.now,
    private readonly attachments: RemoteAttachmentIntake | null = null,
  ) {}

  /** A verified webhook about the system's ticket `externalId`: applied once per delivery id. */
  async webhook(deliveryId: string, externalId: string): Promise<WebhookOutcome> {
    if (this.data.table(DELIVERIES).count({ delivery_id: deliveryId }) > 0) return 'duplicate';
    const request = this.tickets.byExternalId(externalId);
    // A ticket the portal did not file (the trigger fires for every ticket): nothing to do, and no retry wanted.
    if (!request) return 'unknown-ticket';
    await this.readBack(request.customerId, request.number, externalId);
    try {
      this.data
        .forCustomer(request.customerId)
        .table(DELIVERIES)
        .insert({
          delivery_id: deliveryId,
          received_at: new Date(this.now()).toISOString(),
        });
    } catch {
      // The same delivery arrived twice at once and the other one recorded it: reading back twice changed nothing.
    }
    return 'applied';
  }

  /** Reads back the open delivered tickets (the polling fallback); answers how many changes it took over. */
  async poll(): Promise<number> {
    let changes = 0;
    for (const open of this.tickets.openDelivered(POLL_BATCH)) {
      try {
        changes += await this.readBack(open.customerId, open.number, open.externalId);
      } catch {
        // One unreachable ticket does not stop the others; the next poll tries again.
      }
    }
    return changes;
  }

  private async readBack(customerId: string, number: string, externalId: string): Promise<number> {
    let remote;
    let files: ArticleFiles = new Map();
    try {
      remote = await this.connector.fetchTicket(externalId);
      if (remote && this.attachments)
        files = await this.attachments.fetch({ customerId, ...this.tickets.takenOver(customerId, number) }, remote);
    } catch (error) {
      throw new HttpError(502, `The ticket system did not answer: ${(error as Error).message}`);
    }
    try {
      return remote ? this.tickets.applyRemote(customerId, number, remote, files) : 0;
    } finally {
      await this.attachments?.discard(customerId, files);
    }
  }
}
