import { EmbedTokenRefresh, Ok, ReportPageLoadedLog, ReportPageLog } from '../../core/contract';
import { HttpError } from '../http/errors';
import { ActionIdParamsNamed } from '../http/params';
import type { RequestUser, ServerDeps, ServerFeature } from './types';
import { statement } from '../db/statements';

type LogEvent = 'data-selected' | 'page-change' | 'page-loaded';

function requireAction(deps: ServerDeps, rawId: string, user: RequestUser | null) {
  const id = Number(rawId);
  const action = user ? deps.findAction(id, user) : null;
  if (!action || !user) throw new HttpError(404, `Action ${id} is not available.`);
  return { action, user };
}

/** The report calls of section 7: embed token refresh (delegated to embedTokenRefreshers) and the page logs. */
export const reportCallsFeature: ServerFeature = {
  name: 'report-calls',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: '/api/PowerBIAccessToken/RefreshEmbedTokenForAction/:actionId',
      summary: 'A fresh embed token for a report action',
      tags: ['reports'],
      params: ActionIdParamsNamed,
      response: EmbedTokenRefresh,
      errors: { 404: 'Not an action of the active customer, or no token service for its type' },
      handler: async ({ params, user, reply }) => {
        const { action, user: caller } = requireAction(deps, params.actionId, user);
        const refresher = deps.features.find((f) => f.embedTokenRefreshers?.[action.actionType])?.embedTokenRefreshers?.[action.actionType];
        if (!refresher) throw new HttpError(404, `Action ${action.id} has no embed token to refresh.`);
        reply.header('Cache-Control', 'no-store');
        return refresher({ ...action.data, actionType: action.actionType, actionId: action.id, title: action.title }, action.id, caller, deps);
      },
    });

    const log = (event: LogEvent, body: { Page: string; LoadTimeInMs?: number }, actionId: number, user: RequestUser) =>
      statement(deps.db, 
          'INSERT INTO report_log (user_id, customer_id, action_id, event, page, load_time_ms, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(user.userId, user.activeCustomerId, actionId, event, body.Page, body.LoadTimeInMs ?? null, new Date().toISOString());

    const routes = [
      { url: '/api/Report/LogDataSelected/:actionId', event: 'data-selected', body: ReportPageLog, summary: 'Logs a data selection' },
      { url: '/api/Report/LogPageChange/:actionId', event: 'page-change', body: ReportPageLog, summary: 'Logs a page change' },
      { url: '/api/Report/LogPageLoaded/:actionId', event: 'page-loaded', body: ReportPageLoadedLog, summary: 'Logs a page load and its load time' },
    ] as const;
    for (const r of routes) {
      deps.route({
        method: 'POST',
        url: r.url,
        summary: r.summary,
        tags: ['reports'],
        params: ActionIdParamsNamed,
        body: r.body as typeof ReportPageLoadedLog | typeof ReportPageLog,
        response: Ok,
        errors: { 404: 'Not an action of the active customer' },
        handler: ({ params, user, body }) => {
          const { action, user: caller } = requireAction(deps, params.actionId, user);
          log(r.event, body, action.id, caller);
          return { ok: true as const };
        },
      });
    }
  },
};
