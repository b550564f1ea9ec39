// Lists the project's import circles, type imports included (the graph the `portal/no-import-cycle` lint rule
// checks): `node scripts/lint/import-cycles.mjs`. Exits 1 when there is one.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_EXTENSIONS, importCircles } from './import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => CODE_EXTENSIONS.includes(path.extname(file)) && !file.startsWith('scripts/lint/typescript-6/'))
  .map((file) => path.join(root, file));
const circles = importCircles(files);
for (const circle of circles)
  console.log(`circle of ${circle.length}: ${circle.map((file) => path.relative(root, file)).join(', ')}`);
console.log(`${circles.length} import circle(s), type imports included, among ${files.length} files`);
process.exitCode = circles.length ? 1 : 0;
