import { instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { i18n as I18n } from 'i18next';
import { PLUGIN_API_VERSION, isExtensionPoint, tokenName, type Logger, type PluginContext, type PortalPlugin, type Token } from '../plugin-api';
import { addPluginResources } from '../services/i18n/create-i18n';
import type { ActionEditorRegistryImpl, CustomerSettingsRegistryImpl, HomeCardRegistryImpl, ActionViewRegistryImpl, MenuSectionRegistryImpl, PageRegistryImpl, WizardRegistryImpl } from './registries';

export type PluginCatalog = Record<string, () => Promise<{ default: PortalPlugin }>>;

export interface PluginLoadReport {
  registered: string[];
  failed: { id: string; reason: string }[];
}

interface Registries {
  actionViews: ActionViewRegistryImpl;
  menuSections: MenuSectionRegistryImpl;
  wizards: WizardRegistryImpl;
  pages: PageRegistryImpl;
  actionEditors: ActionEditorRegistryImpl;
  customerSettings: CustomerSettingsRegistryImpl;
  homeCards: HomeCardRegistryImpl;
}

/**
 * Imports the enabled plugins' index modules and calls their `register` in a fixed order (sorted ids).
 * A plugin that fails to load, has another API version or throws in `register` is dropped with a logged
 * error: its registry entries, texts and services are removed and the portal starts without it.
 */
export class PluginHost {
  private readonly imports = new Map<string, Promise<PortalPlugin>>();
  /** Extension point -> the plugin implementing it. */
  private readonly implementers = new Map<Token<unknown>, string>();

  constructor(
    private readonly catalog: PluginCatalog,
    private readonly container: DependencyContainer,
    private readonly registries: Registries,
    private readonly i18n: I18n,
    private readonly logger: Logger,
  ) {}

  get bundledIds(): string[] {
    return Object.keys(this.catalog).sort();
  }

  async load(enabled: readonly string[]): Promise<PluginLoadReport> {
    const report: PluginLoadReport = { registered: [], failed: [] };
    const ids = [...enabled].filter((id) => id in this.catalog).sort();
    const modules = await Promise.allSettled(ids.map((id) => this.importPlugin(id)));
    ids.forEach((id, index) => {
      const outcome = modules[index];
      const failure = outcome.status === 'rejected' ? describe(outcome.reason) : this.register(id, outcome.value);
      if (failure) {
        report.failed.push({ id, reason: failure });
        this.logger.error(`Plugin "${id}" was not started: ${failure}`);
      } else {
        report.registered.push(id);
      }
    });
    this.registries.actionViews.freeze();
    this.registries.menuSections.freeze();
    this.registries.wizards.freeze();
    this.registries.pages.freeze();
    this.registries.actionEditors.freeze();
    this.registries.customerSettings.freeze();
    this.registries.homeCards.freeze();
    return report;
  }

  private importPlugin(id: string): Promise<PortalPlugin> {
    let pending = this.imports.get(id);
    if (!pending) {
      pending = this.catalog[id]().then((module) => module.default);
      this.imports.set(id, pending);
    }
    return pending;
  }

  /** Returns null on success, else why the plugin was dropped. */
  private register(id: string, plugin: PortalPlugin | undefined): string | null {
    if (!plugin || typeof plugin.register !== 'function') return 'its index module has no default export made with definePlugin.';
    if (plugin.id !== id) return `its id "${plugin.id}" does not match its folder "${id}".`;
    if (plugin.apiVersion !== PLUGIN_API_VERSION) {
      return `it was built for plugin API version ${plugin.apiVersion}, this portal offers version ${PLUGIN_API_VERSION}.`;
    }
    type Factory = (resolve: <U>(token: Token<U>) => U) => unknown;
    const provided: { token: Token<unknown>; factory: Factory }[] = [];
    const claimed: Token<unknown>[] = [];
    const context: PluginContext = {
      pluginId: id,
      i18n: { addResources: (bundles) => addPluginResources(this.i18n, id, bundles) },
      actionViews: this.registries.actionViews.forPlugin(id),
      menuSections: this.registries.menuSections.forPlugin(id),
      wizards: this.registries.wizards.forPlugin(id),
      pages: this.registries.pages.forPlugin(id),
      actionEditors: this.registries.actionEditors.forPlugin(id),
      customerSettings: this.registries.customerSettings.forPlugin(id),
      homeCards: this.registries.homeCards.forPlugin(id),
      provide: (token, factory) => {
        const owner = ownerOf(token);
        if (owner !== id) {
          throw new Error(`Plugin "${id}" cannot provide "${tokenName(token)}": it is owned by ${owner === 'core' ? 'the core' : `plugin "${owner}"`} (a plugin provides only "plugin.${id}.*" tokens).`);
        }
        provided.push({ token, factory: factory as Factory });
      },
      implement: (token, factory) => {
        if (!isExtensionPoint(token)) {
          throw new Error(`Plugin "${id}" cannot implement "${tokenName(token)}": it is not an extension point of the plugin API (owned by ${ownerOf(token) === 'core' ? 'the core' : `plugin "${ownerOf(token)}"`}).`);
        }
        const other = this.implementers.get(token);
        if (other) throw new Error(`Plugin "${id}" cannot implement "${tokenName(token)}": plugin "${other}" already implements it.`);
        this.implementers.set(token, id);
        claimed.push(token);
        provided.push({ token, factory: factory as Factory });
      },
      resolve: (token) => this.container.resolve(token) as never,
    };
    try {
      plugin.register(context);
    } catch (error) {
      this.registries.actionViews.removeOwner(id);
      this.registries.menuSections.removeOwner(id);
      this.registries.wizards.removeOwner(id);
      this.registries.pages.removeOwner(id);
      this.registries.actionEditors.removeOwner(id);
      this.registries.customerSettings.removeOwner(id);
      this.registries.homeCards.removeOwner(id);
      this.i18n.removeResourceBundle('en', id);
      this.i18n.removeResourceBundle('nl', id);
      for (const token of claimed) this.implementers.delete(token);
      return `its register() threw: ${describe(error)}`;
    }
    for (const { token, factory } of provided) {
      this.container.register(token, {
        useFactory: instanceCachingFactory((c) => factory((t) => c.resolve(t) as never)),
      });
    }
    return null;
  }
}

/** "core" for core tokens, else the plugin id in "plugin.<id>.<name>". */
function ownerOf(token: Token<unknown>): string {
  const name = tokenName(token);
  return name.startsWith('plugin.') ? name.split('.')[1] : 'core';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
