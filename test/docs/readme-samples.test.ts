import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The plugin guide's code blocks that name a file (```ts file=plugins/site-visits/index.ts). */
function samples(): { file: string; code: string }[] {
  const readme = readFileSync(path.join(root, 'docs/plugins.md'), 'utf8');
  return [...readme.matchAll(/```(?:ts|tsx|json) file=(\S+)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1], code: m[2] }));
}

describe('the plugin guide (docs/plugins.md)', () => {
  // Beside plugins/ at the same depth (the samples' relative imports resolve alike), not inside it: a server
  // started meanwhile by another test discovers every folder under plugins/.
  const folder = `tmp-readme-${process.pid}`;
  const written = path.join(root, folder, 'site-visits');
  const tsconfig = path.join(root, `tsconfig.${folder}.json`);
  afterAll(() => {
    rmSync(path.join(root, folder), { recursive: true, force: true });
    rmSync(tsconfig, { force: true });
  });

  it('has its worked example as named code blocks, all inside one plugin folder', () => {
    const files = samples().map((s) => s.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'plugins/site-visits/index.ts',
        'plugins/site-visits/server/index.ts',
        'plugins/site-visits/contract.ts',
      ]),
    );
    expect(files.every((f) => f.startsWith('plugins/site-visits/'))).toBe(true);
  });

  it('type-checks, written out as a plugin folder of this repository', () => {
    for (const { file, code } of samples()) {
      const target = path.join(written, file.replace(/^plugins\/site-visits\//, ''));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, code);
    }
    writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json', include: [folder, 'types'] }));
    const tsc = spawnSync(path.join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', tsconfig], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);
});
