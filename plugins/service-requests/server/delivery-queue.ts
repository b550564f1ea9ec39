import { sql, type CrossCustomerData } from '../../../server/plugin-api';
import { OUTBOX, type ConnectedTicketSystem, type OutboxKind } from './connected-ticket-system';
import {
  ServiceDeskUnavailable,
  type OutgoingRating,
  type OutgoingReply,
  type OutgoingTicket,
  type ServiceDeskConnector,
} from './service-desk-connector';

interface OutboxRow {
  id: number;
  customer_id: string;
  request_number: string;
  kind: OutboxKind;
  payload: string;
  attempts: number;
}

/** How long a worker holds an item it is delivering (another instance takes it over after that). */
const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 15 * 60_000;
const BATCH = 100;

/** The wait before the next attempt after `attempts` failures: 5 s, 10 s, 20 s ... at most 15 minutes. */
export const backoffMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export interface QueueRun {
  delivered: number;
  failed: number;
}

/**
 * Delivers the queued requests, replies and ratings to the connected ticket system, oldest first and in order
 * per request (a reply waits for its ticket). The queue is a table, so it survives a restart; an item is claimed
 * before it is sent, so two instances never send the same one at once; a failure is retried with backoff (or
 * after the system's Retry-After). The connector's writes are idempotent on the portal's references, so an
 * item whose answer was lost is sent again without creating a second ticket.
 */
export class DeliveryQueue {
  private current: Promise<QueueRun> | null = null;
  private again = false;

  constructor(
    private readonly data: CrossCustomerData,
    private readonly tickets: ConnectedTicketSystem,
    private readonly connector: ServiceDeskConnector,
    private readonly now: () => number = Date.now,
  ) {}

  /** Delivers what is due; a call while a run is going makes that run look once more before it ends. */
  run(): Promise<QueueRun> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = (async () => {
      const total: QueueRun = { delivered: 0, failed: 0 };
      try {
        do {
          this.again = false;
          const run = await this.runDue();
          total.delivered += run.delivered;
          total.failed += run.failed;
        } while (this.again);
        return total;
      } finally {
        this.current = null;
      }
    })();
    return this.current;
  }

  /** Items not yet delivered (for the provider's view and the tests). */
  pending(): number {
    return this.data.table(OUTBOX).count(sql('delivered_at IS NULL'));
  }

  private async runDue(): Promise<QueueRun> {
    const at = new Date(this.now()).toISOString();
    const due = this.data
      .table(OUTBOX)
      .find<OutboxRow>(sql('delivered_at IS NULL AND next_attempt_at <= ?', at), { orderBy: ['id'], limit: BATCH });
    const held = new Set<string>();
    const run: QueueRun = { delivered: 0, failed: 0 };
    for (const item of due) {
      const request = `${item.customer_id}\n${item.request_number}`;
      // A reply or rating waits, without counting attempts, until its ticket is there.
      const waiting = item.kind !== 'create' && !this.tickets.externalIdOf(item.customer_id, item.request_number);
      if (held.has(request) || waiting || !this.claim(item)) {
        held.add(request);
        continue;
      }
      try {
        await this.deliver(item);
        this.outbox(item).update(
          { delivered_at: new Date(this.now()).toISOString(), payload: '{}', claimed_until: null, last_error: null },
          { id: item.id },
        );
        run.delivered++;
      } catch (error) {
        held.add(request);
        this.failed(item, error);
        run.failed++;
      }
    }
    return run;
  }

  private async deliver(item: OutboxRow): Promise<void> {
    const payload: unknown = JSON.parse(item.payload);
    if (item.kind === 'create') {
      const made = await this.connector.createTicket(payload as OutgoingTicket);
      this.tickets.markDelivered(item.customer_id, item.request_number, made.externalId, made.externalNumber);
      return;
    }
    const externalId = this.tickets.externalIdOf(item.customer_id, item.request_number);
    if (!externalId) throw new ServiceDeskUnavailable('The ticket itself has not been delivered yet.');
    if (item.kind === 'reply') await this.connector.addReply(externalId, payload as OutgoingReply);
    else await this.connector.sendRating(externalId, payload as OutgoingRating);
  }

  private claim(item: OutboxRow): boolean {
    const now = this.now();
    return (
      this.outbox(item).update(
        { claimed_until: new Date(now + CLAIM_MS).toISOString() },
        sql(
          'id = ? AND delivered_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)',
          item.id,
          new Date(now).toISOString(),
        ),
      ) === 1
    );
  }

  private failed(item: OutboxRow, error: unknown): void {
    const attempts = item.attempts + 1;
    const retryAfter = error instanceof ServiceDeskUnavailable ? error.retryAfterMs : null;
    const wait = retryAfter ?? backoffMs(attempts);
    const message = error instanceof Error ? error.message : String(error);
    this.outbox(item).update(
      {
        attempts,
        next_attempt_at: new Date(this.now() + wait).toISOString(),
        claimed_until: null,
        last_error: message.slice(0, 500),
      },
      { id: item.id },
    );
  }

  private outbox(item: OutboxRow) {
    return this.data.forCustomer(item.customer_id).table(OUTBOX);
  }
}
