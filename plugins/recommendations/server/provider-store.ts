import { HttpError, type CrossCustomerData, type PluginAuditActor } from '../../../server/plugin-api';
import {
  PROVIDER_MOVES,
  type ApprovalRule,
  type ApprovalRuleSaved,
  type ProviderRecommendation,
  type ProviderRecommendations,
  type ProviderTarget,
  type RecommendationState,
} from '../contract';
import { applyApprovalRule, ruleOf, saveRule, type AuditWriter } from './approval-rule';
import { RECOMMENDATION_COLUMNS, toRecommendation, type RecommendationRow } from './store';

interface ProviderRow extends RecommendationRow {
  source: 'portal' | 'advisor';
  impact: ProviderRecommendation['impact'];
  gone_since: string | null;
  service_request_number: string | null;
}

const COLUMNS = [...RECOMMENDATION_COLUMNS, 'source', 'impact', 'gone_since', 'service_request_number'];

const toProviderRecommendation = (row: ProviderRow): ProviderRecommendation => ({
  ...toRecommendation(row),
  source: row.source,
  impact: row.impact,
  goneSince: row.gone_since,
  serviceRequestNumber: row.service_request_number,
});

/**
 * The provider's side of a customer's recommendations (the administration): the list with where each comes from,
 * the moves New -> Approved and on through Planned, Pending and Finished once the customer accepted, and the
 * customer's approval rule. Every change is audited for that customer in its own transaction.
 */
export class ProviderRecommendationStore {
  constructor(
    private readonly all: CrossCustomerData,
    private readonly audit: (customerId: string, actor: PluginAuditActor, entry: Parameters<AuditWriter>[1]) => void,
  ) {}

  list(customerId: string): ProviderRecommendations {
    const data = this.all.forCustomer(customerId);
    const rows = data
      .table('recommendations')
      .find<ProviderRow>(undefined, { columns: COLUMNS, orderBy: ['sort_order', 'id'] });
    return { recommendations: rows.map(toProviderRecommendation), rule: ruleOf(data) };
  }

  move(customerId: string, id: string, target: ProviderTarget, actor: PluginAuditActor): ProviderRecommendation {
    const data = this.all.forCustomer(customerId);
    const table = data.table('recommendations');
    return data.transaction(() => {
      const row = table.first<ProviderRow>({ id }, { columns: COLUMNS });
      if (!row) throw new HttpError(404, 'No such recommendation for this customer.');
      if (!(PROVIDER_MOVES[target] as readonly RecommendationState[]).includes(row.state))
        throw new HttpError(409, `A recommendation in state ${row.state} cannot be moved to ${target}.`);
      table.update({ state: target, modified_date: new Date().toISOString() }, { id, state: row.state });
      this.audit(customerId, actor, {
        action: target === 'Approved' ? 'approve' : 'state',
        targetType: 'recommendation',
        targetId: id,
        before: { state: row.state },
        after: { state: target },
      });
      return toProviderRecommendation(table.first<ProviderRow>({ id }, { columns: COLUMNS })!);
    });
  }

  /** Saves the rule and approves what meets it now; later syncs apply it to what they bring. */
  saveRule(customerId: string, rule: ApprovalRule, actor: PluginAuditActor): ApprovalRuleSaved {
    const data = this.all.forCustomer(customerId);
    const now = new Date().toISOString();
    const writeAudit: AuditWriter = (who, entry) => this.audit(customerId, who, entry);
    return data.transaction(() => {
      const before = ruleOf(data);
      saveRule(data, rule, actor, now);
      writeAudit(actor, { action: 'rule.set', targetType: 'customer', targetId: customerId, before, after: rule });
      return { rule, approved: applyApprovalRule(data, rule, actor, writeAudit, now).length };
    });
  }

  removeRule(customerId: string, actor: PluginAuditActor): void {
    const data = this.all.forCustomer(customerId);
    data.transaction(() => {
      const before = ruleOf(data);
      if (!before) return;
      data.table('recommendation_approval_rules').remove({});
      this.audit(customerId, actor, {
        action: 'rule.remove',
        targetType: 'customer',
        targetId: customerId,
        before,
      });
    });
  }
}
