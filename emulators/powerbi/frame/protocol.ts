import type { IExtendedRequest, Response, Router } from 'powerbi-router';
import type { FrameSession } from './frame-session';
import * as bookmarks from './bookmark-calls';
import * as filters from './filter-calls';
import type { FilterScope } from './filters';
import * as pages from './page-calls';
import { refused, type Reply } from './reply';
import * as report from './report-calls';
import * as settings from './settings-calls';
import * as visuals from './visual-calls';

type Handler = (request: IExtendedRequest) => Reply | Promise<Reply>;
type RouteHandler = (request: IExtendedRequest, response: Response) => Promise<void>;

/** Answers a call once any token check under way is done, or 403 TokenExpired when the token ran out. */
function guarded(app: FrameSession, handler: Handler): RouteHandler {
  return async (request, response) => {
    const reply = (await app.expiredReply()) ?? (await handler(request));
    response.send(reply.status, reply.body);
  };
}

/** Loads and token updates: answered whatever the state of the token in force. */
function open(handler: Handler): RouteHandler {
  return async (request, response) => {
    const reply = await handler(request);
    response.send(reply.status, reply.body);
  };
}

const param = (request: IExtendedRequest, name: string): string => String(request.params[name] ?? '');
const scope = (request: IExtendedRequest): FilterScope => ({
  page: request.params.pageName as string | undefined,
  visual: request.params.visualName as string | undefined,
});
const notSupported =
  (what: string): Handler =>
  () =>
    refused(400, 'NotSupported', `${what} is not supported by the analytics emulator`);

/** The frame side of the embed protocol: every request powerbi-client 2.24.1 sends, mapped onto the FrameSession. */
export function installRoutes(router: Router, app: FrameSession): void {
  router.post(
    '/report/load',
    open((r) => app.load('report', r.body, r.headers, false)),
  );
  router.post(
    '/report/prepare',
    open((r) => app.load('report', r.body, r.headers, true)),
  );
  router.post(
    '/report/create',
    open((r) => app.load('create', r.body, r.headers, false)),
  );
  router.post(
    '/dashboard/load',
    open((r) => app.load('dashboard', r.body, r.headers, false)),
  );
  router.post(
    '/dashboard/prepare',
    open((r) => app.load('dashboard', r.body, r.headers, true)),
  );
  router.post(
    '/tile/load',
    open((r) => app.load('tile', r.body, r.headers, false)),
  );
  // Front-loading: the real load follows with the same config, so this only acknowledges.
  router.post(
    '/frontload/config',
    open(() => ({ status: 202, body: {} })),
  );
  router.post(
    '/report/token',
    open((r) => app.setToken(r.body)),
  );
  router.post(
    '/dashboard/token',
    open((r) => app.setToken(r.body)),
  );
  router.post(
    '/tile/token',
    open((r) => app.setToken(r.body)),
  );
  router.post('/qna/load', open(notSupported('Q&A embedding')));
  router.post('/qna/prepare', open(notSupported('Q&A embedding')));
  router.post('/qna/interpret', guarded(app, notSupported('Q&A')));
  router.post('/quickcreate', open(notSupported('Quick create')));
  router.get(
    '/getCorrelationId',
    open(() => report.correlationId(app)),
  );

  router.post(
    '/report/render',
    guarded(app, () => report.renderRequest(app)),
  );
  router.post(
    '/report/refresh',
    guarded(app, () => report.refresh(app)),
  );
  router.post(
    '/report/print',
    guarded(app, () => report.print(app)),
  );
  router.post(
    '/report/switchMode/:mode',
    guarded(app, (r) => report.switchMode(app, param(r, 'mode'))),
  );
  router.post(
    '/report/save',
    guarded(app, () => report.save(app)),
  );
  router.post(
    '/report/saveAs',
    guarded(app, (r) => report.saveAs(app, r.body)),
  );
  router.get(
    '/report/hasUnsavedChanges',
    guarded(app, () => report.hasUnsavedChanges(app)),
  );
  router.post(
    '/report/userState',
    guarded(app, () => report.saveUserState(app)),
  );
  router.delete(
    '/report/userState',
    guarded(app, () => report.resetUserState(app)),
  );
  router.get(
    '/report/isUserStateApplied',
    guarded(app, () => report.isUserStateApplied(app)),
  );
  router.post(
    '/report/clearSelectedVisuals/:clearPopOutState',
    guarded(app, () => report.clearSelectedVisuals(app)),
  );
  router.post(
    '/report/closeAllOverlays',
    guarded(app, () => report.closeAllOverlays()),
  );

  router.patch(
    '/report/settings',
    guarded(app, (r) => settings.updateSettings(app, r.body)),
  );
  router.get(
    '/report/zoom',
    guarded(app, () => settings.getZoom(app)),
  );
  router.get(
    '/report/theme',
    guarded(app, () => settings.getTheme(app)),
  );
  router.put(
    '/report/theme',
    guarded(app, (r) => settings.applyTheme(app, r.body)),
  );

  router.get(
    '/report/bookmarks',
    guarded(app, () => bookmarks.listBookmarks(app)),
  );
  router.post(
    '/report/bookmarks/capture',
    guarded(app, (r) => bookmarks.captureBookmark(app, r.body)),
  );
  router.post(
    '/report/bookmarks/applyState',
    guarded(app, (r) => bookmarks.applyBookmarkState(app, r.body)),
  );
  router.post(
    '/report/bookmarks/applyByName',
    guarded(app, (r) => bookmarks.applyBookmarkByName(app, r.body)),
  );
  router.post(
    '/report/bookmarks/play',
    guarded(app, (r) => bookmarks.playBookmarks(app, r.body)),
  );

  router.get(
    '/report/pages',
    guarded(app, () => pages.listPages(app)),
  );
  router.put(
    '/report/pages/active',
    guarded(app, (r) => pages.setActivePage(app, r.body)),
  );
  router.post(
    '/report/addPage',
    guarded(app, (r) => pages.addPage(app, r.body)),
  );
  router.put(
    '/report/pages/:pageName/name',
    guarded(app, (r) => pages.renamePage(app, param(r, 'pageName'), r.body)),
  );
  router.delete(
    '/report/pages/:pageName',
    guarded(app, (r) => pages.deletePage(app, param(r, 'pageName'))),
  );
  router.get(
    '/report/pages/:pageName/visuals',
    guarded(app, (r) => pages.listVisuals(app, param(r, 'pageName'))),
  );
  router.get(
    '/report/pages/:pageName/layoutTypes/:layoutType',
    guarded(app, (r) => pages.pageHasLayout(app, param(r, 'pageName'), param(r, 'layoutType'))),
  );
  router.get(
    '/report/pages/:pageName/smartNarrativeInsights',
    guarded(app, (r) => pages.smartNarrative(app, param(r, 'pageName'))),
  );
  router.get(
    '/report/pages/:pageName/visuals/:visualName/smartNarrativeInsights',
    guarded(app, (r) => pages.smartNarrative(app, param(r, 'pageName'), param(r, 'visualName'))),
  );

  for (const path of [
    '/report/filters',
    '/report/pages/:pageName/filters',
    '/report/pages/:pageName/visuals/:visualName/filters',
  ]) {
    router.get(
      path,
      guarded(app, (r) => filters.getFilters(app, scope(r))),
    );
    router.post(
      path,
      guarded(app, (r) => filters.updateFilters(app, scope(r), r.body)),
    );
    router.put(
      path,
      guarded(app, (r) => filters.setFilters(app, scope(r), r.body)),
    );
  }

  const visualPath = '/report/pages/:pageName/visuals/:visualName';
  const at = (r: IExtendedRequest): [string, string] => [param(r, 'pageName'), param(r, 'visualName')];
  router.post(
    `${visualPath}/exportData`,
    guarded(app, (r) => visuals.exportData(app, ...at(r), r.body)),
  );
  router.get(
    `${visualPath}/slicer`,
    guarded(app, (r) => visuals.getSlicerState(app, ...at(r))),
  );
  router.put(
    `${visualPath}/slicer`,
    guarded(app, (r) => visuals.setSlicerState(app, ...at(r), r.body)),
  );
  router.put(
    `${visualPath}/sortBy`,
    guarded(app, (r) => visuals.sortBy(app, ...at(r), r.body)),
  );
  router.post(
    `${visualPath}/clone`,
    guarded(app, (r) => visuals.cloneVisual(app, ...at(r), r.body)),
  );
}

/** Any other call gets 404, so no promise in the client waits forever. */
export function notFoundReply(message: unknown): {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
} {
  const { method, url } = (message ?? {}) as { method?: string; url?: string };
  return {
    statusCode: 404,
    headers: {},
    body: {
      message: 'Not found',
      detailedMessage: `The analytics emulator has no ${method ?? ''} ${url ?? ''}`.trim(),
    },
  };
}

export function isRequestMessage(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { method, url, statusCode } = message as { method?: unknown; url?: unknown; statusCode?: unknown };
  return typeof method === 'string' && typeof url === 'string' && statusCode === undefined;
}
