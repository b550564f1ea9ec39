import type { ServerPluginApi } from '../../../server/plugin-api';
import { BrandingPaths, DeploymentPlugins } from '../contract-branding';
import { requireProviderAdmin } from './authorize';

/** The deployment's plugins with the action types each serves, for the customer editor's plugin list. */
export function deploymentPlugins(api: ServerPluginApi): DeploymentPlugins {
  const types = new Map<string, string[]>(api.deploymentPlugins().map((id) => [id, []]));
  for (const { pluginId, actionType } of api.actionTypes())
    types.set(pluginId, [...(types.get(pluginId) ?? []), actionType]);
  const plugins = [...types.entries()].map(([id, actionTypes]) => ({ id, actionTypes }));
  return { plugins: plugins.sort((a, b) => a.id.localeCompare(b.id)), failed: [...api.pluginFailures()] };
}

export function pluginsRoute(api: ServerPluginApi): void {
  api.route({
    method: 'GET',
    url: BrandingPaths.plugins,
    tags: ['admin'],
    summary:
      "The deployment's plugins and the action types each serves (the customer editor's plugin list), and the plugins disabled because they failed to register",
    response: DeploymentPlugins,
    errors: { 403: 'Not a provider administrator' },
    handler: ({ user }) => {
      requireProviderAdmin(user);
      return deploymentPlugins(api);
    },
  });
}
