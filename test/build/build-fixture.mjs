// Builds a small SPA-like fixture with the portal's build plugins and runs it in Node (first-screen-chunks.test.ts).
// Prints JSON: the chunks the entry needs, the chunks holding plugin start-up modules, and what ran when.
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staticClosure } from '../../scripts/build/chunk-graph.mjs';
import { pluginCatalog } from '../../scripts/build/plugin-catalog.mjs';
import { sharedInitialModules } from '../../scripts/build/shared-initial.mjs';

const [root, mode] = process.argv.slice(2);
const log = (name) => `(globalThis.ran ??= []).push(${JSON.stringify(name)});\n`;
const files = {
  'main.ts': `import { shared } from './shared';\nimport { helper } from './helper';\nimport catalog from 'virtual:plugin-catalog';\n${log('main')}export { catalog };\nexport const first = () => shared() + helper();\nexport const lazyA = () => import('./lazy-a');\nexport const lazyB = () => import('./lazy-b');\n`,
  'shared.ts': `${log('shared')}export const shared = () => 'shared';\n`,
  'helper.ts': `${log('helper')}export const helper = () => 'helper';\n`,
  'lazy-a.ts': `import { shared } from './shared';\nimport { helper } from './helper';\n${log('lazy-a')}export default () => shared() + helper();\n`,
  'lazy-b.ts': `import { shared } from './shared';\n${log('lazy-b')}export default () => shared();\n`,
  'plugins/good/manifest.ts': `${log('good-manifest')}export default { id: 'good', code: () => import('./index') };\n`,
  'plugins/good/index.ts': `import { shared } from '../../shared';\n${log('good')}export default { id: 'good', says: shared() };\n`,
  'plugins/bad/manifest.ts': `${log('bad-manifest')}export default { id: 'bad', code: () => import('./index') };\n`,
  'plugins/bad/index.ts': `${log('bad')}throw new Error('bad plugin');\nexport default { id: 'bad' };\n`,
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  writeFileSync(path.join(root, name), text);
}

const outdir = path.join(root, 'out');
const options = {
  entryPoints: ['./main.ts'],
  absWorkingDir: root,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  metafile: true,
  logLevel: 'silent',
};
const catalog = pluginCatalog({ root, ids: () => ['bad', 'good'] });
let plugins = [catalog];
if (mode === 'shared') {
  const probe = await esbuild.build({ ...options, write: false, plugins });
  plugins = [sharedInitialModules({ root, metafile: probe.metafile, mainEntry: 'main.ts' }), catalog];
}
const { metafile } = await esbuild.build({ ...options, plugins });

const outputs = metafile.outputs;
const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'main.ts');
const holding = (test) =>
  Object.keys(outputs).filter((f) => f.endsWith('.js') && Object.keys(outputs[f].inputs).some(test));
const entryFiles = [...staticClosure(outputs, entry)].filter((f) => f !== entry);
const fixtureModules = (f) => Object.keys(outputs[f].inputs).filter((i) => /^(shared|helper)\.ts$/.test(i));

const main = await import(pathToFileURL(path.join(root, entry)).href);
const ranAtStart = [...globalThis.ran];
const first = main.first();
const good = await main.catalog.good.code().then(
  (m) => m.default.says,
  (e) => `failed: ${e.message}`,
);
const bad = await main.catalog.bad.code().then(
  () => 'loaded',
  (e) => `failed: ${e.message}`,
);
const lazy = [(await main.lazyA()).default(), (await main.lazyB()).default()];
console.log(
  JSON.stringify({
    entryChunksWithFixtureModules: entryFiles.filter((f) => fixtureModules(f).length > 0).length,
    pluginCodeChunks: holding((i) => /^plugins\/[a-z]+\/index\.ts$/.test(i)).length,
    pluginCodeInEntryFiles: [entry, ...entryFiles].filter((f) =>
      Object.keys(outputs[f].inputs).some((i) => /^plugins\/[a-z]+\/index\.ts$/.test(i)),
    ).length,
    ranAtStart,
    ranInAll: globalThis.ran,
    first,
    good,
    bad,
    lazy,
  }),
);
