import {
  HttpError,
  type CrossCustomerData,
  type CustomerNotice,
  type NotificationSender,
  type PluginAuditActor,
  type UserNotice,
} from '../../../server/plugin-api';
import { BroadcastCreate } from '../contract';
import { broadcastMessage, type BroadcastStore } from './broadcast-store';

/** Who a notice from another capability is sent by, as the provider's broadcast list shows it. */
export const AUTOMATIC_SENDER: PluginAuditActor = Object.freeze({ userId: null, name: 'automatic notice' });

/**
 * The notification-sender extension point: another plugin's notice to every member of one customer is a broadcast
 * to that customer (the same tray entry in both languages, read counts for the provider), so nothing new is stored.
 */
export function noticeSender(store: BroadcastStore, all: CrossCustomerData): NotificationSender {
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
    // One user's tray at one customer: a plain item (never pending), in both languages like a broadcast's.
    async notifyUser(notice: UserNotice): Promise<void> {
      await Promise.resolve();
      // Checked as a broadcast's texts are (the audience is not a broadcast's: one user).
      const parsed = BroadcastCreate.safeParse({
        customerIds: 'all',
        title: notice.title,
        text: notice.text,
        link: notice.link,
      });
      if (!parsed.success)
        throw new HttpError(
          400,
          `A notice the tray cannot hold: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
        );
      // Without a customer: the tray the user sees while no customer is active (customer id '', see store.ts).
      const tray = notice.customerId
        ? all.forCustomer(notice.customerId).table('notifications')
        : all.table('notifications');
      const owner: Record<string, string> = notice.customerId
        ? { user_id: notice.userId }
        : { user_id: notice.userId, customer_id: '' };
      if (tray.first({ ...owner, id: notice.id })) return;
      const now = new Date().toISOString();
      tray.insert({
        ...owner,
        id: notice.id,
        name: `${parsed.data.title.en}: ${parsed.data.text.en}`.slice(0, 500),
        pending: 0,
        succes: 1,
        message: JSON.stringify(broadcastMessage(parsed.data)),
        created_at: now,
        updated_at: now,
      });
    },
  };
}
