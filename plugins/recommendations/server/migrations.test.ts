import Database from 'better-sqlite3';
import { migrations } from './migrations';
import { customerData } from '../../../server/plugin-api/testing';
import { RecommendationStore } from './store';

describe('recommendations migrations', () => {
  it('keep their ids (deployed databases recorded them)', () => {
    expect(migrations.map((m) => m.id)).toEqual(['recommendations-001', 'recommendations-002', 'recommendations-003']);
  });

  it('002 adds the optional saving to a database at 001: earlier rows are kept and answered without one', () => {
    const db = new Database(':memory:');
    db.exec(migrations[0].sql);
    const insert =
      db.prepare(`INSERT INTO recommendations (id, customer_id, resource_name, description, modified_date, subscription_name, state, apply_at, sort_order)
                               VALUES (?, 'c1', ?, 'Resize', '2026-11-01T00:00:00.000Z', 'Production', 'New', NULL, ?)`);
    insert.run('old', 'vm-old', 0);
    db.exec(migrations[1].sql);
    insert.run('new', 'vm-new', 1);
    db.exec(migrations[2].sql);
    db.prepare(
      "UPDATE recommendations SET savings_amount = 1234.5, savings_currency = 'EUR', savings_period = 'month' WHERE id = 'new'",
    ).run();
    const list = new RecommendationStore().list(customerData(db, 'recommendations', migrations, 'c1'));
    expect(list[0]).not.toHaveProperty('estimatedSavings');
    expect(list[0]).toMatchObject({ id: 'old', resourceName: 'vm-old', state: 'New' });
    expect(list[1]).toMatchObject({
      id: 'new',
      estimatedSavings: { amount: 1234.5, currency: 'EUR', period: 'month' },
    });
    // A half-stored saving (no period) is not published: it would be misread.
    db.prepare("UPDATE recommendations SET savings_period = NULL WHERE id = 'new'").run();
    expect(new RecommendationStore().list(customerData(db, 'recommendations', migrations, 'c1'))[1]).not.toHaveProperty(
      'estimatedSavings',
    );
    expect(() => db.prepare("UPDATE recommendations SET savings_period = 'week' WHERE id = 'new'").run()).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare("UPDATE recommendations SET savings_amount = -3 WHERE id = 'new'").run()).toThrow(/CHECK/);
    db.close();
  });

  it("003 marks earlier rows as the portal's own and keeps an Advisor id once per customer", () => {
    const db = new Database(':memory:');
    db.exec(migrations[0].sql);
    db.exec(migrations[1].sql);
    const insert =
      db.prepare(`INSERT INTO recommendations (id, customer_id, resource_name, description, modified_date, subscription_name, state)
                               VALUES (?, ?, 'vm', 'Resize', '2026-11-01T00:00:00.000Z', 'Production', 'New')`);
    insert.run('old', 'c1');
    db.exec(migrations[2].sql);
    expect(db.prepare("SELECT source, advisor_id, gone_since FROM recommendations WHERE id = 'old'").get()).toEqual({
      source: 'portal',
      advisor_id: null,
      gone_since: null,
    });
    insert.run('a1', 'c1');
    insert.run('a2', 'c2');
    insert.run('a3', 'c1');
    const mark = db.prepare("UPDATE recommendations SET source = 'advisor', advisor_id = '/x/rec' WHERE id = ?");
    mark.run('a1');
    mark.run('a2');
    expect(() => mark.run('a3')).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE recommendations SET source = 'import' WHERE id = 'old'").run()).toThrow(/CHECK/);
    db.close();
  });
});
