import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleBundle } from '../../plugin-api';
import type { UiLanguage } from './language';
import pluginApiEn from '../../plugin-api/locales/en.json';
import pluginApiNl from '../../plugin-api/locales/nl.json';

export const CORE_NAMESPACE = 'translation';

/** The plugin API's shared components (error surface, outcome message) read their texts from here. */
const PLUGIN_API_NAMESPACE = 'plugin-api';

/** One i18next instance per app (never the global one), with the core texts in both languages. */
export function createI18n(language: UiLanguage, core: { en: LocaleBundle; nl: LocaleBundle }): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'nl'],
    defaultNS: CORE_NAMESPACE,
    ns: [CORE_NAMESPACE, PLUGIN_API_NAMESPACE],
    resources: {
      en: { [CORE_NAMESPACE]: core.en, [PLUGIN_API_NAMESPACE]: pluginApiEn },
      nl: { [CORE_NAMESPACE]: core.nl, [PLUGIN_API_NAMESPACE]: pluginApiNl },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds a plugin's texts under its namespace; both languages are required. */
export function addPluginResources(
  instance: I18n,
  namespace: string,
  bundles: { en: LocaleBundle; nl: LocaleBundle },
): void {
  if (!bundles?.en || !bundles?.nl) throw new Error(`Plugin "${namespace}" must provide both en and nl texts.`);
  instance.addResourceBundle('en', namespace, bundles.en, true, true);
  instance.addResourceBundle('nl', namespace, bundles.nl, true, true);
}
