import {
  DemoCustomers,
  DemoUsers,
  defineServerPlugin,
  NotificationSenderPoint,
  type NotificationSender,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import { NotificationPaths } from '../contract';
import notifications from './index';

let portal: TestPortal;
let sender: NotificationSender;
beforeEach(async () => {
  // The plugin as the server registers it, its API kept to ask for the implementation as another plugin would.
  let api: ServerPluginApi | null = null;
  const observed = defineServerPlugin({ ...notifications, routes: (given) => notifications.routes!((api = given)) });
  portal = await createTestPortal({ plugins: { notifications: observed } });
  sender = api!.use(NotificationSenderPoint, null)!;
});
afterEach(() => portal.close());

const notice = {
  customerId: DemoCustomers.contoso,
  title: { en: 'New event: Backup', nl: 'Nieuwe gebeurtenis: Back-up' },
  text: { en: 'Backup done', nl: 'Back-up klaar' },
};
const trayOf = async (userId: string) =>
  (await portal.app.inject({ url: NotificationPaths.list, headers: await userHeaders(portal.app, userId) })).json() as {
    name: string;
    message?: unknown;
  }[];

describe('the notification-sender extension point', () => {
  it("puts a notice in the tray of every member of the customer, in both languages, and in no other customer's", async () => {
    expect(NotificationSenderPoint.id).toBe('notification-sender');
    await sender.notifyCustomer(notice);
    for (const userId of [DemoUsers.anna, DemoUsers.dirk]) {
      expect((await trayOf(userId))[0]).toMatchObject({
        name: 'New event: Backup: Backup done',
        message: {
          namespace: 'notifications',
          key: 'broadcast.info',
          params: { titleEn: 'New event: Backup', textNl: 'Back-up klaar' },
        },
      });
    }
    expect((await trayOf(DemoUsers.bram)).map((n) => n.name)).not.toContain('New event: Backup: Backup done');
    expect(
      portal.app.portal.db.prepare('SELECT sender, sender_user_id FROM notification_broadcasts ORDER BY id DESC').get(),
    ).toEqual({ sender: 'automatic notice', sender_user_id: null });
  });

  it('refuses a notice the tray cannot hold, or for an unknown customer, writing nothing', async () => {
    const before = ['notifications', 'notification_broadcasts'].map((table) => count(portal.app, table));
    await expect(sender.notifyCustomer({ ...notice, title: { en: '', nl: 'x' } })).rejects.toThrow(/title\.en/);
    await expect(sender.notifyCustomer({ ...notice, customerId: 'umbrella' })).rejects.toThrow(/No such customer/);
    expect(['notifications', 'notification_broadcasts'].map((table) => count(portal.app, table))).toEqual(before);
  });
});
