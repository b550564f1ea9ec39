import { inject, injectable } from 'tsyringe';
import { makeAutoObservable } from 'mobx';
import { ApiPaths, DEFAULT_THEME, PublicSettings, type EnvironmentType } from '../../contract';
import { HttpClient, type SettingsStore } from '../../plugin-api';
import { Browser } from '../platform/browser';

export const THEME_STORAGE_KEY = 'msp-portal.theme';
export const DEFAULT_APPLICATION_NAME = 'Customer portal';

/** Public settings and the theme: theme1 < public-settings theme < locally stored override. */
@injectable()
export class SettingsState implements SettingsStore {
  settings: PublicSettings | null = null;
  isLoading = true;
  private storedTheme: string | null;

  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(Browser) private readonly browser: Browser,
  ) {
    this.storedTheme = browser.storage.getItem(THEME_STORAGE_KEY);
    makeAutoObservable<SettingsState, 'http' | 'browser'>(this, { http: false, browser: false }, { autoBind: true });
  }

  get theme(): string {
    return this.storedTheme || this.settings?.theme || DEFAULT_THEME;
  }

  get applicationName(): string {
    return this.settings?.applicationName || DEFAULT_APPLICATION_NAME;
  }

  get environmentType(): EnvironmentType | null {
    return this.settings?.environmentType ?? null;
  }

  setTheme(theme: string): void {
    this.storedTheme = theme;
    this.browser.storage.setItem(THEME_STORAGE_KEY, theme);
  }

  received(settings: PublicSettings): void {
    this.settings = settings;
    this.isLoading = false;
  }

  failed(): void {
    this.isLoading = false;
  }

  async fetch(): Promise<void> {
    const result = await this.http.get(ApiPaths.publicSettings, PublicSettings);
    if (result.ok) this.received(result.data);
    else this.failed();
  }
}
