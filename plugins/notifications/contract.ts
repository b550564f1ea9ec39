import * as z from 'zod/mini';

/**
 * A notification of the tray. The field `succes` keeps the spelling existing backends use. Stored per user
 * and active customer.
 */
export const NotificationRecord = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  name: z.string().check(z.minLength(1), z.maxLength(500)),
  pending: z.boolean(),
  succes: z.boolean(),
});
export type NotificationRecord = z.infer<typeof NotificationRecord>;

/** GET /api/notifications: newest first. */
export const NotificationList = z.array(NotificationRecord);

/** PUT /api/notifications/{id} (CSRF): copies name, pending and succes onto the stored notification. */
export const NotificationUpdate = z.object({
  name: NotificationRecord.shape.name,
  pending: z.boolean(),
  succes: z.boolean(),
});
export type NotificationUpdate = z.infer<typeof NotificationUpdate>;

/**
 * POST /api/notifications (CSRF) with a NotificationRecord: 201 with the stored record, or 200 with the
 * existing one when the id is already stored (adding is idempotent, as in the store).
 * PUT answers 200 with the record, 404 when the id is not stored for this user and customer.
 */
export const NotificationPaths = {
  list: '/api/notifications',
  item: (id: string) => `/api/notifications/${encodeURIComponent(id)}`,
} as const;
