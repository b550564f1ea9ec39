import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import type { RequestUser } from '../data/request-user';
import type { Migration } from '../db/migration';
import type { RouteSpec } from '../http/route-spec';
import type { MailSender } from '../mail/outbox';
import type { ServerConfig } from '../server-config';
import type { ActionFrameSource, ActionResolver, ActionTypeInfo, StoredAction } from './action-types';
import type { SyncRunner } from '../plugin-host/sync-runner';
import type { MachineKeys } from '../api-keys/machine-keys';
import type { RecordRegistry } from '../records/record-registry';
import type { SearchRegistry } from '../search/search-registry';
import type { SignOffPlatform } from '../sign-offs/platform';

/** What the app hands a feature's routes: the database, the configuration, the features and the route helpers. */
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
  /** The API keys of the machine routes and the machine routes there are (server/api-keys). */
  machineKeys?: MachineKeys;
  /** The record types the plugins declared (api.records), for the administration's records screen. */
  records?: RecordRegistry;
  /** The search providers the plugins declared (api.search), for the top bar's search. */
  search?: SearchRegistry;
  /** The sign-off platform (server/sign-offs): the kinds the plugins declared, their requests and the rules. */
  signOffs?: SignOffPlatform;
  /** The browser's plugin list: the deployment's, less the plugins disabled because they failed to register (null = all). */
  runningPlugins?(): string[] | null;
}

/**
 * One area of the server: a core feature (account API, menu, actions, ...) listed in
 * server/features/index.ts, or a plugin's server side adapted by the plugin host. Every `/api` route of a feature sits behind the session check (401 JSON when
 * signed out) and, for POST/PUT/PATCH/DELETE, the CSRF check (403 JSON), both applied by the app, not by
 * the feature. Route bodies/params are validated with the contract's zod schemas (400 JSON on bad input).
 */
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
