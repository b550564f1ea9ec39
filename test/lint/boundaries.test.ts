/** @jest-environment node */
// The layering rules (docs/plugins.md, "What a plugin may import") as ESLint enforces them (eslint.config.mjs): each case lints a seeded
// import with the repository's own config and asserts the exact rule that fires, or that none does. A seeded
// violation of this kind makes `npm run lint`, and so `npm test`, fail.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Message {
  ruleId: string | null;
  message: string;
  fatal: boolean;
}
interface Case {
  name: string;
  filePath: string;
  code?: string;
}

// Real files for the cycle cases: portal/no-import-cycle follows imports on disk. Inside the repository (ESLint lints
// only files under its cwd), in a folder of this test's own, removed in afterAll.
const fixture = `test/lint/tmp-cycle-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const fixtureFiles: Record<string, string> = {
  'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  'b.ts': "import { a } from './a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
  'c.ts': "import type { D } from './d';\nexport type C = { d?: D };\nexport const c = 1;\n",
  'd.ts': "import { c } from './c';\nexport type D = { c: typeof c };\n",
};

// A plugin folder that exists only while this test runs (empty: no index.ts, so no build or server picks it up).
const newPlugin = `plugins/zz-lint-fixture-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

const cases: Case[] = [
  {
    name: 'core imports a plugin',
    filePath: 'core/runtime/x.ts',
    code: "import claims from '../../plugins/claims/index';\nexport default claims;\n",
  },
  { name: 'core imports the shell', filePath: 'core/services/x.ts', code: "export * from '../../shell/main';\n" },
  {
    name: 'core imports the server',
    filePath: 'core/contract/x.ts',
    code: "export type { X } from '../../server/app';\n",
  },
  {
    name: 'core/plugin-api imports core/runtime',
    filePath: 'core/plugin-api/x.ts',
    code: "export { Portal } from '../runtime/portal';\n",
  },
  {
    name: 'shell imports a plugin',
    filePath: 'shell/app/x.tsx',
    code: "import claims from '../../plugins/claims/index';\nexport default claims;\n",
  },
  {
    name: 'shell imports the generated catalog',
    filePath: 'shell/app/x.tsx',
    code: "import catalog from 'virtual:plugin-catalog';\nexport default catalog;\n",
  },
  {
    name: 'server imports a plugin',
    filePath: 'server/x.ts',
    code: "import claims from '../plugins/claims/server/index';\nexport default claims;\n",
  },
  {
    name: 'server imports the discovered plugins',
    filePath: 'server/x.ts',
    code: "import plugins from 'virtual:server-plugins';\nexport default plugins;\n",
  },
  {
    name: 'plugin imports another plugin',
    filePath: 'plugins/html/views/x.ts',
    code: "import claims from '../../claims/index';\nexport default claims;\n",
  },
  {
    name: 'plugin lazily imports another plugin',
    filePath: 'plugins/html/index.ts',
    code: "export const load = () => import('../claims/views/ClaimsView');\n",
  },
  {
    name: 'plugin imports core/runtime',
    filePath: 'plugins/html/views/x.ts',
    code: "import { Portal } from '../../../core/runtime/portal';\nexport default Portal;\n",
  },
  {
    name: 'plugin imports the shell',
    filePath: 'plugins/html/views/x.tsx',
    code: "export * from '../../../shell/main';\n",
  },
  {
    name: 'plugin imports test/',
    filePath: 'plugins/html/views/x.test.tsx',
    code: "export * from '../../../test/lint/run-eslint.mjs';\n",
  },
  {
    name: 'plugin imports the plugin API, the contract, its own folder and packages',
    filePath: 'plugins/html/views/x.tsx',
    code: [
      "import { definePlugin } from '../../../core/plugin-api';",
      "import * as testing from '../../../core/plugin-api/testing';",
      "import type { Identity } from '../../../core/contract';",
      "import en from '../locales/en.json';",
      "import Button from 'antd/es/button';",
      "import { useState } from 'react';",
      'export const all = { definePlugin, testing, en, Button, useState };',
      'export type I = Identity;',
      '',
    ].join('\n'),
  },
  {
    name: 'plugin browser code imports its server code',
    filePath: 'plugins/html/views/x.ts',
    code: "export * from '../server/index';\n",
  },
  {
    name: 'plugin browser code imports server/plugin-api',
    filePath: 'plugins/html/views/x.ts',
    code: "export * from '../../../server/plugin-api';\n",
  },
  {
    name: 'plugin server code imports the server core',
    filePath: 'plugins/html/server/x.ts',
    code: "import { buildApp } from '../../../server/app';\nexport default buildApp;\n",
  },
  {
    name: 'plugin server code imports its contract',
    filePath: 'plugins/html/server/x.ts',
    code: "export * from '../contract';\n",
  },
  {
    name: 'plugin server code imports its browser code',
    filePath: 'plugins/html/server/x.ts',
    code: "import plugin from '../index';\nexport default plugin;\n",
  },
  {
    name: 'plugin server code imports server/plugin-api, core/plugin-api and packages',
    filePath: 'plugins/html/server/x.test.ts',
    code: [
      "export * from '../../../server/plugin-api';",
      "export * as kit from '../../../server/plugin-api/testing';",
      "export * as api from '../../../core/plugin-api';",
      "export { readFileSync } from 'node:fs';",
      "export { z } from 'zod';",
      '',
    ].join('\n'),
  },
  {
    name: 'plugin server code imports another plugin',
    filePath: 'plugins/html/server/x.ts',
    code: "export * from '../../claims/server/index';\n",
  },
  {
    name: 'relative import that does not resolve',
    filePath: 'plugins/html/views/x.ts',
    code: "export * from './no-such-module';\n",
  },
  {
    name: 'TypeScript syntax parses (TypeScript 6 API behind typescript-eslint)',
    filePath: 'core/runtime/x.tsx',
    code: [
      "import { inject } from 'tsyringe';",
      'class A { constructor(@inject(A) readonly a: A) {} }',
      'const b = { a: 1 } satisfies Record<string, number>;',
      'export const C = <T,>(props: { t: T }) => <div>{String(props.t)}{String(b.a)}</div>;',
      'export type { A };',
      '',
    ].join('\n'),
  },
  {
    name: 'plugin view imports the antd barrel',
    filePath: 'plugins/html/views/x.tsx',
    code: "import { Button } from 'antd';\nexport default Button;\n",
  },
  {
    name: 'shell imports the icon barrel',
    filePath: 'shell/layout/x.tsx',
    code: "export { StarOutlined } from '@ant-design/icons';\n",
  },
  {
    name: 'plugin view imports a type from the antd barrel',
    filePath: 'plugins/html/views/x.tsx',
    code: "import type { ButtonProps } from 'antd';\nexport type P = ButtonProps;\n",
  },
  {
    name: 'plugin server code imports the antd barrel',
    filePath: 'plugins/html/server/x.ts',
    code: "export { version } from 'antd';\n",
  },
  {
    name: 'new plugin folder imports another plugin',
    filePath: `${newPlugin}/index.ts`,
    code: "export * from '../claims/index';\n",
  },
  {
    name: 'new plugin folder imports core/runtime',
    filePath: `${newPlugin}/views/x.ts`,
    code: "export * from '../../../core/runtime/portal';\n",
  },
  {
    name: 'server code imports an emulator',
    filePath: 'server/x.ts',
    code: "export { startPowerBiEmulator } from '../emulators/powerbi/server';\n",
  },
  {
    name: 'plugin server code names an emulator type',
    filePath: 'plugins/report/server/x.ts',
    code: "export type { PowerBiEmulator } from '../../../emulators/powerbi/server';\n",
  },
  {
    name: 'core imports an emulator',
    filePath: 'core/services/x.ts',
    code: "export * from '../../emulators/kit/http';\n",
  },
  {
    name: 'the server test kit starts an emulator',
    filePath: 'server/plugin-api/testing/x.ts',
    code: "export { startPowerBiEmulator } from '../../../emulators/powerbi/server';\n",
  },
  {
    name: 'the e2e kit launches the emulators',
    filePath: 'core/plugin-api/testing/e2e/x.ts',
    code: "export { launchEmulators } from '../../../../emulators/launch.mjs';\n",
  },
  { name: 'two-file import cycle', filePath: `${fixture}/a.ts` },
  { name: 'cycle through a type-only import', filePath: `${fixture}/d.ts` },
];

let run: { results: Record<string, Message[]>; zoneTargets: string[] };
const pluginFolders = () =>
  readdirSync(path.join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
let foldersBefore: string[] = [];
let foldersAfter: string[] = [];

beforeAll(() => {
  mkdirSync(path.join(root, fixture), { recursive: true });
  for (const [name, text] of Object.entries(fixtureFiles)) writeFileSync(path.join(root, fixture, name), text);
  mkdirSync(path.join(root, newPlugin), { recursive: true });
  foldersBefore = pluginFolders();
  const child = spawnSync(process.execPath, [path.join(root, 'test/lint/run-eslint.mjs')], {
    cwd: root,
    input: JSON.stringify({ cases }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`run-eslint.mjs failed (${child.status}): ${child.stderr}`);
  run = JSON.parse(child.stdout);
  foldersAfter = pluginFolders();
}, 120_000);

afterAll(() => {
  rmSync(path.join(root, fixture), { recursive: true, force: true });
  rmSync(path.join(root, newPlugin), { recursive: true, force: true });
});

const ruleIds = (name: string) => run.results[name].map((m) => m.ruleId);
const boundary = (name: string, rule: string) => {
  expect(ruleIds(name)).toEqual(['import-x/no-restricted-paths']);
  expect(run.results[name][0].message).toContain(`[${rule}]`);
};
const clean = (name: string) => expect(run.results[name]).toEqual([]);

describe('core', () => {
  it('imports no plugin', () => boundary('core imports a plugin', 'core -> plugins'));
  it('imports nothing of the shell', () => boundary('core imports the shell', 'core -> shell'));
  it('imports nothing of the server, not even a type', () => boundary('core imports the server', 'core -> server'));
  it('may import itself: core/plugin-api -> core/runtime', () => clean('core/plugin-api imports core/runtime'));
});

describe('shell', () => {
  it('imports no plugin', () => boundary('shell imports a plugin', 'shell -> plugins'));
  it('reads plugins from the generated catalog', () => clean('shell imports the generated catalog'));
});

describe('server core', () => {
  it('imports no plugin', () => boundary('server imports a plugin', 'server -> plugins'));
  it('gets plugins from virtual:server-plugins', () => clean('server imports the discovered plugins'));
});

describe('a plugin', () => {
  it('imports no other plugin', () => {
    boundary('plugin imports another plugin', 'plugin -> other plugin');
    expect(run.results['plugin imports another plugin'][0].message).toContain(
      'a plugin imports only its own folder (plugins/html/), core/plugin-api and core/contract',
    );
  });
  it('imports no other plugin lazily either', () =>
    boundary('plugin lazily imports another plugin', 'plugin -> other plugin'));
  it('imports core/plugin-api, not core/runtime', () =>
    boundary('plugin imports core/runtime', 'plugin -> core internals'));
  it('imports nothing of the shell', () => boundary('plugin imports the shell', 'plugin -> shell'));
  it('imports nothing of test/', () => boundary('plugin imports test/', 'plugin -> outside'));
  it('imports core/plugin-api (and testing/), core/contract, its own folder and packages', () =>
    clean('plugin imports the plugin API, the contract, its own folder and packages'));
  it('browser code never imports its server code', () =>
    boundary('plugin browser code imports its server code', 'plugin browser -> plugin server'));
  it('browser code never imports server/plugin-api', () =>
    boundary('plugin browser code imports server/plugin-api', 'plugin browser -> server'));
  it('server code imports no server internals', () =>
    boundary('plugin server code imports the server core', 'plugin server -> server internals'));
  it('server code shares contract.ts with the browser code', () => clean('plugin server code imports its contract'));
  it('server code never imports its browser code', () =>
    boundary('plugin server code imports its browser code', 'plugin server -> plugin browser'));
  it('server code imports server/plugin-api (and testing), core/plugin-api and packages', () =>
    clean('plugin server code imports server/plugin-api, core/plugin-api and packages'));
  it('server code imports no other plugin', () =>
    boundary('plugin server code imports another plugin', 'plugin -> other plugin'));
  it('in a new folder is covered with no config edit', () => {
    boundary('new plugin folder imports another plugin', 'plugin -> other plugin');
    boundary('new plugin folder imports core/runtime', 'plugin -> core internals');
  });
  it('folder, every one under plugins/, gets its zones when the config loads', () => {
    // Other tests add and remove plugin folders while this one runs: compare with those present throughout.
    const throughout = foldersBefore.filter((id) => foldersAfter.includes(id));
    const covered = run.zoneTargets.filter((t) => /^plugins\/[^/]+$/.test(t)).map((t) => t.slice('plugins/'.length));
    expect(throughout).toEqual(expect.arrayContaining(['claims', 'html', path.basename(newPlugin)]));
    expect(covered).toEqual(expect.arrayContaining(throughout));
  });
});

describe('imports', () => {
  it('form no cycle', () => expect(ruleIds('two-file import cycle')).toEqual(['portal/no-import-cycle']));
  it('form no cycle through `import type` either (a type ties two designs together as much)', () => {
    expect(ruleIds('cycle through a type-only import')).toEqual(['portal/no-import-cycle']);
    expect(run.results['cycle through a type-only import'][0].message).toContain(
      `${fixture}/d.ts -> ${fixture}/c.ts -> ${fixture}/d.ts`,
    );
  });
  it('resolve when relative (an unresolved one would slip past the boundaries)', () =>
    expect(ruleIds('relative import that does not resolve')).toEqual(['import-x/no-unresolved']));
  it('are parsed with TypeScript syntax, decorators and JSX', () =>
    clean('TypeScript syntax parses (TypeScript 6 API behind typescript-eslint)'));
});

describe('emulators', () => {
  const refused = (name: string) => {
    // A plugin's server code is also outside its folder (import-x/no-restricted-paths): two rules, one cause.
    const messages = run.results[name].filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
    expect(messages).toEqual([expect.stringContaining('[product -> emulators]')]);
  };
  it('are named by no product code: server, plugin servers (types too), core', () => {
    refused('server code imports an emulator');
    refused('plugin server code names an emulator type');
    refused('core imports an emulator');
  });
  it('are started by the test kits', () => {
    clean('the server test kit starts an emulator');
    clean('the e2e kit launches the emulators');
  });
});

describe('antd in browser code', () => {
  const barrel = (name: string) => {
    expect(ruleIds(name)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(run.results[name][0].message).toContain('[antd barrel]');
  };
  it('is imported per component, never from the barrel', () => barrel('plugin view imports the antd barrel'));
  it('icons too', () => barrel('shell imports the icon barrel'));
  it('may name a type from the barrel (erased at build time)', () =>
    clean('plugin view imports a type from the antd barrel'));
  it('is not restricted on the server (nothing there is downloaded)', () =>
    clean('plugin server code imports the antd barrel'));
});
