import type Database from 'better-sqlite3';
import { customerOfStoredTenant } from '../admin/customer-tenants';

/** Microsoft Entra tenant id (lower case) -> the customer id its users are matched to. */
export type TenantAllowList = ReadonlyMap<string, string>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ENTRA_TENANTS, `tenantId=customerId,...` (commas or whitespace between entries): null when unset or blank.
 * Throws naming the first bad entry: a tenant id that is not a GUID, a missing customer id, a tenant listed twice.
 */
export function readEntraTenants(value: string | undefined): TenantAllowList | null {
  const entries = (value ?? '').split(/[\s,;]+/).filter(Boolean);
  if (entries.length === 0) return null;
  const tenants = new Map<string, string>();
  for (const entry of entries) {
    const at = entry.indexOf('=');
    const tenant = (at < 0 ? entry : entry.slice(0, at)).trim().toLowerCase();
    const customer = at < 0 ? '' : entry.slice(at + 1).trim();
    if (!GUID.test(tenant))
      throw new Error(`ENTRA_TENANTS: "${entry}" must start with a tenant id (a GUID), as tenantId=customerId`);
    if (!customer) throw new Error(`ENTRA_TENANTS: "${entry}" names no customer; write tenantId=customerId`);
    if (tenants.has(tenant)) throw new Error(`ENTRA_TENANTS lists tenant ${tenant} twice`);
    tenants.set(tenant, customer);
  }
  return tenants;
}

/** The customer an ID token's tenant (`tid`) is matched to, or null when the tenant is not allowed. */
export function customerOfTenant(tenants: TenantAllowList, tid: unknown): string | null {
  return typeof tid === 'string' ? (tenants.get(tid.toLowerCase()) ?? null) : null;
}

/**
 * The customer a tenant signs in to: ENTRA_TENANTS first (the deployment's word), then the tenants the provider
 * administration stored per customer (customer_tenants); null when neither allows the tenant.
 */
export function customerOfAllowedTenant(db: Database.Database, tenants: TenantAllowList, tid: unknown): string | null {
  if (typeof tid !== 'string') return null;
  return customerOfTenant(tenants, tid) ?? customerOfStoredTenant(db, tid);
}
