import Database from 'better-sqlite3';
import { customerData } from '../../../server/plugin-api/testing';
import { storeMicrosoftLicences } from './licence-table';
import type { MicrosoftLicence } from './microsoft-licences';
import { migrations } from './migrations';
import { SubscriptionStore } from './store';

const licence = (id: string, product: string, quantity: number): MicrosoftLicence => ({
  id,
  product_name: product,
  status: 'Active',
  auto_renew_date: '2027-10-01',
  end_date: '2027-10-01',
  quantity,
  assigned: quantity - 1,
  cancellation_allowed_until: '2026-12-01T00:00:00.000Z',
  term_duration: 'P1Y',
  billing_cycle: 'monthly',
});

describe("Microsoft's licences in the plugin's table", () => {
  const db = new Database(':memory:');
  for (const m of migrations) db.exec(m.sql);
  const insert = db.prepare(
    `INSERT INTO subscriptions (id, customer_id, product_name, status, quantity, max_quantity, unit_price, currency, sort_order)
     VALUES (?, ?, ?, 'Active', ?, ?, ?, 'EUR', ?)`,
  );
  insert.run('manual-e3', 'c1', 'Microsoft 365 E3', 40, 50, 33.7, 0);
  insert.run('manual-visio', 'c1', 'Visio Plan 2', 4, 10, 14.1, 1);
  insert.run('other-e3', 'c2', 'Microsoft 365 E3', 7, 9, 30, 0);
  const c1 = customerData(db, 'subscriptions', migrations, 'c1');
  const list = (customer = c1) => new SubscriptionStore().list(customer);

  it("takes over the provider's row of the same product, keeping its id, maximum and price; other rows stay the provider's", () => {
    storeMicrosoftLicences(c1, [licence('pc-e3', 'Microsoft 365 E3', 49), licence('pc-pbi', 'Power BI Pro', 18)]);
    expect(list().map((s) => [s.id, s.source, s.quantity, s.maxQuantity, s.unitPrice ?? null, s.assigned])).toEqual([
      ['manual-e3', 'microsoft', 49, 50, 33.7, 48],
      ['manual-visio', 'manual', 4, 10, 14.1, null],
      ['pc-pbi', 'microsoft', 18, 18, null, 17],
    ]);
    expect(list()[0]).toMatchObject({ cancellationAllowedUntil: '2026-12-01T00:00:00.000Z', termDuration: 'P1Y' });
    // Another customer's row of the same product is not touched.
    expect(list(customerData(db, 'subscriptions', migrations, 'c2')).map((s) => [s.id, s.quantity])).toEqual([
      ['other-e3', 7],
    ]);
  });

  it("updates Microsoft's truth on the next sync, keeps the provider's settings, drops what Microsoft no longer reports", () => {
    db.prepare(
      "UPDATE subscriptions SET max_quantity = 30, unit_price = 9.9, currency = 'EUR' WHERE id = 'pc-pbi'",
    ).run();
    storeMicrosoftLicences(c1, [{ ...licence('pc-pbi', 'Power BI Pro', 20), status: 'Suspended' }]);
    expect(list().map((s) => [s.id, s.source, s.status, s.quantity, s.maxQuantity, s.unitPrice ?? null])).toEqual([
      ['manual-visio', 'manual', 'Active', 4, 10, 14.1],
      ['pc-pbi', 'microsoft', 'Suspended', 20, 30, 9.9],
    ]);
  });
});
