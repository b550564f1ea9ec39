// `npm run new-plugin -- <id>`: writes a working full-stack plugin into plugins/<id>/ and nothing else.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { files } from './new-plugin/templates.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const id = process.argv[2];

if (!id || !/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id)) {
  console.error('Usage: npm run new-plugin -- <id>   (kebab-case, e.g. "events" or "service-tickets")');
  process.exit(2);
}
const folder = path.join(root, 'plugins', id);
if (existsSync(folder)) {
  console.error(`plugins/${id} already exists; choose another id.`);
  process.exit(2);
}

const words = id.split('-');
const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const title = words.map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w)).join(' ');
// Stable, unlikely-to-collide demo ids derived from the plugin id (the demo's own ids are below 10,000).
const hash = createHash('sha256').update(id).digest().readUInt32BE(0);
const actionId = 100_000 + (hash % 400_000) * 2;
const names = { id, pascal, title, table: id.replace(/-/g, '_') + '_items', actionId, menuId: actionId + 1 };

for (const [file, content] of Object.entries(files(names))) {
  const target = path.join(folder, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  console.log(`created plugins/${id}/${file}`);
}
console.log(
  `\nDone. "npm test" now builds, lints and tests plugins/${id} with the rest; "npm start" shows "${title}" in Contoso's menu.`,
);
