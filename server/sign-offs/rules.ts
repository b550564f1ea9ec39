import type Database from 'better-sqlite3';
import type { SignOffRule, SignOffRuleInput } from '../../core/contract';
import { statement } from '../db/statements';
import { parseJson, isPlainObject } from '../data/json';

interface RuleRow {
  kind: string;
  thresholds: string;
  signers: string;
  remind_after_hours: number;
  expire_after_hours: number;
  updated_at: string;
  updated_by: string;
}

const isSigners = (value: unknown) =>
  value === 'administrators' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));

const toRule = (row: RuleRow): SignOffRule => ({
  kind: row.kind,
  thresholds: parseJson<Record<string, number>>(row.thresholds, {}, isPlainObject),
  signers: parseJson<SignOffRule['signers']>(row.signers, 'administrators', isSigners),
  remindAfterHours: Number(row.remind_after_hours),
  expireAfterHours: Number(row.expire_after_hours),
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const COLUMNS = 'kind, thresholds, signers, remind_after_hours, expire_after_hours, updated_at, updated_by';

/** The customer's rules, by kind. */
export function rulesOf(db: Database.Database, customerId: string): SignOffRule[] {
  return (
    statement(db, `SELECT ${COLUMNS} FROM sign_off_rules WHERE customer_id = ? ORDER BY kind`).all(
      customerId,
    ) as RuleRow[]
  ).map(toRule);
}

export function ruleOf(db: Database.Database, customerId: string, kind: string): SignOffRule | null {
  const row = statement(db, `SELECT ${COLUMNS} FROM sign_off_rules WHERE customer_id = ? AND kind = ?`).get(
    customerId,
    kind,
  ) as RuleRow | undefined;
  return row ? toRule(row) : null;
}

export function saveRule(
  db: Database.Database,
  customerId: string,
  kind: string,
  input: SignOffRuleInput,
  by: string,
  now: number,
): SignOffRule {
  statement(
    db,
    `INSERT INTO sign_off_rules (customer_id, kind, thresholds, signers, remind_after_hours, expire_after_hours, updated_at, updated_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, kind) DO UPDATE SET thresholds = excluded.thresholds, signers = excluded.signers,
       remind_after_hours = excluded.remind_after_hours, expire_after_hours = excluded.expire_after_hours,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(
    customerId,
    kind,
    JSON.stringify(input.thresholds),
    JSON.stringify(input.signers),
    input.remindAfterHours,
    input.expireAfterHours,
    new Date(now).toISOString(),
    by,
  );
  return ruleOf(db, customerId, kind)!;
}

export function removeRule(db: Database.Database, customerId: string, kind: string): boolean {
  return (
    statement(db, 'DELETE FROM sign_off_rules WHERE customer_id = ? AND kind = ?').run(customerId, kind).changes > 0
  );
}

/**
 * Whether a request with these measures falls under the rule: without thresholds every request does; with them,
 * a request whose measure is above at least one (a measure the request does not give never counts).
 */
export function ruleApplies(
  rule: Pick<SignOffRule, 'thresholds'>,
  measures: Readonly<Record<string, number>>,
): boolean {
  const tests = Object.entries(rule.thresholds);
  return tests.length === 0 || tests.some(([measure, limit]) => (measures[measure] ?? -Infinity) > limit);
}
