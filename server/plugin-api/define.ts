import type { FastifyRequest } from 'fastify';
import type { ZodMiniType } from 'zod/mini';
import type { ActionResolveContext, ActionResolver, ActionTypeInfo, StoredAction } from '../features/action-types';
import type { Migration } from '../db/migration';
import { CORE_TABLES_FOR_PLUGINS, type CoreTableForPlugins } from '../db/core-schema';
import type { RequestUser } from '../data/request-user';
import type { RouteSpec } from '../http/route-spec';
import type { ServerConfig } from '../server-config';
import type { DemoSeedContext } from '../demo/demo-actions';
import type { ExtensionPoint } from './extension-points';
import type { CrossCustomerData, CustomerData, PluginCapability } from './data';
import type { OutgoingMail } from '../mail/outbox';
import type { ScheduledJob } from './schedule';
import type { SyncSource } from './sync';
import type { StorageQuota } from '../storage';
import type { Administration } from './administration';
import type { SealedSecrets } from './sealed-secrets';
import type { RecordTypeDeclaration } from './records';
import type { SearchProviderDeclaration } from './search';
import type { SignOffs } from './sign-offs';

/** One row of the audit log, written by a plugin for the caller (who did what to which of the customer's things). */
export interface PluginAuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** The caller's account: names, e-mail, object id, stored permissions and the run-as user (a demo feature). */
export interface UserProfile {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  oid: string;
  permissions: readonly string[];
  runAsUser: string | null;
}

/** Who a plugin writes an audit row for another customer in the name of: a user, or the plugin's own work (userId null). */
export interface PluginAuditActor {
  userId: string | null;
  /** The user's name at the time, or what did it (e.g. 'automatic notice'). */
  name: string;
}

/** A customer as the provider's directory lists it. */
export interface DirectoryCustomer {
  id: string;
  name: string;
  deactivated: boolean;
  /** The customer's plugin list (null: every plugin). */
  plugins: readonly string[] | null;
}

/** The provider's customers and their members, read-only: only for a plugin that declares and is granted `customerDirectory`. */
export interface CustomerDirectory {
  /** The customers of these ids (an unknown id is left out), or every customer; in id order. */
  customers(ids?: readonly string[]): DirectoryCustomer[];
  /** The user ids of the customer's members whose account is not disabled, in id order. */
  members(customerId: string): string[];
  /** The Entra tenant ids stored for the customer (its users sign in from them), lower case, in order. */
  tenantIds(customerId: string): string[];
  /** The user names of these user ids (an unknown id is left out), e.g. for the rows of a usage log. */
  userNames(ids: readonly string[]): ReadonlyMap<string, string>;
  /** The actions of these ids with their title and customer (an unknown id is left out), in id order. */
  actions(ids: readonly number[]): DirectoryAction[];
}

/** An action (a menu's report, link, ...) as the provider's directory lists it. */
export interface DirectoryAction {
  id: number;
  title: string;
  customerId: string;
}

/** One of the caller's Azure tenants. */
export interface AccountTenant {
  tenantId: string;
  tenantName: string;
}

/** The customer a machine call names. */
export interface MachineCallCustomer {
  id: string;
  name: string;
  deactivated: boolean;
  /** The customer's plugin list (null: every plugin). */
  plugins: readonly string[] | null;
  data: CustomerData;
}

/** A plugin this server disabled because it failed to register, and why (GET /api/admin/plugins shows it). */
export interface PluginFailure {
  pluginId: string;
  reason: string;
}

/** Bumped on a breaking change of the server plugin API; the host refuses a plugin built for another version. */
export const SERVER_PLUGIN_API_VERSION = 1;

/** What a plugin's `routes` receives. Every route registered here honours the plugin's enablement. */
export interface ServerPluginApi {
  readonly pluginId: string;
  readonly config: ServerConfig;
  /** False once the server closed its database (stopping): a plugin's long-running work then ends quietly. */
  readonly running: boolean;
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
  /**
   * The plugin's own tables (those its migrations create) for the caller's active customer: every read and write
   * adds `customer_id = <that customer>`. Another plugin's or the core's tables are refused. 403 without a customer.
   */
  data(user: RequestUser): CustomerData;
  /**
   * Every customer's rows of the plugin's own tables: only when the plugin declares `crossCustomerData` in its
   * capabilities and the provider grants it (PLUGIN_GRANTS); else this throws and the plugin is disabled.
   */
  crossCustomerData(): CrossCustomerData;
  /** The caller's own account as an identity provider describes it (for claims), or null when it is gone. */
  userProfile(user: RequestUser): UserProfile | null;
  /** The caller's own Azure tenants (from sign-in; GET /api/account/tenants lists the same), in the account's order. */
  accountTenants(user: RequestUser): readonly AccountTenant[];
  /** The caller's active customer (id and name), or null without one. */
  activeCustomer(user: RequestUser): { id: string; name: string } | null;
  /**
   * For a machine route of this plugin (access 'machine': the provider's own systems, authenticated by an API key
   * or the route's own token), the customer the call names: its data access (the plugin's tables scoped to that
   * customer) and what the call needs to know of it, or null when there is no such customer; 403 when the call's
   * API key is limited to another customer. Refused on any other route.
   */
  customerOfMachineCall(request: FastifyRequest, customerId: string): MachineCallCustomer | null;
  /**
   * For a machine route of this plugin that learns its customer otherwise (a record's owner, a body's customer id):
   * refuses (403) a call whose API key is limited to another customer, and names the customer in the key's audit.
   * customerOfMachineCall does the same. Call it before reading or writing anything of that customer.
   */
  requireMachineCustomer(request: FastifyRequest, customerId: string): void;
  /** Queues a plain-text mail in the outbox (sent by the server's mail sender). */
  sendMail(mail: OutgoingMail): void;
  /** Writes an audit row for the caller's active customer, in the caller's name. */
  audit(user: RequestUser, entry: PluginAuditEntry): void;
  /** Writes an audit row for any customer (its administrators see it): only with `crossCustomerData` granted. */
  auditCustomer(customerId: string, actor: PluginAuditActor, entry: PluginAuditEntry): void;
  /**
   * The storage quota per customer and per user that every capability storing uploads reserves from: only when
   * the plugin declares `storageQuota`.
   */
  storageQuota(): StorageQuota;
  /** Every customer and its enabled members: only when the plugin declares `customerDirectory` and the provider grants it. */
  customerDirectory(): CustomerDirectory;
  /** The provider administration: only when the plugin declares `administration` and the provider grants it. */
  administration(): Administration;
  /**
   * The plugin's secrets of the customer whose data this is (`api.data(user)` or `crossCustomerData().forCustomer`),
   * stored sealed with SECRETS_KEY; a production database holding any is refused at start without that key.
   */
  sealedSecrets(data: CustomerData): SealedSecrets;
  /**
   * Runs a job every `everyMs` while the server runs (first run one interval after start); on PostgreSQL with
   * several instances only one instance runs a job at a time and each interval once.
   */
  schedule(job: ScheduledJob): void;
  /**
   * Declares a synced source (docs/plugins.md "Synced data"): the host runs it per customer on its schedule (the
   * provider's SYNC_SCHEDULES, else its default), one run at a time, and keeps its state for the screens'
   * <DataAge> and the administration.
   */
  sync(source: SyncSource): void;
  /**
   * Declares a kind of record the provider keeps per customer in one of the plugin's tables (docs/plugins.md
   * "Records the provider maintains"): the host then serves provider administrators a list, a form, a CSV/JSON
   * import (all or nothing, upserted on the provider's own ids) and export, each change audited, the import also
   * as a machine route; the administration's "Records" screen shows every declared type.
   */
  records(declaration: RecordTypeDeclaration): void;
  /**
   * Makes a kind of the plugin's records findable from the top bar's search (docs/plugins.md "Search"): the host
   * searches the table for the active customer, only the rows the declaration's access check lets the caller
   * open, and a hit opens the user's menu action of the declaration's action type with the record's id.
   */
  search(declaration: SearchProviderDeclaration): void;
  /**
   * The sign-off platform (docs/plugins.md "Sign-offs"): declare a kind of request with its carry-out, then ask
   * `requireSignOff` before carrying one out; a customer's rule may make it wait until someone else signs it off.
   */
  readonly signOffs: SignOffs;
  /** The plugins this server disabled because they failed to register (for provider administrators). */
  pluginFailures(): readonly PluginFailure[];
  /** Offers this plugin's implementation of an extension point to the other plugins (one implementation each). */
  implement<T>(point: ExtensionPoint<T>, implementation: T): void;
  /**
   * Another plugin's implementation of the point when that plugin runs for the caller's customer, else null.
   * Ask at request time: plugins register in id order, so a later plugin's implementation is not there yet
   * while routes are being registered.
   */
  use<T>(point: ExtensionPoint<T>, user: Pick<RequestUser, 'customerPlugins'> | null): T | null;
}

/** An action resolver of a plugin: its context also carries the plugin's API (the user's profile, its data, ...). */
export type PluginActionResolver = (
  context: Omit<ActionResolveContext, 'db'> & { api: ServerPluginApi },
) => ReturnType<ActionResolver>;

export interface ServerPluginDefinition {
  /** The plugin's folder name under plugins/ (kebab-case), the same id as its browser side. */
  id: string;
  /**
   * The action types this plugin serves. When the plugin is disabled for a deployment or a customer, menu
   * items of these types leave the menu and GET /api/action/{id}/ answers 404 for them.
   */
  actionTypes?: readonly string[];
  /**
   * Capabilities beyond the plugin's own customer-scoped data that the plugin needs; each works only when the
   * provider grants it (PLUGIN_GRANTS, docs/configuration.md), e.g. the administration's `crossCustomerData`.
   */
  capabilities?: readonly PluginCapability[];
  /** Schema changes, applied once each in order; ids start with the plugin id (e.g. "events-001"). */
  migrations?: readonly Migration[];
  /**
   * Core tables the plugin's data access opens beside its own (only those the core hands out, e.g. the report
   * usage log `report_log`), scoped as the core's schema says; a plugin never restates a core table's DDL.
   */
  coreTables?: readonly CoreTableForPlugins[];
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
  actionResolvers?: Readonly<Record<string, PluginActionResolver>>;
  /**
   * What in the environment stops a production start (NODE_ENV=production) when this plugin runs in the
   * deployment, one message per problem naming the variable: e.g. a connection configured in part. Listed with
   * the core's own refusals.
   */
  productionProblems?(env: NodeJS.ProcessEnv): readonly string[];
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
  if (!PLUGIN_ID.test(definition.id))
    throw new Error(`Server plugin id "${definition.id}" must be kebab-case (e.g. "my-plugin").`);
  for (const migration of definition.migrations ?? []) {
    if (!migration.id.startsWith(`${definition.id}-`)) {
      throw new Error(
        `Server plugin "${definition.id}": migration id "${migration.id}" must start with "${definition.id}-".`,
      );
    }
  }
  for (const table of definition.coreTables ?? []) {
    if (!(CORE_TABLES_FOR_PLUGINS as readonly string[]).includes(table)) {
      throw new Error(
        `Server plugin "${definition.id}" asks for core table "${table}"; the core hands out only: ${CORE_TABLES_FOR_PLUGINS.join(', ')}.`,
      );
    }
  }
  for (const type of Object.keys(definition.actionDataSchemas ?? {})) {
    if (!definition.actionTypes?.includes(type)) {
      throw new Error(
        `Server plugin "${definition.id}" declares a data schema for action type "${type}" without listing it in actionTypes.`,
      );
    }
  }
  for (const type of Object.keys(definition.actionResolvers ?? {})) {
    if (!definition.actionTypes?.includes(type)) {
      throw new Error(
        `Server plugin "${definition.id}" resolves action type "${type}" without listing it in actionTypes.`,
      );
    }
  }
  return Object.freeze({ ...definition, apiVersion: SERVER_PLUGIN_API_VERSION });
}
