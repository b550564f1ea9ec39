import { CONTRIBUTION_KINDS, contributionNames, type Contributions } from './contributions';
import { isExtensionPoint, tokenName, type Token } from './token';

/** Bumped on a breaking change of this API; the host refuses a plugin built for another major version. */
export const PLUGIN_API_VERSION = 2;

export type LocaleBundle = Record<string, unknown>;
export type Bundles = { en: LocaleBundle; nl: LocaleBundle };

/** What a plugin's code gets when it starts: its services, offered to views through useService. */
export interface PluginContext {
  readonly pluginId: string;
  /**
   * Offers a service of this plugin under one of its own tokens (`createToken('plugin.<its id>.<name>')`),
   * one instance per portal. A core token or another plugin's token is refused with both owners named.
   */
  provide<T>(token: Token<T>, factory: (resolve: <U>(token: Token<U>) => U) => T): void;
  /**
   * Implements an extension point declared in the plugin API (e.g. NotificationService) for every plugin; the
   * manifest lists it in `implements`. Only one enabled plugin may implement each; without one, the point's
   * "not installed" behaviour holds.
   */
  implement<T>(extensionPoint: Token<T>, factory: (resolve: <U>(token: Token<U>) => U) => T): void;
  resolve<T>(token: Token<T>): T;
}

/** A plugin's code (its index.ts): loaded the first time one of its contributions shows. */
export interface PluginDefinition {
  /** The manifest's id. */
  id: string;
  /** All the plugin's texts, both languages (the namespace is the plugin id). */
  texts: Bundles;
  /** Offers the plugin's services; runs once, when the code loads. */
  start?(ctx: PluginContext): void;
}

export interface PortalPlugin extends PluginDefinition {
  readonly apiVersion: number;
}

/**
 * What a plugin contributes, as data the host reads without running the plugin's code (its manifest.ts):
 * the contributions with lazy entries to their code, the few texts shown before that code loads, and the
 * lazy entry of its code (texts and services).
 */
export interface ManifestDefinition {
  /** kebab-case, the plugin's folder name. */
  id: string;
  /**
   * The texts a declaration names that show before the plugin's code loads (home cards, the action editor's
   * type name, a customer settings heading), per language, in the plugin's namespace.
   */
  labels?: Bundles;
  /** The plugin's code (`() => import('./index')`): its texts and services. */
  code: () => Promise<{ default: PortalPlugin }>;
  /** Extension points the code implements: such a plugin's code loads at start, since any screen may call it. */
  implements?: readonly Token<unknown>[];
  contributes: Contributions;
}

export interface PluginManifest extends ManifestDefinition {
  readonly apiVersion: number;
}

const PLUGIN_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function checkId(id: string): void {
  if (!PLUGIN_ID.test(id)) throw new Error(`Plugin id "${id}" must be kebab-case (e.g. "my-plugin").`);
}

/** A plugin's code (index.ts): its texts and, when it has any, its services. */
export function definePlugin(definition: PluginDefinition): PortalPlugin {
  checkId(definition.id);
  if (!definition.texts?.en || !definition.texts?.nl)
    throw new Error(`Plugin "${definition.id}" must provide both en and nl texts.`);
  return Object.freeze({ ...definition, apiVersion: PLUGIN_API_VERSION });
}

/** A plugin's manifest (manifest.ts): checked here, so a malformed declaration fails the plugin's own tests. */
export function defineManifest(definition: ManifestDefinition): PluginManifest {
  checkId(definition.id);
  const problem = manifestProblem(definition);
  if (problem) throw new Error(`Plugin "${definition.id}": ${problem}`);
  return Object.freeze({ ...definition, apiVersion: PLUGIN_API_VERSION });
}

/** The first problem of a manifest, or null. The host asks again for a manifest that bypassed defineManifest. */
export function manifestProblem(manifest: ManifestDefinition): string | null {
  if (typeof manifest.code !== 'function') return 'its code is not a function () => import(...).';
  if (manifest.labels && (!manifest.labels.en || !manifest.labels.nl))
    return 'its labels must have both en and nl texts.';
  for (const point of manifest.implements ?? []) {
    if (!isExtensionPoint(point))
      return `it implements "${tokenName(point)}", which is not an extension point of the plugin API.`;
  }
  const contributes = manifest.contributes ?? {};
  const unknown = Object.keys(contributes).filter((name) => !(name in CONTRIBUTION_KINDS));
  if (unknown.length)
    return `it declares unknown contribution kinds: ${unknown.join(', ')} (known: ${contributionNames().join(', ')}).`;
  for (const name of contributionNames()) {
    const kind = CONTRIBUTION_KINDS[name] as { noun: string; check: (entry: unknown) => string | null };
    for (const [index, entry] of (contributes[name] ?? []).entries()) {
      const problem = kind.check(entry);
      if (problem) return `its ${kind.noun} #${index + 1} is malformed: ${problem}.`;
    }
  }
  return null;
}
