import Database from 'better-sqlite3';
import { createTestPortal } from '../plugin-api/testing';
import { addDemoActions } from './demo-actions';
import { DemoCustomers } from './demo-ids';

describe('demo actions', () => {
  it('seeds every bundled plugin without two of them claiming one id (a taken id is refused, not skipped)', async () => {
    const portal = await createTestPortal();
    const db = new Database(portal.dbFile);
    try {
      const taken = db.prepare('SELECT id, action_type AS type FROM actions ORDER BY id LIMIT 1').get() as {
        id: number;
        type: string;
      };
      const owner = db.prepare('SELECT customer_id AS customerId FROM actions WHERE id = ?').get(taken.id) as {
        customerId: string;
      };
      const item = db
        .prepare(
          'SELECT id, customer_id AS customerId, action_id AS actionId FROM menu_items WHERE action_id IS NOT NULL LIMIT 1',
        )
        .get() as { id: number; customerId: string; actionId: number };
      const actionsBefore = db.prepare('SELECT COUNT(*) AS n FROM actions').get();
      // The same action again: left alone.
      const again = db.prepare('SELECT title, action_type AS type FROM actions WHERE id = ?').get(taken.id) as {
        title: string;
        type: string;
      };
      expect(() =>
        addDemoActions(db, owner.customerId, [{ id: taken.id, type: again.type, title: again.title }]),
      ).not.toThrow();
      // Another plugin's action under a taken id, or a menu item id another action's item holds: refused.
      expect(() =>
        addDemoActions(db, DemoCustomers.northwind, [{ id: taken.id, type: 'other-type', title: 'Mine' }]),
      ).toThrow(`Demo action id ${taken.id} ("Mine") is taken`);
      expect(() =>
        addDemoActions(db, item.customerId, [
          { id: 987_654, type: 'other-type', title: 'Mine', menu: { id: item.id, order: 1 } },
        ]),
      ).toThrow(`Demo menu item id ${item.id} ("Mine") is taken`);
      expect(db.prepare('SELECT COUNT(*) AS n FROM actions').get()).toEqual({
        n: (actionsBefore as { n: number }).n + 1,
      });
    } finally {
      db.close();
      await portal.close();
    }
  });
});
