// Gives typescript-eslint a TypeScript JS API. eslint.config.mjs imports this module first, before anything
// loads typescript-eslint.
//
// Why: the project's `typescript` is 7 (the native compiler behind `tsc`, the typecheck step): it has no JS API
// and `require('typescript')` returns only a version stub. typescript-eslint's parser needs the JS API of a
// TypeScript >=4.8.4 <6.1.0. TypeScript 6.0.3 comes from the local package scripts/lint/typescript-6
// (devDependency `typescript-eslint-compiler`). It is a local package rather than an npm alias
// ("npm:typescript@6.0.3"): an alias is a top-level package, its tsc/tsserver bins took over
// node_modules/.bin/tsc (`npx tsc -v` printed 6.0.3); the local package's own dependency keeps its bins to itself.
// This module puts TypeScript 6 in Node's require cache under the file that `require('typescript')` resolves
// to (Node documents that "adding or replacing entries is also possible"), so typescript-eslint's own
// `require('typescript')` gets TypeScript 6 inside the ESLint process only; `tsc` never loads this file.
// The package.json `overrides` entries ("typescript": "$typescript" under typescript-eslint,
// eslint-plugin-import-x and @typescript-eslint/typescript-estree) let npm accept the project's typescript for
// their peer dependency instead of failing with ERESOLVE: at run time that peer is TypeScript 6, from here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts6 = require.resolve('typescript-eslint-compiler');
require(ts6);
const api = require.cache[ts6];
const wanted = /^6\.0\./;

// Every place typescript-eslint and its helpers may resolve `typescript` from (one file unless npm nests a copy).
const resolvers = [
  'typescript-eslint',
  '@typescript-eslint/typescript-estree',
  '@typescript-eslint/parser',
  'ts-api-utils',
];
const targets = new Set([require.resolve('typescript')]);
for (const name of resolvers) {
  try {
    targets.add(createRequire(require.resolve(name)).resolve('typescript'));
  } catch {
    // not installed in this layout: nothing to redirect
  }
}
for (const target of targets) {
  if (require.cache[target] && !wanted.test(require.cache[target].exports.version ?? '')) {
    throw new Error(
      `scripts/lint/typescript-6.mjs must be imported before anything loads typescript (${target} is already loaded)`,
    );
  }
  require.cache[target] = api;
}

if (!wanted.test(require('typescript').version)) {
  throw new Error(
    `typescript-eslint would get typescript ${require('typescript').version}; expected 6.0.x (see scripts/lint/typescript-6.mjs)`,
  );
}
