import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ServiceContext, type Token } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

export function createI18n(lng: 'en' | 'nl' = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['notifications'],
    defaultNS: 'notifications',
    resources: { en: { notifications: en }, nl: { notifications: nl } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithServices(ui: ReactElement, services: Map<Token<unknown>, unknown>, lng: 'en' | 'nl' = 'en') {
  const resolver = {
    resolve<T>(token: Token<T>): T {
      if (!services.has(token)) throw new Error(`No fake for ${String(token.description)}`);
      return services.get(token) as T;
    },
  };
  return render(
    <ServiceContext.Provider value={resolver}>
      <I18nextProvider i18n={createI18n(lng)}>{ui}</I18nextProvider>
    </ServiceContext.Provider>,
  );
}

export { fail, fakeHttp, ok } from '../../test/kit/fake-http';
