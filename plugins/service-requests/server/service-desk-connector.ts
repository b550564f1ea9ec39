import type { ServiceRequestStatus } from '../contract';
import type { StructuredAnswer } from '../contract-catalogue';
import type { Caller } from './ticket-system';

/**
 * A provider's ticket system as the delivery queue sees it (one implementation per product, e.g. Zammad). The
 * portal keeps every request in its own tables first; the queue hands each one over through this port and the
 * webhooks and polling bring the system's answers back. Every write must be idempotent on the `reference` it
 * carries: a retried delivery (the answer was lost, the portal restarted) must not create a second ticket or article.
 */
export interface ServiceDeskConnector {
  /** Shown to providers in logs and docs, e.g. 'zammad'. */
  readonly name: string;
  /** The product's name as people write it (e.g. 'Zammad'): the SLA reports name their source with it. */
  readonly displayName?: string;
  /** Creates the ticket, or answers the one already made for this portal number. */
  createTicket(ticket: OutgoingTicket): Promise<ExternalTicketRef>;
  /** Adds a customer's reply (and its attachments) to the ticket, unless the reply's reference is already there. */
  addReply(externalId: string, reply: OutgoingReply): Promise<void>;
  /** Passes the customer's rating on (each connector says how its system holds it). */
  sendRating(externalId: string, rating: OutgoingRating): Promise<void>;
  /** The ticket as the system has it now (status and customer-visible articles), or null when it is gone. */
  fetchTicket(externalId: string): Promise<RemoteTicket | null>;
  /**
   * The bytes of a file an agent attached to an article (RemoteArticle.attachments), or null when it is gone.
   * A connector whose system has no attachments leaves it out.
   */
  downloadAttachment?(externalTicketId: string, attachment: RemoteAttachment): Promise<Buffer | null>;
}

export interface ExternalTicketRef {
  externalId: string;
  externalNumber: string;
}

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingTicket {
  /** The portal's number: the request's reference, kept in the ticket system for idempotency. */
  number: string;
  customer: { id: string; name: string };
  caller: Caller;
  category: string;
  name: string;
  description: string;
  /** A catalogue form's answers (field, labels, value), for a connector that maps them onto its own fields. */
  answers?: readonly StructuredAnswer[];
}

export interface OutgoingReply {
  /** Unique per reply, e.g. 'SR-000042/17': how a retry recognises a reply already delivered. */
  reference: string;
  caller: Caller;
  text: string;
  attachments: OutgoingAttachment[];
}

export interface OutgoingRating {
  reference: string;
  caller: Caller;
  score: number;
  comment: string | null;
}

export interface RemoteArticle {
  externalId: string;
  author: 'customer' | 'agent';
  authorName: string;
  text: string;
  at: string;
  /** Written by the portal itself (its first description or a reply it delivered): already in the portal. */
  fromPortal: boolean;
  /** The files attached to it (absent: none), fetched with downloadAttachment when the article is new to the portal. */
  attachments?: RemoteAttachment[];
}

export interface RemoteAttachment {
  /** The system's id of the file (what downloadAttachment is handed back; the connector may encode the article in it). */
  externalId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface RemoteTicket extends ExternalTicketRef {
  status: ServiceRequestStatus;
  articles: RemoteArticle[];
  /** What the SLA reports measure (absent: the system does not say): the priority mapped onto the portal's four. */
  priority?: 'P1' | 'P2' | 'P3' | 'P4' | null;
  /** The service desk's first response to the customer as the system records it (ISO), null before it. */
  firstResponseAt?: string | null;
  /** When the system closed the ticket (ISO), null while open. */
  closedAt?: string | null;
}

/**
 * A failed call: `retryAfterMs` when the system said when to come back (429 Retry-After). The queue retries
 * every failure with backoff; the message is kept as the item's last error (never a credential).
 */
export class ServiceDeskUnavailable extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ServiceDeskUnavailable';
  }
}
