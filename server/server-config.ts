import type { EnvironmentType } from '../core/contract';
import type { OidcConfig } from './auth/oidc-config';
import type { SignInUrls } from './auth/oidc-urls';
import type { MailConfig } from './mail/mail-config';
import type { RateLimits } from './security/rate-limit-config';
import type { SessionLifetimes } from './security/session-lifetimes';
import type { StorageQuotaLimits } from './storage/quota-config';
import type { ServerLimits } from './http/server-limits';

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
  /** ACCESSIBILITY_CONTACT: the e-mail address the accessibility statement gives for reporting a problem; null/absent: the provider's service desk. */
  accessibilityContact?: string | null;
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
  /** API_KEY_USES_KEEP_DAYS (server/api-keys/use-retention.ts): days of API key uses kept; absent: 90. */
  apiKeyUsesKeepDays?: number;
  /** STORAGE_QUOTA_CUSTOMER_MB, STORAGE_QUOTA_USER_MB (server/storage/quota-config.ts); absent: 5 GiB and 1 GiB. */
  storageQuota?: StorageQuotaLimits;
  /** SYNC_SCHEDULES (server/plugin-host/sync-schedules.ts): per "<plugin>.<source>", how often it runs; absent: the defaults. */
  syncSchedules?: Readonly<Record<string, number>>;
  /**
   * SECRETS_KEY (server/security/sealed-secrets.ts): seals the secrets stored per customer; absent/null: outside
   * production a key derived from `secret`, in production none (nothing can be sealed).
   */
  secretsKey?: Buffer | null;
}
