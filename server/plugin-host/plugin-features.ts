import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '../../core/contract';
import { HttpError } from '../http/errors';
import type { AnyRouteSpec } from '../http/routes';
import { noRouteMessage } from '../http/static-assets';
import type { ActionResolver } from '../features/action-types';
import type { ServerConfig } from '../server-config';
import type { ServerDeps, ServerFeature } from '../features/feature';
import type { PluginCapability } from '../plugin-api/data';
import { demoSeedContext } from '../demo/demo-actions';
import { enqueueMail } from '../mail/outbox';
import { writeAudit } from '../admin/audit';
import { findCustomer, findUser, permissionsOf, tenantsOfUser } from '../data/users';
import { parseJson } from '../data/json';
import { storageQuotaOf } from '../storage';
import {
  SERVER_PLUGIN_API_VERSION,
  type PluginAuditEntry,
  type ServerPlugin,
  type ServerPluginApi,
} from '../plugin-api/define';
import type { PluginEnablement } from './enablement';
import type { ExtensionPointRegistry } from './extension-points';
import { PluginData, tablesOfPlugin } from './scoped-data';
import { customerDirectory } from './customer-directory';
import { administrationOf } from './administration';
import { sealedSecretStore } from './sealed-secret-store';
import { secretsKeyOf } from '../security/sealed-secrets';
import type { PluginScheduler } from './scheduler';
import type { SyncRunner } from './sync-runner';
import type { RecordRegistry } from '../records/record-registry';
import type { SearchRegistry } from '../search/search-registry';
import type { SignOffPlatform } from '../sign-offs/platform';
import { recordRoutes } from '../records/record-routes';
import { FileStoragePoint } from '../plugin-api/extension-points';

export type ServerPluginCatalog = Readonly<Record<string, ServerPlugin>>;

/** The spec's action types: a plugin serving one is part of the portal's promise, so its failure stops start-up. */
export const SPEC_ACTION_TYPES: readonly string[] = ['report', 'claims', 'html', 'link'];

/** What the host shares with every plugin it registers. */
export interface PluginHost {
  enablement: PluginEnablement;
  extensionPoints: ExtensionPointRegistry;
  scheduler: PluginScheduler;
  syncs: SyncRunner;
  records: RecordRegistry;
  search: SearchRegistry;
  signOffs: SignOffPlatform;
  config: ServerConfig;
}

/** The catalog's plugins in id order, each checked against its folder name and the API version. */
export function checkedPlugins(catalog: ServerPluginCatalog): ServerPlugin[] {
  return Object.keys(catalog)
    .sort()
    .map((folder) => {
      const plugin = catalog[folder];
      if (!plugin || typeof plugin !== 'object' || typeof plugin.id !== 'string') {
        throw new Error(`plugins/${folder}/server/index.ts has no default export made with defineServerPlugin.`);
      }
      if (plugin.id !== folder)
        throw new Error(`Server plugin id "${plugin.id}" does not match its folder "plugins/${folder}".`);
      if (plugin.apiVersion !== SERVER_PLUGIN_API_VERSION) {
        throw new Error(
          `Server plugin "${plugin.id}" was built for server plugin API ${plugin.apiVersion}; this server offers ${SERVER_PLUGIN_API_VERSION}.`,
        );
      }
      return plugin;
    });
}

/** Whether the provider granted the plugin a capability it declares (PLUGIN_GRANTS). */
export function isGranted(plugin: ServerPlugin, capability: PluginCapability, config: ServerConfig): boolean {
  return declares(plugin, capability) && (config.pluginGrants?.[plugin.id] ?? []).includes(capability);
}

/**
 * A plugin as the app's feature list sees it. Migrations and the demo seed run for every bundled plugin,
 * so enabling one later needs no manual step; routes, resolvers, settings and CSP sources only for the
 * plugins this deployment enables. A plugin whose registration throws is disabled and reported (or stops the
 * start: a plugin of the spec's action types, or PLUGIN_FAILURE=refuse).
 */
export function pluginFeature(plugin: ServerPlugin, host: PluginHost): ServerFeature {
  const active = host.enablement.inDeployment(plugin.id);
  const { seed, routes } = plugin;
  // Built with the routes (the deps exist from then on), before any request reaches a resolver.
  let api: ServerPluginApi | null = null;
  return {
    name: plugin.id,
    migrations: plugin.migrations ? [...plugin.migrations] : undefined,
    seed: seed
      ? (db, config) =>
          seed(
            demoSeedContext(db, config, plugin.id, pluginData(db, plugin).crossCustomer(), storageQuotaOf(db, config)),
          )
      : undefined,
    routes: active
      ? (app, deps) => {
          api = pluginApi(plugin, deps, host, app.log);
          return routes ? registerRoutes(plugin, routes, api, host, app.log) : undefined;
        }
      : undefined,
    actionResolvers: active ? resolversOf(plugin, () => api) : undefined,
    publicSettings: active ? plugin.publicSettings : undefined,
    actionTypes: active
      ? (plugin.actionTypes ?? []).map((actionType) => ({
          actionType,
          pluginId: plugin.id,
          dataSchema: plugin.actionDataSchemas?.[actionType],
        }))
      : undefined,
    actionFrameSources: active ? plugin.actionFrameSources : undefined,
    contentSecurityPolicy:
      active && plugin.contentSecurityPolicy
        ? Object.fromEntries(
            Object.entries(plugin.contentSecurityPolicy).map(([directive, sources]) => [directive, [...sources]]),
          )
        : undefined,
  };
}

const declares = (plugin: ServerPlugin, capability: PluginCapability) =>
  (plugin.capabilities ?? []).includes(capability);

/** The action resolvers with the plugin's API in their context, and no database handle. */
function resolversOf(plugin: ServerPlugin, api: () => ServerPluginApi | null): ServerFeature['actionResolvers'] {
  if (!plugin.actionResolvers) return undefined;
  return Object.fromEntries(
    Object.entries(plugin.actionResolvers).map(([type, resolve]): [string, ActionResolver] => [
      type,
      (context) => {
        const registered = api();
        if (!registered) throw new Error(`Plugin "${plugin.id}" resolved an action before its registration.`);
        const { db: _db, ...withoutDatabase } = context;
        return resolve({ ...withoutDatabase, api: registered });
      },
    ]),
  );
}

type FailureLog = { error(object: object, message: string): void };
type PluginLog = { warn(message: string): void };

async function registerRoutes(
  plugin: ServerPlugin,
  routes: NonNullable<ServerPlugin['routes']>,
  api: ServerPluginApi,
  host: PluginHost,
  log: FailureLog,
) {
  try {
    await routes(api);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const specType = (plugin.actionTypes ?? []).find((type) => SPEC_ACTION_TYPES.includes(type));
    if (specType) {
      throw new Error(
        `Refusing to start: plugin "${plugin.id}" serves the spec's action type "${specType}" and failed to register: ${reason}`,
      );
    }
    if (host.config.pluginFailure === 'refuse') {
      throw new Error(`Refusing to start (PLUGIN_FAILURE=refuse): plugin "${plugin.id}" failed to register: ${reason}`);
    }
    host.enablement.disable(plugin.id, reason);
    log.error({ plugin: plugin.id, reason }, `Plugin "${plugin.id}" failed to register and is disabled: ${reason}`);
  }
}

function requireGrant(plugin: ServerPlugin, capability: PluginCapability, config: ServerConfig, what: string): void {
  if (!isGranted(plugin, capability, config)) {
    throw new Error(
      `Plugin "${plugin.id}" asks for ${what} without ${declares(plugin, capability) ? 'the provider granting' : 'declaring'} the ${capability} capability (PLUGIN_GRANTS).`,
    );
  }
}

/** A plugin's audit row: its action carries the plugin's id, so no plugin writes another's (or the core's) actions. */
const auditRow = (plugin: ServerPlugin, customerId: string | null, entry: PluginAuditEntry) =>
  ({
    action: `${plugin.id}.${entry.action}`,
    targetType: entry.targetType,
    targetId: entry.targetId,
    customerId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }) as Parameters<typeof writeAudit>[2];

const pluginData = (db: ServerDeps['db'], plugin: ServerPlugin) =>
  new PluginData(db, plugin.id, tablesOfPlugin(plugin.migrations ?? [], plugin.coreTables));

/** The answer to a machine call that brings neither an API key nor the route's own secret. */
const NO_KEY = `An API key is required: Authorization: Bearer ${API_KEY_PREFIX}...`;

/**
 * A machine call's authentication: an API key, checked by the host (the route's own secret is then not asked
 * for), else the route's deprecated secret, else the route's own check (authenticatesItself), else 401.
 */
function authenticateMachineCall(request: FastifyRequest, plugin: ServerPlugin, spec: AnyRouteSpec, deps: ServerDeps) {
  if (deps.machineKeys?.authenticate(request, plugin.id)) return;
  if (spec.legacyToken) spec.legacyToken.check(request);
  else if (!spec.authenticatesItself) throw new HttpError(401, NO_KEY);
}

function pluginApi(plugin: ServerPlugin, deps: ServerDeps, host: PluginHost, log: PluginLog): ServerPluginApi {
  const { enablement, extensionPoints } = host;
  const deprecationsLogged = new Set<string>();
  const data = pluginData(deps.db, plugin);
  /** "METHOD url" of this plugin's machine routes: the only ones whose calls may name a customer. */
  const machineRoutes = new Set<string>();
  return {
    pluginId: plugin.id,
    config: deps.config,
    get running() {
      return deps.db.open;
    },
    currentUser: deps.currentUser,
    findAction: deps.findAction,
    actionTypes: () =>
      deps.features
        .flatMap((feature) => feature.actionTypes ?? [])
        .filter((type) => enablement.inDeployment(type.pluginId)),
    deploymentPlugins: () => enablement.deploymentPlugins(),
    data: (user) => {
      if (!user.activeCustomerId) throw new HttpError(403, 'Choose a customer first.');
      return data.forCustomer(user.activeCustomerId);
    },
    crossCustomerData: () => {
      requireGrant(plugin, 'crossCustomerData', deps.config, "every customer's data");
      return data.crossCustomer();
    },
    storageQuota: () => {
      if (!declares(plugin, 'storageQuota'))
        throw new Error(
          `Plugin "${plugin.id}" asks for the storage quota without declaring the storageQuota capability.`,
        );
      return storageQuotaOf(deps.db, deps.config);
    },
    customerDirectory: () => {
      requireGrant(plugin, 'customerDirectory', deps.config, 'the customer directory');
      return customerDirectory(deps.db);
    },
    administration: () => {
      requireGrant(plugin, 'administration', deps.config, 'the provider administration');
      return administrationOf(deps.db);
    },
    sealedSecrets: (customerData) =>
      sealedSecretStore(deps.db, secretsKeyOf(deps.config), plugin.id, customerData.customerId),
    userProfile: (user) => {
      const row = findUser(deps.db, user.userId);
      return row
        ? {
            userName: row.user_name,
            email: row.email,
            firstName: row.first_name,
            lastName: row.last_name,
            oid: row.oid,
            permissions: permissionsOf(row),
            runAsUser: row.run_as_user,
          }
        : null;
    },
    accountTenants: (user) => tenantsOfUser(deps.db, user.userId),
    activeCustomer: (user) => {
      const customer = user.activeCustomerId ? findCustomer(deps.db, user.activeCustomerId) : null;
      return customer ? { id: customer.id, name: customer.name } : null;
    },
    customerOfMachineCall: (request, customerId) => {
      if (!machineRoutes.has(`${request.method} ${request.routeOptions.url}`)) {
        throw new Error(`Plugin "${plugin.id}" asked for a customer of a machine call outside its machine routes.`);
      }
      deps.machineKeys?.requireCustomer(request, customerId);
      const customer = findCustomer(deps.db, customerId);
      if (!customer) return null;
      const plugins = parseJson<string[] | null>(customer.plugins, null, Array.isArray);
      return {
        id: customer.id,
        name: customer.name,
        deactivated: customer.deactivated_at !== null,
        plugins,
        data: data.forCustomer(customer.id),
      };
    },
    requireMachineCustomer: (request, customerId) => {
      if (!machineRoutes.has(`${request.method} ${request.routeOptions.url}`)) {
        throw new Error(`Plugin "${plugin.id}" checked the customer of a machine call outside its machine routes.`);
      }
      deps.machineKeys?.requireCustomer(request, customerId);
    },
    sendMail: (mail) => enqueueMail(deps.db, mail),
    audit: (user, entry) =>
      writeAudit(deps.db, { userId: user.userId, name: user.userName }, auditRow(plugin, user.activeCustomerId, entry)),
    auditCustomer: (customerId, actor, entry) => {
      requireGrant(plugin, 'crossCustomerData', deps.config, "another customer's audit log");
      writeAudit(deps.db, actor, auditRow(plugin, customerId, entry));
    },
    schedule: (job) => host.scheduler.add(plugin.id, job),
    sync: (source) => host.syncs.add(plugin.id, source),
    records: (declaration) => {
      const info = host.records.add(plugin.id, declaration);
      recordRoutes(
        {
          pluginId: plugin.id,
          deps,
          data,
          fileStorage: (customerPlugins) => extensionPoints.use(FileStoragePoint, { customerPlugins }),
        },
        declaration,
        info,
      );
    },
    search: (declaration) => {
      if (!(plugin.actionTypes ?? []).includes(declaration.actionType)) {
        throw new Error(
          `Plugin "${plugin.id}", search provider "${declaration.kind}": its hits open action type "${declaration.actionType}", which the plugin does not serve.`,
        );
      }
      host.search.add(plugin.id, declaration, (user) => {
        if (!user.activeCustomerId) throw new HttpError(403, 'Choose a customer first.');
        return data.forCustomer(user.activeCustomerId);
      });
    },
    signOffs: host.signOffs.forPlugin(plugin.id),
    pluginFailures: () => enablement.failures(),
    implement: (point, implementation) => extensionPoints.implement(plugin.id, point, implementation),
    use: (point, user) => extensionPoints.use(point, user),
    route: (spec) => {
      const machine = spec.access === 'machine';
      if (machine) {
        const route = `${spec.method} ${spec.url}`;
        machineRoutes.add(route);
        deps.machineKeys?.addRoute({ plugin: plugin.id, route, summary: spec.summary });
        const variable = spec.legacyToken?.variable;
        if (variable && process.env[variable]?.trim() && !deprecationsLogged.has(variable)) {
          deprecationsLogged.add(variable);
          log.warn(
            `${variable} is deprecated and will be removed in the next release: give the calling system an API key (administration, API keys) instead.`,
          );
        }
      }
      deps.route({
        ...spec,
        tags: spec.tags ?? [plugin.id],
        // Answers exactly like a path that does not exist, so a disabled plugin is not even detectable; then
        // the route's own guard (e.g. a permission) runs, before the input is validated.
        guard: (request) => {
          if (!enablement.isEnabled(plugin.id, deps.currentUser(request))) {
            throw new HttpError(404, noRouteMessage(request));
          }
          if (machine) authenticateMachineCall(request, plugin, spec as AnyRouteSpec, deps);
          spec.guard?.(request);
        },
      });
    },
  };
}
