import { readFile } from 'node:fs/promises';
import path from 'node:path';

const SHARED_INITIAL = 'virtual:portal-shared-initial';

/** What a lazily imported module gets appended: at the end, so its source map's lines stay those of the file. */
export const SHARED_INITIAL_IMPORT = `\nimport ${JSON.stringify(SHARED_INITIAL)};\n`;

const loaderOf = (file) =>
  /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : /\.jsx$/.test(file) ? 'jsx' : 'js';

/**
 * The first screen's modules in one file. esbuild's code splitting puts a module in a chunk by the set of entry
 * points that reach it (the main entry and every lazily imported module), so the modules the main entry needs
 * were spread over some twenty chunks, one per set of lazy screens that also use them; each file the page asks
 * for costs the browser's main thread before the first paint. This plugin lets every lazily imported module also
 * import the main entry's own imports. Those have always run by the time a lazy module loads, so nothing runs
 * earlier or twice, and every module the main entry needs now has the same set: one chunk.
 *
 * `metafile` is a first pass's (the module graph); `mainEntry` its entry's input path.
 */
export function sharedInitialModules({ root, metafile, mainEntry }) {
  const { inputs, outputs } = metafile;
  const statics = inputs[mainEntry].imports.filter((i) => i.kind === 'import-statement' && !i.external);
  // A virtual module of the build (the plugins' catalog: their manifests) by the name the entry imports it with.
  const initial = statics
    .map((i) =>
      i.path.includes(':')
        ? i.original?.startsWith('virtual:')
          ? i.original
          : null
        : /\.[cm]?[jt]sx?$/.test(i.path)
          ? path.join(root, i.path)
          : null,
    )
    .filter(Boolean);
  // An ES module only: appending an import to a CommonJS file would change what it is.
  const lazyEntries = new Set(
    Object.values(outputs)
      .map((o) => o.entryPoint)
      .filter((input) => input && input !== mainEntry && !input.includes(':') && inputs[input]?.format === 'esm')
      .map((input) => path.join(root, input)),
  );
  return {
    name: 'shared-initial-modules',
    setup(build) {
      build.onResolve({ filter: /^virtual:portal-shared-initial$/ }, () => ({
        path: 'shared-initial',
        namespace: 'portal-initial',
      }));
      build.onLoad({ filter: /.*/, namespace: 'portal-initial' }, () => ({
        contents: initial.map((file) => `import ${JSON.stringify(file)};\n`).join(''),
        loader: 'js',
        resolveDir: root,
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!lazyEntries.has(args.path)) return undefined;
        return { contents: (await readFile(args.path, 'utf8')) + SHARED_INITIAL_IMPORT, loader: loaderOf(args.path) };
      });
    },
  };
}
