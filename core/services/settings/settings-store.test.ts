import { FakeBackend } from '../../plugin-api/testing';
import { publicSettings } from '../../plugin-api/testing';
import type { HttpClient } from '../../plugin-api';
import { FetchHttpClient } from '../http/fetch-http-client';
import type { Browser } from '../platform/browser';
import { applyBranding, stylesheetUrl, themeStylesheetUrl } from './branding';
import { SettingsState, THEME_STORAGE_KEY } from './settings-store';

function setup(settings: object | null, stored: Record<string, string> = {}) {
  const backend = new FakeBackend().on('GET', '/app/publicsettings', settings ? { body: settings } : { status: 500 });
  const storage = new Map(Object.entries(stored));
  const browser = {
    fetch: backend.fetch,
    document,
    storage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: () => undefined,
    },
  } as unknown as Browser;
  return { store: new SettingsState(new FetchHttpClient(browser) as HttpClient, browser), storage };
}

describe('SettingsState: theme precedence theme1 < public settings < local override', () => {
  it('defaults to theme1', async () => {
    const { store } = setup(publicSettings({ theme: null }));
    await store.fetch();
    expect(store.theme).toBe('theme1');
  });
  it('the public-settings theme wins over the default', async () => {
    const { store } = setup(publicSettings({ theme: 'theme2' }));
    await store.fetch();
    expect(store.theme).toBe('theme2');
  });
  it('a locally stored theme wins over the public settings, and setTheme stores it', async () => {
    const { store, storage } = setup(publicSettings({ theme: 'theme2' }), { [THEME_STORAGE_KEY]: 'theme-dark' });
    await store.fetch();
    expect(store.theme).toBe('theme-dark');
    store.setTheme('theme1');
    expect(store.theme).toBe('theme1');
    expect(storage.get(THEME_STORAGE_KEY)).toBe('theme1');
  });
  it('failed settings end loading with defaults', async () => {
    const { store } = setup(null);
    await store.fetch();
    expect(store.isLoading).toBe(false);
    expect(store.applicationName).toBe('Customer portal');
  });
});

describe('branding', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title, theme.css from the static host and the custom stylesheet', async () => {
    const { store } = setup(
      publicSettings({
        applicationName: 'Contoso Portal',
        staticHost: '/static/',
        customStylesheet: '/static/customers/c1/custom.css',
      }),
    );
    await store.fetch();
    const stop = applyBranding(store, document);
    expect(document.title).toBe('Contoso Portal');
    expect(document.getElementById('portal-theme-css')?.getAttribute('href')).toBe('/static/theme.css');
    expect(document.getElementById('portal-custom-css')?.getAttribute('href')).toBe('/static/customers/c1/custom.css');
    stop();
  });

  it("loads theme.css from a static host on the page's own origin over plain http (development)", async () => {
    const { store } = setup(
      publicSettings({ staticHost: 'http://localhost/static', customStylesheet: 'http://localhost/static/custom.css' }),
    );
    await store.fetch();
    const stop = applyBranding(store, document);
    expect(document.location.origin).toBe('http://localhost');
    expect(document.getElementById('portal-theme-css')?.getAttribute('href')).toBe('/static/theme.css');
    expect(document.getElementById('portal-custom-css')?.getAttribute('href')).toBe('/static/custom.css');
    stop();
  });

  it('loads theme.css from a static host given as an absolute https URL on another origin', async () => {
    const { store } = setup(publicSettings({ staticHost: 'https://cdn.example/portal/' }));
    await store.fetch();
    applyBranding(store, document)();
    expect(document.getElementById('portal-theme-css')?.getAttribute('href')).toBe(
      'https://cdn.example/portal/theme.css',
    );
  });

  it("the static host rule: https anywhere, http only on the page's own origin, never another scheme", () => {
    const dev = 'http://localhost:8080';
    const prod = 'https://portal.example';
    expect(themeStylesheetUrl('/static', dev)).toBe('/static/theme.css');
    expect(themeStylesheetUrl('static/', dev)).toBe('/static/theme.css');
    expect(themeStylesheetUrl('http://localhost:8080/static', dev)).toBe('/static/theme.css');
    expect(themeStylesheetUrl('https://cdn.example', dev)).toBe('https://cdn.example/theme.css');
    expect(themeStylesheetUrl('//cdn.example/assets', prod)).toBe('https://cdn.example/assets/theme.css');
    expect(themeStylesheetUrl('//cdn.example/assets', dev)).toBeNull();
    expect(themeStylesheetUrl('http://cdn.example', dev)).toBeNull();
    expect(themeStylesheetUrl('http://localhost:9090/static', dev)).toBeNull();
    expect(themeStylesheetUrl('http://portal.example/static', prod)).toBeNull();
    expect(themeStylesheetUrl('javascript:alert(1)//', dev)).toBeNull();
    expect(themeStylesheetUrl('data:text/css,body{}', dev)).toBeNull();
    expect(themeStylesheetUrl('', dev)).toBeNull();
    expect(themeStylesheetUrl(null, dev)).toBeNull();
    expect(stylesheetUrl('javascript:alert(1)', dev)).toBeNull();
    expect(stylesheetUrl('data:text/css;base64,Ym9keXt9', dev)).toBeNull();
    expect(stylesheetUrl('blob:http://localhost:8080/1234', dev)).toBeNull();
    expect(stylesheetUrl('https://cdn.example/custom.css', dev)).toBe('https://cdn.example/custom.css');
  });

  it('refuses a stylesheet URL that is neither https nor same-origin', async () => {
    const { store } = setup(publicSettings({ customStylesheet: 'javascript:alert(1)', staticHost: '//evil.example' }));
    await store.fetch();
    applyBranding(store, document)();
    expect(document.getElementById('portal-custom-css')).toBeNull();
    expect(document.getElementById('portal-theme-css')).toBeNull();
  });
});
