import path from 'node:path';

/** The name a plugin's start-up function has in the start-up module (hex: two folder names never share one). */
const startName = (id) => 'plugin_' + Buffer.from(id, 'utf8').toString('hex');

/**
 * `virtual:plugin-catalog`: plugin id -> lazy import of its index, so a plugin is one folder and no shell edit.
 * All plugins' start-up modules share one chunk (`virtual:plugin-starts`), fetched beside the entry's files,
 * so a page asks for one file for them instead of one or more per plugin. Each plugin's index is still
 * evaluated on its own, when the portal asks for that plugin: esbuild turns a `require` of an ES module into
 * a lazy initialiser, so a plugin whose module throws while loading fails alone.
 *
 * `ids()` is read at every (re)build; `startsSuffix` is appended to the start-up module (shared-initial.mjs).
 */
export function pluginCatalog({ root, ids, startsSuffix = '' }) {
  return {
    name: 'plugin-catalog',
    setup(build) {
      build.onResolve({ filter: /^virtual:plugin-(catalog|starts)$/ }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'portal' }));
      build.onLoad({ filter: /.*/, namespace: 'portal' }, (args) => {
        const list = ids();
        const contents = args.path === 'plugin-starts'
          ? list.map((id) => `export const ${startName(id)} = () => require(${JSON.stringify(path.join(root, 'plugins', id, 'index.ts'))});\n`).join('') + startsSuffix
          : `const starts = () => import('virtual:plugin-starts');\nexport default {\n${list.map((id) => `  ${JSON.stringify(id)}: () => starts().then((s) => s.${startName(id)}()),\n`).join('')}};\n`;
        return { contents, loader: 'ts', resolveDir: root, watchDirs: [path.join(root, 'plugins')] };
      });
    },
  };
}
