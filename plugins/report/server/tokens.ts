import { HttpError, type ActionResolver, type RequestUser, type ServerConfig } from '../../../server/plugin-api';
import type Database from 'better-sqlite3';
import { embedTypeOf } from './embed-url';
import { PowerBiError } from './powerbi/errors';
import { reportEmbedding, type EmbedAction, type EmbedResult } from './powerbi/embedding';

/** A fresh embed token for exactly the item of one action of the user's active customer (see powerbi/embedding.ts). */
export function embedTokenFor(
  db: Database.Database,
  config: ServerConfig,
  action: EmbedAction,
  user: RequestUser,
): Promise<EmbedResult> {
  return reportEmbedding(db, config).embed(action, user);
}

/**
 * Completes GET /api/action/{id}/ of a report action: a fresh token, its expiry, the embed URL and dataset
 * the REST API answered, and the customer's workspace. A refusal answers 404 (not the customer's item) or,
 * when Power BI fails, 502/503 with a clear message, as the refresh call does.
 */
export const resolveReportAction: ActionResolver = async ({ data, actionId, user, db, config }) => {
  const action: EmbedAction = { id: actionId, customerId: user.activeCustomerId ?? '', data };
  try {
    const embed = await embedTokenFor(db, config, action, user);
    return {
      ...data,
      embedType: embedTypeOf(data),
      embedUrl: embed.embedUrl,
      groupId: embed.groupId,
      datasetId: embed.datasetId ?? data.datasetId ?? null,
      accessToken: embed.accessToken,
      tokenType: 'Embed',
      expiration: embed.expiration,
    };
  } catch (error) {
    if (error instanceof PowerBiError) throw new HttpError(error.status, error.publicMessage);
    throw error;
  }
};
