import { createHash } from 'node:crypto';
import type { CustomerData } from '../../../../server/plugin-api';
import type { AdvisorRecord } from './advisor-records';

/** The portal's id of an Advisor recommendation: the same on every sync, never the same for two customers. */
export const advisorRowId = (customerId: string, advisorId: string) =>
  `adv-${createHash('sha256').update(`${customerId}\n${advisorId.toLowerCase()}`).digest('hex').slice(0, 32)}`;

export interface StoredReport {
  added: string[];
  updated: number;
  gone: number;
}

const facts = (record: AdvisorRecord) => ({
  resource_name: record.resourceName,
  description: record.description,
  subscription_id: record.subscriptionId,
  subscription_name: record.subscriptionName,
  impact: record.impact,
  savings_amount: record.savings?.amount ?? null,
  savings_currency: record.savings?.currency ?? null,
  savings_period: record.savings?.period ?? null,
});

/**
 * Stores what Advisor reported for one customer (call it in the caller's transaction): a new recommendation as New, a known one
 * with its facts brought up to date and its state, moment and decisions untouched; one that a subscription read
 * now no longer reports is marked gone (a subscription that could not be read says nothing about its own).
 */
export function storeAdvisorReport(
  data: CustomerData,
  records: readonly AdvisorRecord[],
  subscriptionsRead: readonly string[],
  now: string,
): StoredReport {
  const table = data.table('recommendations');
  const report: StoredReport = { added: [], updated: 0, gone: 0 };
  const seen = new Set<string>();
  for (const record of records) {
    const id = advisorRowId(data.customerId, record.advisorId);
    if (seen.has(id)) continue;
    seen.add(id);
    if (table.first({ id }, { columns: ['id'] })) {
      table.update({ ...facts(record), reported_at: now, gone_since: null }, { id });
      report.updated += 1;
    } else {
      table.insert({
        id,
        ...facts(record),
        source: 'advisor',
        advisor_id: record.advisorId,
        modified_date: record.lastUpdated,
        state: 'New',
        apply_at: null,
        reported_at: now,
        sort_order: 0,
      });
      report.added.push(id);
    }
  }
  for (const subscriptionId of new Set(subscriptionsRead)) {
    const known = table.find<{ id: string }>(
      { source: 'advisor', subscription_id: subscriptionId, gone_since: null },
      { columns: ['id'] },
    );
    for (const { id } of known.filter((row) => !seen.has(row.id))) {
      table.update({ gone_since: now }, { id });
      report.gone += 1;
    }
  }
  return report;
}
