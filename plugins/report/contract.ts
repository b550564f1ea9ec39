import * as z from 'zod/mini';
import { lenient } from '../../core/contract';

/**
 * The report plugin's HTTP contract, shared by its browser side and its server side: the action data of
 * actionType 'report', the embed token refresh and the page logs.
 */
import { EMBED_TYPES, NAVIGATION_POSITIONS, RLS_USERNAMES } from './embed-options';

export { EMBED_TYPES, NAVIGATION_POSITIONS, RLS_USERNAMES, type EmbedType } from './embed-options';

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
  logDataSelected: (actionId: number | string) =>
    `/api/Report/LogDataSelected/${encodeURIComponent(String(actionId))}/`,
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
  exportJob: (actionId: number | string, exportId: string) =>
    `/api/report/exports/${encodeURIComponent(String(actionId))}/${encodeURIComponent(exportId)}`,
  exportFile: (actionId: number | string, exportId: string) =>
    `/api/report/exports/${encodeURIComponent(String(actionId))}/${encodeURIComponent(exportId)}/file`,
  bookmarks: (actionId: number | string) => `/api/report/bookmarks/${encodeURIComponent(String(actionId))}`,
  bookmark: (actionId: number | string, bookmarkId: number | string) =>
    `/api/report/bookmarks/${encodeURIComponent(String(actionId))}/${encodeURIComponent(String(bookmarkId))}`,
} as const;

// ----- administration: the report action's stored data, the customer's workspace and its items

/** An id of a Power BI item as stored in an action (the demo's are readable names, the service's GUIDs). */
const ItemId = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));
const OptionalText = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200))));

export const RLS_ROLES_MAX = 50;

/** Row-level security of an action: the dataset's roles the user gets; the customer is always CUSTOMDATA(). */
export const ReportRls = z.strictObject({
  roles: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
    .check(z.minLength(1, 'name at least one role of the dataset'), z.maxLength(RLS_ROLES_MAX)),
  username: z.optional(z.enum(RLS_USERNAMES)),
});

/**
 * The stored data of a report action, as the administration saves it (the menu editor's server-side check):
 * what to embed (a report, a single visual of a report page, a dashboard, or a tile of a dashboard) and how.
 * The embed URL and token are never stored: the server asks Power BI for them at every opening.
 */
export const ReportData = z
  .strictObject({
    actionType: z.optional(z.literal('report')),
    embedType: z.enum(EMBED_TYPES),
    /** The report (report, visual), the dashboard (dashboard) or the tile (tile). */
    embedId: ItemId,
    /** The tile's dashboard. */
    dashboardId: z.optional(z.nullable(ItemId)),
    /** The page a report opens on, or the visual's page. */
    pageName: OptionalText,
    visualName: OptionalText,
    /** The customer's workspace (checked against the mapping when the action is opened); usually left out. */
    groupId: OptionalText,
    datasetId: OptionalText,
    navigationPosition: z.optional(z.nullable(z.enum(NAVIGATION_POSITIONS))),
    localeSettings: z.optional(
      z.nullable(
        z.strictObject({
          language: z.optional(z.string().check(z.maxLength(20))),
          formatLocale: z.optional(z.string().check(z.maxLength(20))),
        }),
      ),
    ),
    reportSettings: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    loadTimeoutSeconds: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(600)))),
    rls: z.optional(z.nullable(ReportRls)),
  })
  .check(
    z.superRefine((data, ctx) => {
      const missing = (field: string, why: string) =>
        ctx.addIssue({ code: 'custom', path: [field], input: undefined, message: why });
      if (data.embedType === 'tile' && !data.dashboardId)
        missing('dashboardId', "is required for a tile: the tile's dashboard");
      if (data.embedType === 'visual' && !data.pageName)
        missing('pageName', "is required for a visual: the visual's page");
      if (data.embedType === 'visual' && !data.visualName) missing('visualName', 'is required for a visual');
    }),
  );
export type ReportData = z.output<typeof ReportData>;

/** Power BI's workspace ids (and service-principal profile ids) are GUIDs. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Guid = z.string().check(z.trim(), z.regex(GUID, 'must be a GUID such as f0e1d2c3-b4a5-4697-8899-aabbccddeeff'));

export const WorkspaceParams = z.object({
  customerId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a customer id')),
});

/**
 * Why a customer's own app could not sign in at Microsoft Entra ID: its secret is wrong (AADSTS7000215) or expired
 * (AADSTS7000222), the app (AADSTS700016) or the tenant (AADSTS90002) is unknown, no secret is stored, the stored
 * one cannot be read (SECRETS_KEY changed), or another refusal (the code says which).
 */
export const SIGN_IN_CAUSES = [
  'invalid-secret',
  'expired-secret',
  'unknown-app',
  'unknown-tenant',
  'no-secret',
  'unreadable-secret',
  'refused',
] as const;
export type SignInCause = (typeof SIGN_IN_CAUSES)[number];

/** The last sign-in Entra ID refused for a customer's own app (cleared by the next success). */
export const SignInFailure = z.object({
  cause: z.enum(SIGN_IN_CAUSES),
  /** Entra ID's error code (e.g. AADSTS7000222), when it gave one. */
  code: z.nullable(z.string()),
  at: z.string(),
});
export type SignInFailure = z.infer<typeof SignInFailure>;

/** A customer's own service principal as the administration shows it: never its secret, only when it was set. */
export const CustomerPrincipalState = z.object({
  tenantId: z.string(),
  clientId: z.string(),
  secretSetAt: z.nullable(z.string()),
  lastFailure: z.nullable(SignInFailure),
});
export type CustomerPrincipalState = z.infer<typeof CustomerPrincipalState>;

/**
 * GET /api/report/admin/customers/{customerId}/workspace: the customer's workspace, or nulls when it has none, and
 * who the portal is at Power BI for it: the shared app (principal null; as a profile when profileId is set) or the
 * customer's own app registration.
 */
export const CustomerWorkspace = z.object({
  customerId: z.string(),
  workspaceId: z.nullable(z.string()),
  profileId: z.nullable(z.string()),
  principal: z.nullable(CustomerPrincipalState),
});
export type CustomerWorkspace = z.infer<typeof CustomerWorkspace>;

/** A client secret as Entra ID issues them (written only, never answered). */
export const CLIENT_SECRET_MAX = 1024;
const ClientSecret = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(CLIENT_SECRET_MAX));

/**
 * PUT /api/report/admin/customers/{customerId}/workspace (CSRF). `principal`: the customer's own app registration
 * (then no profile); its clientSecret is required the first time and replaces the stored one when given.
 */
export const CustomerWorkspaceChange = z
  .strictObject({
    workspaceId: Guid,
    profileId: z.optional(z.nullable(Guid)),
    principal: z.optional(
      z.nullable(z.strictObject({ tenantId: Guid, clientId: Guid, clientSecret: z.optional(ClientSecret) })),
    ),
  })
  .check(
    z.superRefine((change, ctx) => {
      if (change.principal && change.profileId)
        ctx.addIssue({
          code: 'custom',
          path: ['profileId'],
          input: change.profileId,
          message: "a customer's own app acts as itself: no profile",
        });
    }),
  );
export type CustomerWorkspaceChange = z.infer<typeof CustomerWorkspaceChange>;

/** What Power BI said about a workspace just saved: known (with its name), unknown, or not asked. */
export const WorkspaceVerification = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), name: z.string() }),
  z.object({ status: z.literal('not-found') }),
  z.object({ status: z.literal('not-configured') }),
  z.object({ status: z.literal('unavailable') }),
  z.object({ status: z.literal('sign-in-refused'), cause: z.enum(SIGN_IN_CAUSES), code: z.nullable(z.string()) }),
]);
export type WorkspaceVerification = z.infer<typeof WorkspaceVerification>;

/** The answer of the PUT: the saved mapping and what Power BI knows of the workspace (saved either way). */
export const SavedCustomerWorkspace = z.object({ ...CustomerWorkspace.shape, verification: WorkspaceVerification });
export type SavedCustomerWorkspace = z.infer<typeof SavedCustomerWorkspace>;

const Page = z.object({ name: z.string(), displayName: z.string() });
const Tile = z.object({ id: z.string(), title: z.string() });

/**
 * GET /api/report/admin/customers/{customerId}/workspace-items: the reports (with their pages, null when Power BI
 * would not list them) and dashboards (with their tiles) of the customer's workspace, for the menu editor's
 * picker. The states of the setup are answers, not failures: no workspace mapped, Power BI not configured, the
 * workspace unknown to Power BI. Power BI failing answers 502/503.
 */
export const WorkspaceItems = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    workspaceId: z.string(),
    reports: z.array(z.object({ id: z.string(), name: z.string(), pages: z.nullable(z.array(Page)) })),
    dashboards: z.array(z.object({ id: z.string(), name: z.string(), tiles: z.nullable(z.array(Tile)) })),
  }),
  z.object({ status: z.literal('no-workspace') }),
  z.object({ status: z.literal('not-configured') }),
  z.object({ status: z.literal('workspace-not-found'), workspaceId: z.string() }),
]);
export type WorkspaceItems = z.infer<typeof WorkspaceItems>;

/** The administration's report calls (provider administrators only); the server's route patterns are ReportAdminRoutes. */
export const ReportAdminPaths = {
  workspace: (customerId: string) => `/api/report/admin/customers/${encodeURIComponent(customerId)}/workspace`,
  workspaceItems: (customerId: string) =>
    `/api/report/admin/customers/${encodeURIComponent(customerId)}/workspace-items`,
} as const;

export const ReportAdminRoutes = {
  workspace: '/api/report/admin/customers/:customerId/workspace',
  workspaceItems: '/api/report/admin/customers/:customerId/workspace-items',
} as const;
