import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import type { ContentLanguage, EnvironmentType } from '../../core/contract';
import type { OidcConfig } from '../auth/oidc-config';
import type { CustomerRole, RequestUser } from '../data/request-user';
import type { SignInUrls } from '../auth/oidc-urls';
import type { MailConfig } from '../mail/mail-config';
import type { MailSender } from '../mail/outbox';
import type { SyncRunner } from '../plugin-host/sync-runner';
import type { RateLimits } from '../security/rate-limit-config';
import type { SessionLifetimes } from '../security/session-lifetimes';
import type { StorageQuotaLimits } from '../storage/quota-config';
import type { ServerLimits } from '../http/server-limits';

/** Server configuration, read once from the environment (server/config.ts). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built SPA (dist/). */
  distDir: string;
  /** Files served under /static (theme.css, customer logos and stylesheets, the sign-in page's CSS). */
  staticDir: string;
  databaseFile: string;
  /**
   * DATA_DIR: the folder for the server's own files (default data/ under the project folder): the SQLite database
   * unless DATABASE_FILE says otherwise, the generated session secret outside production, and the plugins' files
   * (uploads) with PostgreSQL. The image sets it to its volume, /data.
   */
  dataDir?: string;
  /** Secret for signed cookies. */
  secret: string;
  /** Demo mode: demo sign-in page, demo data. On in `npm start`. */
  demoMode: boolean;
  /**
   * ANALYTICS_FRAME_ORIGIN (demo mode only): the origin that serves the analytics embed frames in place of the
   * vendor's (the Power BI emulator that `npm start` and the tests start beside the server). The browser then loads
   * the frames from there, and the content policy lets it. Null: the vendor's own frames, as in production.
   */
  analyticsFrameOrigin?: string | null;
  /** Public origin, e.g. http://localhost:8080 (for absolute URLs in demo data). */
  publicOrigin: string;
  /**
   * Pages asked under another host are redirected here (308), so the report frame's origin always matches:
   * PUBLIC_ORIGIN when set, else in demo mode on a loopback HOST http://localhost:PORT; null/absent: no redirect.
   */
  canonicalOrigin?: string | null;
  /** PORTAL_ENABLED_PLUGINS: the deployment-wide plugin list of the public settings; null = all. */
  enabledPlugins: string[] | null;
  /** PLUGIN_GRANTS: the capabilities the provider grants each plugin (server/plugin-host/plugin-settings.ts); absent = none. */
  pluginGrants?: Readonly<Record<string, readonly string[]>>;
  /** PLUGIN_FAILURE: a plugin that fails to register is disabled (default) or stops the start ('refuse'). */
  pluginFailure?: 'disable' | 'refuse';
  /** ENVIRONMENT_TYPE: the report viewer's environment banner; null = none. */
  environmentType: EnvironmentType | null;
  /**
   * TRUST_PROXY (server/http/trust-proxy.ts): the proxies whose X-Forwarded-* are trusted (then cookies get
   * Secure), as a hop count or their addresses/CIDRs; false/absent: none. `true` is fastify's "every hop".
   */
  trustProxy?: boolean | number | string[];
  /** Serve the bundle's source maps: absent means SERVE_SOURCE_MAPS=1, or a demo/development run (server/http/served-files.ts). */
  serveSourceMaps?: boolean;
  /** ENTRA_* and OIDC_*: the identity providers people sign in with (server/auth/oidc-config.ts); absent/empty: none. */
  identityProviders?: readonly OidcConfig[];
  /** OIDC_REDIRECT_URI and OIDC_POST_LOGOUT_REDIRECT_URI (server/auth/oidc-urls.ts); absent: PUBLIC_ORIGIN's defaults. */
  signInUrls?: SignInUrls;
  /** SMTP_URL, MAIL_FROM, PROVIDER_MAIL_TO (server/mail/mail-config.ts); null/absent: mail stays in the outbox. */
  mail?: MailConfig | null;
  /**
   * EMAIL_SIGN_IN: people may also sign in with a one-time link mailed to them (invited people, and users linked
   * to no identity provider), server/email-sign-in. Default off.
   */
  emailSignIn: boolean;
  /** NODE_ENV=production: checked safe at start (server/production-checks.ts); never demo mode. */
  production?: boolean;
  /** RATE_LIMIT_* (server/security/rate-limit-config.ts); false/absent: no rate limits (tests; loadConfig always sets them). */
  rateLimits?: RateLimits | false;
  /** Security events also become audit_log rows (default); false: log lines only (the test kit's default, see createTestPortal). */
  securityAudit?: boolean;
  /** REQUEST_TIMEOUT_SECONDS, MAX_CONNECTIONS, ... (server/http/server-limits.ts); absent: the defaults there. */
  serverLimits?: ServerLimits;
  /** SESSION_IDLE_MINUTES, SESSION_MAX_HOURS (server/security/session-lifetimes.ts); absent: the defaults there. */
  sessionLifetimes?: SessionLifetimes;
  /** STORAGE_QUOTA_CUSTOMER_MB, STORAGE_QUOTA_USER_MB (server/storage/quota-config.ts); absent: 5 GiB and 1 GiB. */
  storageQuota?: StorageQuotaLimits;
  /** SYNC_SCHEDULES (server/plugin-host/sync-schedules.ts): per "<plugin>.<source>", how often it runs; absent: the defaults. */
  syncSchedules?: Readonly<Record<string, number>>;
}

/** The signed-in session, from the signed session cookie. */
export interface Session {
  userId: string;
  /** The session's public id (the signed-in devices list); never the token or its hash. */
  id: string;
}

export type { CustomerRole, RequestUser };

/**
 * Who may call a route, as fastify route config `{ access }`. Default: 'authorized' for /api paths (401
 * signed out, 403 for a signed-in user who is not authorized), 'public' elsewhere. CSRF applies to every
 * POST/PUT/PATCH/DELETE whatever the access.
 */
/**
 * Who may call a route. `machine`: a server-to-server endpoint authenticated by its own token or secret
 * (a webhook, a token endpoint): no session, no CSRF check, and a call carrying
 * cookies is refused, so no browser's ambient authority can reach it.
 */
export type RouteAccess = 'public' | 'signed-in' | 'authorized' | 'machine';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    telemetry?: true;
    /** The route takes an application/octet-stream body (RouteSpec.binaryBody). */
    binaryBody?: true;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler of `deps.route` receives: the input already validated by the route's schemas. */
export interface RouteContext<Body, Params, Query> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  params: Params;
  query: Query;
  /** The caller; null only on 'public' routes. */
  user: RequestUser | null;
}

/**
 * A validated, documented route. `deps.route(spec)` registers it (answering with and without a trailing
 * slash), validates params/query/body with the zod schemas (400 ApiError on failure, before the handler
 * runs) and adds it to /api/openapi.json. The handler's return value is sent with `status` (default 200).
 */
export interface RouteSpec<
  B extends ZodMiniType | undefined = undefined,
  P extends ZodMiniType | undefined = undefined,
  Q extends ZodMiniType | undefined = undefined,
> {
  method: HttpMethod;
  /** Fastify pattern, e.g. '/api/action/:id' (no trailing slash). */
  url: string;
  summary: string;
  tags?: string[];
  access?: RouteAccess;
  /**
   * A write that only records what the user did (the report usage logs): counted by the per-session request
   * limit, not by the writes limit, so a busy report reader's page changes are never refused.
   */
  telemetry?: true;
  /** false: skip the compression hook (small answers on hot paths, where it costs more than it saves). */
  compress?: false;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The route takes raw bytes instead of JSON: an application/octet-stream body of at most maxBytes (any
   * other content type answers 415, a larger declared length 413 with tooLargeMessage), handed to the
   * handler as a Buffer in `request.body`. Every other route refuses octet-stream (415) and keeps the 64 kB limit.
   */
  binaryBody?: { maxBytes: number; tooLargeMessage?: string };
  /**
   * Raises this route's JSON body limit above the 64 kB every other route keeps (bytes), for a route that
   * takes a file inline (base64); a larger body answers 413 before the handler runs.
   */
  jsonBodyLimit?: number;
  /** Documents the success answer. */
  response?: ZodMiniType;
  /** The success answer's media type when it is not JSON (e.g. 'text/csv'), for the OpenAPI document. */
  responseType?: string;
  status?: number;
  /** Other answers worth documenting, e.g. { 404: 'not in the active customer's menu' }. */
  errors?: Record<number, string>;
  /** Runs after the session check and before validation; throws an HttpError to refuse (e.g. a disabled plugin). */
  guard?(request: FastifyRequest): void;
  handler(ctx: RouteContext<Infer<B>, Infer<P>, Infer<Q>>): unknown | Promise<unknown>;
}

type Infer<T> = T extends ZodMiniType ? import('zod/mini').output<T> : undefined;

export interface ServerDeps {
  db: Database.Database;
  config: ServerConfig;
  /** Every feature of this app, in order (to read other features' hooks such as actionResolvers). */
  features: readonly ServerFeature[];
  /** The caller, or null when signed out. */
  currentUser(request: FastifyRequest): RequestUser | null;
  /** Registers a validated route that also appears in the OpenAPI document (see RouteSpec). */
  route<B extends ZodMiniType | undefined, P extends ZodMiniType | undefined, Q extends ZodMiniType | undefined>(
    spec: RouteSpec<B, P, Q>,
  ): void;
  /**
   * The stored data of an action the user may open (its customer is the active one, it is in the visible
   * menu or is the user's default action, the user holds its required permission and its type's plugin is
   * enabled), or null.
   */
  findAction(actionId: number, user: RequestUser): StoredAction | null;
  /** Whether the plugin serving this action type is enabled for the caller (types no plugin claims: yes). */
  isActionTypeEnabled(actionType: string, user: RequestUser | null): boolean;
  /** Sends the mail outbox when config.mail is set (tests call its flush()); null/absent: mail stays queued. */
  mailSender?: MailSender | null;
  /** Runs the plugins' due jobs now (the scheduler's timer does this every 15 s; tests call it with a moved clock). */
  runPluginJobs?(): Promise<void>;
  /** The plugins' synced sources and their state per customer (server/plugin-host/sync-runner.ts). */
  syncs?: SyncRunner;
  /** The browser's plugin list: the deployment's, less the plugins disabled because they failed to register (null = all). */
  runningPlugins?(): string[] | null;
}

export interface StoredAction {
  id: number;
  customerId: string;
  actionType: string;
  /** The title for a reader whose language has none (see titleEn, titleNl). */
  title: string | null;
  /** The title per language, where the administration gave one. */
  titleEn?: string | null;
  titleNl?: string | null;
  /** The stored JSON blob of the action (e.g. { embedType, embedId, pageName } for a report). */
  data: Record<string, unknown>;
  requiredPermission: string | null;
}

/** What an action resolver gets: the stored action and who asks for it. */
export interface ActionResolveContext {
  /** The stored blob plus actionType, actionId and title (in `language`). */
  data: Record<string, unknown>;
  actionId: number;
  user: RequestUser;
  /** The language of the caller's interface (Accept-Language, the spec's rule): provider texts are answered in it. */
  language: ContentLanguage;
  /** The caller's origin (scheme and host), e.g. to turn a stored path into an absolute URL. */
  origin: string;
  db: Database.Database;
  config: ServerConfig;
}

/** Completes an action's answer for GET /api/action/{id}/; the result is sent (actionType is kept). */
export type ActionResolver = (
  context: ActionResolveContext,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

export interface Migration {
  /** Unique and stable, e.g. 'notifications-001'. Applied once, in list order, recorded in the database. */
  id: string;
  sql: string;
  /** The script on PostgreSQL (DATABASE_URL), when `sql` does not translate mechanically (server/db/postgres/dialect.ts). */
  postgres?: string;
}

/**
 * One area of the server: a core feature (account API, menu, actions, ...) listed in
 * server/features/index.ts, or a plugin's server side adapted by the plugin host. Every `/api` route of a feature sits behind the session check (401 JSON when
 * signed out) and, for POST/PUT/PATCH/DELETE, the CSRF check (403 JSON), both applied by the app, not by
 * the feature. Route bodies/params are validated with the contract's zod schemas (400 JSON on bad input).
 */
/** An action type as the administration sees it: who serves it and how its stored data is checked. */
export interface ActionTypeInfo {
  actionType: string;
  pluginId: string;
  /** Checks (and may normalise) the action's stored data; absent: any JSON object is accepted. */
  dataSchema?: ZodMiniType;
}

export interface ServerFeature {
  name: string;
  migrations?: Migration[];
  /**
   * Inserts demo data (demo mode only); runs inside one transaction, once per database and feature name
   * (recorded), after every migration, in feature order, so a feature added later still seeds.
   */
  seed?(db: Database.Database, config: ServerConfig): void;
  routes?(app: FastifyInstance, deps: ServerDeps): void | Promise<void>;
  /** Per action type: completes the answer of GET /api/action/{id}/ (see ActionResolver). */
  actionResolvers?: Readonly<Record<string, ActionResolver>>;
  /** Fields merged over GET /app/publicsettings (e.g. analyticsFrames). */
  publicSettings?(user: RequestUser | null, config: ServerConfig): Record<string, unknown>;
  /** The action types this feature serves, each with the schema of its stored data when it declares one. */
  actionTypes?: readonly ActionTypeInfo[];
  /** Extra sources appended to Content-Security-Policy directives, e.g. { 'frame-src': ['http://localhost:8081'] }. */
  contentSecurityPolicy?: Record<string, string[]>;
  /** Per action type: the address an action of the type frames in the page, from its stored data (see ServerPluginDefinition). */
  actionFrameSources?: Readonly<Record<string, ActionFrameSource>>;
}

/** The address a stored action frames (from its data, parsed JSON), or null when it frames none. */
export type ActionFrameSource = (data: unknown) => string | null;
