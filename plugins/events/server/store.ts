import type Database from 'better-sqlite3';
import { statement } from '../../../server/plugin-api';
import type { EventQuery, EventType, PortalEvent } from '../contract';

interface EventRow {
  id: number;
  occurred_at: string;
  type: EventType;
  title: string;
  detail: string | null;
}

export interface EventFilter {
  type?: EventType;
  from?: string;
  to?: string;
  q?: string;
}

export interface NewEvent {
  customerId: string;
  type: EventType;
  title: string;
  detail: string | null;
  occurredAt: string;
}

const toEvent = (row: EventRow): PortalEvent => ({
  id: String(row.id), occurredAt: row.occurred_at, type: row.type, title: row.title, detail: row.detail,
});

/** The day after a YYYY-MM-DD, so "to" includes its whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** % and _ typed by the reader are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One WHERE for every filter combination (a filter that is absent matches all), so the statement is prepared
 * once; the same SQL runs on PostgreSQL.
 */
const WHERE = `customer_id = ?
  AND (? IS NULL OR type = ?)
  AND (? IS NULL OR occurred_at >= ?)
  AND (? IS NULL OR occurred_at < ?)
  AND (? IS NULL OR LOWER(title) LIKE ? ESCAPE '\\' OR LOWER(COALESCE(detail, '')) LIKE ? ESCAPE '\\')`;

function whereParams(customerId: string, filter: EventFilter): unknown[] {
  const type = filter.type ?? null;
  const from = filter.from ?? null;
  const to = filter.to ? dayAfter(filter.to) : null;
  const q = filter.q?.trim() ? likePattern(filter.q.trim()) : null;
  return [customerId, type, type, from, from, to, to, q, q, q];
}

export class EventStore {
  constructor(private readonly db: Database.Database) {}

  /** One page of the customer's events, newest first; a page past the last is empty, never moved back. */
  page(customerId: string, filter: EventFilter, page: number, pageSize: number): { items: PortalEvent[]; total: number } {
    const params = whereParams(customerId, filter);
    const total = Number((statement(this.db, `SELECT COUNT(*) AS n FROM events WHERE ${WHERE}`).get(...params) as { n: number }).n);
    const rows = statement(this.db,
      `SELECT id, occurred_at, type, title, detail FROM events WHERE ${WHERE} ORDER BY occurred_at DESC, id DESC LIMIT ? OFFSET ?`,
    ).all(...params, pageSize, (page - 1) * pageSize) as EventRow[];
    return { items: rows.map(toEvent), total };
  }

  add(event: NewEvent, now = new Date().toISOString()): PortalEvent {
    const id = Number(statement(this.db,
      'INSERT INTO events (customer_id, occurred_at, type, title, detail, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(event.customerId, event.occurredAt, event.type, event.title, event.detail, now).lastInsertRowid);
    return { id: String(id), occurredAt: event.occurredAt, type: event.type, title: event.title, detail: event.detail };
  }
}

export const filterOf = (query: EventQuery): EventFilter => ({ type: query.type, from: query.from, to: query.to, q: query.q });
