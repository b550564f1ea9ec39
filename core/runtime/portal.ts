import { makeAutoObservable, runInAction } from 'mobx';
import type { DependencyContainer } from 'tsyringe';
import type { i18n as I18n } from 'i18next';
import { AccountStore, Clock, Logger, PluginTexts, SettingsStore, type LocaleBundle } from '../plugin-api';
import type { AccountState } from '../services/account/account-store';
import { createI18n } from '../services/i18n/create-i18n';
import { detectLanguage, type LanguageChoice } from '../services/i18n/language';
import { MenuStoreToken } from '../services/menu/menu-store';
import { Browser } from '../services/platform/browser';
import type { SettingsState } from '../services/settings/settings-store';
import { applyBranding } from '../services/settings/branding';
import { AccountServiceToken, ContributionRegistriesToken, createPortalContainer } from './container';
import { enabledPluginIds } from './enabled-plugins';
import { PluginHost, type PluginCatalog, type PluginLoadReport } from './plugin-host';
import { resolve } from './resolve';

export interface PortalOptions {
  catalog: PluginCatalog;
  coreTexts: { en: LocaleBundle; nl: LocaleBundle };
  browser: Browser;
  clock: Clock;
  logger: Logger;
  /** Called once started (plugins registered, the content on its way): a moment to fetch what later screens need. */
  afterStart?: () => void;
  /**
   * Resolves once the frame (top bar, notices, side menu) has painted. The plugins run after it (the page
   * fetches their modules beside its own), so their evaluation does not hold back that paint. Default: at once.
   */
  framePainted?: () => Promise<void>;
  /** The page shows its content only (embed=true): no frame, so no deletion notice to fetch. */
  embedded?: boolean;
}

/**
 * One app instance: its container, i18n and start-up sequence (public settings and identity in parallel, the
 * menu and account details as soon as the identity says authorized; branding and the keep-alive; once the
 * frame has painted, the enabled plugins' declarations; their code loads when first shown).
 */
export class Portal {
  readonly container: DependencyContainer;
  readonly i18n: I18n;
  readonly language: LanguageChoice;
  readonly pluginHost: PluginHost;
  /** Identity, settings and (for the frame's notice) the account's details are in: the frame can show. */
  frameReady = false;
  started = false;
  pluginReport: PluginLoadReport | null = null;
  private stops: (() => void)[] = [];

  constructor(private readonly options: PortalOptions) {
    this.language = detectLanguage(options.browser.languages);
    this.i18n = createI18n(this.language.language, options.coreTexts);
    this.container = createPortalContainer({
      browser: options.browser,
      clock: options.clock,
      logger: options.logger,
      i18n: this.i18n,
    });
    this.pluginHost = new PluginHost(
      options.catalog,
      this.container,
      resolve(this.container, ContributionRegistriesToken),
      this.i18n,
      options.logger,
    );
    const host = this.pluginHost;
    this.container.registerInstance(PluginTexts, { load: (id: string) => host.loadTexts(id) });
    makeAutoObservable<Portal, 'options' | 'stops'>(this, {
      container: false,
      i18n: false,
      language: false,
      pluginHost: false,
      options: false,
      stops: false,
    });
  }

  async start(): Promise<void> {
    const settings = resolve(this.container, SettingsStore) as SettingsState;
    const account = resolve(this.container, AccountStore) as AccountState;
    const accountService = resolve(this.container, AccountServiceToken);
    this.options.browser.document.documentElement.lang = this.language.language;
    // The menu needs only the identity: it is requested as soon as that says "authorized", not after the settings.
    // The frame's deletion notice (GET /api/account, once per page load) travels beside it, and the frame waits
    // for it, so the notice is part of the first paint rather than pushing the page down after it.
    const identity = accountService.loadIdentity().then(async () => {
      if (account.isAuthorized) void resolve(this.container, MenuStoreToken).fetch();
      if (account.isAuthorized && !this.options.embedded) await accountService.loadAccountInfo();
    });
    await Promise.all([settings.fetch(), identity]);
    // A language chosen on the settings page: the menu's names follow it (the calls now say that language).
    const refetchMenu = () => {
      if (account.isAuthorized) void resolve(this.container, MenuStoreToken).fetch();
    };
    this.i18n.on('languageChanged', refetchMenu);
    this.stops.push(() => this.i18n.off('languageChanged', refetchMenu));
    // The brand applies with the first frame, not after the plugins load.
    this.stops.push(applyBranding(settings, this.options.browser.document));
    if (account.isAuthenticated) this.stops.push(accountService.startKeepAlive());
    runInAction(() => {
      this.frameReady = true;
    });
    await (this.options.framePainted?.() ?? Promise.resolve());
    const enabled = enabledPluginIds(
      this.pluginHost.bundledIds,
      settings.settings?.plugins,
      account.activeCustomer?.plugins,
    );
    const report = await this.pluginHost.load(enabled);
    runInAction(() => {
      this.pluginReport = report;
      this.started = true;
    });
    this.options.afterStart?.();
  }

  /**
   * After a failed identity call: start again with a page reload. The plugin set depends on the customer the
   * identity names, and registries freeze at start, so retrying in place would keep a plugin set computed
   * without it (the customer switch reloads for the same reason).
   */
  retryIdentity(): void {
    this.options.browser.reload();
  }

  dispose(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }
}
