import type { HttpClient, HttpResult } from '../../../core/plugin-api';
import { ReportBookmark, ReportBookmarkList, ReportExtraPaths } from '../contract';

/** The personal bookmarks calls of one report action. */
export class BookmarksApi {
  constructor(
    private readonly http: HttpClient,
    private readonly actionId: number,
  ) {}

  list(): Promise<HttpResult<ReportBookmarkList>> {
    return this.http.get(ReportExtraPaths.bookmarks(this.actionId), ReportBookmarkList);
  }

  add(name: string, state: string): Promise<HttpResult<ReportBookmark>> {
    return this.http.post(ReportExtraPaths.bookmarks(this.actionId), { name, state }, ReportBookmark);
  }

  remove(id: ReportBookmark['id']): Promise<HttpResult<unknown>> {
    return this.http.delete(ReportExtraPaths.bookmark(this.actionId, id));
  }
}
