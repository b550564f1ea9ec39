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
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'key must be dot-separated words'), z.maxLength(200)),
  params: z.optional(
    z.record(
      z.string().check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,49}$/, 'parameter names are identifiers')),
      z.union([z.string().check(z.maxLength(500)), z.number().check(z.refine(Number.isFinite, 'numbers must be finite'))]),
    ).check(z.refine((params) => Object.keys(params).length <= MAX_MESSAGE_PARAMS, `at most ${MAX_MESSAGE_PARAMS} parameters`)),
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
} as const;
