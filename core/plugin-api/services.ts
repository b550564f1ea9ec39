import type { Customer, EnvironmentType, PublicSettings, Tenant } from '../contract';
import { createExtensionPoint, createToken, type Token } from './token';
import { CONTRIBUTION_KINDS } from './contributions';
import type { ActionEditorEntry, CustomerSettingsEntry } from './registries';

/** Anything with zod's safeParse: the http client validates every answer before a store sees it. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The outcome of a call. `reason`: 'http' for a non-ok status, 'network' when no answer came,
 * 'malformed' for an ok status whose body failed to parse. `message` is the server's ApiError message when
 * it sent one.
 */
export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      reason: 'http' | 'network' | 'malformed';
      message: string;
      /** An error answer's JSON body, for a screen that reads more than the message (e.g. the refused fields). */
      body?: unknown;
    };

/** Same-origin JSON calls with the session cookie; state-changing calls carry the CSRF header. */
export interface HttpClient {
  /** `signal`: the caller's abort (e.g. a search typed further); an aborted call ends as a 'network' failure. */
  get<T>(path: string, schema: Parser<T>, options?: { signal?: AbortSignal }): Promise<HttpResult<T>>;
  post<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>>;
  put<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<HttpResult<T>>;
  delete<T = unknown>(path: string, schema?: Parser<T>): Promise<HttpResult<T>>;
}
export const HttpClient = createToken<HttpClient>('core.http-client');

/** The signed-in account as plugins may read it (never write it). */
export interface AccountStore {
  readonly isLoading: boolean;
  readonly isAuthenticated: boolean;
  readonly isAuthorized: boolean;
  readonly userName: string;
  readonly name: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initials: string;
  readonly oid: string;
  readonly permissions: readonly string[];
  readonly customers: readonly Customer[];
  readonly activeCustomerId: string | null;
  /** The active customer, or the first one when none is active. */
  readonly activeCustomer: Customer | null;
  readonly runAsUser: string | null;
  readonly defaultActionId: number | null;
  readonly accountDeletionRequestDate: string | null;
  readonly accountDeletionDate: string | null;
  readonly azureTenants: readonly Tenant[];
  readonly requestingTenantData: boolean;
  readonly monitoringLocation: string | null;
}
export const AccountStore = createToken<AccountStore>('core.account-store');

export interface SettingsStore {
  readonly settings: PublicSettings | null;
  readonly applicationName: string;
  readonly environmentType: EnvironmentType | null;
  /** The theme in force: theme1 < public-settings theme < locally stored override. */
  readonly theme: string;
  setTheme(theme: string): void;
}
export const SettingsStore = createToken<SettingsStore>('core.settings-store');

/** A text kept as a translation key with its parameters, so it is shown in the reader's language. */
export interface LocalizedText {
  /** The i18next namespace: the posting plugin's id. */
  namespace: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The spec's notification (note the spec's spelling `succes`). `name` is the text as posted; `message`, when
 * present, is the same text as a key and parameters, shown in the reader's current language instead (a
 * backend that does not store it loses nothing: `name` remains).
 */
export interface PortalNotification {
  id: string;
  name: string;
  pending: boolean;
  succes: boolean;
  message?: LocalizedText;
}

/**
 * An extension point: lets any plugin post notifications without importing the notifications plugin, which
 * implements it. Not installed (that plugin disabled or absent): every call is ignored, so callers need no check.
 */
export interface NotificationService {
  add(notification: PortalNotification): void;
  update(notification: PortalNotification): void;
}
export const NotificationService = createExtensionPoint<NotificationService>('core.notification-service', {
  add: () => undefined,
  update: () => undefined,
});

/**
 * Asks for the account's Azure tenants (GET /api/account/tenants): AccountStore.requestingTenantData is true
 * until the list arrives in AccountStore.azureTenants (a failed call leaves it empty). Called by the screens
 * that need tenants, so a page that does not pays nothing.
 */
export interface TenantRequester {
  requestTenants(): Promise<void>;
}
export const TenantRequester = createToken<TenantRequester>('core.tenant-requester');

/** Opens a wizard registered in the wizard registry; the shell renders it. */
export interface WizardService {
  readonly openWizardId: string | null;
  /** Returns false when no enabled plugin registered that wizard. */
  open(wizardId: string): boolean;
  close(): void;
}
export const WizardService = createToken<WizardService>('core.wizard-service');

export interface Logger {
  error(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  info(message: string, ...details: unknown[]): void;
}
export const Logger = createToken<Logger>('core.logger');

/**
 * Another plugin's texts, for a screen that shows texts it did not write (the notifications tray shows messages
 * posted under the posting plugin's namespace). A plugin's texts load with its code, the first time one of its
 * contributions shows; `load` loads them now. Resolves false when no enabled plugin has that id or its code
 * failed to load (the screen then shows what it has, e.g. the name as posted).
 */
export interface PluginTexts {
  load(pluginId: string): Promise<boolean>;
}
export const PluginTexts = createToken<PluginTexts>('core.plugin-texts');

/** Wall clock and timers, replaceable in tests. */
export interface Clock {
  now(): number;
  setInterval(callback: () => void, ms: number): () => void;
}
export const Clock = createToken<Clock>('core.clock');

/** The action-type editors the enabled plugins contributed (read-only; the menu editor looks them up). */
export interface ActionEditors {
  get(actionType: string): ActionEditorEntry | undefined;
  readonly entries: readonly ActionEditorEntry[];
}
/** The declarations' registry itself (one source: the manifests). */
export const ActionEditors: Token<ActionEditors> = CONTRIBUTION_KINDS.actionEditors.token;

/** The customer settings sections the enabled plugins declared (read-only), in declaration order. */
export interface CustomerSettingsSections {
  readonly entries: readonly CustomerSettingsEntry[];
}
export const CustomerSettingsSections: Token<CustomerSettingsSections> = CONTRIBUTION_KINDS.customerSettings.token;
