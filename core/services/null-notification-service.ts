import type { NotificationService } from '../plugin-api';

/** In force until the notifications plugin provides its own: posting is harmless when it is disabled. */
export const nullNotificationService: NotificationService = {
  add: () => undefined,
  update: () => undefined,
};
