import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptForms, listen } from '../kit/http';
import { customerApps, DEMO_PROFILE_IDS, type CustomerApp } from './apps';
import { EMULATOR_WORKSPACES } from './catalog';
import { FRAME_CSS, framePageHtml } from './page';
import { registerPowerBiApi } from './rest/power-bi-api';
import { registerPowerBiListings } from './rest/listings';
import { registerExportToFile } from './rest/export-to-file';
import { registerTokenCheck } from './rest/token-check';
import { registerTokenEndpoint } from './rest/token-endpoint';
import { registerWorkspaceAccess } from './rest/workspace-access';
import { demoCredentials, emulatorState, type DemoCredentials, type EmulatorCalls, type EmulatorConfig } from './state';

/** The paths the client's embed URLs use (reportEmbed, dashboardEmbed, embed for tiles), under /emulator. */
export const EMULATOR_PAGES = [
  '/emulator/reportEmbed',
  '/emulator/dashboardEmbed',
  '/emulator/embed',
  '/emulator/visualEmbed',
] as const;

/**
 * The emulator's own policy: the frame page is embedded by the portal (or, in browser tests, served as
 * https://app.powerbi.com), shows demo data only, and runs no inline script.
 */
const EMULATOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

/**
 * The emulator as one HTTP app: the frame pages (the built frame script from `frameScript`, a file), Microsoft
 * Entra ID's token endpoint and the Power BI REST API, all under /emulator. Not listening yet.
 */
export async function buildPowerBiEmulatorApp(
  config: EmulatorConfig,
  frameScript: string | null = null,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  acceptForms(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', EMULATOR_CSP);
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  const page = framePageHtml();
  for (const url of EMULATOR_PAGES) {
    app.get(url, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page),
    );
  }
  app.get('/emulator/frame.css', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(FRAME_CSS),
  );
  app.get('/emulator/frame.js', async (_request, reply) => {
    if (!frameScript)
      return reply.code(404).send({ error: 'The frame script is not built (node esbuild.config.mjs).' });
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(await readFile(frameScript));
  });
  // The token endpoint and the REST API: machine calls authenticated by a client secret or a bearer token,
  // answering in Power BI's error shape.
  registerTokenEndpoint(app, config);
  registerWorkspaceAccess(app, config);
  registerPowerBiApi(app, config);
  registerPowerBiListings(app, config);
  registerExportToFile(app, config);
  // The frame's own backend: it checks the embed tokens the frame receives (no secret in the browser).
  registerTokenCheck(app, config);
  return app;
}

export interface PowerBiEmulatorOptions {
  /** Signs its tokens; a random one when absent. */
  secret?: string;
  /** Default 127.0.0.1 (the portal's server reaches it over loopback http, which its Power BI settings allow). */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** The origin browsers reach it at, when not the address it listens on (e.g. behind a port mapping). */
  publicOrigin?: string;
  /** The built frame script (dist-emulators/powerbi/frame.js); null serves none (server-side tests). */
  frameScript?: string | null;
}

export interface PowerBiEmulator {
  origin: string;
  app: FastifyInstance;
  config: EmulatorConfig;
  /** The demo app registration its token endpoint accepts. */
  credentials: DemoCredentials;
  /** The demo workspaces, one per demo customer. */
  workspaces: typeof EMULATOR_WORKSPACES;
  /** Each demo customer's own app registration (member of that customer's workspace only). */
  customerApps: Record<keyof typeof EMULATOR_WORKSPACES, CustomerApp>;
  /** The shared app's service-principal profiles, one per demo customer. */
  profiles: typeof DEMO_PROFILE_IDS;
  /** From now on the app's client secret is expired (Entra answers AADSTS7000222). */
  expireClientSecret(clientId: string): void;
  /** The calls it answered (token endpoint, metadata, GenerateToken), for tests. */
  calls: EmulatorCalls;
  /**
   * What the portal's server is started with to use it: the Power BI settings a production deployment sets
   * (POWERBI_*, pointing here), ANALYTICS_FRAME_ORIGIN (the browser loads the frames from here) and, demo mode
   * only, Fabrikam's own app registration (POWERBI_DEMO_FABRIKAM_*).
   */
  portalEnv: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the emulator on its own listener. */
export async function startPowerBiEmulator(options: PowerBiEmulatorOptions = {}): Promise<PowerBiEmulator> {
  const config: EmulatorConfig = { secret: options.secret ?? randomBytes(32).toString('base64url') };
  const app = await buildPowerBiEmulatorApp(config, options.frameScript ?? null);
  const origin = await listen(app, options.host ?? '127.0.0.1', options.port ?? 0);
  const credentials = demoCredentials(config);
  const fabrikamApp = customerApps(config).fabrikam;
  return {
    origin,
    app,
    config,
    credentials,
    workspaces: EMULATOR_WORKSPACES,
    customerApps: customerApps(config),
    profiles: DEMO_PROFILE_IDS,
    expireClientSecret: (clientId) => void emulatorState(config).expiredSecrets.add(clientId),
    calls: emulatorState(config).calls,
    portalEnv: {
      POWERBI_AUTHORITY_URL: `${origin}/emulator`,
      POWERBI_API_URL: `${origin}/emulator`,
      POWERBI_TENANT_ID: credentials.tenantId,
      POWERBI_CLIENT_ID: credentials.clientId,
      POWERBI_CLIENT_SECRET: credentials.clientSecret,
      // Demo mode only: Fabrikam's own app registration, which the report plugin's demo stores for Fabrikam (its
      // secret derives from this emulator's secret, so only the emulator can hand it over).
      POWERBI_DEMO_FABRIKAM_TENANT_ID: fabrikamApp.tenantId,
      POWERBI_DEMO_FABRIKAM_CLIENT_ID: fabrikamApp.clientId,
      POWERBI_DEMO_FABRIKAM_CLIENT_SECRET: fabrikamApp.clientSecret,
      ANALYTICS_FRAME_ORIGIN: options.publicOrigin?.replace(/\/+$/, '') ?? origin,
    },
    close: () => app.close(),
  };
}
