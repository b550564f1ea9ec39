// The browser's declarations (plugins/<id>/manifest.ts) and the server plugins name the same action types, and
// every editor the administration offers edits a type the plugin serves: the administration's type picker and
// enablement (server side) and the screens (browser side) cannot drift apart.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import serverPlugins from 'virtual:server-plugins';
import type { PluginManifest } from '../../core/plugin-api';

const root = path.resolve(__dirname, '../..');
const ids = readdirSync(path.join(root, 'plugins'))
  .filter((id) => existsSync(path.join(root, 'plugins', id, 'manifest.ts')))
  .sort();
const manifestOf = (id: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folder names are data
  (require(path.join(root, 'plugins', id, 'manifest.ts')) as { default: PluginManifest }).default;

it('finds every plugin folder with a browser side', () => {
  expect(ids).toHaveLength(21);
});

it.each(ids)(
  '%s: the manifest declares the action types its server plugin serves, and an editor only for those',
  (id) => {
    const manifest = manifestOf(id);
    const views = (manifest.contributes.actionViews ?? []).map((entry) => entry.actionType).sort();
    const editors = (manifest.contributes.actionEditors ?? []).map((entry) => entry.actionType);
    expect({ id: manifest.id, views }).toEqual({ id, views: [...(serverPlugins[id]?.actionTypes ?? [])].sort() });
    expect(editors.filter((type) => !views.includes(type))).toEqual([]);
  },
);

it.each(ids)("%s: each customer editor section's title is a key of the plugin's labels, in every language", (id) => {
  const manifest = manifestOf(id);
  for (const section of manifest.contributes.customerSettings ?? []) {
    // The section's title shows before the plugin's code (and its full texts) loads: only the labels are there.
    const [namespace, key] = section.titleKey.split(':');
    expect({ section: section.id, namespace }).toEqual({ section: section.id, namespace: id });
    for (const language of ['en', 'nl'] as const) {
      const labels = manifest.labels?.[language] as Record<string, unknown> | undefined;
      const text = key!
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], labels);
      expect({ section: section.id, language, text: typeof text }).toEqual({
        section: section.id,
        language,
        text: 'string',
      });
    }
  }
});
