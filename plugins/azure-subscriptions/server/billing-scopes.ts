import type { CrossCustomerData } from '../../../server/plugin-api';

const TABLE = 'azure_billing_scopes';

/** Per customer, the billing scope (its Azure plan) the alias API creates the customer's new subscriptions under. */
export class BillingScopes {
  constructor(private readonly all: CrossCustomerData) {}

  of(customerId: string): string | null {
    const row = this.all
      .forCustomer(customerId)
      .table(TABLE)
      .first<{ billing_scope: string }>(undefined, {
        columns: ['billing_scope'],
      });
    return row?.billing_scope ?? null;
  }

  set(customerId: string, billingScope: string): void {
    const table = this.all.forCustomer(customerId).table(TABLE);
    const values = { billing_scope: billingScope, updated_at: new Date().toISOString() };
    if (table.update(values, {}) === 0) table.insert(values);
  }

  remove(customerId: string): boolean {
    return this.all.forCustomer(customerId).table(TABLE).remove({}) > 0;
  }
}
