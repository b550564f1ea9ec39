import { MicrosoftCloudError, type CustomerData } from '../../../../server/plugin-api';
import { applyApprovalRule, RULE_ACTOR, ruleOf, type AuditWriter } from '../approval-rule';
import { advisorRecords, azureSubscriptions, type AdvisorRecord, type AzureSubscriptionRef } from './advisor-records';
import { storeAdvisorReport, type StoredReport } from './advisor-store';
import { armListAll, type ArmClient } from './arm-calls';

/** The api-versions the portal sends: those of the kept descriptions (emulators/microsoft-cloud/descriptions). */
export const SUBSCRIPTIONS_QUERY = { 'api-version': '2022-12-01' };
export const ADVISOR_QUERY = { 'api-version': '2023-01-01', $filter: "Category eq 'Cost'" };
export const advisorPath = (subscriptionId: string) =>
  `/subscriptions/${encodeURIComponent(subscriptionId)}/providers/Microsoft.Advisor/recommendations`;

export interface AdvisorSyncReport extends StoredReport {
  approved: string[];
  subscriptions: number;
}

/** A refusal of one subscription (no role at its scope, gone): the others are still read. */
const isRefusal = (error: unknown): error is MicrosoftCloudError =>
  error instanceof MicrosoftCloudError && (error.kind === 'access-denied' || error.kind === 'refused');

/**
 * One customer's Azure Advisor cost recommendations: the subscriptions its tenant lists, then Advisor per
 * subscription, stored (new ones as New, known ones' facts updated, withdrawn ones marked) and the customer's
 * approval rule applied, in one transaction. What was read is stored even when a subscription is refused or
 * Microsoft throttles halfway; the run then throws, so the failure is recorded while the data stays.
 */
export async function syncAdvisor(
  client: ArmClient,
  data: CustomerData,
  audit: AuditWriter,
  now = new Date().toISOString(),
): Promise<AdvisorSyncReport> {
  const subscriptions = azureSubscriptions({ value: await armListAll(client, '/subscriptions', SUBSCRIPTIONS_QUERY) });
  const records: AdvisorRecord[] = [];
  const read: string[] = [];
  const refused: { subscription: AzureSubscriptionRef; error: MicrosoftCloudError }[] = [];
  let stopped: unknown = null;
  for (const subscription of subscriptions) {
    try {
      const value = await armListAll(client, advisorPath(subscription.subscriptionId), ADVISOR_QUERY);
      records.push(...advisorRecords(subscription, { value }, now));
      read.push(subscription.subscriptionId);
    } catch (error) {
      if (!isRefusal(error)) {
        stopped = error;
        break;
      }
      refused.push({ subscription, error });
    }
  }
  const report = data.transaction(() => {
    const stored = storeAdvisorReport(data, records, read, now);
    return {
      ...stored,
      approved: applyApprovalRule(data, ruleOf(data), RULE_ACTOR, audit, now),
      subscriptions: read.length,
    };
  });
  if (stopped) throw stopped;
  if (refused.length > 0) {
    const detail = refused
      .map(
        ({ subscription, error }) =>
          `Subscription ${subscription.displayName} (${subscription.subscriptionId}): ${error.detail ?? error.message}`,
      )
      .join('; ');
    throw new MicrosoftCloudError(refused[0].error.kind, detail, { status: refused[0].error.status, detail });
  }
  return report;
}
