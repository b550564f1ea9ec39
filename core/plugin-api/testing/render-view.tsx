import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, addPluginResources } from '../../services/i18n/create-i18n';
import {
  AntdScopeComponent, NoAntdScope, ServiceContext, tokenName, type ActionData, type ActionViewEntry, type ActionViewProps, type MenuSectionEntry,
  type ActionEditorEntry, type CustomerSettingsEntry, type HomeCardEntry, type PageEntry, type PluginContext, type PortalPlugin, type Registry, type Token, type WizardEntry,
} from '../index';

export type ServiceOverrides = Map<Token<unknown>, unknown>;
type Factory = (resolve: <U>(token: Token<U>) => U) => unknown;

/** What a plugin registered, recorded by `registerForTest`. */
export interface RegisteredPlugin {
  actionViews: ActionViewEntry[];
  menuSections: MenuSectionEntry[];
  wizards: WizardEntry<any>[];
  pages: PageEntry[];
  actionEditors: ActionEditorEntry[];
  customerSettings: CustomerSettingsEntry[];
  homeCards: HomeCardEntry[];
  /** Tokens the plugin provided or implemented. */
  provided: Token<unknown>[];
  /** Texts the plugin added, per language. */
  texts: { en: Record<string, unknown>; nl: Record<string, unknown> } | null;
  /** Resolves a token: the given overrides first, then the plugin's own services (one instance each). */
  resolve<T>(token: Token<T>): T;
}

function recordingRegistry<E>(into: E[]): Registry<E> {
  return {
    register: (entry) => void into.push(entry),
    get: () => undefined,
    has: () => false,
    get entries() {
      return into;
    },
  };
}

/**
 * Calls a plugin's `register` against a recording context, as the portal's host would, and returns what
 * it registered. `services` stand in for core services (HttpClient, Clock, ...) and for other plugins'.
 */
export function registerForTest(plugin: PortalPlugin, services: ServiceOverrides = new Map()): RegisteredPlugin {
  const factories = new Map<Token<unknown>, Factory>();
  const instances = new Map<Token<unknown>, unknown>();
  const recorded: RegisteredPlugin = {
    actionViews: [], menuSections: [], wizards: [], pages: [], actionEditors: [], customerSettings: [], homeCards: [], provided: [], texts: null,
    resolve<T>(token: Token<T>): T {
      if (services.has(token)) return services.get(token) as T;
      if (!instances.has(token)) {
        const factory = factories.get(token);
        if (!factory) throw new Error(`registerForTest: no service for "${tokenName(token)}": pass it in the services map.`);
        instances.set(token, factory(recorded.resolve));
      }
      return instances.get(token) as T;
    },
  };
  const offer = (token: Token<unknown>, factory: Factory) => {
    factories.set(token, factory);
    recorded.provided.push(token);
  };
  const context: PluginContext = {
    pluginId: plugin.id,
    i18n: { addResources: (bundles) => void (recorded.texts = bundles as RegisteredPlugin['texts']) },
    actionViews: recordingRegistry(recorded.actionViews),
    menuSections: recordingRegistry(recorded.menuSections),
    wizards: recordingRegistry(recorded.wizards),
    pages: recordingRegistry(recorded.pages),
    actionEditors: recordingRegistry(recorded.actionEditors),
    customerSettings: recordingRegistry(recorded.customerSettings),
    homeCards: recordingRegistry(recorded.homeCards),
    provide: offer as PluginContext['provide'],
    implement: offer as PluginContext['implement'],
    resolve: (token) => recorded.resolve(token),
  };
  plugin.register(context);
  return recorded;
}

export interface RenderOptions {
  language?: 'en' | 'nl';
  /** Core and other plugins' services the rendered tree resolves with useService. */
  services?: ServiceOverrides;
  /** The plugin whose texts and own services the tree uses. */
  plugin?: PortalPlugin;
}

/** Renders any element of a plugin (a view, a menu section, a dialog) with its texts and services. */
export function renderWithServices(ui: ReactElement, options: RenderOptions = {}) {
  const i18n = createI18n(options.language ?? 'en', { en: {}, nl: {} });
  // What the shell provides in the portal, unless the test brings its own: antd's scope (WithAntd).
  const services: ServiceOverrides = new Map([[AntdScopeComponent as Token<unknown>, NoAntdScope as unknown], ...(options.services ?? new Map())]);
  const registered = options.plugin ? registerForTest(options.plugin, services) : null;
  if (options.plugin && registered?.texts) addPluginResources(i18n, options.plugin.id, registered.texts);
  const resolver = {
    resolve: <T,>(token: Token<T>): T => {
      if (registered) return registered.resolve(token);
      if (!services.has(token)) throw new Error(`renderWithServices: no service for "${tokenName(token)}".`);
      return services.get(token) as T;
    },
  };
  const wrap = (node: ReactElement) => (
    <ServiceContext.Provider value={resolver}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </ServiceContext.Provider>
  );
  const result = render(wrap(ui));
  return { ...result, i18n, resolve: resolver.resolve, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}

/** Renders one action-type view with the plugin's texts and the given services, without the whole portal. */
export function renderView(
  plugin: PortalPlugin,
  View: ComponentType<ActionViewProps>,
  data: ActionData,
  options: Omit<RenderOptions, 'plugin'> & { actionId?: number } = {},
) {
  return renderWithServices(<View actionId={options.actionId ?? 1} data={data} />, { ...options, plugin });
}
