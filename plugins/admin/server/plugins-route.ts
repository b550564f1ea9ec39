import type { ServerPluginApi } from '../../../server/plugin-api';
import { BrandingPaths, DeploymentPlugins } from '../contract-branding';
import { requireProviderAdmin } from './authorize';

/**
 * The deployment's plugins with their action types, for the customer editor's plugin list. The plugin API shows
 * the plugins that serve action types (api.actionTypes()); a plugin without any is known here only when
 * PORTAL_ENABLED_PLUGINS names it, or when it is this one.
 */
export function deploymentPlugins(api: ServerPluginApi): DeploymentPlugins {
  const types = new Map<string, string[]>([[api.pluginId, []]]);
  for (const id of api.config.enabledPlugins ?? []) types.set(id, types.get(id) ?? []);
  for (const { pluginId, actionType } of api.actionTypes()) types.set(pluginId, [...(types.get(pluginId) ?? []), actionType]);
  const plugins = [...types.entries()].map(([id, actionTypes]) => ({ id, actionTypes }));
  return { plugins: plugins.sort((a, b) => a.id.localeCompare(b.id)) };
}

export function pluginsRoute(api: ServerPluginApi): void {
  api.route({
    method: 'GET', url: BrandingPaths.plugins, tags: ['admin'],
    summary: "The deployment's plugins and the action types each serves (the customer editor's plugin list)",
    response: DeploymentPlugins, errors: { 403: 'Not a provider administrator' },
    handler: ({ user }) => {
      requireProviderAdmin(user);
      return deploymentPlugins(api);
    },
  });
}
