import * as z from 'zod/mini';
import { Ok } from '../../../../core/contract';
import { HttpError, numericId, type ServerPluginApi } from '../../../../server/plugin-api';
import { BOOKMARKS_PER_REPORT_MAX, NewReportBookmark, ReportBookmark, ReportBookmarkList } from '../../contract';
import { embedTypeOf } from '../embed-url';
import { reportAction } from '../routes';
import {
  addBookmark,
  countBookmarks,
  deleteBookmark,
  hasBookmarkNamed,
  listBookmarks,
  type BookmarkOwner,
} from './bookmark-store';

const ActionParams = z.object({ actionId: numericId });
const BookmarkParams = z.object({ actionId: numericId, bookmarkId: numericId });

/**
 * Personal bookmarks: each user keeps named states of a report (captured by the viewer through the client's
 * bookmarksManager), private to that user, in the active customer, for that report action. A report the user
 * may not open has no bookmarks (404, as the report's other calls).
 */
export function bookmarkRoutes(api: ServerPluginApi): void {
  const ownerOf = (actionId: string, user: Parameters<typeof reportAction>[2]): BookmarkOwner => {
    const { action, user: caller } = reportAction(api, actionId, user);
    if (embedTypeOf(action.data) !== 'report') throw new HttpError(400, 'Bookmarks are kept for reports only.');
    return { data: api.data(caller), userId: caller.userId, actionId: action.id };
  };

  api.route({
    method: 'GET',
    url: '/api/report/bookmarks/:actionId',
    summary: "The caller's bookmarks of a report",
    params: ActionParams,
    response: ReportBookmarkList,
    errors: {
      400: 'A dashboard, tile or single visual (no bookmarks)',
      404: 'Not a report action of the active customer',
    },
    handler: ({ params, user, reply }) => {
      reply.header('Cache-Control', 'no-store');
      return { bookmarks: listBookmarks(ownerOf(params.actionId, user)) };
    },
  });

  api.route({
    method: 'POST',
    url: '/api/report/bookmarks/:actionId',
    summary: 'Keeps a named state of a report for the caller',
    params: ActionParams,
    body: NewReportBookmark,
    response: ReportBookmark,
    status: 201,
    errors: {
      404: 'Not a report action of the active customer',
      409: 'The caller already has a bookmark of that name, or the most bookmarks a report may have',
    },
    handler: ({ params, user, body }) => {
      const owner = ownerOf(params.actionId, user);
      if (hasBookmarkNamed(owner, body.name))
        throw new HttpError(409, `You already have a bookmark named "${body.name}".`);
      if (countBookmarks(owner) >= BOOKMARKS_PER_REPORT_MAX) {
        throw new HttpError(409, `A report keeps at most ${BOOKMARKS_PER_REPORT_MAX} bookmarks: delete one first.`);
      }
      return addBookmark(owner, body.name, body.state, new Date());
    },
  });

  api.route({
    method: 'DELETE',
    url: '/api/report/bookmarks/:actionId/:bookmarkId',
    summary: "Deletes one of the caller's bookmarks",
    params: BookmarkParams,
    response: Ok,
    errors: { 404: "Not a report action of the active customer, or not one of the caller's bookmarks" },
    handler: ({ params, user }) => {
      const owner = ownerOf(params.actionId, user);
      if (!deleteBookmark(owner, Number(params.bookmarkId))) throw new HttpError(404, 'This bookmark does not exist.');
      return { ok: true as const };
    },
  });
}
