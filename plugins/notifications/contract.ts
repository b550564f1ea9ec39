import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/** At most this many parameters in a notification's message. */
export const MAX_MESSAGE_PARAMS = 20;

/**
 * A notification's text as a translation key with parameters (the plugin API's LocalizedText), so the tray
 * shows it in the reader's language of the moment rather than the one it was posted in. `namespace` is the
 * posting plugin's id (its i18next namespace); a parameter is a string or a finite number.
 */
export const LocalizedMessage = z.object({
  namespace: z.string().check(z.regex(/^[a-z][a-z0-9-]{0,99}$/, 'namespace must be a plugin id (kebab-case)')),
  key: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'key must be dot-separated words'), z.maxLength(200)),
  params: z.optional(
    z
      .record(
        z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,49}$/, 'parameter names are identifiers')),
        z.union([
          z.string().check(z.maxLength(500)),
          z.number().check(z.refine(Number.isFinite, 'numbers must be finite')),
        ]),
      )
      .check(
        z.refine(
          (params) => Object.keys(params).length <= MAX_MESSAGE_PARAMS,
          `at most ${MAX_MESSAGE_PARAMS} parameters`,
        ),
      ),
  ),
});
export type LocalizedMessage = z.infer<typeof LocalizedMessage>;

/**
 * A notification of the tray. The field `succes` keeps the spelling existing backends use. Stored per user
 * and active customer. `message` is optional: a caller or backend without it keeps the spec's fields, and
 * `name` (the text as posted) is what the tray shows then; `null` means the same as absent.
 */
export const NotificationRecord = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(500)),
  pending: z.boolean(),
  succes: z.boolean(),
  message: z.optional(z.nullable(LocalizedMessage)),
});
export type NotificationRecord = z.infer<typeof NotificationRecord>;

/**
 * One entry of GET /api/notifications as the browser reads it: a `message` it cannot use (malformed, or from a
 * backend with other ideas) is dropped and the notification kept, since `name` still says what happened.
 */
export const NotificationEntry = z.object({
  ...NotificationRecord.shape,
  message: lenient(z.optional(z.nullable(LocalizedMessage)), undefined),
  /** Sent only for a provider's broadcast: whether its reader has opened the tray since it arrived. */
  read: lenient(z.optional(z.boolean()), undefined),
});

/** GET /api/notifications: newest first. */
export const NotificationList = z.array(NotificationEntry);

/**
 * PUT /api/notifications/{id} (CSRF): copies name, pending and succes onto the stored notification, and
 * `message`, which replaces the stored one (absent or null: the notification has no message any more, so an
 * old key never contradicts the new name).
 */
export const NotificationUpdate = z.object({
  name: NotificationRecord.shape.name,
  pending: z.boolean(),
  succes: z.boolean(),
  message: NotificationRecord.shape.message,
});
export type NotificationUpdate = z.infer<typeof NotificationUpdate>;

/**
 * POST /api/notifications (CSRF) with a NotificationRecord: 201 with the stored record, or 200 with the
 * existing one when the id is already stored (adding is idempotent, as in the store).
 * PUT answers 200 with the record, 404 when the id is not stored for this user and customer.
 * Answers carry `message` only when one is stored.
 */
export const NotificationPaths = {
  list: '/api/notifications',
  item: (id: string) => `/api/notifications/${encodeURIComponent(id)}`,
  read: '/api/notifications/read',
} as const;

/** POST /api/notifications/read (CSRF): marks the caller's notifications of these ids read; answers how many changed. */
export const ReadRequest = z.strictObject({
  ids: z.array(NotificationRecord.shape.id).check(z.minLength(1), z.maxLength(100)),
});
export const ReadAnswer = z.object({ read: z.number() });

// ---- broadcasts

/**
 * Broadcasts: a provider administrator's notification to the users of one, several or all customers, with how
 * many of them have read it. Each recipient's tray entry carries the text as the message
 * `{ namespace: 'notifications', key: 'broadcast.<level>', params: { titleEn, textEn, titleNl, textNl, link? } }`,
 * so the tray shows it in the reader's language of the moment.
 */
export const BroadcastPaths = {
  list: '/api/notifications/broadcasts',
  item: '/api/notifications/broadcasts/:broadcastId',
} as const;

export const BROADCAST_LEVELS = ['info', 'warning'] as const;
export const MAX_BROADCAST_TITLE = 120;
/** A message parameter holds at most 500 characters. */
export const MAX_BROADCAST_TEXT = 480;
export const MAX_BROADCAST_CUSTOMERS = 10_000;
export const MAX_BROADCAST_PAGE_SIZE = 100;

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
/** A text in English and in Dutch; either may be empty (see broadcastLanguageProblem). */
const inEitherLanguage = (max: number) => z.strictObject({ en: text(max), nl: text(max) });

/** A portal path (/action/102) or an https address; nothing that runs script or leaves for another scheme. */
export const BroadcastLink = z
  .string()
  .check(
    z.trim(),
    z.maxLength(400),
    z.regex(/^(\/(?![/\\])[^\s]*|https:\/\/[^\s/?#]+[^\s]*)$/, 'must be a portal path (/...) or an https:// address'),
  );

export const BroadcastCreate = z.strictObject({
  customerIds: z.union([
    z.literal('all'),
    z
      .array(z.string().check(z.minLength(1), z.maxLength(64)))
      .check(z.minLength(1), z.maxLength(MAX_BROADCAST_CUSTOMERS)),
  ]),
  title: inEitherLanguage(MAX_BROADCAST_TITLE),
  text: inEitherLanguage(MAX_BROADCAST_TEXT),
  level: z.optional(z.enum(BROADCAST_LEVELS)),
  link: z.optional(z.nullable(BroadcastLink)),
});
export type BroadcastCreate = z.infer<typeof BroadcastCreate>;

/**
 * A broadcast is written in English, in Dutch or in both: each language given has its title and its text (so a
 * reader never sees one language's title over the other's text), and at least one is given. The problem, or null.
 */
export function broadcastLanguageProblem(body: Pick<BroadcastCreate, 'title' | 'text'>): string | null {
  const given = (language: 'en' | 'nl') => Boolean(body.title[language] || body.text[language]);
  if (!given('en') && !given('nl')) return 'title and text: required in English or in Dutch (or both)';
  for (const language of ['en', 'nl'] as const) {
    if (!given(language)) continue;
    if (!body.title[language]) return `title.${language}: required with the text in that language`;
    if (!body.text[language]) return `text.${language}: required with the title in that language`;
  }
  return null;
}

const Count = z.number().check(z.int(), z.gte(0));
const Localized = z.object({ en: z.string(), nl: z.string() });

export const BroadcastSummary = z.object({
  id: z.number(),
  sender: z.string(),
  createdAt: z.string(),
  audience: z.union([z.literal('all'), z.array(z.string())]),
  title: Localized,
  text: Localized,
  level: z.enum(BROADCAST_LEVELS),
  link: z.nullable(z.string()),
  /** Customers whose users received it. */
  customers: Count,
  recipients: Count,
  read: Count,
});
export type BroadcastSummary = z.infer<typeof BroadcastSummary>;

export const BroadcastListQuery = z.strictObject({
  page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/, 'must be a whole number from 1'))),
  pageSize: z.optional(
    z.string().check(
      z.regex(/^[1-9][0-9]{0,2}$/, 'must be a whole number from 1'),
      z.refine((value) => Number(value) <= MAX_BROADCAST_PAGE_SIZE, `at most ${MAX_BROADCAST_PAGE_SIZE}`),
    ),
  ),
});

export const BroadcastList = z.object({ items: z.array(BroadcastSummary), total: Count, page: Count, pageSize: Count });
export type BroadcastList = z.infer<typeof BroadcastList>;

export const BroadcastParams = z.object({
  broadcastId: z.string().check(z.regex(/^[0-9]{1,9}$/, 'must be a whole number')),
});

export const BroadcastDetail = z.object({
  broadcast: BroadcastSummary,
  /** Per customer that received it, by name. */
  customers: z.array(z.object({ customerId: z.string(), customerName: z.string(), recipients: Count, read: Count })),
});
export type BroadcastDetail = z.infer<typeof BroadcastDetail>;
