import { FakeBackend } from '../../plugin-api/testing';
import { publicSettings } from '../../plugin-api/testing';
import type { HttpClient } from '../../plugin-api';
import { FetchHttpClient } from '../http/fetch-http-client';
import type { Browser } from '../platform/browser';
import { applyBranding } from './branding';
import { SettingsState, THEME_STORAGE_KEY } from './settings-store';

function setup(settings: object | null, stored: Record<string, string> = {}) {
  const backend = new FakeBackend().on('GET', '/app/publicsettings', settings ? { body: settings } : { status: 500 });
  const storage = new Map(Object.entries(stored));
  const browser = {
    fetch: backend.fetch,
    document,
    storage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: () => undefined },
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
    const { store } = setup(publicSettings({ applicationName: 'Contoso Portal', staticHost: '/static/', customStylesheet: '/static/customers/c1/custom.css' }));
    await store.fetch();
    const stop = applyBranding(store, document);
    expect(document.title).toBe('Contoso Portal');
    expect(document.getElementById('portal-theme-css')?.getAttribute('href')).toBe('/static/theme.css');
    expect(document.getElementById('portal-custom-css')?.getAttribute('href')).toBe('/static/customers/c1/custom.css');
    stop();
  });

  it('refuses a stylesheet URL that is neither https nor same-origin', async () => {
    const { store } = setup(publicSettings({ customStylesheet: 'javascript:alert(1)', staticHost: '//evil.example' }));
    await store.fetch();
    applyBranding(store, document)();
    expect(document.getElementById('portal-custom-css')).toBeNull();
    expect(document.getElementById('portal-theme-css')).toBeNull();
  });
});
