import * as models from 'powerbi-models';
import type { FrameSession } from './frame-session';
import { decodeBookmarkState, encodeBookmarkState, reportBookmarks, type BookmarkState } from './bookmarks';
import { accepted, invalidParameters, isPlainObject, ok, problemsOf, refused, type Reply } from './reply';

const reportOnly = (app: FrameSession): Reply | null =>
  app.kind === 'report' && app.report ? null : refused(400, 'NotSupported', 'Bookmarks are supported for reports only');

let captured = 0;

/** GET /report/bookmarks: the report's own bookmarks. */
export function listBookmarks(app: FrameSession): Reply {
  return reportOnly(app) ?? ok(reportBookmarks(app.report!));
}

/** POST /report/bookmarks/capture: the current view as an opaque state string (all pages, as the service's state holds). */
export function captureBookmark(app: FrameSession, body: unknown): Reply {
  const refusal = reportOnly(app);
  if (refusal) return refusal;
  // The client always sends { options }; a caller that leaves it out gets the defaults.
  const request = isPlainObject(body) && body.options !== undefined ? body : { options: {} };
  const errors = models.validateCaptureBookmarkRequest(request);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  captured += 1;
  const name = `Bookmark${captured}`;
  const state: BookmarkState = {
    name,
    page: app.page!.name,
    filters: app.filters.snapshot(),
    slicers: Object.fromEntries(app.slicers),
    selected: app.selected,
  };
  const bookmark: models.IReportBookmark = { name, displayName: name, state: encodeBookmarkState(state) };
  return ok(bookmark);
}

function applyState(app: FrameSession, state: BookmarkState | null): Reply {
  const page = state && app.pages.find((p) => p.name === state.page);
  if (!state || !page) return refused(400, 'InvalidBookmarkState', 'The bookmark state is not valid for this report');
  setTimeout(() => app.applyBookmark(state, page), 0);
  return accepted();
}

/** POST /report/bookmarks/applyState { state }: restores page, filters, slicers and selection, then bookmarkApplied. */
export function applyBookmarkState(app: FrameSession, body: unknown): Reply {
  const refusal = reportOnly(app);
  if (refusal) return refusal;
  const errors = models.validateApplyBookmarkStateRequest(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  return applyState(app, decodeBookmarkState((body as models.IApplyBookmarkStateRequest).state));
}

/** POST /report/bookmarks/applyByName { name }: one of the report's own bookmarks. */
export function applyBookmarkByName(app: FrameSession, body: unknown): Reply {
  const refusal = reportOnly(app);
  if (refusal) return refusal;
  const errors = models.validateApplyBookmarkByNameRequest(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  const { name } = body as models.IApplyBookmarkByNameRequest;
  const bookmark = reportBookmarks(app.report!).find((b) => b.name === name);
  if (!bookmark) return refused(400, 'BookmarkNotFound', `Bookmark ${name} was not found`);
  return applyState(app, decodeBookmarkState(bookmark.state));
}

/** POST /report/bookmarks/play { playMode }: presentation mode on or off (the emulator shows no slideshow bar). */
export function playBookmarks(app: FrameSession, body: unknown): Reply {
  const refusal = reportOnly(app);
  if (refusal) return refusal;
  const errors = models.validatePlayBookmarkRequest(body);
  if (errors?.length) return invalidParameters(problemsOf(errors));
  return accepted();
}
