import { sql, type CrossCustomerData } from '../../../server/plugin-api';
import { ReferenceTicketSystem } from './reference-ticket-system';
import type { ArticleFiles } from './remote-attachments';
import type { OutgoingRating, OutgoingReply, OutgoingTicket, RemoteTicket } from './service-desk-connector';
import type { Caller, NewTicket, TicketRating, TicketReply } from './ticket-system';

export const OUTBOX = 'service_request_outbox';
const REQUESTS = 'service_requests';
const ENTRIES = 'service_request_entries';
const ATTACHMENTS = 'service_request_attachments';
/** The times the SLA reports measure, as the system last reported them (a field it leaves out stays as it was). */
const slaTimesOf = (remote: RemoteTicket, readAt: string) => ({
  remote_read_at: readAt,
  ...(remote.priority !== undefined ? { priority: remote.priority } : {}),
  ...(remote.firstResponseAt !== undefined ? { first_response_at: remote.firstResponseAt } : {}),
  ...(remote.closedAt !== undefined ? { closed_at: remote.closedAt } : {}),
});

/** The name a status change from the ticket system is shown with. */
export const SERVICE_DESK_AUTHOR = 'Service desk';

export type OutboxKind = 'create' | 'reply' | 'rate';

interface CallerRow {
  id: number;
  status: string;
  external_number: string | null;
  caller_name: string;
  caller_email: string;
  caller_phone: string;
}

/**
 * The portal's own tables in front of a connected ticket system: every request, reply and rating is stored
 * first (the portal's number and the confirmation mail at once, whether the system answers or not) and, in the
 * same transaction, queued for delivery (DeliveryQueue). What the system's staff do comes back through
 * applyRemote (webhooks, polling), so the list and the detail show the system's truth.
 */
export class ConnectedTicketSystem extends ReferenceTicketSystem {
  constructor(
    private readonly all: CrossCustomerData,
    /** Called after something was queued (the queue then delivers it without waiting for its schedule). */
    private readonly queued: () => void,
    now?: () => Date,
  ) {
    super(all, now);
  }

  override async create(ticket: NewTicket) {
    const filed = this.data.transaction(() => {
      const { number } = this.insertRequest(ticket);
      this.table(ticket.customerId, REQUESTS).update({ delivery: 'waiting' }, { number });
      const outgoing: OutgoingTicket = {
        number,
        customer: { id: ticket.customerId, name: ticket.customerName ?? ticket.customerId },
        caller: ticket.caller,
        category: ticket.category,
        name: ticket.name,
        description: ticket.description,
        ...(ticket.answers?.length ? { answers: ticket.answers } : {}),
      };
      this.enqueue(ticket.customerId, number, 'create', outgoing);
      return { number };
    });
    this.queued();
    return filed;
  }

  override async reply(customerId: string, number: string, reply: TicketReply) {
    if (reply.author !== 'customer') return super.reply(customerId, number, reply);
    this.data.transaction(() => {
      const entryId = this.insertReply(customerId, number, reply);
      const outgoing: OutgoingReply = {
        reference: `${number}/${entryId}`,
        caller: { ...this.callerOf(customerId, number), name: reply.authorName },
        text: reply.text,
        attachments: reply.attachments.map((file) => ({
          fileName: file.fileName,
          contentType: file.upload?.contentType ?? 'application/octet-stream',
          contentBase64: file.upload?.bytes.toString('base64') ?? '',
        })),
      };
      this.enqueue(customerId, number, 'reply', outgoing);
    });
    this.queued();
  }

  override async rate(customerId: string, number: string, rating: TicketRating) {
    this.data.transaction(() => {
      this.storeRating(customerId, number, rating);
      const outgoing: OutgoingRating = {
        reference: `${number}/rating`,
        caller: this.callerOf(customerId, number),
        score: rating.score,
        comment: rating.comment,
      };
      this.enqueue(customerId, number, 'rate', outgoing);
    });
    this.queued();
  }

  /** The request a ticket of the connected system belongs to (webhooks name only the system's ticket). */
  byExternalId(externalId: string): { customerId: string; number: string } | null {
    const row = this.all
      .table(REQUESTS)
      .first<{ customer_id: string; number: string }>(
        { external_id: externalId },
        { columns: ['customer_id', 'number'] },
      );
    return row ? { customerId: row.customer_id, number: row.number } : null;
  }

  /** Delivered requests the system may still change (the poller's list), oldest update first. */
  openDelivered(limit: number): { customerId: string; number: string; externalId: string }[] {
    return this.all
      .table(REQUESTS)
      .find<{ customer_id: string; number: string; external_id: string }>(
        sql('delivery = ? AND status <> ? AND external_id IS NOT NULL', 'delivered', 'closed'),
        { columns: ['customer_id', 'number', 'external_id'], orderBy: ['updated_at'], limit },
      )
      .map((row) => ({ customerId: row.customer_id, number: row.number, externalId: row.external_id }));
  }

  /** Records that the request reached the system, with the system's id and number. */
  markDelivered(customerId: string, number: string, externalId: string, externalNumber: string): void {
    this.table(customerId, REQUESTS).update(
      { external_id: externalId, external_number: externalNumber, delivery: 'delivered' },
      { number },
    );
  }

  externalIdOf(customerId: string, number: string): string | null {
    const row = this.table(customerId, REQUESTS).first<{ external_id: string | null }>(
      { number },
      { columns: ['external_id'] },
    );
    return row?.external_id ?? null;
  }

  /** Who filed the request, and the system's articles the portal already took over (by their external id). */
  takenOver(customerId: string, number: string): { userId: string | null; seen: Set<string> } {
    const row = this.existing(customerId, number);
    const seen = this.table(customerId, ENTRIES)
      .find<{ external_id: string }>(sql('request_id = ? AND external_id IS NOT NULL', row.id), {
        columns: ['external_id'],
      })
      .map((entry) => entry.external_id);
    return { userId: row.user_id, seen: new Set(seen) };
  }

  /**
   * Takes over the system's state: its articles the portal has not seen (each once, by the system's id, with the
   * files already stored for it in `files`, which it takes out of the map) and its status. Answers how many
   * changes it made (0 when nothing was new).
   */
  applyRemote(customerId: string, number: string, remote: RemoteTicket, files: ArticleFiles = new Map()): number {
    return this.data.transaction(() => {
      const row = this.existing(customerId, number);
      const entries = this.table(customerId, ENTRIES);
      let changes = 0;
      for (const article of remote.articles) {
        if (article.fromPortal || entries.count({ request_id: row.id, external_id: article.externalId }) > 0) continue;
        const id = this.addEntry(
          customerId,
          row.id,
          'message',
          article.author,
          article.authorName,
          null,
          article.text,
          null,
          article.at,
        );
        entries.update({ external_id: article.externalId }, { id });
        for (const file of files.get(article.externalId) ?? []) {
          this.table(customerId, ATTACHMENTS).insert({
            entry_id: id,
            request_id: row.id,
            file_id: file.fileId,
            file_name: file.fileName,
            size: file.size,
          });
        }
        files.delete(article.externalId);
        changes++;
      }
      const at = this.now();
      if (remote.status !== row.status) {
        this.addEntry(customerId, row.id, 'status', 'agent', SERVICE_DESK_AUTHOR, null, '', remote.status, at);
        changes++;
      }
      this.table(customerId, REQUESTS).update(slaTimesOf(remote, at), { id: row.id });
      if (changes > 0 || row.external_number !== remote.externalNumber) {
        this.table(customerId, REQUESTS).update(
          { status: remote.status, external_number: remote.externalNumber, ...(changes > 0 ? { updated_at: at } : {}) },
          { id: row.id },
        );
      }
      return changes;
    });
  }

  private callerOf(customerId: string, number: string): Caller {
    const row = this.table(customerId, REQUESTS).first<CallerRow>({ number });
    return { name: row?.caller_name ?? '', email: row?.caller_email ?? '', phone: row?.caller_phone ?? '' };
  }

  private enqueue(customerId: string, number: string, kind: OutboxKind, payload: unknown): void {
    const at = this.now();
    this.table(customerId, OUTBOX).insert({
      request_number: number,
      kind,
      payload: JSON.stringify(payload),
      next_attempt_at: at,
      created_at: at,
    });
  }
}
