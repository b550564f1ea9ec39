import type Database from 'better-sqlite3';
import { HttpError, statement, type RequestUser, type ServiceRequestIntake } from '../../../server/plugin-api';
import { isLockedStatus, type QuantityChangeResult, type Subscription } from '../contract';

interface SubscriptionRow {
  id: string;
  product_name: string;
  status: string;
  auto_renew_date: string | null;
  end_date: string | null;
  quantity: number;
  max_quantity: number;
  unit_price: number | null;
  currency: string | null;
}

const COLUMNS = 'id, product_name, status, auto_renew_date, end_date, quantity, max_quantity, unit_price, currency';

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  productName: row.product_name,
  status: row.status,
  autoRenewDate: row.auto_renew_date,
  endDate: row.end_date,
  quantity: row.quantity,
  maxQuantity: row.max_quantity,
  // A price means something only with its currency: one without the other is left out.
  ...(row.unit_price !== null && row.currency !== null ? { unitPrice: row.unit_price, currency: row.currency } : {}),
});

/** The number a service request is known by, from its row id: LIC-000042. */
export const serviceRequestNumber = (id: number) => `LIC-${String(id).padStart(6, '0')}`;

/**
 * Subscriptions per customer and their quantity changes. A change above the subscription's maximum is not
 * applied: a licence service request is stored instead. Every change is recorded in subscription_changes
 * (who, what, when), in the same transaction as the change itself.
 */
export class SubscriptionStore {
  private readonly change: (
    row: SubscriptionRow, customerId: string, user: RequestUser, quantity: number, filedNumber: string | null,
  ) => QuantityChangeResult;

  constructor(private readonly db: Database.Database) {
    const insertRequest = statement(db,
      `INSERT INTO licence_service_requests (subscription_id, customer_id, user_id, requested_quantity, created_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    const numberRequest = statement(db, 'UPDATE licence_service_requests SET number = ? WHERE id = ?');
    const updateQuantity = statement(db, 'UPDATE subscriptions SET quantity = ? WHERE id = ?');
    const audit = statement(db,
      `INSERT INTO subscription_changes (subscription_id, customer_id, user_id, user_name, old_quantity,
         requested_quantity, outcome, service_request_number, changed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.change = db.transaction((
      row: SubscriptionRow, customerId: string, user: RequestUser, quantity: number, filedNumber: string | null,
    ): QuantityChangeResult => {
      const now = new Date().toISOString();
      if (quantity > row.max_quantity) {
        // Filed with the support desk already (its number), or kept here as the licences' own record.
        let number = filedNumber;
        if (number === null) {
          const requestId = Number(insertRequest.run(row.id, customerId, user.userId, quantity, now).lastInsertRowid);
          number = serviceRequestNumber(requestId);
          numberRequest.run(number, requestId);
        }
        audit.run(row.id, customerId, user.userId, user.userName, row.quantity, quantity, 'service-request', number, now);
        return { outcome: 'service-request', serviceRequestNumber: number };
      }
      updateQuantity.run(quantity, row.id);
      audit.run(row.id, customerId, user.userId, user.userName, row.quantity, quantity, 'updated', null, now);
      return { outcome: 'updated', subscription: toSubscription({ ...row, quantity }) };
    });
  }

  /** The customer's subscriptions in their stored order. */
  list(customerId: string): Subscription[] {
    const rows = statement(this.db, `SELECT ${COLUMNS} FROM subscriptions WHERE customer_id = ? ORDER BY sort_order, product_name`)
      .all(customerId) as SubscriptionRow[];
    return rows.map(toSubscription);
  }

  /**
   * Applies the quantity, or files a service request for it when it is above the maximum: through the support
   * desk's intake when that capability runs for the customer (its number is the one shown), else as the
   * licences' own record. 404 for another customer's or an unknown id; 409 when the subscription's status does
   * not allow changes. The caller has validated `quantity` (a whole number in range); a refusal writes nothing.
   */
  async changeQuantity(
    id: string, customerId: string | null, user: RequestUser, quantity: number, intake: ServiceRequestIntake | null = null,
  ): Promise<QuantityChangeResult> {
    const found = this.changeable(id, customerId);
    if (quantity <= found.max_quantity || !intake) return this.change(found, customerId!, user, quantity, null);
    const { number } = await intake.file({
      customerId: customerId!, user, category: 'licences', source: 'subscriptions',
      name: `More ${found.product_name} licences: ${quantity} (maximum ${found.max_quantity})`,
      description: `Please change the number of ${found.product_name} licences (subscription ${found.id}) from ${found.quantity} to ${quantity}. `
        + `The portal does not apply changes above the subscription's maximum of ${found.max_quantity} licences by itself.`,
    });
    // Read again: the row may have changed while the request was being filed.
    return this.change(this.changeable(id, customerId), customerId!, user, quantity, number);
  }

  /** The subscription when the customer's and open to changes; 404 or 409 otherwise. */
  private changeable(id: string, customerId: string | null): SubscriptionRow {
    const row = customerId === null ? undefined : statement(this.db, `SELECT ${COLUMNS} FROM subscriptions WHERE id = ? AND customer_id = ?`)
      .get(id, customerId) as SubscriptionRow | undefined;
    if (!row || customerId === null) throw new HttpError(404, 'No such subscription for the active customer.');
    if (isLockedStatus(row.status)) {
      throw new HttpError(409, `Licence update failed for ${row.product_name}: the subscription is ${row.status}, so its licences cannot be changed.`);
    }
    return row;
  }
}
