import * as z from 'zod/mini';
import { StringId, lenient, listOf } from '../../core/contract';

/** The kinds of event the provider's systems report. The browser shows an unknown kind as it is sent. */
export const EVENT_TYPES = ['maintenance', 'incident', 'change', 'backup', 'security', 'information'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

/** The page sizes a reader may choose; another size is refused (400), never rounded to the nearest. */
export const EVENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_EVENT_PAGE_SIZE = 20;
export const MAX_EVENT_SEARCH = 200;
export const MAX_EVENT_TITLE = 200;
export const MAX_EVENT_DETAIL = 4000;

/** The push token in demo mode when EVENTS_PUSH_TOKEN is not set (the demo's own systems and browser tests use it). */
export const DEMO_EVENTS_PUSH_TOKEN = 'demo-events-push-token-not-for-production';

export const EventPaths = {
  list: '/api/events',
  /** Server to server: the provider's systems push a customer's event with the configured bearer token. */
  push: '/api/events/push',
} as const;

/** An event as the reference server publishes it. */
export const PortalEvent = z.object({
  id: z.string(),
  /** ISO 8601. */
  occurredAt: z.string(),
  type: z.string(),
  title: z.string(),
  detail: z.nullable(z.string()),
});
export type PortalEvent = z.infer<typeof PortalEvent>;

/** An event as the browser reads it: ids as numbers or strings, a missing detail. */
export const PortalEventEntry = z.object({
  id: StringId,
  occurredAt: z.string(),
  type: lenient(z.string(), 'information'),
  title: z.string(),
  detail: lenient(z.nullable(z.string()), null),
});

const Count = z.number().check(z.int(), z.gte(0));

/** GET /api/events as the server documents it: one page, newest first. */
export const PublishedEventPage = z.object({ items: z.array(PortalEvent), total: Count, page: Count, pageSize: Count });

/** GET /api/events as the browser reads it: an unusable row is dropped, not the page. */
export const EventPage = z.object({
  items: listOf(PortalEventEntry, PortalEvent),
  total: lenient(Count, 0),
  page: lenient(Count, 1),
  pageSize: lenient(Count, DEFAULT_EVENT_PAGE_SIZE),
});
export type EventPage = z.output<typeof EventPage>;

const day = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'), z.refine(isRealDay, 'must be a real date'));

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The filters and page, as the query string carries them (also the browser's address bar). */
export const EventQuery = z.strictObject({
  type: z.optional(z.enum(EVENT_TYPES)),
  /** The first day shown, inclusive (UTC). */
  from: z.optional(day),
  /** The last day shown, inclusive (UTC). */
  to: z.optional(day),
  q: z.optional(z.string().check(z.maxLength(MAX_EVENT_SEARCH))),
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, 'must be a whole number from 1'))),
  pageSize: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => EVENT_PAGE_SIZES.map(String).includes(value),
          `must be one of ${EVENT_PAGE_SIZES.join(', ')}`,
        ),
      ),
  ),
});
export type EventQuery = z.infer<typeof EventQuery>;

/** A date range whose end lies before its start selects nothing: refused on both sides. */
export const isBackwardsRange = (from: string | undefined, to: string | undefined) => Boolean(from && to && from > to);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(max));

/** POST /api/events/push (machine): one event for one customer. 201 with the stored event. */
export const PushEventRequest = z.strictObject({
  customerId: z.string().check(z.minLength(1), z.maxLength(100)),
  type: z.enum(EVENT_TYPES),
  title: text(MAX_EVENT_TITLE),
  detail: z.optional(z.nullable(z.string().check(z.maxLength(MAX_EVENT_DETAIL)))),
  /** When it happened (ISO 8601 with offset); absent: now. */
  occurredAt: z.optional(z.iso.datetime({ offset: true })),
});
export type PushEventRequest = z.infer<typeof PushEventRequest>;

/**
 * The stored data of an events action: the type has no settings (the menu editor's server-side check).
 */
export const EventsData = z.strictObject({ actionType: z.optional(z.literal('events')) });

/** The answer to a push: the stored event, and whether the customer's users were notified (the tray may be off). */
export const PushEventAnswer = z.object({ event: PortalEvent, notified: z.boolean() });
export type PushEventAnswer = z.infer<typeof PushEventAnswer>;
