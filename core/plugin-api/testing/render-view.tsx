import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, addPluginResources } from '../../services/i18n/create-i18n';
import {
  AntdScopeComponent,
  NoAntdScope,
  PluginTexts,
  ServiceContext,
  tokenName,
  type ActionData,
  type ActionViewProps,
  type Bundles,
  type PluginContext,
  type PortalPlugin,
  type Token,
} from '../index';

export type ServiceOverrides = Map<Token<unknown>, unknown>;
type Factory = (resolve: <U>(token: Token<U>) => U) => unknown;

/** What a plugin's code offered when it started, recorded by `registerForTest`. */
export interface RegisteredPlugin {
  /** Tokens the plugin provided or implemented. */
  provided: Token<unknown>[];
  /** Texts the plugin added, per language. */
  texts: { en: Record<string, unknown>; nl: Record<string, unknown> } | null;
  /** Resolves a token: the given overrides first, then the plugin's own services (one instance each). */
  resolve<T>(token: Token<T>): T;
}

/**
 * Starts a plugin's code (its index module) against a recording context, as the portal's host does when one of
 * its contributions first shows, and returns its texts and services. `services` stand in for core services
 * (HttpClient, Clock, ...) and for other plugins'. The declarations are the manifest's own data: tests read them there.
 */
export function registerForTest(plugin: PortalPlugin, services: ServiceOverrides = new Map()): RegisteredPlugin {
  const factories = new Map<Token<unknown>, Factory>();
  const instances = new Map<Token<unknown>, unknown>();
  const recorded: RegisteredPlugin = {
    provided: [],
    texts: plugin.texts,
    resolve<T>(token: Token<T>): T {
      if (services.has(token)) return services.get(token) as T;
      if (!instances.has(token)) {
        const factory = factories.get(token);
        if (!factory)
          throw new Error(`registerForTest: no service for "${tokenName(token)}": pass it in the services map.`);
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
    provide: offer as PluginContext['provide'],
    implement: offer as PluginContext['implement'],
    resolve: (token) => recorded.resolve(token),
  };
  plugin.start?.(context);
  return recorded;
}

export interface RenderOptions {
  language?: 'en' | 'nl';
  /** Core and other plugins' services the rendered tree resolves with useService. */
  services?: ServiceOverrides;
  /** The plugin whose texts and own services the tree uses. */
  plugin?: PortalPlugin;
  /** Its manifest's labels, which the portal adds before the plugin's code loads. */
  labels?: Bundles;
}

/** Renders any element of a plugin (a view, a menu section, a dialog) with its texts and services. */
export function renderWithServices(ui: ReactElement, options: RenderOptions = {}) {
  const i18n = createI18n(options.language ?? 'en', { en: {}, nl: {} });
  // What the shell provides in the portal, unless the test brings its own: antd's scope (WithAntd).
  // Other plugins' code is not in a test: their texts are only those the test adds itself.
  const noOtherTexts: PluginTexts = { load: () => Promise.resolve(false) };
  const services: ServiceOverrides = new Map([
    [AntdScopeComponent as Token<unknown>, NoAntdScope as unknown],
    [PluginTexts as Token<unknown>, noOtherTexts as unknown],
    ...(options.services ?? new Map()),
  ]);
  const registered = options.plugin ? registerForTest(options.plugin, services) : null;
  if (options.plugin && options.labels) addPluginResources(i18n, options.plugin.id, options.labels);
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
