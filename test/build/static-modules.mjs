// Prints, as JSON, the modules an entry loads before it runs: the inputs of its chunk and of every chunk it
// imports statically, in a production-like esbuild build (code splitting, so `import()`ed modules stay out).
// Used by report-view-script.test.ts; run in its own Node process (esbuild inside jest's sandbox is unreliable).
import * as esbuild from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staticClosure } from '../../scripts/build/chunk-graph.mjs';

const [root, entryPoint] = process.argv.slice(2);
const outdir = mkdtempSync(path.join(tmpdir(), 'static-modules-'));
try {
  const { metafile } = await esbuild.build({
    entryPoints: [entryPoint],
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const entry = Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === entryPoint);
  const inputs = [...staticClosure(metafile.outputs, entry)].flatMap((f) => Object.keys(metafile.outputs[f].inputs));
  console.log(JSON.stringify([...new Set(inputs)].sort()));
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
