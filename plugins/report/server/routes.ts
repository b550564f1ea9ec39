import * as z from 'zod/mini';
import { Ok } from '../../../core/contract';
import {
  HttpError,
  numericId,
  type RequestUser,
  type ServerPluginApi,
  type StoredAction,
} from '../../../server/plugin-api';
import { EmbedTokenRefresh, ReportPageLoadedLog, ReportPageLog } from '../contract';
import { answerPowerBiFailure } from './powerbi-failure';
import { embedTokenFor } from './tokens';

const ActionIdParams = z.object({ actionId: numericId });

type LogEvent = 'data-selected' | 'page-change' | 'page-loaded';

/**
 * A report action the caller may open, else 404: not signed in, not the active customer's, not in the
 * visible menu, permission missing, or an action of another type (those have no embed token and no pages).
 */
export function reportAction(
  api: ServerPluginApi,
  rawId: string,
  user: RequestUser | null,
): { action: StoredAction; user: RequestUser } {
  const id = Number(rawId);
  const action = user ? api.findAction(id, user) : null;
  if (!action || !user || action.actionType !== 'report') throw new HttpError(404, `Action ${id} is not available.`);
  return { action, user };
}

/** The report calls: the embed token refresh and the page logs, each for one report action of the caller. */
export function reportRoutes(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/:actionId',
    summary: 'A fresh embed token for a report action',
    params: ActionIdParams,
    response: EmbedTokenRefresh,
    errors: {
      404: 'Not a report action of the active customer (or not in its workspace)',
      502: 'Power BI or Microsoft Entra ID refused the request',
      503: 'Power BI is not configured, not reachable or not available now',
    },
    handler: async ({ params, user, reply, request }) => {
      const { action, user: caller } = reportAction(api, params.actionId, user);
      reply.header('Cache-Control', 'no-store');
      try {
        const embed = await embedTokenFor(
          api,
          { id: action.id, customerId: action.customerId, data: action.data },
          caller,
        );
        return { embedToken: embed.accessToken, expiration: embed.expiration };
      } catch (error) {
        return answerPowerBiFailure(error, request, reply, 'report embed token refused', action.id);
      }
    },
  });

  const log = (event: LogEvent, body: { Page: string; LoadTimeInMs?: number }, actionId: number, user: RequestUser) =>
    api
      .data(user)
      .table('report_log')
      .insert({
        user_id: user.userId,
        action_id: actionId,
        event,
        page: body.Page,
        load_time_ms: body.LoadTimeInMs ?? null,
        created_at: new Date().toISOString(),
      });

  const logRoutes = [
    {
      url: '/api/Report/LogDataSelected/:actionId',
      event: 'data-selected',
      body: ReportPageLog,
      summary: 'Logs a data selection',
    },
    {
      url: '/api/Report/LogPageChange/:actionId',
      event: 'page-change',
      body: ReportPageLog,
      summary: 'Logs a page change',
    },
    {
      url: '/api/Report/LogPageLoaded/:actionId',
      event: 'page-loaded',
      body: ReportPageLoadedLog,
      summary: 'Logs a page load and its load time',
    },
  ] as const;
  for (const route of logRoutes) {
    api.route({
      method: 'POST',
      url: route.url,
      summary: route.summary,
      params: ActionIdParams,
      body: route.body as typeof ReportPageLoadedLog | typeof ReportPageLog,
      response: Ok,
      errors: { 404: 'Not a report action of the active customer' },
      telemetry: true,
      handler: ({ params, user, body }) => {
        const { action, user: caller } = reportAction(api, params.actionId, user);
        log(route.event, body, action.id, caller);
        return { ok: true as const };
      },
    });
  }
}
