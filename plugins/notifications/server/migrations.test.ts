import Database from 'better-sqlite3';
import { pluginDataApi } from '../../../server/plugin-api/testing';
import { migrations } from './migrations';
import { NotificationStore } from './store';

describe('notifications migrations', () => {
  it('keep their ids (deployed databases recorded them)', () => {
    expect(migrations.map((m) => m.id)).toEqual(['notifications-001', 'notifications-002', 'notifications-003']);
  });

  it('002 adds the message column to a database at 001: earlier rows are kept and answered without a message', () => {
    const db = new Database(':memory:');
    db.exec(migrations[0].sql);
    db.prepare(
      `INSERT INTO notifications (user_id, customer_id, id, name, pending, succes, created_at, updated_at)
                VALUES ('u1', 'c1', 'old', 'Stored before the upgrade', 0, 1, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    ).run();
    db.exec(migrations[1].sql);
    db.exec(migrations[2].sql);
    const store = new NotificationStore(pluginDataApi(db, 'notifications', migrations));
    const owner = store.ownerOf({ userId: 'u1', activeCustomerId: 'c1' } as Parameters<
      NotificationStore['ownerOf']
    >[0]);
    expect(store.list(owner)).toEqual([{ id: 'old', name: 'Stored before the upgrade', pending: false, succes: true }]);

    const message = { namespace: 'subscriptions', key: 'notification.failed', params: { product: 'Visio Plan 2' } };
    store.insert(owner, {
      id: 'new',
      name: 'Licence update failed for Visio Plan 2',
      pending: false,
      succes: false,
      message,
    });
    expect(store.find(owner, 'new')).toEqual({
      id: 'new',
      name: 'Licence update failed for Visio Plan 2',
      pending: false,
      succes: false,
      message,
    });
    // The column holds JSON or nothing.
    expect(() => db.prepare("UPDATE notifications SET message = 'not json' WHERE id = 'old'").run()).toThrow(/CHECK/);
    db.close();
  });
});
