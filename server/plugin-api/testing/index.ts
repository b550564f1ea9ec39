import type Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Migration } from '../../db/migration';
import { PluginData, tablesCreatedBy } from '../../plugin-host/scoped-data';
import type { CustomerData } from '../data';
import type { ServerPluginApi } from '../define';
import { ApiPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../../core/contract';
import { buildApp, type BuildAppOptions } from '../../app';
import { forgetUserViews } from '../../data/user-views';
import { seededCopy } from './seeded-template';
import { makeTempDir, type TempDir } from './temp-dir';

export { makeTempDir, type TempDir } from './temp-dir';
export { seededTemplateOf } from './seeded-template';

export interface TestPortal {
  app: FastifyInstance;
  dbFile: string;
  distDir: string;
  close(): Promise<void>;
}

// Security events stay out of audit_log unless a test asks: many tests check that a refusal wrote nothing.
const testConfig = (temp: TempDir) => ({ databaseFile: temp.dbFile, distDir: temp.distDir, securityAudit: false });

/** Migrates and seeds a test portal's folder, as createTestPortal() does; the app is never made ready (its jobs would write). */
const seedFolder = async (temp: TempDir) => {
  await (await buildApp({ config: testConfig(temp) })).close();
};

/**
 * An app on a temp database file and a temp dist/, seeded with the demo data unless told otherwise; security
 * events are logged, not audited, unless config.securityAudit says so. Without options (most tests), the folder
 * is a copy of a seeded template: the migrations and the seed find their work recorded and skip it.
 */
export async function createTestPortal(options: BuildAppOptions & { dir?: TempDir } = {}): Promise<TestPortal> {
  const temp =
    options.dir ?? (Object.keys(options).length === 0 ? await seededCopy(seedFolder) : null) ?? makeTempDir();
  const app = await buildApp({ ...options, config: { ...testConfig(temp), ...options.config } });
  await app.ready();
  return {
    app,
    dbFile: temp.dbFile,
    distDir: temp.distDir,
    close: async () => {
      await app.close();
      if (!options.dir) temp.cleanup();
    },
  };
}

/** The value of a Set-Cookie of the response, or undefined. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

export interface Browser {
  csrf: string;
  session: string | null;
  /** Cookie and CSRF headers as the SPA sends them. */
  headers(extra?: Record<string, string>): Record<string, string>;
}

/** A fresh CSRF cookie (as any first answer gives it), without a session. */
export async function anonymous(app: FastifyInstance): Promise<Browser> {
  const response = await app.inject({ method: 'GET', url: '/app/publicsettings' });
  const csrf = cookieOf(response, CSRF_COOKIE);
  if (!csrf) throw new Error('no CSRF cookie on the first answer');
  return browser(csrf, null);
}

function browser(csrf: string, session: string | null): Browser {
  return {
    csrf,
    session,
    headers: (extra = {}) => ({
      cookie: [`${CSRF_COOKIE}=${csrf}`, ...(session ? [`${SESSION_COOKIE}=${session}`] : [])].join('; '),
      [CSRF_HEADER]: csrf,
      ...extra,
    }),
  };
}

/** Signs in through the sign-in page's form, as a browser does. */
export async function signIn(app: FastifyInstance, userId: string, userAgent?: string): Promise<Browser> {
  const page = await app.inject({ method: 'GET', url: '/account/login' });
  const csrf = cookieOf(page, CSRF_COOKIE);
  if (!csrf || !page.body.includes(csrf)) throw new Error('the sign-in page did not carry the CSRF token');
  const response = await app.inject({
    method: 'POST',
    url: '/account/login',
    headers: {
      cookie: `${CSRF_COOKIE}=${csrf}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(userAgent ? { 'user-agent': userAgent } : {}),
    },
    payload: new URLSearchParams({ _csrf: csrf, userId }).toString(),
  });
  const session = cookieOf(response, SESSION_COOKIE);
  // The sign-in issues a new CSRF token, bound to the session: the page's token no longer counts.
  const boundCsrf = cookieOf(response, CSRF_COOKIE);
  if (response.statusCode !== 303 || !session || !boundCsrf)
    throw new Error(`sign-in as ${userId} failed: ${response.statusCode} ${response.body}`);
  return browser(boundCsrf, session);
}

/** Makes the customer the signed-in user's active one, as the top bar's customer switch does (expects 200). */
export async function switchCustomer(app: FastifyInstance, user: Browser, customerId: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: ApiPaths.activeCustomer,
    headers: user.headers(),
    payload: { customerId },
  });
  if (response.statusCode !== 200)
    throw new Error(`switching to ${customerId} failed: ${response.statusCode} ${response.body}`);
}

/** Rows of a table, for "nothing was written" checks. */
export function count(app: FastifyInstance, table: string): number {
  if (!/^[a-z_]+$/.test(table)) throw new Error('bad table name');
  return app.portal.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
}

/** Request headers of a signed-in user: session and CSRF cookies, and the CSRF header unless `csrf` is false. */
export async function userHeaders(app: FastifyInstance, userId: string, csrf = true): Promise<Record<string, string>> {
  const all = (await signIn(app, userId)).headers();
  if (!csrf) delete all[CSRF_HEADER];
  return all;
}

/**
 * Sets a customer's plugin list (null: every plugin) and drops the cached user views, so the next request
 * sees it at once (the server caches a user's customers for a few seconds).
 */
export function setCustomerPlugins(app: FastifyInstance, customerId: string, plugins: readonly string[] | null): void {
  app.portal.db
    .prepare('UPDATE customers SET plugins = ? WHERE id = ?')
    .run(plugins ? JSON.stringify(plugins) : null, customerId);
  forgetUserViews(app.portal.db);
}

/** Reading the menu a user gets. */
export { childrenOf, flattenMenu, menuOf } from './menu';
/** The administration's operations on a test portal's database, for a test's set-up (the command line's actor). */
export {
  COMMAND_LINE,
  ensureUser,
  LOGO_UPLOAD_PATH,
  MAX_LOGO_BYTES,
  putMembership,
  RUN_AS_MAX_MS,
  setProviderAdmin,
  setUserDisabled,
  writeAudit,
} from '../../admin';

/** The Power BI emulator beside the portal, and its tokens: verify one and read its lifetime. */
export {
  DEMO_TOKEN_LIFETIME_MS,
  TOKEN_LIFETIME_MS,
  startPowerBiEmulator,
  withPowerBiEmulator,
  verifyEmulatorToken,
} from './emulator';
export type { EmulatorTokenPayload, PowerBiEmulator } from './emulator';

/** A plugin's customer-scoped data access over a database, as `api.data(user)` gives it (for store tests without a portal). */
export function customerData(
  db: Database.Database,
  pluginId: string,
  migrations: readonly Migration[],
  customerId: string,
): CustomerData {
  return new PluginData(db, pluginId, tablesCreatedBy(migrations)).forCustomer(customerId);
}

/** A plugin's data access over a database as its routes get it, `api.data(user)` and a granted `api.crossCustomerData()` (store tests without a portal). */
export function pluginDataApi(
  db: Database.Database,
  pluginId: string,
  migrations: readonly Migration[],
): Pick<ServerPluginApi, 'data' | 'crossCustomerData'> {
  const data = new PluginData(db, pluginId, tablesCreatedBy(migrations));
  return {
    data: (user) => data.forCustomer(user.activeCustomerId ?? ''),
    crossCustomerData: () => data.crossCustomer(),
  };
}
