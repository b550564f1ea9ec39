// Builds the server bundle exactly as `npm run build` does (esbuild.config.mjs's serverOptions), into the
// folder given: `node build-server-bundle.mjs <folder>` writes <folder>/dist-server/main.mjs and its metafile meta.json (runtime-image.test.ts).
import * as esbuild from 'esbuild';
import path from 'node:path';
import { serverOptions } from '../../esbuild.config.mjs';

const [folder] = process.argv.slice(2);
await esbuild.build({
  ...serverOptions,
  outfile: path.join(path.resolve(folder), 'dist-server', 'main.mjs'),
  logLevel: 'error',
});
