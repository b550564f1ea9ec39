import type Database from 'better-sqlite3';
import type { UrlRules } from '../security/configured-url';
import type { AdminActor } from './audit';
import {
  createCustomer,
  requireCustomer,
  toCustomerRecord,
  updateCustomer,
  type CustomerRecord,
} from './customer-admin';
import type { CustomerFields } from './customer-fields';
import { normalizedTenantIds, setCustomerTenants, tenantsOfCustomer } from './customer-tenants';

/** A customer as its editor shows it: the record and the Entra tenants that sign in to it. */
export interface CustomerDetails extends CustomerRecord {
  tenantIds: string[];
}

export function customerDetails(db: Database.Database, id: string): CustomerDetails {
  return { ...toCustomerRecord(requireCustomer(db, id)), tenantIds: tenantsOfCustomer(db, id) };
}

type WithTenants<T> = T & { tenantIds?: readonly string[] };

const splitTenants = <T extends object>(input: WithTenants<T>): [T, string[] | undefined] => {
  const { tenantIds, ...fields } = input;
  // Checked before anything is written, like the other fields.
  return [fields as T, tenantIds === undefined ? undefined : normalizedTenantIds(tenantIds)];
};

/** Creates a customer with its tenants in one transaction: a refused tenant (409) leaves no customer behind. */
export function createCustomerDetails(
  db: Database.Database,
  actor: AdminActor,
  id: string,
  input: WithTenants<CustomerFields>,
  rules: UrlRules,
): CustomerDetails {
  const [fields, tenantIds] = splitTenants(input);
  return db.transaction(() => {
    createCustomer(db, actor, id, fields, rules);
    if (tenantIds?.length) setCustomerTenants(db, actor, id, tenantIds);
    return customerDetails(db, id);
  })();
}

/** Changes the given fields and, when given, the tenant list, in one transaction. */
export function updateCustomerDetails(
  db: Database.Database,
  actor: AdminActor,
  id: string,
  input: WithTenants<Partial<CustomerFields>>,
  rules: UrlRules,
): CustomerDetails {
  const [changes, tenantIds] = splitTenants(input);
  return db.transaction(() => {
    updateCustomer(db, actor, id, changes, rules);
    if (tenantIds) setCustomerTenants(db, actor, id, tenantIds);
    return customerDetails(db, id);
  })();
}
