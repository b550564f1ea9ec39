// Builds the SPA into dist/ (index.html + hashed, code-split ESM under /assets, meta.json), the server
// into dist-server/, and the emulators (emulators/: their process and the Power BI frame) into dist-emulators/,
// which no image ships. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticClosure } from './scripts/build/chunk-graph.mjs';
import { pluginCatalog } from './scripts/build/plugin-catalog.mjs';
import { sharedInitialModules } from './scripts/build/shared-initial.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// PORTAL_DIST and PORTAL_DIST_SERVER build elsewhere (the bench builds a second plugin set beside dist/).
const dist = process.env.PORTAL_DIST ? path.resolve(process.env.PORTAL_DIST) : path.join(root, 'dist');
const distServer = process.env.PORTAL_DIST_SERVER
  ? path.resolve(process.env.PORTAL_DIST_SERVER)
  : path.join(root, 'dist-server');
const watch = process.argv.includes('--watch');

const hasFile = (id, file) => existsSync(path.join(root, 'plugins', id, file));

/**
 * The plugin folders this build bundles: every folder under plugins/ with a browser side (manifest.ts) or a
 * server side (server/index.ts), filtered by PORTAL_PLUGINS (comma list; default all). `side` narrows the
 * list to the folders that have that side.
 */
export function bundledPlugins(side = 'browser', env = process.env.PORTAL_PLUGINS) {
  const entry = { browser: 'manifest.ts', server: 'server/index.ts' };
  const found = readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && (hasFile(d.name, entry.browser) || hasFile(d.name, entry.server)))
    .map((d) => d.name)
    .sort();
  let chosen = found;
  if (env && env.trim() !== '' && env.trim() !== 'all') {
    const wanted = env
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = wanted.filter((id) => !found.includes(id));
    if (unknown.length)
      throw new Error(`PORTAL_PLUGINS names unknown plugins: ${unknown.join(', ')} (found: ${found.join(', ')})`);
    chosen = found.filter((id) => wanted.includes(id));
  }
  return chosen.filter((id) => hasFile(id, entry[side]));
}

const MAIN_ENTRY = 'shell/main.tsx';

/**
 * The files a lazily imported module brings beyond the entry's own: the chunk holding `input` and its static
 * closure. The page lists them for antd's scope, so the SPA can fetch them early without running them
 * (modulepreload) and run them only when a screen first needs antd.
 */
function lazyClosure(outputs, entry, input) {
  const chunk = Object.keys(outputs).find((f) => f.endsWith('.js') && input in outputs[f].inputs);
  if (!chunk) throw new Error(`no output holds ${input}`);
  const initial = staticClosure(outputs, entry);
  return [...staticClosure(outputs, chunk)].filter((f) => !initial.has(f));
}

function htmlPage(metafile) {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === MAIN_ENTRY);
  const toUrl = (f) => '/' + path.relative(dist, path.join(root, f)).split(path.sep).join('/');
  const staticImports = outputs[entry].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const css = outputs[entry].cssBundle;
  // The plugins' manifests are in the entry's files; their code loads when first shown, so none is preloaded.
  const preload = staticImports.map((f) => `    <link rel="modulepreload" href="${toUrl(f)}">`).join('\n');
  const later = lazyClosure(outputs, entry, 'shell/app/AntdScope.tsx').map(toUrl);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="portal-antd-modules" content="${later.join(' ')}">
    <title>Customer portal</title>
    <link rel="icon" href="data:,">
${css ? `    <link rel="stylesheet" href="${toUrl(css)}">\n` : ''}${preload}
    <script type="module" src="${toUrl(entry)}"></script>
  </head>
  <body>
    <div id="root"><div class="boot-loading" role="status">Loading, please wait...</div></div>
    <noscript>This portal needs JavaScript.</noscript>
  </body>
</html>
`;
}

/** `virtual:server-plugins`: folder name -> the default export of plugins/<id>/server/index.ts. */
const serverPluginCatalog = {
  name: 'server-plugin-catalog',
  setup(build) {
    build.onResolve({ filter: /^virtual:server-plugins$/ }, () => ({
      path: 'server-plugins',
      namespace: 'portal-server',
    }));
    build.onLoad({ filter: /.*/, namespace: 'portal-server' }, () => {
      const ids = bundledPlugins('server');
      const imports = ids.map(
        (id, i) => `import plugin${i} from ${JSON.stringify(path.join(root, 'plugins', id, 'server', 'index.ts'))};`,
      );
      const entries = ids.map((id, i) => `  ${JSON.stringify(id)}: plugin${i},`);
      return {
        contents: `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`,
        loader: 'ts',
        resolveDir: root,
        watchDirs: [path.join(root, 'plugins')],
      };
    });
  },
};

const writeIndexHtml = {
  name: 'index-html',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      writeFileSync(path.join(dist, 'index.html'), htmlPage(result.metafile));
      writeFileSync(path.join(dist, 'meta.json'), JSON.stringify(result.metafile));
      console.log(
        `[build] spa ok (${new Date().toLocaleTimeString()}), plugins: ${bundledPlugins('browser').join(', ')}; server plugins: ${bundledPlugins('server').join(', ')}`,
      );
    });
  },
};

const spaOptions = {
  entryPoints: ['./' + MAIN_ENTRY],
  absWorkingDir: root,
  outdir: path.join(dist, 'assets'),
  publicPath: '/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'linked',
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/**
 * The SPA's build: the first screen's modules in one chunk (scripts/build/shared-initial.mjs) after a first pass
 * that reads the module graph. The watch build skips that pass and splits as esbuild does by itself.
 */
async function spaBuild() {
  const catalog = pluginCatalog({ root, ids: () => bundledPlugins() });
  if (watch) return { ...spaOptions, plugins: [catalog, writeIndexHtml] };
  const probe = await esbuild.build({
    ...spaOptions,
    write: false,
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    plugins: [catalog],
  });
  const shared = sharedInitialModules({ root, metafile: probe.metafile, mainEntry: MAIN_ENTRY });
  return { ...spaOptions, plugins: [shared, catalog, writeIndexHtml] };
}

/**
 * Writes the server build's metafile as meta.json beside its bundle: the image's prune step
 * (deploy/prune-node-modules.mjs) keeps the packages it records as imported.
 */
const writeServerMetafile = {
  name: 'server-metafile',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      writeFileSync(
        path.join(path.dirname(build.initialOptions.outfile), 'meta.json'),
        JSON.stringify(result.metafile),
      );
    });
  },
};

/** The server bundle's options (test/deploy builds the runtime image's bundle with them, into its own folder). */
export const serverOptions = {
  entryPoints: ['./server/main.ts'],
  absWorkingDir: root,
  outfile: path.join(distServer, 'main.mjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  metafile: true,
  plugins: [serverPluginCatalog, writeServerMetafile],
  logLevel: 'warning',
};

const distEmulators = path.join(root, 'dist-emulators');

/** The emulators' process (emulators/main.ts): started beside the server by `npm start` and the tests. */
const emulatorsOptions = {
  ...serverOptions,
  entryPoints: ['./emulators/main.ts'],
  outfile: path.join(distEmulators, 'main.mjs'),
  plugins: [],
};

const frameEntry = 'emulators/powerbi/frame/main.ts';
const frameOptions = {
  entryPoints: ['./' + frameEntry],
  absWorkingDir: root,
  outdir: path.join(distEmulators, 'powerbi'),
  entryNames: 'frame',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome110', 'firefox115', 'safari16'],
  minify: true,
  logLevel: 'warning',
};

export async function buildAll() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const others = [];
  if (existsSync(path.join(root, 'server/main.ts'))) others.push(serverOptions);
  if (existsSync(path.join(root, frameEntry))) others.push(emulatorsOptions, frameOptions);
  if (watch) {
    for (const options of [await spaBuild(), ...others]) {
      const ctx = await esbuild.context(options);
      await ctx.watch();
    }
    console.log('[build] watching for changes');
    return;
  }
  // The SPA's first pass (spaBuild) runs while the server and the emulators build.
  await Promise.all([
    spaBuild().then((options) => esbuild.build(options)),
    ...others.map((options) => esbuild.build(options)),
  ]);
  await precompress([path.join(dist, 'assets')]);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes each script and stylesheet of `folders` (from 1 KB) once more as .br (quality 11) and .gz (level 9)
 * beside it: the server sends those as they are (server/http/static-assets.ts, preCompressed) instead of
 * compressing every answer again, which made each asset wait for the CPU and sent more bytes. The watch
 * build leaves them out, and the server then compresses as it answers.
 */
async function precompress(folders) {
  const files = folders
    .filter((folder) => existsSync(folder))
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.(js|css)$/.test(name))
        .map((name) => path.join(folder, name)),
    );
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** A short content hash of the build, for logs and cache keys. */
export function buildId() {
  return createHash('sha256')
    .update(readFileSync(path.join(dist, 'index.html')))
    .digest('hex')
    .slice(0, 12);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
}
