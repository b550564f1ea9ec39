import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServiceContext, type ActionData, type ActionViewProps, type PortalPlugin, type Token } from '../../core/plugin-api';
import { createI18n, addPluginResources } from '../../core/services/i18n/create-i18n';
import en from '../../shell/locales/en.json';
import nl from '../../shell/locales/nl.json';

/**
 * Renders one plugin view with the plugin's texts and the given services, without the whole portal.
 * `plugin` is registered against a recording context to collect its texts.
 */
export function renderView(
  plugin: PortalPlugin,
  View: ComponentType<ActionViewProps>,
  data: ActionData,
  options: { language?: 'en' | 'nl'; services?: Map<Token<unknown>, unknown>; actionId?: number } = {},
) {
  const i18n = createI18n(options.language ?? 'en', { en, nl });
  const noop = { register: () => undefined, get: () => undefined, has: () => false, entries: [] };
  plugin.register({
    pluginId: plugin.id,
    i18n: { addResources: (bundles) => addPluginResources(i18n, plugin.id, bundles) },
    actionViews: noop,
    menuSections: noop,
    wizards: noop,
    provide: () => undefined,
    resolve: (token) => options.services?.get(token) as never,
  });
  const resolver = { resolve: (token: Token<unknown>) => options.services?.get(token) as never };
  return render(
    <ServiceContext.Provider value={resolver}>
      <I18nextProvider i18n={i18n}>
        <View actionId={options.actionId ?? 1} data={data} />
      </I18nextProvider>
    </ServiceContext.Provider>,
  );
}
