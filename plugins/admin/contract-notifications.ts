import * as z from 'zod/mini';
import { lenient, NumericId } from '../../core/contract';

/**
 * The admin plugin's own copy of the notifications plugin's broadcast calls (a plugin never imports another):
 * what the admin screen sends, and tolerant readers of the answers (a missing count is 0, an unusable entry of a
 * list is dropped, unknown fields are ignored). The notifications plugin disabled: the routes answer 404.
 */
export const BroadcastPaths = {
  list: '/api/notifications/broadcasts',
  item: (id: number) => `/api/notifications/broadcasts/${encodeURIComponent(String(id))}`,
} as const;

export const BROADCAST_LEVELS = ['info', 'warning'] as const;
export type BroadcastLevel = (typeof BROADCAST_LEVELS)[number];
export const MAX_BROADCAST_TITLE = 120;
export const MAX_BROADCAST_TEXT = 480;

export interface LocalizedPair {
  en: string;
  nl: string;
}

/** POST /api/notifications/broadcasts */
export interface BroadcastRequest {
  customerIds: string[] | 'all';
  title: LocalizedPair;
  text: LocalizedPair;
  level?: BroadcastLevel;
  link?: string | null;
}

/** A list whose unusable entries are dropped one by one. */
const tolerantList = <T extends z.ZodMiniType>(item: T) =>
  lenient(
    z.pipe(
      z.array(z.unknown()),
      z.transform((entries) =>
        entries.flatMap((entry) => {
          const parsed = item.safeParse(entry);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        }),
      ),
    ),
    [],
  );

const count = lenient(z.number().check(z.gte(0)), 0);
const text = lenient(z.string(), '');
const pair = lenient(z.object({ en: text, nl: text }), { en: '', nl: '' });

export const BroadcastSummary = z.object({
  id: NumericId,
  sender: text,
  createdAt: text,
  audience: lenient(z.union([z.literal('all'), z.array(z.string())]), []),
  title: pair,
  text: pair,
  level: lenient(z.enum(BROADCAST_LEVELS), 'info'),
  link: lenient(z.nullable(z.string()), null),
  customers: count,
  recipients: count,
  read: count,
});
export type BroadcastSummary = z.output<typeof BroadcastSummary>;

export const BroadcastList = z.object({
  items: tolerantList(BroadcastSummary),
  total: count,
  page: lenient(z.number(), 1),
  pageSize: lenient(z.number(), 20),
});
export type BroadcastList = z.output<typeof BroadcastList>;

export const CustomerReadCount = z.object({
  customerId: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((id) => String(id)),
  ),
  customerName: text,
  recipients: count,
  read: count,
});
export type CustomerReadCount = z.output<typeof CustomerReadCount>;

export const BroadcastDetail = z.object({
  broadcast: BroadcastSummary,
  customers: tolerantList(CustomerReadCount),
});
export type BroadcastDetail = z.output<typeof BroadcastDetail>;
