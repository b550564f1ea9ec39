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
  expect(ids).toHaveLength(20);
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
