import type { Router } from 'powerbi-router';
import type { IExtendedRequest, Response } from 'powerbi-router';
import type { FrameApp, Reply } from './app';

type Handler = (request: IExtendedRequest) => Reply;

/** Answers a call, or 403 TokenExpired when the token ran out (loads and token updates always pass). */
function guarded(app: FrameApp, handler: Handler): (request: IExtendedRequest, response: Response) => void {
  return (request, response) => {
    const reply = app.expiredReply() ?? handler(request);
    response.send(reply.status, reply.body);
  };
}

function open(handler: Handler): (request: IExtendedRequest, response: Response) => void {
  return (request, response) => {
    const reply = handler(request);
    response.send(reply.status, reply.body);
  };
}

const scope = (request: IExtendedRequest) => ({ page: request.params.pageName as string | undefined, visual: request.params.visualName as string | undefined });
const unsupported: Handler = (request) => ({ status: 400, body: { message: 'This API is not supported by the analytics emulator', detailedMessage: `${request.method} ${request.url}` } });

/** The frame side of the embed protocol: the client's calls mapped onto the FrameApp. */
export function installRoutes(router: Router, app: FrameApp): void {
  router.post('/report/load', open((r) => app.load('report', r.body, r.headers, false)));
  router.post('/report/prepare', open((r) => app.load('report', r.body, r.headers, true)));
  router.post('/dashboard/load', open((r) => app.load('dashboard', r.body, r.headers, false)));
  router.post('/dashboard/prepare', open((r) => app.load('dashboard', r.body, r.headers, true)));
  router.post('/tile/load', open((r) => app.load('tile', r.body, r.headers, false)));
  router.post('/frontload/config', open(() => ({ status: 202, body: {} })));
  router.post('/report/token', open((r) => app.setToken(r.body)));
  router.post('/dashboard/token', open((r) => app.setToken(r.body)));
  router.post('/tile/token', open((r) => app.setToken(r.body)));

  router.post('/report/render', guarded(app, () => app.renderRequest()));
  router.post('/report/refresh', guarded(app, () => app.refresh()));
  router.get('/report/pages', guarded(app, () => app.pages()));
  router.put('/report/pages/active', guarded(app, (r) => app.setActivePage(r.body)));
  router.get('/report/pages/:pageName/visuals', guarded(app, (r) => app.visuals(r.params.pageName)));
  router.get('/report/filters', guarded(app, () => app.getFilters()));
  router.post('/report/filters', guarded(app, (r) => app.setFilters(r.body)));
  router.put('/report/filters', guarded(app, (r) => app.setFilters(r.body)));
  router.get('/report/pages/:pageName/filters', guarded(app, (r) => app.getFilters(scope(r))));
  router.post('/report/pages/:pageName/filters', guarded(app, (r) => app.setFilters(r.body, scope(r))));
  router.put('/report/pages/:pageName/filters', guarded(app, (r) => app.setFilters(r.body, scope(r))));
  router.get('/report/pages/:pageName/visuals/:visualName/filters', guarded(app, (r) => app.getFilters(scope(r))));
  router.post('/report/pages/:pageName/visuals/:visualName/filters', guarded(app, (r) => app.setFilters(r.body, scope(r))));
  router.put('/report/pages/:pageName/visuals/:visualName/filters', guarded(app, (r) => app.setFilters(r.body, scope(r))));
  router.patch('/report/settings', guarded(app, (r) => app.updateSettings(r.body)));
  router.post('/report/switchMode/:mode', guarded(app, (r) => app.switchMode(r.params.mode)));
  router.get('/report/bookmarks', guarded(app, () => ({ status: 200, body: [] })));
  router.get('/report/hasUnsavedChanges', guarded(app, () => ({ status: 200, body: false })));
  router.get('/report/isUserStateApplied', guarded(app, () => ({ status: 200, body: false })));
  router.get('/getCorrelationId', open(() => ({ status: 200, body: `emulator-${app.uid}` })));
  router.post('/report/print', guarded(app, () => app.print()));
  router.post('/report/save', guarded(app, unsupported));
  router.post('/report/saveAs', guarded(app, unsupported));
  router.post('/qna/load', open(unsupported));
}

/** Any other call gets 404, so no promise in the client waits forever. */
export function notFoundReply(message: unknown): { statusCode: number; headers: Record<string, string>; body: unknown } {
  const { method, url } = (message ?? {}) as { method?: string; url?: string };
  return { statusCode: 404, headers: {}, body: { message: 'Not found', detailedMessage: `The analytics emulator has no ${method ?? ''} ${url ?? ''}`.trim() } };
}

export function isRequestMessage(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { method, url, statusCode } = message as { method?: unknown; url?: unknown; statusCode?: unknown };
  return typeof method === 'string' && typeof url === 'string' && statusCode === undefined;
}
