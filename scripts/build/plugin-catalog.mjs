import path from 'node:path';

/**
 * `virtual:plugin-catalog`: plugin id -> its manifest (plugins/<id>/manifest.ts), so a plugin is one folder and
 * no shell edit. The manifests are data with lazy entries (`() => import(...)`): they come with the page, and each
 * plugin's code (its index.ts, views) is a chunk of its own that loads the first time one of its contributions
 * shows, so the first screen does not grow with the number of plugins.
 *
 * `ids()` is read at every (re)build.
 */
export function pluginCatalog({ root, ids }) {
  return {
    name: 'plugin-catalog',
    setup(build) {
      build.onResolve({ filter: /^virtual:plugin-catalog$/ }, () => ({ path: 'plugin-catalog', namespace: 'portal' }));
      build.onLoad({ filter: /.*/, namespace: 'portal' }, () => {
        const list = ids();
        const imports = list
          .map(
            (id, i) => `import manifest${i} from ${JSON.stringify(path.join(root, 'plugins', id, 'manifest.ts'))};\n`,
          )
          .join('');
        const entries = list.map((id, i) => `  ${JSON.stringify(id)}: manifest${i},\n`).join('');
        return {
          contents: `${imports}export default {\n${entries}};\n`,
          loader: 'ts',
          resolveDir: root,
          watchDirs: [path.join(root, 'plugins')],
        };
      });
    },
  };
}
