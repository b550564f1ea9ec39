import {
  HttpError,
  type PluginActionResolver,
  type RequestUser,
  type ServerPluginApi,
} from '../../../server/plugin-api';
import { embedTypeOf } from './embed-url';
import { PowerBiError } from './powerbi/errors';
import { reportEmbedding, type EmbedAction, type EmbedResult } from './powerbi/embedding';
import { recordSignIn } from './powerbi/principal-failure';
import { activeWorkspaceOf } from './powerbi/workspaces';

/**
 * A fresh embed token for exactly the item of one action of the user's active customer (see powerbi/embedding.ts);
 * with the customer's own app, whether Entra ID let it sign in is kept for the administration.
 */
export async function embedTokenFor(
  api: ServerPluginApi,
  action: EmbedAction,
  user: RequestUser,
): Promise<EmbedResult> {
  const access = activeWorkspaceOf(api, user);
  const ownApp = Boolean(access?.workspace.principal);
  try {
    const result = await reportEmbedding(api.config).embed(action, user, access);
    if (ownApp) recordSignIn(api.data(user), null);
    return result;
  } catch (error) {
    if (ownApp && error instanceof PowerBiError && error.refusal) recordSignIn(api.data(user), error.refusal);
    throw error;
  }
}

/**
 * Completes GET /api/action/{id}/ of a report action: a fresh token, its expiry, the embed URL and dataset
 * the REST API answered, and the customer's workspace. A refusal answers 404 (not the customer's item) or,
 * when Power BI fails, 502/503 with a clear message, as the refresh call does.
 */
export const resolveReportAction: PluginActionResolver = async ({ data, actionId, user, api }) => {
  const action: EmbedAction = { id: actionId, customerId: user.activeCustomerId ?? '', data };
  try {
    const embed = await embedTokenFor(api, action, user);
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
