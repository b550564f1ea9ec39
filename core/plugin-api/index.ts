/**
 * The public plugin API: the only module of core that plugins import.
 */
export { createExtensionPoint, createToken, isExtensionPoint, tokenName } from './token';
export type { Token } from './token';
export { defineManifest, definePlugin, manifestProblem, PLUGIN_API_VERSION } from './plugin';
export type {
  Bundles,
  ManifestDefinition,
  PluginContext,
  PluginDefinition,
  PluginManifest,
  PortalPlugin,
  LocaleBundle,
} from './plugin';
export { CONTRIBUTION_KINDS, contributionNames } from './contributions';
export type {
  ContributionEntry,
  ContributionKind,
  ContributionName,
  ContributionRegistry,
  Contributions,
} from './contributions';
export type {
  LazyComponent,
  CustomerSettingsEntry,
  CustomerSettingsProps,
  HomeCardEntry,
  ActionEditorEntry,
  ActionEditorProps,
  ActionViewProps,
  ActionViewEntry,
  MenuSectionEntry,
  MenuSectionPlacement,
  MenuSectionContext,
  PageEntry,
  WizardDeclaration,
  WizardEntry,
  WizardFactory,
  WizardStep,
  WizardStepProps,
  WizardResult,
} from './registries';
export {
  ActionEditors,
  CustomerSettingsSections,
  HttpClient,
  AccountStore,
  SettingsStore,
  NotificationService,
  PluginTexts,
  TenantRequester,
  WizardService,
  Logger,
  Clock,
} from './services';
export type { Parser, HttpResult, PortalNotification, LocalizedText } from './services';
export { callFailureKind, currentPagePath, isRetryable, signInAgainHref, RETURN_URL_PARAM } from './call-failure';
export type { CallFailureKind, HttpFailure } from './call-failure';
export { ServiceContext, useService, usePortalTranslation } from './hooks';
export type { ServiceResolver } from './hooks';
/** Whether a CSS media query matches, updated as it changes (e.g. a list laid out differently on a phone). */
export { useMediaQuery } from './use-media-query';
export { useCloseOnOutsidePointer } from './use-close-on-outside-pointer';
/** The shared kit's formatting service: dates, times, money and numbers in the interface language. */
export { createFormatter, NO_VALUE, uiLocaleOf, useFormat } from './format';
export type { DateInput, Formatter, MoneyOptions, UiLocale } from './format';
/** How long ago a moment was, in the interface language ('2 hours ago' / '2 uur geleden'). */
export { timeAgo } from './relative-time';
export { PluginSurface } from './components/PluginSurface';
export type { PluginSurfaceProps } from './components/PluginSurface';
export { AntdScopeComponent, NoAntdScope, WithAntd } from './with-antd';
export type { AntdScopeProps } from './with-antd';
export { Panel } from './components/Panel';
export type { PanelProps } from './components/Panel';
/** The HTTP contract: schemas, types and paths shared with the server. */
export * from '../contract';
