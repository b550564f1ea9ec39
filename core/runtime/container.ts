import 'reflect-metadata';
import { instanceCachingFactory, container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { i18n as I18n } from 'i18next';
import {
  AccountStore,
  AntdScopeComponent,
  CONTRIBUTION_KINDS,
  Clock,
  HttpClient,
  Logger,
  NoAntdScope,
  NotificationService,
  SettingsStore,
  TenantRequester,
  WizardService,
  createToken,
  type Token,
} from '../plugin-api';
import { allExtensionPoints, notInstalled } from '../plugin-api/token';
import { AccountService } from '../services/account/account-service';
import { AccountState } from '../services/account/account-store';
import { ActionStore, ActionStoreToken } from '../services/action/action-store';
import { FetchHttpClient } from '../services/http/fetch-http-client';
import { MenuStore, MenuStoreToken } from '../services/menu/menu-store';
import { SavedItemsStore, SavedItemsStoreToken } from '../services/saved-items/saved-items-store';
import { Browser } from '../services/platform/browser';
import { SettingsState } from '../services/settings/settings-store';
import { WizardState } from '../services/wizard-service';
import { createContributionRegistries, eachRegistry, type ContributionRegistries } from './registries';

export const AccountServiceToken = createToken<AccountService>('core.account-service');
export const I18nToken = createToken<I18n>('core.i18n');
/** The contribution registries together (the plugin host fills them; each is also under its kind's token). */
export const ContributionRegistriesToken = createToken<ContributionRegistries>('core.contribution-registries');

export interface PlatformServices {
  browser: Browser;
  clock: Clock;
  logger: Logger;
  i18n: I18n;
}

/** One child container per app instance (never the global container), with every core service. */
export function createPortalContainer(platform: PlatformServices): DependencyContainer {
  const c = rootContainer.createChildContainer();
  c.registerInstance(Browser, platform.browser);
  c.registerInstance(Clock, platform.clock);
  c.registerInstance(Logger, platform.logger);
  c.registerInstance(I18nToken, platform.i18n);
  c.register(HttpClient, {
    useFactory: instanceCachingFactory<HttpClient>(
      (r) => new FetchHttpClient(r.resolve(Browser), () => platform.i18n.language),
    ),
  });
  c.registerInstance(AccountStore, new AccountState());
  c.registerSingleton(AccountServiceToken, AccountService);
  c.register(TenantRequester, {
    useFactory: instanceCachingFactory<TenantRequester>((r) => ({
      requestTenants: () => r.resolve<AccountService>(AccountServiceToken).loadTenants(),
    })),
  });
  c.registerSingleton(SettingsStore, SettingsState);
  c.registerSingleton(MenuStoreToken, MenuStore);
  c.registerSingleton(ActionStoreToken, ActionStore);
  c.registerSingleton(SavedItemsStoreToken, SavedItemsStore);
  const registries = createContributionRegistries();
  c.registerInstance(ContributionRegistriesToken, registries);
  for (const { name, registry } of eachRegistry(registries))
    c.registerInstance(CONTRIBUTION_KINDS[name].token as Token<unknown>, registry);
  c.registerInstance(WizardService, new WizardState(registries.wizards));
  // The shell replaces it with its own (antd's theme and language, antd loaded on first use).
  c.registerInstance(AntdScopeComponent, NoAntdScope);
  for (const point of allExtensionPoints()) c.registerInstance(point, notInstalled(point));
  return c;
}

/** Every token the core registers; a test resolves each one without decorator metadata. */
export const CORE_TOKENS: Token<unknown>[] = [
  Browser,
  Clock,
  Logger,
  I18nToken,
  HttpClient,
  AccountStore,
  AccountServiceToken,
  SettingsStore,
  MenuStoreToken,
  ActionStoreToken,
  SavedItemsStoreToken,
  ContributionRegistriesToken,
  ...Object.values(CONTRIBUTION_KINDS).map((kind) => kind.token as Token<unknown>),
  WizardService,
  NotificationService,
  TenantRequester,
  AntdScopeComponent,
];
