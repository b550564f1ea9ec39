import type { ComponentType } from 'react';
import type { ActionData } from '../contract';
import type { Token } from './token';

/** A component that is imported only when first shown (esbuild splits it into its own chunk). */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

/** Props every action-type view receives. `data` is the raw action data; the view parses its own fields. */
export interface ActionViewProps {
  actionId: number;
  data: ActionData;
}

export interface ActionViewEntry {
  /** The action type this view shows: report, claims, html, link... */
  actionType: string;
  load: LazyComponent<ActionViewProps>;
  /** The view fills the whole content area with no card padding (reports, frames). */
  fullBleed?: boolean;
  /** The spec's access rule for the page showing this view: a user without the permission is sent to /. */
  accessRule?: string;
  /**
   * false: the view renders no antd component (plain markup, the plugin API's Panel; WithAntd around any part
   * that does), so it shows without waiting for antd to load. Default true.
   */
  usesAntd?: boolean;
}

/** Props of an action type's editor in the administration's menu editor. */
export interface ActionEditorProps {
  /** The customer whose menu is edited (e.g. to list the reports of its workspace). */
  customerId: string;
  /** The action's data as stored; the editor parses its own fields tolerantly. */
  data: ActionData;
  /** Called with the whole new data object on every change. */
  onChange: (data: ActionData) => void;
  /** The server's validation messages for the data, by field name ('url'); '' for the whole object. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

/** How an action type is edited: contributed by the plugin that serves the type. */
export interface ActionEditorEntry {
  actionType: string;
  /** Translation key (in the declaring plugin's namespace; a manifest label) of the type's name in the type picker. */
  labelKey: string;
  /** The data of a new action of this type. */
  initialData: ActionData;
  /**
   * Checks the data before it is sent (the server checks again): a translation key (plugin namespace) per
   * field with a problem, or an empty object.
   */
  validate?: (data: ActionData) => Record<string, string>;
  load: LazyComponent<ActionEditorProps>;
}

/** Props of a plugin's section in the administration's customer editor. */
export interface CustomerSettingsProps {
  customerId: string;
}

/**
 * A plugin's own settings of a customer (e.g. its Power BI workspace), shown as a section of the provider
 * administration's customer editor; the section loads and saves through the plugin's own API.
 */
export interface CustomerSettingsEntry {
  id: string;
  /** Translation key (plugin namespace) of the section's heading. */
  titleKey: string;
  /** Lower comes first. */
  order?: number;
  load: LazyComponent<CustomerSettingsProps>;
}

/**
 * Where a section shows: the side menu, the top bar, or the home page (above the message or welcome card the
 * spec's home rules show, e.g. the way into a screen the account's role opens).
 */
export type MenuSectionPlacement = 'side-menu' | 'top-bar' | 'home';

/** What a section's visibility predicate may look at. */
export interface MenuSectionContext {
  isAuthorized: boolean;
  permissions: readonly string[];
}

export interface MenuSectionEntry {
  id: string;
  placement: MenuSectionPlacement;
  /** Translation key (in the declaring plugin's namespace; a manifest label) of the section's label. */
  labelKey?: string;
  /** Lower comes first. */
  order?: number;
  /** The spec's access rule: empty passes, otherwise the permission must be held. */
  accessRule?: string;
  visible?: (context: MenuSectionContext) => boolean;
  load: LazyComponent<Record<string, never>>;
  /** false: the section renders no antd component outside WithAntd, so the frame needs no antd for it. Default true. */
  usesAntd?: boolean;
}

/** A page of a plugin at its own address (e.g. /admin/users), behind the spec's access rule. */
export interface PageEntry {
  /** An absolute route path outside the core's own (/, /action/:id, /settings, /register, /logout). */
  path: string;
  load: LazyComponent<Record<string, never>>;
  /** The spec's access rule, per permission: the page opens when any one passes; empty or absent: everyone signed in. */
  accessRules?: readonly string[];
}

export interface WizardStepProps<V = Record<string, unknown>> {
  values: V;
  onChange: (patch: Partial<V>) => void;
  /**
   * True once the user tried to leave the step (Next, Submit) while its `validate` refused: the step then marks
   * every field that has a problem, not only those the user has left.
   */
  showProblems?: boolean;
}

export interface WizardStep<V = Record<string, unknown>> {
  /** Translation key of the step title (antd Steps). */
  titleKey: string;
  load: LazyComponent<WizardStepProps<V>>;
  /** Returns a translation key describing what is missing, or null when the step may be left. */
  validate?: (values: V) => string | null;
}

/**
 * A submitted wizard's outcome, shown as its confirmation step: translation keys in the declaring plugin's
 * namespace (the title is optional), `values` interpolated into both. On `ok: false` the user's input is kept:
 * they can go back, change it and submit again.
 */
export type WizardResult =
  | { ok: true; messageKey: string; titleKey?: string; values?: Record<string, string | number> }
  | { ok: false; messageKey: string; titleKey?: string; values?: Record<string, string | number> };

export interface WizardEntry<V = Record<string, unknown>> {
  /** e.g. 'service-request', 'azure-subscription'. */
  id: string;
  titleKey: string;
  steps: WizardStep<V>[];
  initialValues: V;
  submit: (values: V) => Promise<WizardResult>;
}

/**
 * A card on the home page's welcome screen that leads to one of the plugin's screens: it opens the first
 * menu item of `actionType` and hides when the active customer's menu has none (or the plugin is not enabled).
 */
export interface HomeCardEntry {
  id: string;
  actionType: string;
  /** Translation keys in the declaring plugin's namespace; a manifest label. */
  titleKey: string;
  textKey: string;
  linkKey: string;
  /** Lower comes first among the plugins' cards, which sit between the reports card and the portal cards. */
  order?: number;
  /** A small decorative icon (e.g. an @ant-design/icons component), loaded with the page's script. */
  icon?: ComponentType;
}

/** What a wizard's lazy entry default-exports: the wizard, built with the portal's services (e.g. its store). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wizards of any value type side by side (`unknown` would refuse their submit functions)
export type WizardFactory = (resolve: <T>(token: Token<T>) => T) => WizardEntry<any>;

/** A wizard as a manifest declares it: its id, and its code (steps, values, submit) loaded when it first opens. */
export interface WizardDeclaration {
  /** e.g. 'service-request', 'azure-subscription'; the loaded wizard has the same id. */
  id: string;
  load: () => Promise<{ default: WizardFactory }>;
}
