import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { ENVIRONMENT_TYPES, type EnvironmentType } from '../core/contract';
import { readOidcProviders, type OidcConfig } from './auth/oidc-config';
import { readSignInUrls } from './auth/oidc-urls';
import { isPostgresUrl } from './db/open';
import type { ServerConfig } from './server-config';
import { parseCanonicalOrigin } from './http/canonical-host';
import { readServerLimits } from './http/server-limits';
import { parseTrustProxy } from './http/trust-proxy';
import { readRateLimits } from './security/rate-limit-config';
import { parseSecretsKey } from './security/sealed-secrets';
import { readSessionLifetimes } from './security/session-lifetimes';
import { readApiKeyUsesKeepDays } from './api-keys/use-retention';
import { readStorageQuota } from './storage/quota-config';
import { parsePluginFailure, parsePluginGrants } from './plugin-host/plugin-settings';
import { parseSyncSchedules } from './plugin-host/sync-schedules';
import { productionProblems, UnsafeProductionConfig } from './production-checks';

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value.trim() === '' ? fallback : !/^(0|false|no|off)$/i.test(value.trim());

/** The persisted session secret under the data folder, created on first use (mode 600). */
export function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseEnvironmentType(value: string | undefined, demoMode: boolean): EnvironmentType | null {
  if (value === undefined || value.trim() === '') return demoMode ? 'development' : null;
  const type = value.trim().toLowerCase();
  if (!(ENVIRONMENT_TYPES as readonly string[]).includes(type)) {
    throw new Error(`ENVIRONMENT_TYPE must be one of ${ENVIRONMENT_TYPES.join(', ')}, got "${value}"`);
  }
  return type as EnvironmentType;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * PUBLIC_ORIGIN, checked (an http(s) origin, nothing after it), is where pages are redirected to. Without
 * it the demo on a loopback address redirects to http://localhost:PORT, the address `npm start` prints
 * and the demo's report frames use; a server listening on every interface without PUBLIC_ORIGIN cannot
 * know which name its users type, so it redirects nowhere.
 */
function readPublicOrigin(value: string | undefined, shownHost: string, port: number, loopbackDemo: boolean) {
  const given = value?.trim().replace(/\/+$/, '');
  if (given) {
    const parsed = parseCanonicalOrigin(given);
    if ('error' in parsed) throw new Error(parsed.error);
    return { publicOrigin: parsed.origin, canonicalOrigin: parsed.origin };
  }
  const publicOrigin = `http://${shownHost}:${port}`;
  return { publicOrigin, canonicalOrigin: loopbackDemo && port !== 0 ? publicOrigin : null };
}

/**
 * Reads the configuration from the environment; `root` is the project folder (holds dist/, and data/ unless
 * DATA_DIR names another folder for the server's own files). Every
 * unreadable setting is reported in one error, so one failed start lists everything to fix; NODE_ENV=production
 * turns demo mode off by default and adds every unsafe setting to that list (server/production-checks.ts).
 * Nothing is written (no generated secret) before the configuration is found good.
 */
export function loadConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const production = env.NODE_ENV?.trim() === 'production';
  const problems: string[] = [];
  const read = <T>(reader: () => T): T | undefined => {
    try {
      return reader();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  const port = read(() => parsePort(env.PORT)) ?? 8080;
  const host = env.HOST?.trim() || '127.0.0.1';
  const demoMode = flag(env.DEMO_MODE, !production);
  const emailSignIn = flag(env.EMAIL_SIGN_IN, false);
  let identityProviders: OidcConfig[] = [];
  let providerProblem: string | null = null;
  try {
    identityProviders = readOidcProviders(env);
  } catch (error) {
    providerProblem = (error as Error).message;
    // A production start names it among its own checks, in place of "no sign-in provider".
    if (!production) problems.push(providerProblem);
  }
  const trustProxy = read(() => parseTrustProxy(env.TRUST_PROXY));
  const rateLimits = read(() => readRateLimits(env, demoMode));
  const serverLimits = read(() => readServerLimits(env, trustProxy !== false));
  const sessionLifetimes = read(() => readSessionLifetimes(env));
  const storageQuota = read(() => readStorageQuota(env));
  const apiKeyUsesKeepDays = read(() => readApiKeyUsesKeepDays(env));
  const pluginGrants = read(() => parsePluginGrants(env.PLUGIN_GRANTS));
  const pluginFailure = read(() => parsePluginFailure(env.PLUGIN_FAILURE));
  const syncSchedules = read(() => parseSyncSchedules(env.SYNC_SCHEDULES));
  const secretsKey = read(() => parseSecretsKey(env.SECRETS_KEY));
  const environmentType = read(() => parseEnvironmentType(env.ENVIRONMENT_TYPE, demoMode)) ?? null;
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(root, env.DATA_DIR.trim()) : path.join(root, 'data');
  const databaseFile = read(() => databaseLocation(env, root, dataDir));
  const givenSecret = env.SESSION_SECRET?.trim();
  if (!production && givenSecret && givenSecret.length < 32)
    problems.push('SESSION_SECRET must be at least 32 characters');
  const shownHost =
    host === '0.0.0.0' || host === '::' || LOOPBACK.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const origins = read(() => readPublicOrigin(env.PUBLIC_ORIGIN, shownHost, port, demoMode && LOOPBACK.has(host)));
  const signInUrls = origins && read(() => readSignInUrls(env, origins.publicOrigin));
  const analyticsFrameOrigin = read(() => readAnalyticsFrameOrigin(env.ANALYTICS_FRAME_ORIGIN, demoMode));
  const accessibilityContact = read(() => readAccessibilityContact(env.ACCESSIBILITY_CONTACT));
  if (production) {
    problems.push(
      ...productionProblems({
        sessionSecret: env.SESSION_SECRET,
        demoMode,
        publicOrigin: env.PUBLIC_ORIGIN,
        identityProviders: identityProviders.length,
        identityProviderProblem: providerProblem,
        // An unreadable TRUST_PROXY is named above, not as "off".
        trustProxy: trustProxy !== false,
        emailSignIn,
        smtpUrl: env.SMTP_URL,
        rateLimits: rateLimits ?? true,
      }),
    );
    if (problems.length > 0) throw new UnsafeProductionConfig(problems);
  }
  if (
    problems.length > 0 ||
    !origins ||
    !signInUrls ||
    rateLimits === undefined ||
    !serverLimits ||
    !sessionLifetimes ||
    !storageQuota ||
    !apiKeyUsesKeepDays ||
    !databaseFile ||
    trustProxy === undefined ||
    !pluginGrants ||
    !pluginFailure ||
    !syncSchedules ||
    secretsKey === undefined ||
    analyticsFrameOrigin === undefined ||
    accessibilityContact === undefined
  ) {
    throw new InvalidConfig(problems);
  }
  const secret = givenSecret || persistedSecret(dataDir);
  const plugins = env.PORTAL_ENABLED_PLUGINS?.trim();
  return {
    port,
    host,
    distDir: path.join(root, 'dist'),
    staticDir: path.join(root, 'server', 'static'),
    databaseFile,
    dataDir,
    secret,
    demoMode,
    publicOrigin: origins.publicOrigin,
    canonicalOrigin: origins.canonicalOrigin,
    analyticsFrameOrigin,
    accessibilityContact,
    enabledPlugins: plugins
      ? plugins
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : null,
    environmentType,
    pluginGrants,
    pluginFailure,
    trustProxy,
    production,
    identityProviders,
    signInUrls,
    emailSignIn,
    rateLimits,
    serverLimits,
    sessionLifetimes,
    storageQuota,
    apiKeyUsesKeepDays,
    syncSchedules,
    secretsKey,
  };
}

const ContactAddress = z.email().check(z.maxLength(254));

/** ACCESSIBILITY_CONTACT: one e-mail address, published on the accessibility statement; absent: null. */
function readAccessibilityContact(value: string | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (!ContactAddress.safeParse(address).success)
    throw new Error(`ACCESSIBILITY_CONTACT must be one e-mail address, got "${address}"`);
  return address;
}

/** ANALYTICS_FRAME_ORIGIN: an http(s) origin, in demo mode only (production embeds the vendor's own frames). */
function readAnalyticsFrameOrigin(value: string | undefined, demoMode: boolean): string | null {
  const given = value?.trim() ?? '';
  if (!given) return null;
  if (!demoMode)
    throw new Error(
      "ANALYTICS_FRAME_ORIGIN is for demo mode only: production embeds the analytics service's own frames.",
    );
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(
      `ANALYTICS_FRAME_ORIGIN must be an origin such as http://localhost:8081, got "${given.slice(0, 200)}"`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== given.replace(/\/+$/, '')) {
    throw new Error(
      `ANALYTICS_FRAME_ORIGIN must be an origin such as http://localhost:8081, got "${given.slice(0, 200)}"`,
    );
  }
  return url.origin;
}

/** The error a start with unreadable settings ends with (outside production): one line per problem. */
export class InvalidConfig extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidConfig';
  }
}

/** DATABASE_URL (PostgreSQL, shared by several instances) when set, else the SQLite file DATABASE_FILE. */
function databaseLocation(env: NodeJS.ProcessEnv, root: string, dataDir: string): string {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!isPostgresUrl(url))
      throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; for SQLite set DATABASE_FILE.');
    return url;
  }
  return env.DATABASE_FILE?.trim() ? path.resolve(root, env.DATABASE_FILE.trim()) : path.join(dataDir, 'portal.sqlite');
}
