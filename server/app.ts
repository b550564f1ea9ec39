import { UnsafeProductionConfig } from './production-checks';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { findActionFor, homeActionIdFor } from './data/menu';
import { userView } from './data/user-views';
import { holdsDemoData } from './demo/demo-data-marker';
import { sealedSecretsProblem } from './plugin-host/sealed-secret-store';
import { secretsKeyOf } from './security/sealed-secrets';
import { migrate, seed } from './db/migrate';
import { databaseLabel, openDatabase } from './db/open';
import bundledServerPlugins from 'virtual:server-plugins';
import { features as coreFeatures } from './features';
import type { ActionFrameSource } from './features/action-types';
import type { RequestUser } from './data/request-user';
import type { ServerConfig } from './server-config';
import type { ServerDeps, ServerFeature } from './features/feature';
import { PluginEnablement } from './plugin-host/enablement';
import { checkedPlugins, pluginFeature, type ServerPluginCatalog } from './plugin-host/plugin-features';
import { RecordRegistry } from './records/record-registry';
import { SearchRegistry } from './search/search-registry';
import { SignOffPlatform } from './sign-offs/platform';
import { NotificationSenderPoint } from './plugin-api/extension-points';
import { ExtensionPointRegistry } from './plugin-host/extension-points';
import { parsePluginGrants } from './plugin-host/plugin-settings';
import { PluginScheduler } from './plugin-host/scheduler';
import { SyncRunner } from './plugin-host/sync-runner';
import { BODY_LIMIT, installBodyParsers } from './http/body-parsers';
import { installCanonicalHostRedirect } from './http/canonical-host';
import { HEALTH_PATH } from './features/health';
import { installErrorHandler, sendError } from './http/errors';
import { openApiDocument } from './http/openapi';
import { createRouteRegistrar, defaultAccess, type AnyRouteSpec } from './http/routes';
import { installStaticAssets, noRouteMessage } from './http/static-assets';
import { cookieSigningKey } from './security/cookie-key';
import { csrfOk, ensureCsrfCookie, isStateChange } from './security/csrf';
import { isBrowserForm, sendFormExpiredPage } from './http/form-expired-page';
import { clientErrorHandler, frameworkErrorHandler, isApiPath } from './http/early-errors';
import { sourceMapsServed } from './http/served-files';
import { fastifyTrustProxy } from './http/trust-proxy';
import { urlRulesOf } from './features/settings';
import { applySecurityHeaders, buildCsp, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security/headers';
import { customerPageSources } from './security/page-csp-sources';
import { PageCsp } from './security/page-csp';
import { crossSiteRefusal, ownOrigins } from './security/cross-site';
import { rateLimitedRoutes, signInRoutes } from './security/guarded-routes';
import { installRateLimits } from './security/rate-limits';
import { installSecurityEvents } from './security/security-events';
import { SecurityLog } from './security/security-log';
import { DEFAULT_SERVER_LIMITS, serverLimitOptions } from './http/server-limits';
import { capConnectionsPerAddress } from './http/connections-per-address';
import { findSession, readSessionToken } from './security/session';
import { actingUser } from './security/run-as';
import { MailSender, type MailSenderOptions } from './mail/outbox';
import { AccountDeletionJob, type DeletionJobOptions } from './admin/deletion-job';
import { firstCallsOf } from './http/first-calls';
import { MachineKeys } from './api-keys/machine-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database, configuration and helpers (tests read the database through it). */
    portal: ServerDeps;
  }
}

export interface BuildAppOptions {
  /** Overrides of the defaults: in-memory database, random secret, dist/ and server/static/ under the working folder. */
  config?: Partial<ServerConfig>;
  /** The core features. Default: the list in server/features/index.ts. */
  features?: readonly ServerFeature[];
  /** The server plugins, by folder name. Default: every plugins/<id>/server found at build time. */
  plugins?: ServerPluginCatalog;
  /** Seed the demo data on a fresh database. Default: config.demoMode. */
  seedDemo?: boolean;
  /** Pino's options: a level, and a stream to write the lines to (tests read the security log from one). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The mail outbox's clock and polling interval (tests move the clock and flush by hand). Default: Date.now, 5 s. */
  mailOutbox?: Pick<MailSenderOptions, 'now'> & { intervalMs?: number };
  /**
   * The account deletion job (server/admin/deletion-job.ts): its clock, or false for none. Default: on, except in
   * demo mode (the demo's seeded deletion date is fixed and would one day delete a demo user at start).
   */
  accountDeletionJob?: Pick<DeletionJobOptions, 'now'> | false;
  /** The plugins' job scheduler's clock and polling interval (tests move the clock). Default: Date.now, 15 s. */
  pluginJobs?: { now?: () => number; intervalMs?: number };
}

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    distDir: path.resolve('dist'),
    staticDir: path.resolve('server', 'static'),
    databaseFile: ':memory:',
    secret: randomBytes(32).toString('base64url'),
    demoMode: true,
    publicOrigin: 'http://localhost:8080',
    enabledPlugins: null,
    pluginGrants: parsePluginGrants(undefined),
    environmentType: 'development',
    emailSignIn: false,
    ...overrides,
  };
}

/** Builds the portal server (not listening): database migrated and seeded, every feature's routes registered. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const plugins = checkedPlugins(options.plugins ?? bundledServerPlugins);
  const enablement = new PluginEnablement(plugins, config.enabledPlugins);
  const extensionPoints = new ExtensionPointRegistry(enablement);
  const scheduler = new PluginScheduler(options.pluginJobs?.now);
  const syncs = new SyncRunner(
    scheduler,
    config.syncSchedules ?? {},
    (pluginId, customerPlugins) => enablement.isEnabled(pluginId, { customerPlugins }),
    options.pluginJobs?.now,
  );
  const records = new RecordRegistry();
  const search = new SearchRegistry((pluginId, user) => enablement.isEnabled(pluginId, user));
  const signOffs = new SignOffPlatform(options.pluginJobs?.now);
  const host = { enablement, extensionPoints, scheduler, syncs, records, search, signOffs, config };
  const features = [...(options.features ?? coreFeatures), ...plugins.map((plugin) => pluginFeature(plugin, host))];
  const names = new Set<string>();
  for (const f of features) {
    if (names.has(f.name)) throw new Error(`Two server features or plugins are named "${f.name}"`);
    names.add(f.name);
  }

  if (config.production && config.demoMode) throw new Error('Refusing to start: demo mode in production.');
  if (config.production) {
    const problems = plugins
      .filter((plugin) => enablement.inDeployment(plugin.id))
      .flatMap((plugin) => plugin.productionProblems?.(process.env) ?? []);
    if (problems.length > 0) throw new UnsafeProductionConfig(problems);
  }
  const db: Database.Database = openDatabase(config.databaseFile);
  try {
    migrate(db, features);
    if (config.production && holdsDemoData(db)) {
      throw new Error(
        `Refusing to start in production: ${databaseLabel(config.databaseFile)} holds the demo data of a demo run. Give production its own DATABASE_FILE.`,
      );
    }
    const sealedProblem = config.production ? sealedSecretsProblem(db, secretsKeyOf(config)) : null;
    if (sealedProblem) throw new UnsafeProductionConfig([sealedProblem]);
    if (options.seedDemo ?? config.demoMode) seed(db, features, config);
  } catch (error) {
    db.close();
    throw error;
  }

  const cspExtras = [
    ...features.flatMap((f) => (f.contentSecurityPolicy ? [f.contentSecurityPolicy] : [])),
    // In demo mode the analytics frames may come from a stand-in for the service (ANALYTICS_FRAME_ORIGIN).
    ...(config.analyticsFrameOrigin ? [{ 'frame-src': [config.analyticsFrameOrigin] }] : []),
  ];
  const headers = securityHeaders(buildCsp(cspExtras));
  const serverLimits = config.serverLimits ?? DEFAULT_SERVER_LIMITS;
  const app = Fastify({
    ...serverLimitOptions(serverLimits),
    logger: options.logger ?? false,
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    onConstructorPoisoning: 'error',
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.server.maxConnections = serverLimits.maxConnections;
  if (serverLimits.maxConnectionsPerAddress)
    capConnectionsPerAddress(app.server, serverLimits.maxConnectionsPerAddress);
  const mailSender = config.mail
    ? new MailSender(db, config.mail, { now: options.mailOutbox?.now, log: app.log })
    : null;
  if (mailSender) app.addHook('onReady', async () => mailSender.start(options.mailOutbox?.intervalMs));
  // The demo needs no mail server; a deployment without one is told once that mail only queues up.
  else if (!config.demoMode)
    app.log.warn('E-mail is not configured (SMTP_URL): registration mails stay queued in the mail_outbox table.');
  const deletionJobOptions = options.accountDeletionJob ?? (config.demoMode ? false : {});
  const deletionJob = deletionJobOptions
    ? new AccountDeletionJob(db, { now: deletionJobOptions.now, log: app.log })
    : null;
  if (deletionJob) app.addHook('onReady', async () => deletionJob.start());
  scheduler.open(db, app.log);
  syncs.open(db, app.log);
  signOffs.open({
    db,
    publicOrigin: config.publicOrigin,
    notifications: (customerPlugins) => extensionPoints.use(NotificationSenderPoint, { customerPlugins }),
    log: app.log,
  });
  scheduler.add('sign-offs', { name: 'deadlines', everyMs: 60_000, run: () => signOffs.runDeadlines() });
  app.addHook('onReady', async () => {
    const unknown = syncs.unknownSchedules();
    if (unknown.length > 0)
      app.log.warn(`SYNC_SCHEDULES names ${unknown.join(', ')}: no synced source of a running plugin has that name.`);
    scheduler.start(options.pluginJobs?.intervalMs);
  });
  app.addHook('onClose', async () => {
    deletionJob?.stop();
    await scheduler.stop();
    await mailSender?.stop();
    db.close();
  });

  const users = new WeakMap<FastifyRequest, RequestUser | null>();
  const currentUser = (request: FastifyRequest): RequestUser | null => {
    if (users.has(request)) return users.get(request) ?? null;
    const token = readSessionToken(request);
    const session = token ? findSession(db, token, Date.now(), config.sessionLifetimes) : null;
    const view = session ? userView(db, session.userId) : null;
    // While an administrator runs as another user, the session's requests act as that user.
    const user = view && token ? actingUser(db, token, view) : null;
    users.set(request, user);
    return user;
  };

  const isActionTypeEnabled = (actionType: string, user: RequestUser | null) =>
    enablement.isActionTypeEnabled(actionType, user);
  const routes: AnyRouteSpec[] = [];
  const machineKeys = new MachineKeys(db, Date.now, config.apiKeyUsesKeepDays);
  const deps: ServerDeps = {
    db,
    config,
    features,
    currentUser,
    route: createRouteRegistrar(app, currentUser, routes),
    findAction: (actionId, user) => findActionFor(db, actionId, user, isActionTypeEnabled),
    isActionTypeEnabled,
    mailSender,
    runPluginJobs: () => scheduler.runDue(),
    syncs,
    machineKeys,
    records,
    search,
    signOffs,
    runningPlugins: () => (enablement.failures().length > 0 ? enablement.deploymentPlugins() : config.enabledPlugins),
  };
  app.decorate('portal', deps);
  const securityLog = new SecurityLog(db, app.log, currentUser, config.securityAudit !== false);
  syncs.reportHealthTo(({ change, plugin, source, customerId, kind, detail }) =>
    securityLog.recordOperation(change === 'failing' ? 'sync_failing' : 'sync_recovered', `${plugin}.${source}`, {
      customerId,
      kind,
      detail,
    }),
  );
  app.decorateRequest('csrfToken', '');

  await app.register(fastifyCookie, { secret: cookieSigningKey(config.secret, config.demoMode) });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  installBodyParsers(app);
  installErrorHandler(app);

  const overTls = (request: FastifyRequest) => request.protocol === 'https' || config.publicOrigin.startsWith('https:');
  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    applySecurityHeaders(reply, headers);
    if (overTls(request)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!reply.hasHeader('cache-control') && isApiPath(request.url) && readSessionToken(request))
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  // Every call that brought a known API key leaves a row in its audit, whatever answered it (a 429 too).
  app.addHook('onResponse', (request, reply, done) => {
    machineKeys.recordUse(request, reply.statusCode);
    done();
  });

  // First, so that a page asked under another host moves before it gets cookies for the wrong one.
  if (config.canonicalOrigin) installCanonicalHostRedirect(app, config.canonicalOrigin, [HEALTH_PATH]);
  if (config.rateLimits) await installRateLimits(app, config.rateLimits, rateLimitedRoutes(config), securityLog);
  installSecurityEvents(app, securityLog, signInRoutes(config));
  const portalOrigins = ownOrigins(config);

  // A hook that answers itself does not call done (fastify's rule for callback hooks).
  app.addHook('onRequest', (request, reply, done) => {
    ensureCsrfCookie(request, reply);
    if (request.is404) {
      // No route: answer before the body is read, so a path that does not exist (or a plugin this deployment
      // leaves out) is a 404 whatever the body holds. GET/HEAD may still be the SPA's fallback page.
      if (request.method === 'GET' || request.method === 'HEAD') return done();
      return void sendError(reply, 404, noRouteMessage(request));
    }
    const access = request.routeOptions.config.access ?? defaultAccess(request.routeOptions.url ?? '');
    if (access === 'machine') {
      if (request.headers.cookie)
        return void sendError(reply, 400, 'This endpoint authenticates with tokens and takes no cookies.');
      return done();
    }
    // Before the body is read: a page on another site (a sibling subdomain too) changes nothing here.
    const crossSite = isStateChange(request) ? crossSiteRefusal(request, portalOrigins) : null;
    if (crossSite) {
      securityLog.record('cross_site_refused', request, { status: 403 });
      return void sendError(reply.header('Cache-Control', 'no-store'), 403, crossSite);
    }
    if (access === 'public') return done();
    const user = currentUser(request);
    if (!user) return void sendError(reply, 401, 'Not signed in.');
    if (access === 'authorized' && !user.isAuthorized) return void sendError(reply, 403, 'Not authorized.');
    done();
  });

  // After body parsing, so a server-rendered form can carry the token in a field.
  app.addHook('preValidation', (request, reply, done) => {
    // A machine endpoint takes no cookies (refused above), so a cross-site request has no authority to abuse.
    if (!request.is404 && request.routeOptions.config.access !== 'machine' && !csrfOk(request)) {
      securityLog.record('csrf_refused', request, { status: 403 });
      if (isBrowserForm(request)) return void sendFormExpiredPage(request, reply);
      return void sendError(
        reply,
        403,
        'Missing or wrong CSRF token: send the portal_csrf cookie value (__Host-portal_csrf over https) in the x-csrf-token header.',
      );
    }
    done();
  });

  for (const feature of features) {
    await feature.routes?.(app, deps);
  }

  let openApi: unknown = null;
  app.get('/api/openapi.json', { config: { access: 'public' } }, async (_request, reply) => {
    openApi ??= openApiDocument(routes, { title: 'Customer portal API', version: '1' });
    reply.header('Cache-Control', 'no-cache');
    return openApi;
  });

  const frameSources = Object.assign({}, ...features.map((feature) => feature.actionFrameSources ?? {})) as Record<
    string,
    ActionFrameSource
  >;
  const pageCsp = new PageCsp(cspExtras, (customerId) =>
    customerPageSources(db, customerId, urlRulesOf(config), frameSources),
  );
  await installStaticAssets(app, config.distDir, config.staticDir, {
    sourceMaps: sourceMapsServed(config),
    pagePolicy: (request, nonce) => pageCsp.forCustomer(currentUser(request)?.activeCustomerId ?? null, nonce),
    pagePreloads: (request) => {
      const user = currentUser(request);
      return firstCallsOf(request.url, user, () => (user ? homeActionIdFor(db, user, isActionTypeEnabled) : null));
    },
  });
  return app;
}
