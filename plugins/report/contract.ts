import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/**
 * The report plugin's HTTP contract, shared by its browser side and its server side: the action data of
 * actionType 'report', the embed token refresh and the page logs.
 */
export const EMBED_TYPES = ['report', 'dashboard', 'tile', 'visual'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

export const TOKEN_TYPES = ['Aad', 'Embed'] as const;
export type TokenTypeName = (typeof TOKEN_TYPES)[number];

export const ReportLocaleSettings = z.object({
  language: z.optional(z.string()),
  formatLocale: z.optional(z.string()),
});
export type ReportLocaleSettings = z.infer<typeof ReportLocaleSettings>;

/**
 * actionType 'report': what the viewer embeds. The server completes a stored action with a fresh
 * `accessToken`, its `expiration` (ISO 8601) and the `embedUrl` before it answers. `reportSettings` are
 * Power BI embed settings merged over the viewer's defaults; `navigationPosition` 'Left' puts the page
 * navigation at the left, anything else at the bottom.
 */
export const ReportActionData = z.looseObject({
  actionType: z.literal('report'),
  title: lenient(z.nullable(z.string()), null),
  embedType: lenient(z.enum(EMBED_TYPES), 'report'),
  embedId: lenient(z.string(), ''),
  embedUrl: lenient(z.string(), ''),
  accessToken: lenient(z.string(), ''),
  tokenType: lenient(z.enum(TOKEN_TYPES), 'Embed'),
  expiration: lenient(z.nullable(z.string()), null),
  groupId: lenient(z.nullable(z.string()), null),
  datasetId: lenient(z.nullable(z.string()), null),
  dashboardId: lenient(z.nullable(z.string()), null),
  pageName: lenient(z.nullable(z.string()), null),
  visualName: lenient(z.nullable(z.string()), null),
  navigationPosition: lenient(z.nullable(z.string()), null),
  reportSettings: lenient(z.nullable(z.record(z.string(), z.unknown())), null),
  localeSettings: lenient(z.nullable(ReportLocaleSettings), null),
  /**
   * How long the viewer waits for the frame to finish loading before it shows an error with "Try again"
   * (seconds, 1 to 600; absent or anything else: 30). A provider may give a slow report more time.
   */
  loadTimeoutSeconds: lenient(z.nullable(z.number().check(z.minimum(1), z.maximum(600))), null),
});
export type ReportActionData = z.infer<typeof ReportActionData>;

/** GET /api/PowerBIAccessToken/RefreshEmbedTokenForAction/{actionId}/ */
export const EmbedTokenRefresh = z.object({
  embedToken: z.string().check(z.minLength(1)),
  expiration: z.optional(z.nullable(z.string())),
});
export type EmbedTokenRefresh = z.infer<typeof EmbedTokenRefresh>;

/** POST /api/Report/LogDataSelected/{actionId}/ and /api/Report/LogPageChange/{actionId}/ (CSRF). Answers 200 { ok: true }. */
export const ReportPageLog = z.object({ Page: z.string().check(z.minLength(1), z.maxLength(500)) });
export type ReportPageLog = z.infer<typeof ReportPageLog>;

/** POST /api/Report/LogPageLoaded/{actionId} (CSRF). Answers 200 { ok: true }. */
export const ReportPageLoadedLog = z.object({
  Page: z.string().check(z.minLength(1), z.maxLength(500)),
  LoadTimeInMs: z.number().check(z.nonnegative(), z.maximum(86_400_000)),
});
export type ReportPageLoadedLog = z.infer<typeof ReportPageLoadedLog>;

/**
 * The report calls' paths, absolute from the origin. The server answers each with and without a trailing
 * slash; the trailing slashes here are the ones existing clients send.
 */
export const ReportPaths = {
  refreshEmbedToken: (actionId: number | string) =>
    `/api/PowerBIAccessToken/RefreshEmbedTokenForAction/${encodeURIComponent(String(actionId))}/`,
  logDataSelected: (actionId: number | string) => `/api/Report/LogDataSelected/${encodeURIComponent(String(actionId))}/`,
  logPageChange: (actionId: number | string) => `/api/Report/LogPageChange/${encodeURIComponent(String(actionId))}/`,
  logPageLoaded: (actionId: number | string) => `/api/Report/LogPageLoaded/${encodeURIComponent(String(actionId))}`,
} as const;

/** The formats a report can be exported to (Power BI's export-to-file). */
export const EXPORT_FORMATS = ['PDF', 'PPTX'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A bookmark's captured state is Power BI's opaque string (a few kilobytes for typical reports); the limit
 * keeps a request within the server's 64 KB body limit.
 */
export const BOOKMARK_STATE_MAX = 60_000;
export const BOOKMARK_NAME_MAX = 100;
/** A user keeps at most this many bookmarks per report. */
export const BOOKMARKS_PER_REPORT_MAX = 50;

/**
 * POST /api/report/exports/{actionId} (CSRF): starts an export of the report. `state` is a captured bookmark
 * state (the user's page, filters and slicers), so the file shows what the user sees.
 */
export const ExportRequest = z.object({
  format: z.enum(EXPORT_FORMATS),
  state: z.optional(z.string().check(z.minLength(1), z.maxLength(BOOKMARK_STATE_MAX))),
});
export type ExportRequest = z.infer<typeof ExportRequest>;

export const EXPORT_STATUSES = ['NotStarted', 'Running', 'Succeeded', 'Failed'] as const;

/** An export job as the portal reports it (start answer and GET /api/report/exports/{actionId}/{exportId}). */
export const ExportJob = z.object({
  id: z.string().check(z.minLength(1)),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  percentComplete: z.number().check(z.minimum(0), z.maximum(100)),
});
export type ExportJob = z.infer<typeof ExportJob>;

/** A personal bookmark: a named, captured state of one report, kept per user and report. */
export const ReportBookmark = z.object({
  id: z.union([z.string(), z.number()]).check(z.refine((value) => String(value).length > 0)),
  name: z.string(),
  state: z.string(),
  createdAt: z.optional(z.string()),
});
export type ReportBookmark = z.infer<typeof ReportBookmark>;

export const ReportBookmarkList = z.object({ bookmarks: z.array(ReportBookmark) });
export type ReportBookmarkList = z.infer<typeof ReportBookmarkList>;

/** POST /api/report/bookmarks/{actionId} (CSRF): answers 201 with the stored bookmark. */
export const NewReportBookmark = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOKMARK_NAME_MAX)),
  state: z.string().check(z.minLength(1), z.maxLength(BOOKMARK_STATE_MAX)),
});
export type NewReportBookmark = z.infer<typeof NewReportBookmark>;

/** The export and bookmark calls' paths (the portal's own additions to the spec's calls). */
export const ReportExtraPaths = {
  exports: (actionId: number | string) => `/api/report/exports/${encodeURIComponent(String(actionId))}`,
  exportJob: (actionId: number | string, exportId: string) => `/api/report/exports/${encodeURIComponent(String(actionId))}/${encodeURIComponent(exportId)}`,
  exportFile: (actionId: number | string, exportId: string) => `/api/report/exports/${encodeURIComponent(String(actionId))}/${encodeURIComponent(exportId)}/file`,
  bookmarks: (actionId: number | string) => `/api/report/bookmarks/${encodeURIComponent(String(actionId))}`,
  bookmark: (actionId: number | string, bookmarkId: number | string) => `/api/report/bookmarks/${encodeURIComponent(String(actionId))}/${encodeURIComponent(String(bookmarkId))}`,
} as const;
