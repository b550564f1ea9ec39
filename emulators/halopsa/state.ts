import { randomBytes } from 'node:crypto';
import { TicketSystemState, type OutgoingWebhook } from '../kit/ticket-system';

export interface HClient {
  id: number;
  name: string;
}
export interface HSite {
  id: number;
  name: string;
  client_id: number;
}
export interface HUser {
  id: number;
  name: string;
  emailaddress: string;
  phonenumber: string;
  client_id: number;
  site_id: number;
}
export interface HTicket {
  id: number;
  summary: string;
  details: string;
  client_id: number;
  site_id: number;
  user_id: number;
  tickettype_id: number;
  status_id: number;
  category_1: string;
  userdef1: string;
  dateoccurred: string;
  last_update: string;
}
export interface HAction {
  id: number;
  ticket_id: number;
  outcome: string;
  who: string;
  /** 0: an agent's action, 1: the end user's (the portal's replies), as Halo's `who_type`. */
  who_type: number;
  note: string;
  hiddenfromuser: boolean;
  datetime: string;
  new_status: number | null;
}
export interface HAttachment {
  id: number;
  ticket_id: number;
  action_id: number | null;
  filename: string;
  filesize: number;
  data_base64: string;
}
export interface HFeedback {
  id: number;
  ticket_id: number;
  score: number;
  comment: string;
  date: string;
}

/** The statuses of a new Halo instance the emulator knows (api/Status): 9 is Halo's closed status. */
export const STATUSES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'New' },
  { id: 2, name: 'In Progress' },
  { id: 3, name: 'Action Required' },
  { id: 4, name: 'Waiting on User' },
  { id: 5, name: 'With Supplier' },
  { id: 9, name: 'Closed' },
];
export const TICKET_TYPES = [{ id: 1, name: 'Incident' }];

/** One Halo instance's data, kept in memory; failures are switched on by the tests (`down`, `throttle`). */
export class HaloState extends TicketSystemState {
  clients: HClient[] = [];
  sites: HSite[] = [];
  users: HUser[] = [];
  tickets: HTicket[] = [];
  actions: HAction[] = [];
  attachments: HAttachment[] = [];
  feedback: HFeedback[] = [];
  /** The access tokens handed out, with their expiry (ms since the epoch). */
  tokens = new Map<string, number>();
  private nextTicket = 2001;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    readonly webhookUser: string,
    readonly webhookPassword: string,
    deliverWebhook: ((hook: OutgoingWebhook) => Promise<void>) | null = null,
    now: () => Date = () => new Date(),
  ) {
    super(deliverWebhook, now);
  }

  ticketId(): number {
    return this.nextTicket++;
  }

  issueToken(): { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string } {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + 3600_000);
    return { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'all' };
  }

  /** Every token handed out stops working (as when they expire): the client must ask for a new one. */
  expireTokens(): void {
    this.tokens.clear();
  }

  validToken(token: string): boolean {
    const expires = this.tokens.get(token);
    return expires !== undefined && expires > Date.now();
  }

  /** The webhook "ticket updated": Basic authentication, the ticket and the action in the body. */
  async fire(ticket: HTicket, action: HAction | null): Promise<OutgoingWebhook> {
    const body = JSON.stringify({
      event: 'Ticket Updated',
      ticket: { ...ticket },
      action: action ? { ...action } : null,
    });
    const hook: OutgoingWebhook = {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        authorization: `Basic ${Buffer.from(`${this.webhookUser}:${this.webhookPassword}`).toString('base64')}`,
      },
      body,
    };
    return this.post(hook);
  }
}
