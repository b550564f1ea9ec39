import type { RequestUser } from '../data/request-user';
import type { ServerPlugin } from '../plugin-api/define';

/**
 * The browser's rule, on the server: a plugin runs when it is bundled AND in the deployment's list
 * (PORTAL_ENABLED_PLUGINS, absent = all) AND in the active customer's list (absent = all).
 */
export class PluginEnablement {
  private readonly deployment: Set<string>;
  private readonly failed = new Map<string, string>();
  private readonly ownerOfType = new Map<string, string>();

  constructor(plugins: readonly ServerPlugin[], deploymentList: readonly string[] | null) {
    const bundled = plugins.map((plugin) => plugin.id);
    this.deployment = new Set(deploymentList ? bundled.filter((id) => deploymentList.includes(id)) : bundled);
    for (const plugin of plugins) {
      for (const type of plugin.actionTypes ?? []) {
        const owner = this.ownerOfType.get(type);
        if (owner) throw new Error(`Server plugins "${owner}" and "${plugin.id}" both serve action type "${type}".`);
        this.ownerOfType.set(type, plugin.id);
      }
    }
  }

  /** Takes a plugin that failed to register out of the deployment: its routes 404, its action types leave the menu. */
  disable(pluginId: string, reason: string): void {
    this.deployment.delete(pluginId);
    this.failed.set(pluginId, reason);
  }

  /** The plugins disabled because they failed to register, with the reason, in id order. */
  failures(): { pluginId: string; reason: string }[] {
    return [...this.failed].sort(([a], [b]) => a.localeCompare(b)).map(([pluginId, reason]) => ({ pluginId, reason }));
  }

  /** The plugins of this deployment, in id order. */
  deploymentPlugins(): string[] {
    return [...this.deployment].sort();
  }

  /** Enabled for this deployment (its routes exist at all). */
  inDeployment(pluginId: string): boolean {
    return this.deployment.has(pluginId);
  }

  /** Enabled for this caller: the deployment's rule and, when signed in, the active customer's list. */
  isEnabled(pluginId: string, user: Pick<RequestUser, 'customerPlugins'> | null): boolean {
    if (!this.deployment.has(pluginId)) return false;
    const customerList = user?.customerPlugins;
    return !customerList || customerList.includes(pluginId);
  }

  /** An action type no bundled plugin claims stays visible: the browser then says it is not available. */
  isActionTypeEnabled(actionType: string, user: Pick<RequestUser, 'customerPlugins'> | null): boolean {
    const owner = this.ownerOfType.get(actionType);
    return owner === undefined || this.isEnabled(owner, user);
  }
}
