import {
  contributionNames,
  defineManifest,
  definePlugin,
  type Bundles,
  type ContributionEntry,
  type ContributionName,
  type ManifestDefinition,
  type PluginDefinition,
  type PluginManifest,
} from '../index';

export interface TestPluginDefinition
  extends Omit<ManifestDefinition, 'code'>, Partial<Pick<PluginDefinition, 'texts' | 'start'>> {
  /** The code's lazy entry; by default one that resolves at once to `texts` and `start`. */
  code?: ManifestDefinition['code'];
}

const noTexts: Bundles = { en: {}, nl: {} };

/** A plugin made in a test: its manifest, with its code (texts, services) one lazy entry away as in the build. */
export function testPlugin({ texts = noTexts, start, code, ...manifest }: TestPluginDefinition): PluginManifest {
  const plugin = definePlugin({ id: manifest.id, texts, start });
  return defineManifest({ ...manifest, code: code ?? (async () => ({ default: plugin })) });
}

export type Declared = { [K in ContributionName]: readonly ContributionEntry<K>[] };

/** A manifest's declarations, every kind present (empty when the plugin declares none of it). */
export function declaredBy(manifest: PluginManifest): Declared {
  return Object.fromEntries(contributionNames().map((name) => [name, manifest.contributes[name] ?? []])) as Declared;
}
