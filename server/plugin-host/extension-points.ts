import type { RequestUser } from '../data/request-user';
import type { ExtensionPoint } from '../plugin-api/extension-points';
import type { PluginEnablement } from './enablement';

/** Which plugin implements which extension point, and whether the caller's customer may use it. */
export class ExtensionPointRegistry {
  private readonly implementations = new Map<string, { pluginId: string; implementation: unknown }>();

  constructor(private readonly enablement: PluginEnablement) {}

  implement<T>(pluginId: string, point: ExtensionPoint<T>, implementation: T): void {
    const current = this.implementations.get(point.id);
    if (current) {
      throw new Error(
        `Server plugins "${current.pluginId}" and "${pluginId}" both implement extension point "${point.id}".`,
      );
    }
    this.implementations.set(point.id, { pluginId, implementation });
  }

  /**
   * The point's implementation when its plugin runs for this caller (deployment and active customer), or
   * null: the asking plugin then keeps its own behaviour. A null user asks for the deployment only (jobs).
   */
  use<T>(point: ExtensionPoint<T>, user: Pick<RequestUser, 'customerPlugins'> | null): T | null {
    const found = this.implementations.get(point.id);
    if (!found || !this.enablement.isEnabled(found.pluginId, user)) return null;
    return found.implementation as T;
  }
}
