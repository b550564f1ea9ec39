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
