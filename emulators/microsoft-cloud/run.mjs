// Starts the Microsoft cloud emulator on its own: bundles main.ts with esbuild (Node 20 runs no TypeScript) and runs it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside node_modules so that the bundle finds fastify the way the sources do.
const outfile = path.resolve(here, '../../node_modules/.cache/microsoft-cloud-emulator/main.mjs');
await build({
  entryPoints: [path.join(here, 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
  absWorkingDir: path.resolve(here, '../..'),
});
await import(pathToFileURL(outfile).href);
