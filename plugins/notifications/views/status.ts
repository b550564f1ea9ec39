import type { PortalNotification } from '../../../core/plugin-api';

export type NotificationStatus = 'pending' | 'success' | 'failure';

export function statusOf(notification: PortalNotification): NotificationStatus {
  if (notification.pending) return 'pending';
  return notification.succes ? 'success' : 'failure';
}
