import type { ActionEditorRegistry, CustomerSettingsRegistry, ActionViewRegistry, HomeCardRegistry, MenuSectionRegistry, PageRegistry, WizardRegistry } from './registries';
import type { Token } from './token';

/** Bumped on a breaking change of this API; the host refuses a plugin built for another major version. */
export const PLUGIN_API_VERSION = 1;

export type LocaleBundle = Record<string, unknown>;

export interface PluginContext {
  readonly pluginId: string;
  /** Adds the plugin's texts under its own namespace (the plugin id). Both languages are required. */
  readonly i18n: { addResources(bundles: { en: LocaleBundle; nl: LocaleBundle }): void };
  readonly actionViews: ActionViewRegistry;
  readonly menuSections: MenuSectionRegistry;
  readonly wizards: WizardRegistry;
  /** Pages at the plugin's own addresses, each behind its access rule (a failed rule redirects to /). */
  readonly pages: PageRegistry;
  /** The editor of the plugin's own action types in the administration's menu editor. */
  readonly actionEditors: ActionEditorRegistry;
  /** The plugin's own settings of a customer, a section of the administration's customer editor. */
  readonly customerSettings: CustomerSettingsRegistry;
  /** Cards on the home page's welcome screen that lead to the plugin's screens. */
  readonly homeCards: HomeCardRegistry;
  /**
   * Offers a service of this plugin under one of its own tokens (`createToken('plugin.<its id>.<name>')`),
   * one instance per portal. A core token or another plugin's token is refused with both owners named.
   */
  provide<T>(token: Token<T>, factory: (resolve: <U>(token: Token<U>) => U) => T): void;
  /**
   * Implements an extension point declared in the plugin API (e.g. NotificationService) for every plugin.
   * Only one enabled plugin may implement each; without one, the point's "not installed" behaviour holds.
   */
  implement<T>(extensionPoint: Token<T>, factory: (resolve: <U>(token: Token<U>) => U) => T): void;
  resolve<T>(token: Token<T>): T;
}

export interface PluginDefinition {
  /** kebab-case, unique. */
  id: string;
  register(ctx: PluginContext): void;
}

export interface PortalPlugin extends PluginDefinition {
  readonly apiVersion: number;
}

const PLUGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function definePlugin(definition: PluginDefinition): PortalPlugin {
  if (!PLUGIN_ID.test(definition.id)) {
    throw new Error(`Plugin id "${definition.id}" must be kebab-case (e.g. "my-plugin").`);
  }
  if (typeof definition.register !== 'function') {
    throw new Error(`Plugin "${definition.id}" has no register function.`);
  }
  return Object.freeze({ id: definition.id, register: definition.register, apiVersion: PLUGIN_API_VERSION });
}
