// The guide's API reference is generated from the types (scripts/docs-api.mjs): it fails here when an export is
// added, removed or changes its signature without `npm run docs:api`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

it('docs/plugins.md lists every export of the plugin APIs with its current signature', () => {
  const run = spawnSync(process.execPath, ['scripts/docs-api.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 30_000);
