import { sql, type CustomerData, type SqlCondition } from '../../../server/plugin-api';
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
  type: EventType;
  title: string;
  detail: string | null;
  occurredAt: string;
}

const toEvent = (row: EventRow): PortalEvent => ({
  id: String(row.id),
  occurredAt: row.occurred_at,
  type: row.type,
  title: row.title,
  detail: row.detail,
});

/** The day after a YYYY-MM-DD, so "to" includes its whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** % and _ typed by the reader are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as one condition (a filter that is absent matches all); the server adds the customer. */
function conditionOf(filter: EventFilter): SqlCondition {
  const type = filter.type ?? null;
  const from = filter.from ?? null;
  const to = filter.to ? dayAfter(filter.to) : null;
  const q = filter.q?.trim() ? likePattern(filter.q.trim()) : null;
  return sql(
    `(? IS NULL OR type = ?)
  AND (? IS NULL OR occurred_at >= ?)
  AND (? IS NULL OR occurred_at < ?)
  AND (? IS NULL OR LOWER(title) LIKE ? ESCAPE '\\' OR LOWER(detail) LIKE ? ESCAPE '\\')`,
    type,
    type,
    from,
    from,
    to,
    to,
    q,
    q,
    q,
  );
}

/** The events of the customer a data access is scoped to. */
export class EventStore {
  constructor(private readonly data: CustomerData) {}

  /** One page of the customer's events, newest first; a page past the last is empty, never moved back. */
  page(filter: EventFilter, page: number, pageSize: number): { items: PortalEvent[]; total: number } {
    const events = this.data.table('events');
    const where = conditionOf(filter);
    const rows = events.find<EventRow>(where, {
      columns: ['id', 'occurred_at', 'type', 'title', 'detail'],
      orderBy: ['occurred_at DESC', 'id DESC'],
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map(toEvent), total: events.count(where) };
  }

  add(event: NewEvent, now = new Date().toISOString()): PortalEvent {
    const id = this.data.table('events').insert({
      occurred_at: event.occurredAt,
      type: event.type,
      title: event.title,
      detail: event.detail,
      received_at: now,
    });
    return { id: String(id), occurredAt: event.occurredAt, type: event.type, title: event.title, detail: event.detail };
  }
}

export const filterOf = (query: EventQuery): EventFilter => ({
  type: query.type,
  from: query.from,
  to: query.to,
  q: query.q,
});
