import { HttpError } from '../http/errors';
import { noRouteMessage } from '../http/static-assets';
import type { ServerDeps, ServerFeature } from '../features/types';
import { demoSeedContext } from '../demo/demo-actions';
import { SERVER_PLUGIN_API_VERSION, type ServerPlugin, type ServerPluginApi } from '../plugin-api/define';
import type { PluginEnablement } from './enablement';
import type { ExtensionPointRegistry } from './extension-points';

export type ServerPluginCatalog = Readonly<Record<string, ServerPlugin>>;

/** The catalog's plugins in id order, each checked against its folder name and the API version. */
export function checkedPlugins(catalog: ServerPluginCatalog): ServerPlugin[] {
  return Object.keys(catalog).sort().map((folder) => {
    const plugin = catalog[folder];
    if (!plugin || typeof plugin !== 'object' || typeof plugin.id !== 'string') {
      throw new Error(`plugins/${folder}/server/index.ts has no default export made with defineServerPlugin.`);
    }
    if (plugin.id !== folder) throw new Error(`Server plugin id "${plugin.id}" does not match its folder "plugins/${folder}".`);
    if (plugin.apiVersion !== SERVER_PLUGIN_API_VERSION) {
      throw new Error(`Server plugin "${plugin.id}" was built for server plugin API ${plugin.apiVersion}; this server offers ${SERVER_PLUGIN_API_VERSION}.`);
    }
    return plugin;
  });
}

/**
 * A plugin as the app's feature list sees it. Migrations and the demo seed run for every bundled plugin,
 * so enabling one later needs no manual step; routes, resolvers, settings and CSP sources only for the
 * plugins this deployment enables.
 */
export function pluginFeature(plugin: ServerPlugin, enablement: PluginEnablement, extensionPoints: ExtensionPointRegistry): ServerFeature {
  const active = enablement.inDeployment(plugin.id);
  const { seed, routes } = plugin;
  return {
    name: plugin.id,
    migrations: plugin.migrations ? [...plugin.migrations] : undefined,
    seed: seed ? (db, config) => seed(demoSeedContext(db, config, plugin.id)) : undefined,
    routes: active && routes ? (_app, deps) => routes(pluginApi(plugin, deps, enablement, extensionPoints)) : undefined,
    actionResolvers: active ? plugin.actionResolvers : undefined,
    publicSettings: active ? plugin.publicSettings : undefined,
    actionTypes: active
      ? (plugin.actionTypes ?? []).map((actionType) => ({ actionType, pluginId: plugin.id, dataSchema: plugin.actionDataSchemas?.[actionType] }))
      : undefined,
    actionFrameSources: active ? plugin.actionFrameSources : undefined,
    contentSecurityPolicy: active && plugin.contentSecurityPolicy
      ? Object.fromEntries(Object.entries(plugin.contentSecurityPolicy).map(([directive, sources]) => [directive, [...sources]]))
      : undefined,
  };
}

function pluginApi(plugin: ServerPlugin, deps: ServerDeps, enablement: PluginEnablement, extensionPoints: ExtensionPointRegistry): ServerPluginApi {
  return {
    pluginId: plugin.id,
    db: deps.db,
    config: deps.config,
    currentUser: deps.currentUser,
    findAction: deps.findAction,
    actionTypes: () => deps.features.flatMap((feature) => feature.actionTypes ?? []),
    deploymentPlugins: () => enablement.deploymentPlugins(),
    implement: (point, implementation) => extensionPoints.implement(plugin.id, point, implementation),
    use: (point, user) => extensionPoints.use(point, user),
    route: (spec) =>
      deps.route({
        ...spec,
        tags: spec.tags ?? [plugin.id],
        // Answers exactly like a path that does not exist, so a disabled plugin is not even detectable; then
        // the route's own guard (e.g. a permission) runs, before the input is validated.
        guard: (request) => {
          if (!enablement.isEnabled(plugin.id, deps.currentUser(request))) {
            throw new HttpError(404, noRouteMessage(request));
          }
          spec.guard?.(request);
        },
      }),
  };
}
