import type Database from 'better-sqlite3';
import * as z from 'zod/mini';
import {
  AcceptRecommendationRequest, DECIDABLE_RECOMMENDATION_STATES, DeclineRecommendationRequest, Recommendation,
  RecommendationList, RecommendationPaths, isFutureMoment, type RecommendationState,
} from '../../core/contract';
import { hasPermission } from '../data/users';
import { seedRecommendations } from '../demo/recommendations';
import { HttpError } from '../http/errors';
import type { RequestUser, ServerFeature } from './types';
import { statement } from '../db/statements';

export const RECOMMENDATIONS_PERMISSION = 'recommendations';

const IdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

interface RecommendationRow {
  id: string;
  resource_name: string;
  description: string;
  modified_date: string;
  subscription_name: string;
  state: RecommendationState;
  apply_at: string | null;
}

const COLUMNS = 'id, resource_name, description, modified_date, subscription_name, state, apply_at';

const toRecommendation = (row: RecommendationRow): Recommendation => ({
  id: row.id,
  resourceName: row.resource_name,
  description: row.description,
  modifiedDate: row.modified_date,
  subscriptionName: row.subscription_name,
  state: row.state,
  applyAt: row.apply_at,
});

function customerOf(user: RequestUser | null): string | null {
  if (!user || !hasPermission(user, RECOMMENDATIONS_PERMISSION)) throw new HttpError(403, 'Not allowed to manage recommendations.');
  return user.activeCustomerId;
}

function findDecidable(db: Database.Database, id: string, customerId: string | null): RecommendationRow {
  const row = customerId === null ? undefined : statement(db, `SELECT ${COLUMNS} FROM recommendations WHERE id = ? AND customer_id = ?`)
    .get(id, customerId) as RecommendationRow | undefined;
  if (!row) throw new HttpError(404, 'No such recommendation for the active customer.');
  if (!DECIDABLE_RECOMMENDATION_STATES.includes(row.state)) {
    throw new HttpError(409, `A recommendation in state ${row.state} can no longer be accepted or declined.`);
  }
  return row;
}

/**
 * Azure cost recommendations of the active customer. Accepting stores AcceptedByCustomer with the moment the
 * change is applied (in the future); declining changes nothing and is only recorded. Every decision is
 * recorded in recommendation_decisions.
 */
export const recommendationsFeature: ServerFeature = {
  name: 'recommendations',
  migrations: [
    {
      id: 'recommendations-001',
      sql: `
CREATE TABLE recommendations (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  resource_name TEXT NOT NULL,
  description TEXT NOT NULL,
  modified_date TEXT NOT NULL,
  subscription_name TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('New', 'Approved', 'AcceptedByCustomer', 'Planned', 'Pending', 'Finished', 'Declined')),
  apply_at TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recommendations_customer ON recommendations(customer_id, sort_order);
CREATE TABLE recommendation_decisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recommendation_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  user_name TEXT NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('accepted', 'declined')),
  state_before TEXT NOT NULL,
  apply_at TEXT,
  reason TEXT,
  decided_at TEXT NOT NULL
);
CREATE INDEX recommendation_decisions_recommendation ON recommendation_decisions(recommendation_id, decided_at);
`,
    },
  ],
  seed(db) {
    seedRecommendations(db);
  },
  routes(_app, deps) {
    const { db } = deps;
    const select = statement(db, `SELECT ${COLUMNS} FROM recommendations WHERE id = ?`);
    const record = statement(db, 
      `INSERT INTO recommendation_decisions (recommendation_id, customer_id, user_id, user_name, decision, state_before, apply_at, reason, decided_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const accept = statement(db, 
      "UPDATE recommendations SET state = 'AcceptedByCustomer', apply_at = ?, modified_date = ? WHERE id = ?",
    );

    deps.route({
      method: 'GET',
      url: RecommendationPaths.list,
      summary: "The active customer's Azure cost recommendations",
      tags: ['recommendations'],
      response: RecommendationList,
      errors: { 403: 'The user lacks the recommendations permission' },
      handler: ({ user }) => {
        const customerId = customerOf(user);
        if (customerId === null) return [];
        const rows = statement(db, `SELECT ${COLUMNS} FROM recommendations WHERE customer_id = ? ORDER BY sort_order, id`)
          .all(customerId) as RecommendationRow[];
        return rows.map(toRecommendation);
      },
    });

    deps.route({
      method: 'POST',
      url: '/api/recommendations/:id/accept',
      summary: 'Accepts a recommendation, choosing the (future) moment the change is applied',
      tags: ['recommendations'],
      params: IdParams,
      body: AcceptRecommendationRequest,
      response: Recommendation,
      errors: { 403: 'No recommendations permission', 404: 'Not a recommendation of the active customer', 409: 'No longer decidable' },
      handler: ({ user, params, body }) => {
        const customerId = customerOf(user);
        const now = Date.now();
        if (!isFutureMoment(body.applyAt, now)) throw new HttpError(400, 'Invalid body: body.applyAt: must be in the future');
        const row = findDecidable(db, params.id, customerId);
        const applyAt = new Date(body.applyAt).toISOString();
        const stamp = new Date(now).toISOString();
        db.transaction(() => {
          accept.run(applyAt, stamp, row.id);
          record.run(row.id, customerId, user!.userId, user!.userName, 'accepted', row.state, applyAt, null, stamp);
        })();
        return toRecommendation(select.get(row.id) as RecommendationRow);
      },
    });

    deps.route({
      method: 'POST',
      url: '/api/recommendations/:id/decline',
      summary: 'Declines a recommendation: recorded only, the state stays as it was',
      tags: ['recommendations'],
      params: IdParams,
      body: DeclineRecommendationRequest,
      response: Recommendation,
      errors: { 403: 'No recommendations permission', 404: 'Not a recommendation of the active customer', 409: 'No longer decidable' },
      handler: ({ user, params, body }) => {
        const customerId = customerOf(user);
        const row = findDecidable(db, params.id, customerId);
        record.run(row.id, customerId, user!.userId, user!.userName, 'declined', row.state, null, body.reason ?? null, new Date().toISOString());
        return toRecommendation(row);
      },
    });
  },
};
