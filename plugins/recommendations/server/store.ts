import { HttpError, sql, type CustomerData, type RequestUser } from '../../../server/plugin-api';
import {
  DECIDABLE_RECOMMENDATION_STATES,
  type Recommendation,
  type RecommendationState,
  type SavingsPeriod,
} from '../contract';

export interface RecommendationRow {
  id: string;
  resource_name: string;
  description: string;
  modified_date: string;
  subscription_name: string;
  state: RecommendationState;
  apply_at: string | null;
  savings_amount: number | null;
  savings_currency: string | null;
  savings_period: SavingsPeriod | null;
}

export const RECOMMENDATION_COLUMNS = [
  'id',
  'resource_name',
  'description',
  'modified_date',
  'subscription_name',
  'state',
  'apply_at',
  'savings_amount',
  'savings_currency',
  'savings_period',
];

export const toRecommendation = (row: RecommendationRow): Recommendation => ({
  id: row.id,
  resourceName: row.resource_name,
  description: row.description,
  modifiedDate: row.modified_date,
  subscriptionName: row.subscription_name,
  state: row.state,
  applyAt: row.apply_at,
  // A saving is published only whole: an amount without its currency or period would be misread.
  ...(row.savings_amount !== null && row.savings_currency !== null && row.savings_period !== null
    ? { estimatedSavings: { amount: row.savings_amount, currency: row.savings_currency, period: row.savings_period } }
    : {}),
});

/** Advice Advisor withdrew before anyone decided on it is no longer offered to the customer. */
const STILL_ADVISED = sql('gone_since IS NULL OR state NOT IN (?, ?)', 'New', 'Approved');

/**
 * Recommendations per customer and the customer's decisions. Accepting stores AcceptedByCustomer with the
 * moment the change is applied; declining changes nothing and is only recorded. Every decision is recorded
 * in recommendation_decisions.
 */
/** The recommendations of the customer a data access is scoped to (null: the caller has no customer). */
export class RecommendationStore {
  list(data: CustomerData): Recommendation[] {
    return data
      .table('recommendations')
      .find<RecommendationRow>(STILL_ADVISED, { columns: RECOMMENDATION_COLUMNS, orderBy: ['sort_order', 'id'] })
      .map(toRecommendation);
  }

  accept(id: string, data: CustomerData | null, user: RequestUser, applyAt: string, decidedAt: string): Recommendation {
    const row = this.findDecidable(id, data);
    data!.transaction(() => {
      data!
        .table('recommendations')
        .update({ state: 'AcceptedByCustomer', apply_at: applyAt, modified_date: decidedAt }, { id: row.id });
      this.record(row, data!, user, 'accepted', applyAt, null, decidedAt);
    });
    return toRecommendation(
      data!.table('recommendations').first<RecommendationRow>({ id: row.id }, { columns: RECOMMENDATION_COLUMNS })!,
    );
  }

  decline(id: string, data: CustomerData | null, user: RequestUser, reason: string | null): Recommendation {
    const row = this.findDecidable(id, data);
    this.record(row, data!, user, 'declined', null, reason, new Date().toISOString());
    return toRecommendation(row);
  }

  /** A recommendation of the customer that may still be accepted or declined (404 unknown, 409 decided or gone). */
  decidable(id: string, data: CustomerData | null): RecommendationRow {
    return this.findDecidable(id, data);
  }

  private findDecidable(id: string, data: CustomerData | null): RecommendationRow {
    const found = data
      ?.table('recommendations')
      .first<RecommendationRow & { gone_since: string | null }>(
        { id },
        { columns: [...RECOMMENDATION_COLUMNS, 'gone_since'] },
      );
    if (!found) throw new HttpError(404, 'No such recommendation for the active customer.');
    const { gone_since: goneSince, ...row } = found;
    if (!DECIDABLE_RECOMMENDATION_STATES.includes(row.state)) {
      throw new HttpError(409, `A recommendation in state ${row.state} can no longer be accepted or declined.`);
    }
    if (goneSince !== null) throw new HttpError(409, 'Azure Advisor no longer gives this recommendation.');
    return row;
  }

  private record(
    row: RecommendationRow,
    data: CustomerData,
    user: RequestUser,
    decision: 'accepted' | 'declined',
    applyAt: string | null,
    reason: string | null,
    decidedAt: string,
  ): void {
    data.table('recommendation_decisions').insert({
      recommendation_id: row.id,
      user_id: user.userId,
      user_name: user.userName,
      decision,
      state_before: row.state,
      apply_at: applyAt,
      reason,
      decided_at: decidedAt,
    });
  }
}
