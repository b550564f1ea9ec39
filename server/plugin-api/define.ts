import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import type { ActionResolver, ActionTypeInfo, Migration, RequestUser, RouteSpec, ServerConfig, StoredAction } from '../features/types';
import type { DemoSeedContext } from '../demo/demo-actions';
import type { ExtensionPoint } from './extension-points';

/** Bumped on a breaking change of the server plugin API; the host refuses a plugin built for another version. */
export const SERVER_PLUGIN_API_VERSION = 1;

/** What a plugin's `routes` receives. Every route registered here honours the plugin's enablement. */
export interface ServerPluginApi {
  readonly pluginId: string;
  readonly db: Database.Database;
  readonly config: ServerConfig;
  /**
   * Registers a validated route (params/query/body checked with the zod schemas: 400 JSON before the handler
   * runs), listed in /api/openapi.json under the plugin's tag. For a customer whose plugin list leaves the
   * plugin out the route answers 404; for a deployment that leaves it out it is not registered at all.
   */
  route<B extends ZodMiniType | undefined, P extends ZodMiniType | undefined, Q extends ZodMiniType | undefined>(
    spec: RouteSpec<B, P, Q>,
  ): void;
  /**
   * An action the user may open (the active customer's, in the visible menu or the user's default action,
   * permission held, its type enabled), or null.
   */
  findAction(actionId: number, user: RequestUser): StoredAction | null;
  /** The caller, or null when signed out. */
  currentUser(request: FastifyRequest): RequestUser | null;
  /** Every action type the deployment's enabled plugins serve (e.g. for the menu editor), in plugin order. */
  actionTypes(): readonly ActionTypeInfo[];
  /** The ids of the deployment's plugins (bundled and in PORTAL_ENABLED_PLUGINS), in id order. */
  deploymentPlugins(): readonly string[];
  /** Offers this plugin's implementation of an extension point to the other plugins (one implementation each). */
  implement<T>(point: ExtensionPoint<T>, implementation: T): void;
  /**
   * Another plugin's implementation of the point when that plugin runs for the caller's customer, else null.
   * Ask at request time: plugins register in id order, so a later plugin's implementation is not there yet
   * while routes are being registered.
   */
  use<T>(point: ExtensionPoint<T>, user: Pick<RequestUser, 'customerPlugins'> | null): T | null;
}

export interface ServerPluginDefinition {
  /** The plugin's folder name under plugins/ (kebab-case), the same id as its browser side. */
  id: string;
  /**
   * The action types this plugin serves. When the plugin is disabled for a deployment or a customer, menu
   * items of these types leave the menu and GET /api/action/{id}/ answers 404 for them.
   */
  actionTypes?: readonly string[];
  /** Schema changes, applied once each in order; ids start with the plugin id (e.g. "events-001"). */
  migrations?: readonly Migration[];
  /** Demo data (demo mode only), in one transaction, once per database. */
  seed?(demo: DemoSeedContext): void;
  /** The plugin's HTTP routes. */
  routes?(api: ServerPluginApi): void | Promise<void>;
  /**
   * Per action type: the schema of the data an administrator stores with an action of the type (the menu
   * editor's server-side check; the browser's editor for the type is registered with ctx.actionEditors).
   */
  actionDataSchemas?: Readonly<Record<string, ZodMiniType>>;
  /** Per action type: completes the answer of GET /api/action/{id}/ (e.g. a fresh token, the user's claims). */
  actionResolvers?: Readonly<Record<string, ActionResolver>>;
  /** Fields merged over GET /app/publicsettings. */
  publicSettings?(user: RequestUser | null, config: ServerConfig): Record<string, unknown>;
  /** Sources added to Content-Security-Policy directives, e.g. { 'frame-src': ['https://app.powerbi.com'] }. */
  contentSecurityPolicy?: Readonly<Record<string, readonly string[]>>;
  /**
   * Per action type whose actions show another site's page in a frame: that page's address, from the action's
   * stored data. The SPA's page then lists its host in frame-src for the customers that have such an action
   * (checked: https, or loopback http in a demo); the list stays known, never a wildcard.
   */
  actionFrameSources?: Readonly<Record<string, (data: unknown) => string | null>>;
}

export interface ServerPlugin extends ServerPluginDefinition {
  readonly apiVersion: number;
}

const PLUGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Validates and freezes a server plugin; the default export of plugins/<id>/server/index.ts. */
export function defineServerPlugin(definition: ServerPluginDefinition): ServerPlugin {
  if (!PLUGIN_ID.test(definition.id)) throw new Error(`Server plugin id "${definition.id}" must be kebab-case (e.g. "my-plugin").`);
  for (const migration of definition.migrations ?? []) {
    if (!migration.id.startsWith(`${definition.id}-`)) {
      throw new Error(`Server plugin "${definition.id}": migration id "${migration.id}" must start with "${definition.id}-".`);
    }
  }
  for (const type of Object.keys(definition.actionDataSchemas ?? {})) {
    if (!definition.actionTypes?.includes(type)) {
      throw new Error(`Server plugin "${definition.id}" declares a data schema for action type "${type}" without listing it in actionTypes.`);
    }
  }
  for (const type of Object.keys(definition.actionResolvers ?? {})) {
    if (!definition.actionTypes?.includes(type)) {
      throw new Error(`Server plugin "${definition.id}" resolves action type "${type}" without listing it in actionTypes.`);
    }
  }
  return Object.freeze({ ...definition, apiVersion: SERVER_PLUGIN_API_VERSION });
}
