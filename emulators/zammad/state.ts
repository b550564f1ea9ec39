import { createHmac, randomUUID } from 'node:crypto';

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
export interface OutgoingWebhook {
  headers: Record<string, string>;
  body: string;
}

/** Zammad's default states (api/ticket/states) and the one group of a fresh install. */
export const STATES = ['new', 'open', 'pending reminder', 'closed', 'merged', 'removed', 'pending close'];
export const GROUPS = ['Users'];
/** The priorities of a fresh install (api/ticket/priorities). */
export const PRIORITIES = ['1 low', '2 normal', '3 high'];

/** One Zammad instance's data, kept in memory; failures are switched on by the tests (`down`, `throttle`). */
export class ZammadState {
  users: ZUser[] = [];
  organizations: ZOrganization[] = [];
  tickets: ZTicket[] = [];
  articles: ZArticle[] = [];
  webhooks: OutgoingWebhook[] = [];
  /** Every API call as "METHOD /path" (for the tests' counts). */
  calls: string[] = [];
  /** The service is unreachable: every connection is dropped, as when the host is down. */
  down = false;
  /** The next this many API calls answer 429 with Retry-After. */
  throttle = 0;
  /** The next this many ticket creations are made but their answer is lost (the connection drops). */
  loseCreatedTickets = 0;
  private nextId = 1;
  private nextNumber = 31001;

  constructor(
    readonly token: string,
    readonly webhookSecret: string,
    /** Where a trigger's webhook goes; without it the webhooks are only recorded. */
    public deliverWebhook: ((hook: OutgoingWebhook) => Promise<void>) | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  id(): number {
    return this.nextId++;
  }

  number(): string {
    return String(this.nextNumber++);
  }

  at(): string {
    return this.now().toISOString();
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
    this.webhooks.push(hook);
    if (this.deliverWebhook) await this.deliverWebhook(hook);
    return hook;
  }
}
