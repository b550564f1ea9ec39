import { createHmac, randomUUID } from 'node:crypto';
import { TicketSystemState, type OutgoingWebhook } from '../kit/ticket-system';

export interface ZUser {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  organization_id: number | null;
  roles: string[];
}
export interface ZOrganization {
  id: number;
  name: string;
  note: string;
}
export interface ZAttachment {
  id: number;
  filename: string;
  size: string;
  preferences: { 'Content-Type': string };
  data: string;
}
export interface ZArticle {
  id: number;
  ticket_id: number;
  sender: 'Agent' | 'Customer' | 'System';
  type: string;
  from: string;
  subject: string | null;
  body: string;
  content_type: string;
  internal: boolean;
  message_id: string | null;
  origin_by_id: number | null;
  created_at: string;
  attachments: ZAttachment[];
}
export interface ZTicket {
  id: number;
  number: string;
  title: string;
  group: string;
  state: string;
  customer_id: number;
  organization_id: number | null;
  portal_reference: string | null;
  priority: string;
  /** Set by Zammad at the first agent article the customer sees (its SLA escalation fields). */
  first_response_at: string | null;
  /** Set when the ticket enters a closed state. */
  close_at: string | null;
  created_at: string;
  updated_at: string;
}
/** A webhook the emulator sent (or would send): what a trigger with an HMAC SHA1 signature token posts. */
export type { OutgoingWebhook };

/** Zammad's default states (api/ticket/states) and the one group of a fresh install. */
export const STATES = ['new', 'open', 'pending reminder', 'closed', 'merged', 'removed', 'pending close'];
export const GROUPS = ['Users'];
/** The priorities of a fresh install (api/ticket/priorities). */
export const PRIORITIES = ['1 low', '2 normal', '3 high'];

/** One Zammad instance's data, kept in memory; failures are switched on by the tests (`down`, `throttle`). */
export class ZammadState extends TicketSystemState {
  users: ZUser[] = [];
  organizations: ZOrganization[] = [];
  tickets: ZTicket[] = [];
  articles: ZArticle[] = [];
  private nextNumber = 31001;

  constructor(
    readonly token: string,
    readonly webhookSecret: string,
    deliverWebhook: ((hook: OutgoingWebhook) => Promise<void>) | null = null,
    now: () => Date = () => new Date(),
  ) {
    super(deliverWebhook, now);
  }

  number(): string {
    return String(this.nextNumber++);
  }

  /** A state change as Zammad records it: entering a closed state stamps close_at. */
  changeState(ticket: ZTicket, next: string): void {
    if (next === 'closed' && ticket.state !== 'closed') ticket.close_at = this.at();
    ticket.state = next;
  }

  /** Fires the trigger "ticket updated by an agent": a signed webhook with the ticket and the article. */
  async trigger(ticket: ZTicket, article: ZArticle | null): Promise<OutgoingWebhook> {
    const body = JSON.stringify({ ticket: { ...ticket }, article: article ? { ...article, attachments: [] } : {} });
    const hook: OutgoingWebhook = {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Zammad User Agent',
        'x-zammad-trigger': 'customer portal',
        'x-zammad-delivery': randomUUID(),
        'x-hub-signature': `sha1=${createHmac('sha1', this.webhookSecret).update(body).digest('hex')}`,
      },
      body,
    };
    return this.post(hook);
  }
}
