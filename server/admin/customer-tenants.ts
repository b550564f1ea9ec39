import type Database from 'better-sqlite3';
import { findCustomer } from '../data/users';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import { writeAudit, type AdminActor } from './audit';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const MAX_CUSTOMER_TENANTS = 50;

/** The Entra tenant ids whose users sign in to the customer (customer_tenants), in order. */
export function tenantsOfCustomer(db: Database.Database, customerId: string): string[] {
  return statement(db, 'SELECT tenant_id FROM customer_tenants WHERE customer_id = ? ORDER BY tenant_id')
    .pluck()
    .all(customerId) as string[];
}

/** The customer a tenant id is stored for, or null. */
export function customerOfStoredTenant(db: Database.Database, tenantId: string): string | null {
  return (
    (statement(db, 'SELECT customer_id FROM customer_tenants WHERE tenant_id = ?')
      .pluck()
      .get(tenantId.toLowerCase()) as string | undefined) ?? null
  );
}

/** Lower case, each once; 400 naming what is not a tenant id (a GUID). */
export function normalizedTenantIds(tenantIds: readonly string[]): string[] {
  const ids = [...new Set(tenantIds.map((id) => id.trim().toLowerCase()))];
  const bad = ids.filter((id) => !GUID.test(id));
  if (bad.length > 0)
    throw new HttpError(
      400,
      `Invalid customer: tenantIds must be Entra tenant ids (GUIDs), got ${bad.map((id) => JSON.stringify(id)).join(', ')}.`,
    );
  if (ids.length > MAX_CUSTOMER_TENANTS)
    throw new HttpError(400, `Invalid customer: at most ${MAX_CUSTOMER_TENANTS} tenantIds.`);
  return ids.sort();
}

/**
 * Replaces the customer's tenant ids, audited, in one transaction (nested in the caller's when there is one);
 * a tenant of another customer is a 409 naming that customer, and nothing is written. Unchanged: no row.
 */
export function setCustomerTenants(
  db: Database.Database,
  actor: AdminActor,
  customerId: string,
  tenantIds: readonly string[],
  now = Date.now(),
): string[] {
  const next = normalizedTenantIds(tenantIds);
  return db.transaction(() => {
    const before = tenantsOfCustomer(db, customerId);
    for (const tenant of next) {
      const owner = customerOfStoredTenant(db, tenant);
      if (owner !== null && owner !== customerId) {
        const name = findCustomer(db, owner)?.name ?? owner;
        throw new HttpError(
          409,
          `Tenant ${tenant} signs in to customer "${name}" (${owner}) already: remove it there first.`,
        );
      }
    }
    if (JSON.stringify(before) === JSON.stringify(next)) return before;
    statement(db, 'DELETE FROM customer_tenants WHERE customer_id = ?').run(customerId);
    for (const tenant of next)
      statement(db, 'INSERT INTO customer_tenants (tenant_id, customer_id) VALUES (?, ?)').run(tenant, customerId);
    writeAudit(
      db,
      actor,
      {
        action: 'customer.tenants',
        targetType: 'customer',
        targetId: customerId,
        customerId,
        before: { tenantIds: before },
        after: { tenantIds: next },
      },
      now,
    );
    return next;
  })();
}
