import { DemoCustomers, DemoUsers, type DemoSeedContext } from '../../../server/plugin-api';
import type { LocalizedMessage } from '../contract';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** When Bram's accepted recommendation is applied: three days after the demo starts, at 22:00 UTC. */
const appliedAt = (now: number) => new Date(Math.floor(now / DAY) * DAY + 3 * DAY + 22 * 60 * MINUTE).toISOString();

interface DemoNotification {
  userId: string;
  customerId: string;
  id: string;
  /** The text as a plugin posts it (in English: the demo's posts came from an English browser). */
  name: (now: number) => string;
  /** The same text as the posting plugin's key: the tray shows it in the reader's language. */
  message: (now: number) => LocalizedMessage;
  pending: boolean;
  succes: boolean;
  minutesAgo: number;
}

/**
 * A few finished notifications so the demo tray is not empty after the first sign-in. Each carries its text
 * as the posting plugin's key and parameters (the licence and recommendation plugins' own notification keys).
 */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    userId: DemoUsers.anna,
    customerId: DemoCustomers.contoso,
    id: 'demo-licence-1',
    name: () => 'Licences of Power BI Pro changed to 18',
    message: () => ({
      namespace: 'subscriptions',
      key: 'notification.updated',
      params: { product: 'Power BI Pro', quantity: 18 },
    }),
    pending: false,
    succes: true,
    minutesAgo: 90,
  },
  {
    userId: DemoUsers.anna,
    customerId: DemoCustomers.contoso,
    id: 'demo-licence-2',
    name: () => 'Licence update failed for Visio Plan 2',
    message: () => ({ namespace: 'subscriptions', key: 'notification.failed', params: { product: 'Visio Plan 2' } }),
    pending: false,
    succes: false,
    minutesAgo: 60,
  },
  {
    userId: DemoUsers.bram,
    customerId: DemoCustomers.northwind,
    id: 'demo-recommendation-1',
    name: (now) =>
      `Recommendation for disk-northwind-archive-02 accepted, applied on ${new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(Date.parse(appliedAt(now)))}`,
    message: (now) => ({
      namespace: 'recommendations',
      key: 'notification.accepted',
      params: { resource: 'disk-northwind-archive-02', moment: appliedAt(now) },
    }),
    pending: false,
    succes: true,
    minutesAgo: 30,
  },
];

export function seedNotifications(demo: DemoSeedContext): void {
  const now = Date.now();
  for (const n of DEMO_NOTIFICATIONS) {
    const at = new Date(now - n.minutesAgo * MINUTE).toISOString();
    demo.data
      .forCustomer(n.customerId)
      .table('notifications')
      .insert({
        user_id: n.userId,
        id: n.id,
        name: n.name(now),
        pending: n.pending ? 1 : 0,
        succes: n.succes ? 1 : 0,
        message: JSON.stringify(n.message(now)),
        created_at: at,
        updated_at: at,
      });
  }
}
