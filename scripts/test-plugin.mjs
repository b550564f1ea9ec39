// `npm run test:plugin -- <id>`: one plugin's jest tests, its browser side (jsdom) and its server side (Node).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [id, ...jestArgs] = process.argv.slice(2);
if (!id || !/^[a-z][a-z0-9-]*$/.test(id) || !existsSync(path.join(root, 'plugins', id))) {
  console.error(
    `Usage: npm run test:plugin -- <id> [jest options]; <id> is a folder under plugins/ (got ${id ?? 'none'}).`,
  );
  process.exit(2);
}
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const run = spawnSync(jest, [`plugins/${id}/`, ...jestArgs], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
