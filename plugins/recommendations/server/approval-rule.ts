import type { CustomerData, PluginAuditActor, PluginAuditEntry } from '../../../server/plugin-api';
import { RECOMMENDATION_IMPACTS, type ApprovalRule, type RecommendationImpact, type SavingsPeriod } from '../contract';

interface RuleRow {
  min_yearly_savings: number | null;
  currency: string;
  impacts: string;
}

interface CandidateRow {
  id: string;
  impact: RecommendationImpact | null;
  savings_amount: number | null;
  savings_currency: string | null;
  savings_period: SavingsPeriod | null;
}

export type AuditWriter = (actor: PluginAuditActor, entry: PluginAuditEntry) => void;

/** What the approvals a rule makes on its own (a sync's) are audited in the name of. */
export const RULE_ACTOR: PluginAuditActor = { userId: null, name: 'recommendations approval rule' };

export function ruleOf(data: CustomerData): ApprovalRule | null {
  const row = data
    .table('recommendation_approval_rules')
    .first<RuleRow>(undefined, { columns: ['min_yearly_savings', 'currency', 'impacts'] });
  if (!row) return null;
  const impacts = row.impacts
    .split(',')
    .filter((v): v is RecommendationImpact => (RECOMMENDATION_IMPACTS as readonly string[]).includes(v));
  return { minYearlySavings: row.min_yearly_savings, currency: row.currency, impacts };
}

/** Whether a recommendation meets every condition of the rule (a saving in another currency does not). */
export function meetsRule(rule: ApprovalRule, row: CandidateRow): boolean {
  if (rule.impacts.length > 0 && (row.impact === null || !rule.impacts.includes(row.impact))) return false;
  if (rule.minYearlySavings === null) return true;
  if (row.savings_amount === null || row.savings_currency !== rule.currency || row.savings_period === null)
    return false;
  const yearly = row.savings_period === 'year' ? row.savings_amount : row.savings_amount * 12;
  return yearly >= rule.minYearlySavings;
}

/**
 * Approves the customer's New recommendations from Advisor (still reported) that meet its rule, each audited;
 * the ids approved. Call inside the caller's transaction.
 */
export function applyApprovalRule(
  data: CustomerData,
  rule: ApprovalRule | null,
  actor: PluginAuditActor,
  audit: AuditWriter,
  now: string,
): string[] {
  if (!rule) return [];
  const table = data.table('recommendations');
  const candidates = table.find<CandidateRow>(
    { source: 'advisor', state: 'New', gone_since: null },
    { columns: ['id', 'impact', 'savings_amount', 'savings_currency', 'savings_period'], orderBy: ['id'] },
  );
  const approved = candidates.filter((row) => meetsRule(rule, row)).map((row) => row.id);
  for (const id of approved) {
    table.update({ state: 'Approved', modified_date: now }, { id, state: 'New' });
    audit(actor, {
      action: 'approve',
      targetType: 'recommendation',
      targetId: id,
      before: { state: 'New' },
      after: { state: 'Approved', rule },
    });
  }
  return approved;
}

/** Saves (replaces) the customer's rule. */
export function saveRule(data: CustomerData, rule: ApprovalRule, actor: PluginAuditActor, now: string): void {
  const table = data.table('recommendation_approval_rules');
  table.remove({});
  table.insert({
    min_yearly_savings: rule.minYearlySavings,
    currency: rule.currency,
    impacts: rule.impacts.join(','),
    updated_by: actor.name,
    updated_at: now,
  });
}
