import type Database from 'better-sqlite3';
import { isStringArray, parseJson } from '../data/json';
import { forgetUserViews } from '../data/user-views';
import { findCustomer, type CustomerRow } from '../data/users';
import { statement } from '../db/statements';
import { HttpError } from '../http/errors';
import type { UrlRules } from '../security/configured-url';
import { writeAudit, type AdminActor } from './audit';
import { checkCustomerFields, checkCustomerId, type CustomerFields } from './customer-fields';

/** A customer as the admin API and the audit log show it. */
export interface CustomerRecord extends CustomerFields {
  id: string;
  deactivatedAt: string | null;
}

/** The brand colour columns (core-010) that findCustomer's `SELECT *` brings along. */
type BrandedRow = CustomerRow & { primary_color?: string | null; header_color?: string | null };

export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  const branded = row as BrandedRow;
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    logoUrl: row.logo_url,
    customStylesheet: row.custom_stylesheet,
    plugins: parseJson<string[] | null>(row.plugins, null, isStringArray),
    monitoringLocation: row.monitoring_location,
    primaryColor: branded.primary_color ?? null,
    headerColor: branded.header_color ?? null,
    deactivatedAt: row.deactivated_at,
  };
}

export function requireCustomer(db: Database.Database, id: string): CustomerRow {
  const row = findCustomer(db, id);
  if (!row) throw new HttpError(404, `There is no customer "${id}".`);
  return row;
}

const write = (db: Database.Database, id: string, fields: CustomerFields) =>
  statement(
    db,
    `UPDATE customers SET name = ?, theme = ?, logo_url = ?, custom_stylesheet = ?, plugins = ?, monitoring_location = ?, primary_color = ?, header_color = ?
     WHERE id = ?`,
  ).run(
    fields.name.trim(),
    fields.theme,
    fields.logoUrl,
    fields.customStylesheet,
    fields.plugins ? JSON.stringify([...new Set(fields.plugins)]) : null,
    fields.monitoringLocation,
    fields.primaryColor?.toLowerCase() ?? null,
    fields.headerColor?.toLowerCase() ?? null,
    id,
  );

/** Creates a customer (409 when the id is taken), audited, in one transaction. */
export function createCustomer(
  db: Database.Database,
  actor: AdminActor,
  id: string,
  fields: CustomerFields,
  rules: UrlRules,
): CustomerRecord {
  checkCustomerId(id);
  checkCustomerFields(fields, rules);
  return db.transaction(() => {
    if (findCustomer(db, id)) throw new HttpError(409, `A customer "${id}" exists already.`);
    statement(
      db,
      'INSERT INTO customers (id, name, sort_order) VALUES (?, ?, (SELECT coalesce(max(sort_order), 0) + 1 FROM customers))',
    ).run(id, fields.name.trim());
    write(db, id, fields);
    const after = toCustomerRecord(requireCustomer(db, id));
    writeAudit(db, actor, {
      action: 'customer.create',
      targetType: 'customer',
      targetId: id,
      customerId: id,
      before: null,
      after,
    });
    return after;
  })();
}

/** Changes the given fields of a customer (404 unknown), audited; no change writes nothing. */
export function updateCustomer(
  db: Database.Database,
  actor: AdminActor,
  id: string,
  changes: Partial<CustomerFields>,
  rules: UrlRules,
): CustomerRecord {
  checkCustomerFields(changes, rules);
  const result = db.transaction(() => {
    const before = toCustomerRecord(requireCustomer(db, id));
    const { id: _id, deactivatedAt: _d, ...current } = before;
    const next: CustomerFields = { ...current, ...changes };
    if (JSON.stringify(next) === JSON.stringify(current)) return before;
    write(db, id, next);
    const after = toCustomerRecord(requireCustomer(db, id));
    writeAudit(db, actor, {
      action: 'customer.update',
      targetType: 'customer',
      targetId: id,
      customerId: id,
      before,
      after,
    });
    return after;
  })();
  forgetUserViews(db);
  return result;
}

/**
 * Deactivates (nobody sees it in their customer list any more; its data stays) or reactivates a customer,
 * audited; already so: nothing written.
 */
export function setCustomerDeactivated(
  db: Database.Database,
  actor: AdminActor,
  id: string,
  deactivated: boolean,
  now = Date.now(),
): CustomerRecord {
  const result = db.transaction(() => {
    const before = toCustomerRecord(requireCustomer(db, id));
    if ((before.deactivatedAt !== null) === deactivated) return before;
    statement(db, 'UPDATE customers SET deactivated_at = ? WHERE id = ?').run(
      deactivated ? new Date(now).toISOString() : null,
      id,
    );
    const after = toCustomerRecord(requireCustomer(db, id));
    writeAudit(
      db,
      actor,
      {
        action: deactivated ? 'customer.deactivate' : 'customer.reactivate',
        targetType: 'customer',
        targetId: id,
        customerId: id,
        before,
        after,
      },
      now,
    );
    return after;
  })();
  forgetUserViews(db);
  return result;
}
