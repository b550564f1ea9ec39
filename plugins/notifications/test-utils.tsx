import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ServiceContext, type HttpClient, type HttpResult, type Token } from '../../core/plugin-api';
import en from './locales/en.json';
import nl from './locales/nl.json';

// jsdom implements no pseudo-element styles; antd's Table asks for them when it measures the scrollbar.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

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

type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown> | Promise<HttpResult<unknown>>;

/** An HttpClient fake that records calls and answers through a handler (the schema is applied like the real client). */
export function fakeHttp(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const call = async (method: string, path: string, body: unknown, schema?: { safeParse(v: unknown): { success: boolean; data?: unknown } }) => {
    calls.push({ method, path, body });
    const result = await handler(method, path, body);
    if (!result.ok || !schema) return result;
    const parsed = schema.safeParse(result.data);
    return parsed.success
      ? { ...result, data: parsed.data }
      : { ok: false as const, status: result.status, reason: 'malformed' as const, message: 'malformed' };
  };
  const http = {
    get: (path, schema) => call('GET', path, undefined, schema),
    post: (path, body, schema) => call('POST', path, body, schema),
    put: (path, body, schema) => call('PUT', path, body, schema),
    delete: (path, schema) => call('DELETE', path, undefined, schema),
  } as HttpClient;
  return { http, calls };
}

export const ok = <T,>(data: T, status = 200): HttpResult<T> => ({ ok: true, status, data });
export const fail = (status = 500, message = 'Internal Server Error'): HttpResult<never> => ({ ok: false, status, reason: 'http', message });
