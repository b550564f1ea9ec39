// `npm run new-plugin -- <id>` writes the worked example of docs/plugins.md: the same files, and the same
// manifest and code (a scaffold that drifts from the guide teaches two ways).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const guide = readFileSync(path.join(root, 'docs/plugins.md'), 'utf8');
const example = new Map(
  [...guide.matchAll(/```\w+ file=plugins\/site-visits\/(\S+)\n([\s\S]*?)```/g)].map(([, file, text]) => [file, text]),
);

/** The scaffold's files for an id, as scripts/new-plugin.mjs writes them (its templates are an ES module). */
function scaffold(id: string): Record<string, string> {
  const names = { id, pascal: 'SiteVisits', title: 'Site visits', table: 'site_visits', actionId: 4001, menuId: 4002 };
  const script = `import { files } from './scripts/new-plugin/templates.mjs';
process.stdout.write(JSON.stringify(files(${JSON.stringify(names)})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(run.stdout) as Record<string, string>;
}

it('writes the same files as the worked example', () => {
  expect(Object.keys(scaffold('site-visits')).sort()).toEqual([...example.keys()].sort());
});

it('declares its view and loads its code as the worked example does', () => {
  const written = scaffold('site-visits');
  for (const file of ['manifest.ts', 'index.ts']) expect([file, written[file]]).toEqual([file, example.get(file)]);
});
