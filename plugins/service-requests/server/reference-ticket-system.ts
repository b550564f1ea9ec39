import { HttpError, sql, type CrossCustomerData, type SqlCondition } from '../../../server/plugin-api';
import type { ServiceRequestStatus, SortField } from '../contract';
import { DEFAULT_CATEGORIES } from './categories';
import type {
  NewTicket,
  Ticket,
  TicketAttachment,
  TicketEntry,
  TicketQuery,
  TicketRating,
  TicketReply,
  TicketStatusChange,
  TicketSummary,
  TicketSystem,
} from './ticket-system';

interface RequestRow {
  id: number;
  number: string;
  user_id: string | null;
  category: string;
  name: string;
  description: string;
  caller_name: string;
  caller_email: string;
  caller_phone: string;
  source: string;
  status: ServiceRequestStatus;
  created_at: string;
  updated_at: string;
  rating_score: number | null;
  rating_comment: string | null;
  rated_at: string | null;
  external_number: string | null;
  delivery: 'local' | 'waiting' | 'delivered';
}

interface EntryRow {
  id: number;
  kind: 'message' | 'status';
  author: 'customer' | 'agent';
  author_name: string;
  text: string;
  status: ServiceRequestStatus | null;
  created_at: string;
}

/** The number a request is known by, from its row id: SR-000042. */
export const requestNumber = (id: number) => `SR-${String(id).padStart(6, '0')}`;

/** A row of a request's history (service_request_entries): a message, or a change of status. */
export const entryRow = (
  requestId: number,
  kind: 'message' | 'status',
  author: 'customer' | 'agent',
  authorName: string,
  userId: string | null,
  text: string,
  status: ServiceRequestStatus | null,
  at: string,
) => ({
  request_id: requestId,
  kind,
  author,
  author_name: authorName,
  user_id: userId,
  text,
  status,
  created_at: at,
});

const SORT_COLUMNS: Record<SortField, string> = {
  updatedAt: 'updated_at',
  createdAt: 'created_at',
  number: 'id',
  name: 'name',
  status: 'status',
  category: 'category',
};

/** `%text%` for LIKE with ESCAPE '\', the user's % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toSummary = (row: RequestRow): TicketSummary => ({
  number: row.number,
  name: row.name,
  category: row.category,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  callerName: row.caller_name,
  userId: row.user_id,
  externalNumber: row.external_number,
  waitingForServiceDesk: row.delivery === 'waiting',
});

const REQUESTS = 'service_requests';
const ENTRIES = 'service_request_entries';
const ATTACHMENTS = 'service_request_attachments';
const SEARCHED = ['number', 'name', 'description', 'caller_name'];

/**
 * The portal's own ticket store: the default TicketSystem, in the portal's database. The ticket-system interface
 * names the customer in each call, so every call opens that customer's rows only (data.forCustomer).
 */
export class ReferenceTicketSystem implements TicketSystem {
  protected readonly now: () => string;

  constructor(
    protected readonly data: Pick<CrossCustomerData, 'forCustomer' | 'transaction'>,
    now?: () => Date,
  ) {
    this.now = () => (now ? now() : new Date()).toISOString();
  }

  async categories() {
    return [...DEFAULT_CATEGORIES];
  }

  async create(ticket: NewTicket) {
    return this.insertRequest(ticket);
  }

  /** Stores a new request and gives it the portal's number (inside a transaction: a connector adds to it). */
  protected insertRequest(ticket: NewTicket): { number: string } {
    const at = this.now();
    const requests = this.table(ticket.customerId, REQUESTS);
    return this.data.transaction(() => {
      const id = requests.insert({
        user_id: ticket.userId,
        category: ticket.category,
        name: ticket.name,
        description: ticket.description,
        caller_name: ticket.caller.name,
        caller_email: ticket.caller.email,
        caller_phone: ticket.caller.phone,
        source: ticket.source,
        status: 'new',
        created_at: at,
        updated_at: at,
      });
      const number = requestNumber(id);
      requests.update({ number }, { id });
      return { number };
    });
  }

  async list(query: TicketQuery) {
    const conditions: SqlCondition[] = [];
    if (query.userId !== null) conditions.push(sql('user_id = ?', query.userId));
    if (query.status) conditions.push(sql('status = ?', query.status));
    if (query.category) conditions.push(sql('category = ?', query.category));
    if (query.search?.trim()) {
      const like = containing(query.search.trim());
      conditions.push(
        sql(
          `(${SEARCHED.map((column) => `lower(${column}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
          ...SEARCHED.map(() => like),
        ),
      );
    }
    const where = conditions.length
      ? sql(conditions.map((c) => c.sql).join(' AND '), ...conditions.flatMap((c) => c.params))
      : undefined;
    const requests = this.table(query.customerId, REQUESTS);
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const rows = requests.find<RequestRow>(where, {
      orderBy: [`${SORT_COLUMNS[query.sort]} ${direction}`, `id ${direction}`],
      limit: query.limit,
      offset: query.offset,
    });
    return { items: rows.map(toSummary), total: requests.count(where) };
  }

  async get(customerId: string, number: string): Promise<Ticket | null> {
    const row = this.row(customerId, number);
    if (!row) return null;
    const entries = this.table(customerId, ENTRIES).find<EntryRow>(
      { request_id: row.id },
      {
        columns: ['id', 'kind', 'author', 'author_name', 'text', 'status', 'created_at'],
        orderBy: ['id'],
      },
    );
    const files = this.table(customerId, ATTACHMENTS).find<{
      entry_id: number;
      file_id: string;
      file_name: string;
      size: number;
    }>({ request_id: row.id }, { columns: ['entry_id', 'file_id', 'file_name', 'size'], orderBy: ['id'] });
    const filesOf = (entryId: number): TicketAttachment[] =>
      files
        .filter((file) => file.entry_id === entryId)
        .map((file) => ({ fileId: file.file_id, fileName: file.file_name, size: file.size }));
    return {
      ...toSummary(row),
      description: row.description,
      caller: { name: row.caller_name, email: row.caller_email, phone: row.caller_phone },
      source: row.source,
      rating:
        row.rating_score === null
          ? null
          : { score: row.rating_score, comment: row.rating_comment, ratedAt: row.rated_at ?? '' },
      entries: entries.map((entry): TicketEntry => ({
        id: String(entry.id),
        kind: entry.kind,
        author: entry.author,
        authorName: entry.author_name,
        text: entry.text,
        status: entry.status,
        at: entry.created_at,
        attachments: filesOf(entry.id),
      })),
    };
  }

  async reply(customerId: string, number: string, reply: TicketReply) {
    this.insertReply(customerId, number, reply);
  }

  /** Stores a reply (with its attachments) in one transaction; the new entry's id. */
  protected insertReply(customerId: string, number: string, reply: TicketReply): number {
    const row = this.existing(customerId, number);
    const at = this.now();
    return this.data.transaction(() => {
      const entryId = this.addEntry(
        customerId,
        row.id,
        'message',
        reply.author,
        reply.authorName,
        reply.userId,
        reply.text,
        null,
        at,
      );
      const attachments = this.table(customerId, ATTACHMENTS);
      for (const file of reply.attachments) {
        attachments.insert({
          entry_id: entryId,
          request_id: row.id,
          file_id: file.fileId,
          file_name: file.fileName,
          size: file.size,
        });
      }
      // A customer's answer to "waiting for customer" puts the request back with the desk.
      const status = reply.author === 'customer' && row.status === 'waiting-for-customer' ? 'in-progress' : row.status;
      this.table(customerId, REQUESTS).update({ updated_at: at, status }, { id: row.id });
      return entryId;
    });
  }

  async changeStatus(customerId: string, number: string, change: TicketStatusChange) {
    const row = this.existing(customerId, number);
    if (row.status === change.status) return;
    const at = this.now();
    this.data.transaction(() => {
      this.addEntry(customerId, row.id, 'status', change.author, change.authorName, null, '', change.status, at);
      this.table(customerId, REQUESTS).update({ status: change.status, updated_at: at }, { id: row.id });
    });
  }

  async rate(customerId: string, number: string, rating: TicketRating) {
    this.storeRating(customerId, number, rating);
  }

  protected storeRating(customerId: string, number: string, rating: TicketRating): void {
    const row = this.existing(customerId, number);
    const changed = this.table(customerId, REQUESTS).update(
      { rating_score: rating.score, rating_comment: rating.comment, rated_at: this.now() },
      sql('id = ? AND status = ? AND rating_score IS NULL', row.id, 'closed'),
    );
    if (changed === 0) {
      throw new HttpError(
        409,
        row.status === 'closed'
          ? 'This service request has already been rated.'
          : 'Only a closed service request can be rated.',
      );
    }
  }

  async lastPhoneOf(customerId: string, userId: string) {
    const row = this.table(customerId, REQUESTS).first<{ caller_phone: string }>(
      sql('user_id = ? AND caller_phone <> ?', userId, ''),
      { columns: ['caller_phone'], orderBy: ['id DESC'] },
    );
    return row?.caller_phone ?? '';
  }

  protected table(customerId: string, name: string) {
    return this.data.forCustomer(customerId).table(name);
  }

  protected row(customerId: string, number: string): RequestRow | undefined {
    return this.table(customerId, REQUESTS).first<RequestRow>({ number });
  }

  protected existing(customerId: string, number: string): RequestRow {
    const row = this.row(customerId, number);
    if (!row) throw new HttpError(404, 'No such service request for the active customer.');
    return row;
  }

  protected addEntry(customerId: string, ...values: Parameters<typeof entryRow>): number {
    return this.table(customerId, ENTRIES).insert(entryRow(...values));
  }
}
