// ESLint: the layering rules (docs/plugins.md, "What a plugin may import", and docs/how-it-is-built.md) and no import cycles. Not a style
// guide: the rule set stays small on purpose. Runs in `npm test` (step "lint") and as `npm run lint`.
//
// Import circles count `import type` too (portal/no-import-cycle, scripts/lint/no-import-cycle.mjs).
//
// Boundaries are `import-x/no-restricted-paths` zones over resolved paths (relative imports, `import type`,
// `export ... from` and literal `import()` alike); packages from node_modules and generated modules
// (`virtual:plugin-catalog`, `virtual:server-plugins`) are never restricted. One set of plugin zones is
// generated per folder under plugins/ when this file loads, so a new plugin is covered with no edit here.
// An exception belongs in a zone's `except` list (paths relative to that zone's `from`), with a comment why.
//
// The parser is typescript-eslint without type information (no project service): fast, and nothing here
// needs types. typescript-eslint needs the TypeScript 6 JS API, which the next import provides (the project's
// TypeScript 7 has none); it must stay the first import.
import './scripts/lint/typescript-6.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './scripts/lint/no-import-cycle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// Each message names a heading that exists in the docs (test/docs/lint-messages.test.ts checks it).
const see = 'See docs/plugins.md, "What a plugin may import".';

/** A zone: files under `target` may not import from `from`, except paths under `except` (relative to `from`). */
const zone = (rule, target, from, instead, except = []) => ({
  target,
  from,
  except,
  message: `[${rule}] ${instead} ${see}`,
});

const coreZones = [
  zone(
    'core -> shell',
    'core',
    'shell',
    'core imports nothing of shell/: move what both need into core, or let the shell read it from a core registry.',
  ),
  zone(
    'core -> plugins',
    'core',
    'plugins',
    'core imports no plugin: declare an extension point (token or registry) in core/plugin-api and let the plugin register into it.',
  ),
  zone(
    'core -> server',
    'core',
    'server',
    'core imports nothing of server/: share the HTTP contract through core/contract.',
  ),
];

const shellZones = [
  zone(
    'shell -> plugins',
    'shell',
    'plugins',
    'the shell never names a plugin: plugins come from the generated catalog (virtual:plugin-catalog) and reach the shell through core registries.',
  ),
  zone(
    'shell -> server',
    'shell',
    'server',
    'the shell never imports the server: share the HTTP contract through core/contract.',
  ),
];

const serverZones = [
  zone(
    'server -> plugins',
    'server',
    'plugins',
    'the server core imports no plugin: server plugins are discovered through virtual:server-plugins; put what the server core and plugins share in server/plugin-api (or core/contract).',
  ),
  zone(
    'server -> shell',
    'server',
    'shell',
    'the server imports nothing of shell/: share types through core/contract.',
  ),
];

/** Everything at the top of the repository that a plugin may not reach (test/, scripts/, types/, root files, ...). */
const elsewhere = ['core', 'plugins', 'shell', 'server', 'node_modules'];

/** A plugin's contract files: contract.ts, and one per area as contract-<area>.ts (e.g. contract-menus.ts). */
const contractFiles = (id) =>
  readdirSync(path.join(root, 'plugins', id)).filter((file) => /^contract(-[a-z0-9-]+)?\.ts$/.test(file));

function pluginZones(id) {
  const own = `plugins/${id}`;
  const browser = [`${own}/*`, `${own}/!(server)/**`]; // the plugin's browser code: everything outside server/
  const server = `${own}/server`;
  const only = `a plugin imports only its own folder (${own}/), core/plugin-api and core/contract`;
  return [
    zone(
      'plugin -> other plugin',
      own,
      'plugins',
      `${only}, never another plugin: reach another plugin's service through an extension point (token) declared in core/plugin-api.`,
      [id],
    ),
    zone(
      'plugin -> shell',
      own,
      'shell',
      `${only}, never shell/: use core/plugin-api (hooks, shared components, testing/).`,
    ),
    zone(
      'plugin -> core internals',
      own,
      'core',
      `${only}: import core/plugin-api (or core/plugin-api/testing in tests), not core/runtime or core/services.`,
      ['plugin-api', 'contract'],
    ),
    zone(
      'plugin -> outside',
      own,
      '.',
      `${only} (its server code also server/plugin-api): move what it needs from test/, scripts/ or types/ into core/plugin-api (testing/ for test helpers).`,
      elsewhere,
    ),
    zone(
      'plugin browser -> server',
      browser,
      'server',
      `${only}: a plugin's browser code imports nothing of server/ (server/plugin-api is for ${own}/server only).`,
    ),
    zone(
      'plugin server -> server internals',
      server,
      'server',
      `a plugin's server code imports only server/plugin-api (and server/plugin-api/testing in tests) from server/, besides ${own}/, core/plugin-api and core/contract.`,
      ['plugin-api'],
    ),
    zone(
      'plugin browser -> plugin server',
      browser,
      server,
      `a plugin's browser code never imports its server code: share schemas and types through ${own}/contract.ts.`,
    ),
    zone(
      'plugin server -> plugin browser',
      server,
      own,
      `a plugin's server code never imports the plugin's browser code: only ${own}/contract.ts, ${own}/contract-<area>.ts and ${own}/contract/ are shared.`,
      ['server', 'contract', ...contractFiles(id)],
    ),
  ];
}

/**
 * The product's code names no emulator: demo and production run the same code, only endpoints and credentials
 * differ. Tests and the test kits (testing/, e2e/) start emulators; the product may not import them.
 */
const emulatorsMessage =
  '[product -> emulators] the product code (core, shell, server, plugins) names no emulator: give the server the endpoints and credentials through configuration, and start the emulator from the start script or a test kit. See docs/how-it-is-built.md, "Emulators".';

const pluginIds = readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const code = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.js', '**/*.mjs', '**/*.jsx'];

export default [
  {
    ignores: [
      'dist/',
      'dist-server/',
      'test/artifacts/',
      'test-results/',
      'bench-results/',
      'playwright-report/',
      'data/',
      'scripts/lint/typescript-6/',
      // Seeded cycles that test/lint/boundaries.test.ts writes while it runs (it lints them with `ignore: false`).
      'test/lint/tmp-*/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: code,
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 'latest',
      sourceType: 'module',
    },
    plugins: {
      'import-x': importX,
      '@typescript-eslint': tseslint.plugin,
      portal: { rules: { 'no-import-cycle': noImportCycle } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...coreZones, ...shellZones, ...serverZones, ...pluginIds.flatMap(pluginZones)],
        },
      ],
      // No import circle, `import type` included (import-x/no-cycle skips type imports; scripts/lint/import-graph.mjs).
      'portal/no-import-cycle': 'error',
      // A relative import that does not resolve would slip past the zones above (packages are tsc's business).
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // The browser's code: antd's and the icon set's barrels pull far more into a chunk than the few parts a
    // view uses (the report plugin's chunk was 286 KB gzip with the barrel, 83 KB without). Types are free.
    files: ['core/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['plugins/*/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              allowTypeImports: true,
              message:
                "[antd barrel] import each component from its own module, e.g. `import Button from 'antd/es/button'`.",
            },
            {
              name: '@ant-design/icons',
              allowTypeImports: true,
              message:
                "[antd barrel] import each icon from its own module, e.g. `import StarOutlined from '@ant-design/icons/es/icons/StarOutlined'`.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{core,shell,server,plugins}/**/*.{ts,tsx,mts,cts,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)emulators(/|$)', message: emulatorsMessage }] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    rules: {
      // esbuild bundles ES modules; `require` hides a dependency from the bundler and from the rules above.
      '@typescript-eslint/no-require-imports': 'error',
    },
  },
  {
    // React's rules of hooks: a hook called conditionally, or an effect that misses a dependency, is a bug.
    files: ['core/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    // Playwright's fixtures call their own `use`, which is no React hook.
    ignores: ['**/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Product code says what it means: `unknown` plus narrowing instead of `any`. Tests may keep `any` where a
    // fake must stand in for a type it cannot satisfy.
    files: ['{core,shell,plugins,server}/**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];
