import type Database from 'better-sqlite3';
import { HttpError, statement, type RequestUser } from '../../../server/plugin-api';
import { DECIDABLE_RECOMMENDATION_STATES, type Recommendation, type RecommendationState, type SavingsPeriod } from '../contract';

interface RecommendationRow {
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

const COLUMNS = 'id, resource_name, description, modified_date, subscription_name, state, apply_at, savings_amount, savings_currency, savings_period';

const toRecommendation = (row: RecommendationRow): Recommendation => ({
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

/**
 * Recommendations per customer and the customer's decisions. Accepting stores AcceptedByCustomer with the
 * moment the change is applied; declining changes nothing and is only recorded. Every decision is recorded
 * in recommendation_decisions.
 */
export class RecommendationStore {
  constructor(private readonly db: Database.Database) {}

  /** The customer's recommendations in their stored order. */
  list(customerId: string): Recommendation[] {
    const rows = statement(this.db, `SELECT ${COLUMNS} FROM recommendations WHERE customer_id = ? ORDER BY sort_order, id`)
      .all(customerId) as RecommendationRow[];
    return rows.map(toRecommendation);
  }

  /** Stores the acceptance with the moment it is applied (`applyAt` and `decidedAt` ISO 8601, UTC). */
  accept(id: string, customerId: string | null, user: RequestUser, applyAt: string, decidedAt: string): Recommendation {
    const row = this.findDecidable(id, customerId);
    this.db.transaction(() => {
      statement(this.db, "UPDATE recommendations SET state = 'AcceptedByCustomer', apply_at = ?, modified_date = ? WHERE id = ?")
        .run(applyAt, decidedAt, row.id);
      this.record(row, customerId!, user, 'accepted', applyAt, null, decidedAt);
    })();
    return toRecommendation(statement(this.db, `SELECT ${COLUMNS} FROM recommendations WHERE id = ?`).get(row.id) as RecommendationRow);
  }

  /** Records the decline; the recommendation stays as it was. */
  decline(id: string, customerId: string | null, user: RequestUser, reason: string | null): Recommendation {
    const row = this.findDecidable(id, customerId);
    this.record(row, customerId!, user, 'declined', null, reason, new Date().toISOString());
    return toRecommendation(row);
  }

  /** 404 for another customer's or an unknown id, 409 once the state no longer allows a decision. */
  private findDecidable(id: string, customerId: string | null): RecommendationRow {
    const row = customerId === null ? undefined : statement(this.db, `SELECT ${COLUMNS} FROM recommendations WHERE id = ? AND customer_id = ?`)
      .get(id, customerId) as RecommendationRow | undefined;
    if (!row) throw new HttpError(404, 'No such recommendation for the active customer.');
    if (!DECIDABLE_RECOMMENDATION_STATES.includes(row.state)) {
      throw new HttpError(409, `A recommendation in state ${row.state} can no longer be accepted or declined.`);
    }
    return row;
  }

  private record(
    row: RecommendationRow, customerId: string, user: RequestUser, decision: 'accepted' | 'declined',
    applyAt: string | null, reason: string | null, decidedAt: string,
  ): void {
    statement(this.db,
      `INSERT INTO recommendation_decisions (recommendation_id, customer_id, user_id, user_name, decision, state_before, apply_at, reason, decided_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(row.id, customerId, user.userId, user.userName, decision, row.state, applyAt, reason, decidedAt);
  }
}
