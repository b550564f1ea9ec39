import Database from 'better-sqlite3';
import { migrations } from './migrations';
import { customerData } from '../../../server/plugin-api/testing';
import { SubscriptionStore } from './store';

/** What 003 gives every row stored before it: the provider's own, with none of Microsoft's fields. */
const fromTheProvider = {
  source: 'manual',
  assigned: null,
  cancellationAllowedUntil: null,
  termDuration: null,
  billingCycle: null,
};

describe('subscriptions migrations', () => {
  it('keep their ids (deployed databases recorded them)', () => {
    expect(migrations.map((m) => m.id)).toEqual(['subscriptions-001', 'subscriptions-002', 'subscriptions-003']);
  });

  it("002 and 003 add the optional price and the source to a database at 001: earlier rows are kept as the provider's, without a price", () => {
    const db = new Database(':memory:');
    db.exec(migrations[0].sql);
    const insert =
      db.prepare(`INSERT INTO subscriptions (id, customer_id, product_name, status, auto_renew_date, end_date, quantity, max_quantity)
                               VALUES (?, 'c1', ?, 'Active', NULL, NULL, ?, 50)`);
    insert.run('old', 'Stored before the upgrade', 10);
    db.exec(migrations[1].sql);
    db.exec(migrations[2].sql);
    db.prepare("UPDATE subscriptions SET unit_price = 12.5, currency = 'EUR' WHERE id = 'old'").run();
    insert.run('plain', 'No price', 3);
    expect(new SubscriptionStore().list(customerData(db, 'subscriptions', migrations, 'c1'))).toEqual(
      [
        {
          id: 'plain',
          productName: 'No price',
          status: 'Active',
          autoRenewDate: null,
          endDate: null,
          quantity: 3,
          maxQuantity: 50,
          ...fromTheProvider,
        },
        {
          id: 'old',
          productName: 'Stored before the upgrade',
          status: 'Active',
          autoRenewDate: null,
          endDate: null,
          quantity: 10,
          maxQuantity: 50,
          unitPrice: 12.5,
          currency: 'EUR',
          ...fromTheProvider,
        },
      ].sort((a, b) => a.productName.localeCompare(b.productName)),
    );
    // A price is never negative, a currency is a three-letter code.
    expect(() => db.prepare("UPDATE subscriptions SET unit_price = -1 WHERE id = 'old'").run()).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE subscriptions SET currency = 'euro' WHERE id = 'old'").run()).toThrow(/CHECK/);
    db.close();
  });
});
