import type { ServiceRequestStatus } from '../../contract';
import {
  ServiceDeskUnavailable,
  type ExternalTicketRef,
  type OutgoingAttachment,
  type OutgoingRating,
  type OutgoingReply,
  type OutgoingTicket,
  type RemoteArticle,
  type RemoteAttachment,
  type RemoteTicket,
  type ServiceDeskConnector,
} from '../service-desk-connector';
import type { Caller } from '../ticket-system';
import { okOrNull, send, type FetchLike } from '../connector-http';
import { plainTextOf } from './plain-text';
import type { ZammadSettings } from './zammad-settings';

export type { FetchLike };

/** The ticket attribute (Zammad's object manager, type text) that holds the portal's number. */
export const REFERENCE_FIELD = 'portal_reference';
/** The message id the portal gives its own articles: how a retry and the read-back recognise them. */
export const messageIdOf = (reference: string) => `<${reference.replace(/[^A-Za-z0-9/-]/g, '')}@customer-portal>`;
const PORTAL_MESSAGE = /@customer-portal>$/;

/** Zammad's ticket states (api/ticket/states) onto the portal's five; an unknown one is in progress. */
const STATES: Record<string, ServiceRequestStatus> = {
  new: 'new',
  open: 'in-progress',
  'pending reminder': 'waiting-for-customer',
  'pending close': 'resolved',
  closed: 'closed',
  merged: 'closed',
  removed: 'closed',
};
export const statusOfState = (state: unknown): ServiceRequestStatus =>
  STATES[String(state ?? '').toLowerCase()] ?? 'in-progress';

/**
 * Zammad's priorities (api/ticket/priorities: "1 low", "2 normal", "3 high" on a fresh install, more where the
 * administrator adds them) onto the portal's P1-P4: an added one named urgent or critical is P1.
 */
export const priorityOf = (name: unknown): 'P1' | 'P2' | 'P3' | 'P4' => {
  const text = String(name ?? '').toLowerCase();
  if (/urgent|critical|emergency/.test(text)) return 'P1';
  if (/high/.test(text) || text.startsWith('3')) return 'P2';
  if (/low/.test(text) || text.startsWith('1')) return 'P4';
  return 'P3';
};

interface ZammadTicket {
  id: number;
  number: string;
  state?: string;
  customer_id?: number;
  priority?: string;
  first_response_at?: string | null;
  close_at?: string | null;
  [REFERENCE_FIELD]?: string | null;
}
interface ZammadArticle {
  id: number;
  sender?: string;
  from?: string | null;
  created_by?: string;
  body?: string;
  content_type?: string;
  internal?: boolean;
  message_id?: string | null;
  created_at?: string;
  attachments?: ZammadAttachment[];
}
/** An article's file as Zammad lists it (api/ticket/articles.rst); its bytes come from the ticket_attachment route. */
interface ZammadAttachment {
  id: number;
  filename?: string;
  size?: string | number;
  preferences?: { 'Content-Type'?: string; 'Mime-Type'?: string; 'Content-ID'?: string };
}
interface Named {
  id: number;
  name?: string;
  email?: string;
}

const nameParts = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return { firstname: parts[0] ?? '', lastname: parts.slice(1).join(' ') };
};
/** "Emily Adams <emily@example.com>" -> "Emily Adams". */
const displayName = (from: string | null | undefined, fallback: string) =>
  (from ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/"/g, '')
    .trim() || fallback;
/** An attachment's id as the portal keeps it: Zammad's download route names the article and the file. */
const attachmentIdOf = (articleId: number, fileId: number) => `${articleId}/${fileId}`;
const remoteAttachmentsOf = (article: ZammadArticle): RemoteAttachment[] =>
  (article.attachments ?? [])
    // An image pasted into the text (it carries a Content-ID) is part of the HTML body, not a file of the reply.
    .filter((file) => !file.preferences?.['Content-ID'])
    .map((file) => ({
      externalId: attachmentIdOf(article.id, file.id),
      fileName: file.filename || `attachment-${file.id}`,
      contentType: file.preferences?.['Content-Type'] ?? file.preferences?.['Mime-Type'] ?? 'application/octet-stream',
      size: Number(file.size) || 0,
    }));
const attachmentsOf = (files: readonly OutgoingAttachment[]) =>
  files.map((file) => ({ filename: file.fileName, data: file.contentBase64, 'mime-type': file.contentType }));

/**
 * The service requests' connector to Zammad's REST API (docs.zammad.org, "API"): the portal's customer becomes a
 * Zammad organization and the caller a customer user (found by name and e-mail, else created), a request a
 * ticket with its first article, a reply an article with its attachments. Zammad holds no satisfaction rating,
 * so the rating arrives as an internal note the agents see. Every write carries the portal's reference (the
 * ticket's `portal_reference` attribute, the articles' message id) and is looked for before it is made again.
 */
export class ZammadConnector implements ServiceDeskConnector {
  readonly name = 'zammad';
  readonly displayName = 'Zammad';

  constructor(
    private readonly settings: Pick<ZammadSettings, 'url' | 'token' | 'group'>,
    // Looked up per call: a test trusts its emulator's certificate by passing its own fetch.
    private readonly fetchFn: FetchLike = (input, init) => globalThis.fetch(input, init),
  ) {}

  async createTicket(ticket: OutgoingTicket): Promise<ExternalTicketRef> {
    const existing = await this.ticketByReference(ticket.number);
    if (existing) return { externalId: String(existing.id), externalNumber: String(existing.number) };
    const organization = await this.organization(ticket.customer);
    const customer = await this.customerUser(ticket.caller, organization);
    const made = await this.call<ZammadTicket>('POST', '/api/v1/tickets', {
      title: ticket.name,
      group: this.settings.group,
      customer_id: customer.id,
      organization_id: organization.id,
      [REFERENCE_FIELD]: ticket.number,
      article: {
        subject: ticket.name,
        body: `${ticket.description}\n\nCategory: ${ticket.category}\nPortal number: ${ticket.number}`,
        content_type: 'text/plain',
        type: 'web',
        sender: 'Customer',
        internal: false,
        origin_by_id: customer.id,
        message_id: messageIdOf(ticket.number),
      },
    });
    if (!made) throw new ServiceDeskUnavailable('Zammad did not create the ticket.');
    return { externalId: String(made.id), externalNumber: String(made.number) };
  }

  async addReply(externalId: string, reply: OutgoingReply): Promise<void> {
    await this.addArticleOnce(externalId, reply.reference, {
      body: reply.text,
      internal: false,
      from: reply.caller.name,
      attachments: attachmentsOf(reply.attachments),
    });
  }

  async sendRating(externalId: string, rating: OutgoingRating): Promise<void> {
    await this.addArticleOnce(externalId, rating.reference, {
      subject: 'Customer rating',
      body: `Rating from the customer portal: ${rating.score} of 5${rating.comment ? `\n\n${rating.comment}` : ''}`,
      internal: true,
      from: rating.caller.name,
      attachments: [],
    });
  }

  async fetchTicket(externalId: string): Promise<RemoteTicket | null> {
    const ticket = await this.call<ZammadTicket>(
      'GET',
      `/api/v1/tickets/${encodeURIComponent(externalId)}?expand=true`,
    );
    if (!ticket) return null;
    const articles = (await this.articles(externalId)) ?? [];
    return {
      externalId: String(ticket.id),
      externalNumber: String(ticket.number),
      status: statusOfState(ticket.state),
      priority: priorityOf(ticket.priority),
      firstResponseAt: ticket.first_response_at ?? null,
      closedAt: ticket.close_at ?? null,
      articles: articles
        .filter((article) => !article.internal && (article.sender === 'Agent' || article.sender === 'Customer'))
        .map((article): RemoteArticle => ({
          externalId: String(article.id),
          author: article.sender === 'Agent' ? 'agent' : 'customer',
          authorName: displayName(article.from, article.sender === 'Agent' ? 'Service desk' : 'Customer'),
          text: article.content_type === 'text/html' ? plainTextOf(article.body ?? '') : (article.body ?? ''),
          at: article.created_at ?? new Date().toISOString(),
          fromPortal: PORTAL_MESSAGE.test(article.message_id ?? ''),
          attachments: remoteAttachmentsOf(article),
        })),
    };
  }

  async downloadAttachment(externalTicketId: string, attachment: RemoteAttachment): Promise<Buffer | null> {
    const [articleId, fileId] = attachment.externalId.split('/').map(encodeURIComponent);
    const path = `/api/v1/ticket_attachment/${encodeURIComponent(externalTicketId)}/${articleId}/${fileId}`;
    const response = await this.send('GET', path);
    return response ? Buffer.from(await response.arrayBuffer()) : null;
  }

  private async addArticleOnce(
    externalId: string,
    reference: string,
    article: { subject?: string; body: string; internal: boolean; from: string; attachments: unknown[] },
  ): Promise<void> {
    const messageId = messageIdOf(reference);
    const existing = await this.articles(externalId);
    if (!existing) throw new ServiceDeskUnavailable(`Zammad has no ticket ${externalId}.`);
    if (existing.some((one) => one.message_id === messageId)) return;
    const ticket = await this.call<ZammadTicket>('GET', `/api/v1/tickets/${encodeURIComponent(externalId)}`);
    await this.call('POST', '/api/v1/ticket_articles', {
      ticket_id: Number(externalId),
      content_type: 'text/plain',
      type: 'web',
      sender: article.internal ? 'Agent' : 'Customer',
      ...(ticket?.customer_id && !article.internal ? { origin_by_id: ticket.customer_id } : {}),
      message_id: messageId,
      ...article,
    });
  }

  private articles(externalId: string) {
    return this.call<ZammadArticle[]>('GET', `/api/v1/ticket_articles/by_ticket/${encodeURIComponent(externalId)}`);
  }

  private async ticketByReference(number: string): Promise<ZammadTicket | null> {
    const found = await this.search<ZammadTicket>('tickets', `${REFERENCE_FIELD}:"${number}"`);
    return found.find((ticket) => ticket[REFERENCE_FIELD] === number) ?? null;
  }

  private async organization(customer: { id: string; name: string }): Promise<Named> {
    const found = await this.search<Named>('organizations', `name:"${customer.name}"`);
    const same = found.find((one) => one.name?.toLowerCase() === customer.name.toLowerCase());
    if (same) return same;
    const made = await this.call<Named>('POST', '/api/v1/organizations', {
      name: customer.name,
      note: `Customer portal customer ${customer.id}`,
    });
    if (!made) throw new ServiceDeskUnavailable('Zammad did not create the organization.');
    return made;
  }

  private async customerUser(caller: Caller, organization: Named): Promise<Named> {
    const email = caller.email.toLowerCase();
    const found = await this.search<Named>('users', `email:"${email}"`);
    const same = found.find((one) => one.email?.toLowerCase() === email);
    if (same) return same;
    const made = await this.call<Named>('POST', '/api/v1/users', {
      ...nameParts(caller.name),
      email,
      phone: caller.phone,
      organization_id: organization.id,
      roles: ['Customer'],
    });
    if (!made) throw new ServiceDeskUnavailable('Zammad did not create the customer user.');
    return made;
  }

  private async search<T>(kind: 'tickets' | 'organizations' | 'users', query: string): Promise<T[]> {
    const params = new URLSearchParams({ query, limit: '20', expand: 'true' });
    const found = await this.call<T[]>('GET', `/api/v1/${kind}/search?${params}`);
    return Array.isArray(found) ? found : [];
  }

  /** A call to Zammad: the answer, null on 404, ServiceDeskUnavailable on anything else that is not ok. */
  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T | null> {
    const response = await this.send(method, path, body);
    return response ? ((await response.json()) as T) : null;
  }

  /** The ok response, null on 404, ServiceDeskUnavailable on anything else (429 with its Retry-After). */
  private async send(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response | null> {
    const what = `${method} ${path.split('?')[0]}`;
    const response = await send(this.fetchFn, 'Zammad', what, `${this.settings.url}${path}`, {
      method,
      headers: {
        authorization: `Token token=${this.settings.token}`,
        accept: path.startsWith('/api/v1/ticket_attachment/') ? '*/*' : 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return okOrNull(response, 'Zammad', what);
  }
}
