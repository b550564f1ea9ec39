import { DemoCustomers, DemoUsers, type DemoSeedContext } from '../../../server/plugin-api';

const MINUTE = 60_000;

/** A few finished notifications so the demo tray is not empty after the first sign-in. */
export const DEMO_NOTIFICATIONS = [
  { userId: DemoUsers.anna, customerId: DemoCustomers.contoso, id: 'demo-licence-1', name: 'Licences of Power BI Pro changed to 18', pending: false, succes: true, minutesAgo: 90 },
  { userId: DemoUsers.anna, customerId: DemoCustomers.contoso, id: 'demo-licence-2', name: 'Licence update failed for Visio Plan 2', pending: false, succes: false, minutesAgo: 60 },
  { userId: DemoUsers.bram, customerId: DemoCustomers.northwind, id: 'demo-recommendation-1', name: 'Recommendation for disk-northwind-archive-02 accepted', pending: false, succes: true, minutesAgo: 30 },
] as const;

export function seedNotifications({ db }: DemoSeedContext): void {
  const insert = db.prepare(
    `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const n of DEMO_NOTIFICATIONS) {
    const at = new Date(Date.now() - n.minutesAgo * MINUTE).toISOString();
    insert.run(n.userId, n.customerId, n.id, n.name, n.pending ? 1 : 0, n.succes ? 1 : 0, at, at);
  }
}
