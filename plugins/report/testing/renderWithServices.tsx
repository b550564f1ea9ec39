import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  Clock, HttpClient, Logger, ServiceContext, SettingsStore, type EnvironmentType, type Token,
} from '../../../core/plugin-api';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { ActiveReportViews } from '../services/activeViews';
import type { EmbedPort } from '../services/embedPort';
import { ActiveReportViewsToken, EmbedPortLoader } from '../services/tokens';
import { FakeClock, FakeHttp, FakePort, flush, silentLogger } from './fakes';

export interface Harness {
  clock: FakeClock;
  http: FakeHttp;
  port: FakePort;
  views: ActiveReportViews;
  settings: { environmentType: EnvironmentType | null };
}

export function createHarness(environmentType: EnvironmentType | null = null): Harness {
  return { clock: new FakeClock(), http: new FakeHttp(), port: new FakePort(), views: new ActiveReportViews(), settings: { environmentType } };
}

export async function renderWithServices(ui: ReactElement, harness: Harness, language = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: { en: { report: en }, nl: { report: nl } }, ns: ['report'], interpolation: { escapeValue: false } });
  const settingsStore = {
    get settings() { return null; }, applicationName: 'Portal', theme: 'theme1', setTheme: () => undefined,
    get environmentType() { return harness.settings.environmentType; },
  };
  const map = new Map<symbol, unknown>([
    [HttpClient, harness.http], [Clock, harness.clock], [Logger, silentLogger], [SettingsStore, settingsStore],
    [ActiveReportViewsToken, harness.views], [EmbedPortLoader, (): Promise<EmbedPort> => Promise.resolve(harness.port)],
  ]);
  const resolver = { resolve: <T,>(token: Token<T>) => map.get(token) as T };
  const wrap = (node: ReactElement) => (
    <ServiceContext.Provider value={resolver}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </ServiceContext.Provider>
  );
  const result = render(wrap(ui));
  await act(flush);
  return { ...result, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}
