import type { PortalNotification } from '../../../core/plugin-api';

export type NotificationStatus = 'pending' | 'success' | 'failure' | 'interrupted';

export function statusOf(notification: PortalNotification, interrupted: boolean): NotificationStatus {
  if (interrupted) return 'interrupted';
  if (notification.pending) return 'pending';
  return notification.succes ? 'success' : 'failure';
}
