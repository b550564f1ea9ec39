import type Database from 'better-sqlite3';
import { HttpError } from '../../../server/plugin-api';
import { statement } from '../../../server/plugin-api/raw-database';
import type { ServiceRequestStatus, SortField } from '../contract';
import { DEFAULT_CATEGORIES } from './categories';
import type {
  NewTicket, Ticket, TicketAttachment, TicketEntry, TicketQuery, TicketRating, TicketReply, TicketStatusChange, TicketSummary,
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

const SORT_COLUMNS: Record<SortField, string> = {
  updatedAt: 'updated_at', createdAt: 'created_at', number: 'id', name: 'name', status: 'status', category: 'category',
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
});

/** The portal's own ticket store: the default TicketSystem, in the portal's database. */
export class ReferenceTicketSystem implements TicketSystem {
  private readonly now: () => string;

  constructor(private readonly db: Database.Database, now?: () => Date) {
    this.now = () => (now ? now() : new Date()).toISOString();
  }

  async categories() {
    return [...DEFAULT_CATEGORIES];
  }

  async create(ticket: NewTicket) {
    const at = this.now();
    return this.db.transaction(() => {
      const id = Number(statement(this.db,
        `INSERT INTO service_requests (customer_id, user_id, category, name, description, caller_name, caller_email, caller_phone,
           source, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?)`,
      ).run(
        ticket.customerId, ticket.userId, ticket.category, ticket.name, ticket.description,
        ticket.caller.name, ticket.caller.email, ticket.caller.phone, ticket.source, at, at,
      ).lastInsertRowid);
      const number = requestNumber(id);
      statement(this.db, 'UPDATE service_requests SET number = ? WHERE id = ?').run(number, id);
      return { number };
    })();
  }

  async list(query: TicketQuery) {
    const where = ['customer_id = ?'];
    const args: unknown[] = [query.customerId];
    if (query.userId !== null) { where.push('user_id = ?'); args.push(query.userId); }
    if (query.status) { where.push('status = ?'); args.push(query.status); }
    if (query.category) { where.push('category = ?'); args.push(query.category); }
    if (query.search?.trim()) {
      where.push("(lower(number) LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\' OR lower(description) LIKE ? ESCAPE '\\' OR lower(caller_name) LIKE ? ESCAPE '\\')");
      const like = containing(query.search.trim());
      args.push(like, like, like, like);
    }
    const filter = where.join(' AND ');
    const total = Number(this.db.prepare(`SELECT count(*) FROM service_requests WHERE ${filter}`).pluck().get(...args));
    const order = `${SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'}, id ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
    const rows = this.db.prepare(`SELECT * FROM service_requests WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...args, query.limit, query.offset) as RequestRow[];
    return { items: rows.map(toSummary), total };
  }

  async get(customerId: string, number: string): Promise<Ticket | null> {
    const row = this.row(customerId, number);
    if (!row) return null;
    const entries = statement(this.db,
      'SELECT id, kind, author, author_name, text, status, created_at FROM service_request_entries WHERE request_id = ? ORDER BY id',
    ).all(row.id) as EntryRow[];
    const files = statement(this.db,
      'SELECT entry_id, file_id, file_name, size FROM service_request_attachments WHERE request_id = ? ORDER BY id',
    ).all(row.id) as { entry_id: number; file_id: string; file_name: string; size: number }[];
    const filesOf = (entryId: number): TicketAttachment[] => files
      .filter((file) => file.entry_id === entryId)
      .map((file) => ({ fileId: file.file_id, fileName: file.file_name, size: file.size }));
    return {
      ...toSummary(row),
      description: row.description,
      caller: { name: row.caller_name, email: row.caller_email, phone: row.caller_phone },
      source: row.source,
      rating: row.rating_score === null ? null : { score: row.rating_score, comment: row.rating_comment, ratedAt: row.rated_at ?? '' },
      entries: entries.map((entry): TicketEntry => ({
        id: String(entry.id), kind: entry.kind, author: entry.author, authorName: entry.author_name, text: entry.text,
        status: entry.status, at: entry.created_at, attachments: filesOf(entry.id),
      })),
    };
  }

  async reply(customerId: string, number: string, reply: TicketReply) {
    const row = this.existing(customerId, number);
    const at = this.now();
    this.db.transaction(() => {
      const entryId = this.addEntry(row.id, 'message', reply.author, reply.authorName, reply.userId, reply.text, null, at);
      const insertFile = statement(this.db,
        'INSERT INTO service_request_attachments (entry_id, request_id, file_id, file_name, size) VALUES (?, ?, ?, ?, ?)');
      for (const file of reply.attachments) insertFile.run(entryId, row.id, file.fileId, file.fileName, file.size);
      // A customer's answer to "waiting for customer" puts the request back with the desk.
      const status = reply.author === 'customer' && row.status === 'waiting-for-customer' ? 'in-progress' : row.status;
      statement(this.db, 'UPDATE service_requests SET updated_at = ?, status = ? WHERE id = ?').run(at, status, row.id);
    })();
  }

  async changeStatus(customerId: string, number: string, change: TicketStatusChange) {
    const row = this.existing(customerId, number);
    if (row.status === change.status) return;
    const at = this.now();
    this.db.transaction(() => {
      this.addEntry(row.id, 'status', change.author, change.authorName, null, '', change.status, at);
      statement(this.db, 'UPDATE service_requests SET status = ?, updated_at = ? WHERE id = ?').run(change.status, at, row.id);
    })();
  }

  async rate(customerId: string, number: string, rating: TicketRating) {
    const row = this.existing(customerId, number);
    const changed = statement(this.db,
      `UPDATE service_requests SET rating_score = ?, rating_comment = ?, rated_at = ?
       WHERE id = ? AND status = 'closed' AND rating_score IS NULL`,
    ).run(rating.score, rating.comment, this.now(), row.id).changes;
    if (changed === 0) {
      throw new HttpError(409, row.status === 'closed' ? 'This service request has already been rated.' : 'Only a closed service request can be rated.');
    }
  }

  async lastPhoneOf(customerId: string, userId: string) {
    const phone = statement(this.db,
      "SELECT caller_phone FROM service_requests WHERE customer_id = ? AND user_id = ? AND caller_phone <> '' ORDER BY id DESC LIMIT 1",
    ).pluck().get(customerId, userId) as string | undefined;
    return phone ?? '';
  }

  private row(customerId: string, number: string): RequestRow | undefined {
    return statement(this.db, 'SELECT * FROM service_requests WHERE customer_id = ? AND number = ?').get(customerId, number) as RequestRow | undefined;
  }

  private existing(customerId: string, number: string): RequestRow {
    const row = this.row(customerId, number);
    if (!row) throw new HttpError(404, 'No such service request for the active customer.');
    return row;
  }

  private addEntry(
    requestId: number, kind: 'message' | 'status', author: 'customer' | 'agent', authorName: string, userId: string | null,
    text: string, status: ServiceRequestStatus | null, at: string,
  ): number {
    return Number(statement(this.db,
      `INSERT INTO service_request_entries (request_id, kind, author, author_name, user_id, text, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(requestId, kind, author, authorName, userId, text, status, at).lastInsertRowid);
  }
}
