import type { ServiceRequestStatus } from '../../contract';
import { jsonOrNull, send, type FetchLike } from '../connector-http';
import {
  ServiceDeskUnavailable,
  type ExternalTicketRef,
  type OutgoingRating,
  type OutgoingReply,
  type OutgoingTicket,
  type RemoteArticle,
  type RemoteTicket,
  type ServiceDeskConnector,
} from '../service-desk-connector';
import type { Caller } from '../ticket-system';
import { plainTextOf } from '../zammad/plain-text';
import type { HaloSettings } from './halopsa-settings';

/** The ticket's user-defined field that holds the portal's number (how a retry finds the ticket it made). */
export const REFERENCE_FIELD = 'userdef1';
/** The last line of every action the portal writes: how a retry and the read-back recognise them. */
export const portalMark = (reference: string) => `[customer portal ${reference}]`;
const PORTAL_MARK = /\n*\[customer portal [^\]]+\]\s*$/;
/** Halo's `who_type` of an end user's action (the portal writes as the end user). */
const END_USER = 1;
/** The access token is renewed this long before Halo says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/** Halo's status ids onto the portal's five: 1 New, 4 Waiting on User, 9 Closed (Halo's closed status); others in progress. */
const STATUSES: Record<number, ServiceRequestStatus> = { 1: 'new', 4: 'waiting-for-customer', 9: 'closed' };
export const statusOfHalo = (statusId: unknown): ServiceRequestStatus => STATUSES[Number(statusId)] ?? 'in-progress';

interface Named {
  id: number;
  name?: string;
  emailaddress?: string;
  client_id?: number;
  site_id?: number;
}
interface HaloTicket {
  id: number;
  status_id?: number;
  [REFERENCE_FIELD]?: string;
}
interface HaloAction {
  id: number;
  who?: string;
  who_type?: number;
  note?: string;
  outcome?: string;
  hiddenfromuser?: boolean;
  datetime?: string;
}
type Method = 'GET' | 'POST';

/**
 * The service requests' connector to the Halo API (HaloPSA): OAuth2 client credentials (the token kept in memory,
 * renewed before it expires or when Halo answers 401, never logged); the portal's customer becomes a Halo client
 * (found by name, else created with a site) and the caller an end user of that client (found by e-mail, else
 * created); a request a ticket with the portal's number in userdef1, a reply an end user's action with its files as
 * attachments, the rating Halo's feedback on the ticket. Every write is looked for before it is made again.
 */
export class HaloConnector implements ServiceDeskConnector {
  readonly name = 'halopsa';
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly settings: Pick<HaloSettings, 'url' | 'clientId' | 'clientSecret' | 'tenant' | 'ticketTypeId'>,
    // Looked up per call: a test trusts its emulator's certificate by passing its own fetch.
    private readonly fetchFn: FetchLike = (input, init) => globalThis.fetch(input, init),
    private readonly now: () => number = Date.now,
  ) {}

  async createTicket(ticket: OutgoingTicket): Promise<ExternalTicketRef> {
    const existing = await this.ticketByReference(ticket.number);
    if (existing) return refOf(existing);
    const client = await this.client(ticket.customer);
    const user = await this.endUser(ticket.caller, client);
    const made = await this.call<HaloTicket>('POST', '/api/Tickets', [
      {
        summary: ticket.name,
        details: `${ticket.description}\n\nCategory: ${ticket.category}\nPortal number: ${ticket.number}`,
        client_id: client.id,
        site_id: user.site_id,
        user_id: user.id,
        category_1: ticket.category,
        [REFERENCE_FIELD]: ticket.number,
        ...(this.settings.ticketTypeId ? { tickettype_id: this.settings.ticketTypeId } : {}),
      },
    ]);
    if (!made) throw new ServiceDeskUnavailable('Halo did not create the ticket.');
    return refOf(made);
  }

  async addReply(externalId: string, reply: OutgoingReply): Promise<void> {
    const action = await this.addActionOnce(externalId, reply.reference, {
      outcome: 'End-user Update',
      who: reply.caller.name,
      who_type: END_USER,
      note: reply.text,
      hiddenfromuser: false,
    });
    if (!action) return;
    for (const file of reply.attachments)
      await this.call('POST', '/api/Attachment', [
        {
          ticket_id: Number(externalId),
          action_id: action.id,
          filename: file.fileName,
          data_base64: file.contentBase64,
        },
      ]);
  }

  /** Halo keeps a customer's satisfaction as feedback on the ticket: one per ticket, so a retry finds it there. */
  async sendRating(externalId: string, rating: OutgoingRating): Promise<void> {
    const found = await this.call<{ feedback?: unknown[] }>(
      'GET',
      `/api/Feedback?ticket_id=${encodeURIComponent(externalId)}`,
    );
    if ((found?.feedback ?? []).length > 0) return;
    await this.call('POST', '/api/Feedback', [
      { ticket_id: Number(externalId), score: rating.score, comment: rating.comment ?? '' },
    ]);
  }

  async fetchTicket(externalId: string): Promise<RemoteTicket | null> {
    const ticket = await this.call<HaloTicket>('GET', `/api/Tickets/${encodeURIComponent(externalId)}`);
    if (!ticket) return null;
    return {
      ...refOf(ticket),
      status: statusOfHalo(ticket.status_id),
      articles: (await this.actions(externalId))
        .filter((action) => !action.hiddenfromuser && (action.note ?? '').trim())
        .map((action): RemoteArticle => {
          const fromPortal = PORTAL_MARK.test(action.note ?? '');
          return {
            externalId: String(action.id),
            author: action.who_type === END_USER ? 'customer' : 'agent',
            authorName: action.who?.trim() || (action.who_type === END_USER ? 'Customer' : 'Service desk'),
            text: plainTextOf(action.note ?? ''),
            at: action.datetime ?? new Date(this.now()).toISOString(),
            fromPortal,
          };
        }),
    };
  }

  private async addActionOnce(
    externalId: string,
    reference: string,
    action: Record<string, unknown> & { note: string },
  ): Promise<{ id: number } | null> {
    const mark = portalMark(reference);
    const existing = await this.actions(externalId);
    if (existing.some((one) => (one.note ?? '').trimEnd().endsWith(mark))) return null;
    const made = await this.call<{ id: number }>('POST', '/api/Actions', [
      { ticket_id: Number(externalId), ...action, note: `${action.note}\n\n${mark}` },
    ]);
    if (!made) throw new ServiceDeskUnavailable(`Halo has no ticket ${externalId}.`);
    return made;
  }

  private async actions(externalId: string): Promise<HaloAction[]> {
    const found = await this.call<{ actions?: HaloAction[] }>(
      'GET',
      `/api/Actions?ticket_id=${encodeURIComponent(externalId)}&excludesys=true`,
    );
    if (!found) throw new ServiceDeskUnavailable(`Halo has no ticket ${externalId}.`);
    return found.actions ?? [];
  }

  private async ticketByReference(number: string): Promise<HaloTicket | null> {
    const found = await this.list<HaloTicket>('Tickets', 'tickets', { search: number });
    return found.find((ticket) => ticket[REFERENCE_FIELD] === number) ?? null;
  }

  private async client(customer: { id: string; name: string }): Promise<Named> {
    const found = await this.list<Named>('Client', 'clients', { search: customer.name });
    const same = found.find((one) => one.name?.toLowerCase() === customer.name.toLowerCase());
    if (same) return same;
    const made = await this.call<Named>('POST', '/api/Client', [{ name: customer.name }]);
    if (!made) throw new ServiceDeskUnavailable('Halo did not create the client.');
    return made;
  }

  private async endUser(caller: Caller, client: Named): Promise<Named> {
    const email = caller.email.toLowerCase();
    const found = await this.list<Named>('Users', 'users', { search: email, client_id: String(client.id) });
    const same = found.find((one) => one.emailaddress?.toLowerCase() === email);
    if (same) return same;
    const site = await this.siteOf(client);
    const made = await this.call<Named>('POST', '/api/Users', [
      { name: caller.name, emailaddress: email, phonenumber: caller.phone, client_id: client.id, site_id: site.id },
    ]);
    if (!made) throw new ServiceDeskUnavailable('Halo did not create the end user.');
    return made;
  }

  /** The client's first site, or a "Main" one made for it (Halo files every end user under a site). */
  private async siteOf(client: Named): Promise<Named> {
    const [first] = await this.list<Named>('Site', 'sites', { client_id: String(client.id) });
    if (first) return first;
    const made = await this.call<Named>('POST', '/api/Site', [{ name: 'Main', client_id: client.id }]);
    if (!made) throw new ServiceDeskUnavailable('Halo did not create the site.');
    return made;
  }

  private async list<T>(resource: string, key: string, params: Record<string, string>): Promise<T[]> {
    const found = await this.call<Record<string, unknown>>(
      'GET',
      `/api/${resource}?${new URLSearchParams({ ...params, count: '50' })}`,
    );
    const items = found?.[key];
    return Array.isArray(items) ? (items as T[]) : [];
  }

  /** A call to the Halo API with a valid token: once more with a new token when Halo answers 401. */
  private async call<T>(method: Method, path: string, body?: unknown): Promise<T | null> {
    const what = `${method} ${path.split('?')[0]}`;
    let response = await this.send(method, path, body, await this.accessToken(false));
    if (response.status === 401) response = await this.send(method, path, body, await this.accessToken(true));
    return jsonOrNull<T>(response, 'Halo', what);
  }

  private send(method: Method, path: string, body: unknown, token: string) {
    return send(this.fetchFn, 'Halo', `${method} ${path.split('?')[0]}`, `${this.settings.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** The client-credentials token (RFC 6749 4.4) from Halo's authorisation server at /auth/token. */
  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.token.until > this.now()) return this.token.value;
    this.token = null;
    const tenant = this.settings.tenant ? `?${new URLSearchParams({ tenant: this.settings.tenant })}` : '';
    const what = 'POST /auth/token';
    const response = await send(this.fetchFn, 'Halo', what, `${this.settings.url}/auth/token${tenant}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        scope: 'all',
      }).toString(),
    });
    if (!response.ok) {
      // The error code only (invalid_client): the answer never carries the secret, but nothing else is kept.
      const error = ((await response.json().catch(() => ({}))) as { error?: unknown }).error;
      throw new ServiceDeskUnavailable(
        `Halo refused the API application's client credentials (${response.status}${typeof error === 'string' ? ` ${error.slice(0, 40)}` : ''}) on ${what}`,
      );
    }
    const granted = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!granted.access_token) throw new ServiceDeskUnavailable(`Halo answered no access token to ${what}`);
    const lifetimeMs = Math.max(0, (Number(granted.expires_in) || 3600) * 1000 - TOKEN_MARGIN_MS);
    this.token = { value: granted.access_token, until: this.now() + lifetimeMs };
    return granted.access_token;
  }
}

const refOf = (ticket: HaloTicket): ExternalTicketRef => ({
  externalId: String(ticket.id),
  externalNumber: String(ticket.id),
});
