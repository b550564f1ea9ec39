import {
  HttpError,
  type CustomerNotice,
  type NotificationSender,
  type PluginAuditActor,
} from '../../../server/plugin-api';
import { BroadcastCreate } from '../contract';
import type { BroadcastStore } from './broadcast-store';

/** Who a notice from another capability is sent by, as the provider's broadcast list shows it. */
export const AUTOMATIC_SENDER: PluginAuditActor = Object.freeze({ userId: null, name: 'automatic notice' });

/**
 * The notification-sender extension point: another plugin's notice to every member of one customer is a broadcast
 * to that customer (the same tray entry in both languages, read counts for the provider), so nothing new is stored.
 */
export function noticeSender(store: BroadcastStore): NotificationSender {
  return {
    // async: a refusal (the tray cannot hold it, an unknown customer) is a rejected promise, never a throw.
    async notifyCustomer(notice: CustomerNotice): Promise<void> {
      await Promise.resolve();
      const parsed = BroadcastCreate.safeParse({
        customerIds: [notice.customerId],
        title: notice.title,
        text: notice.text,
        level: 'info',
      });
      // A notice the tray cannot hold is refused whole (never cut short): the caller decides what to do.
      if (!parsed.success)
        throw new HttpError(
          400,
          `A notice the tray cannot hold: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
        );
      store.create(AUTOMATIC_SENDER, parsed.data);
    },
  };
}
