// The initial JS of the SPA from esbuild's metafile: the entry chunk and every chunk it imports statically
// (what a browser must download before the app runs), raw and gzip.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJs(distDir) {
  const meta = JSON.parse(readFileSync(path.join(distDir, 'meta.json'), 'utf8'));
  const root = path.resolve(distDir, '..');
  const entry = Object.keys(meta.outputs).find((file) => meta.outputs[file].entryPoint?.endsWith('shell/main.tsx'));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  let raw = 0;
  let gzip = 0;
  const inputs = new Map();
  for (const file of seen) {
    const bytes = readFileSync(path.join(root, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    for (const [input, info] of Object.entries(meta.outputs[file].inputs))
      inputs.set(input, (inputs.get(input) ?? 0) + info.bytesInOutput);
  }
  const lazy = Object.keys(meta.outputs).filter((file) => file.endsWith('.js') && !seen.has(file));
  return { files: [...seen], raw, gzip, inputs, lazyChunks: lazy.length };
}

/** Bytes per package (or first-party folder) among the initial chunks, largest first. */
export function byPackage(inputs) {
  const totals = new Map();
  for (const [input, bytes] of inputs) {
    const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = match ? match[1] : input.split('/').slice(0, 2).join('/');
    totals.set(key, (totals.get(key) ?? 0) + bytes);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const result = initialJs(path.resolve(process.argv[2] ?? 'dist'));
  console.log(
    `initial JS: ${result.files.length} files, ${(result.raw / 1024).toFixed(1)} KB raw, ${(result.gzip / 1024).toFixed(1)} KB gzip; ${result.lazyChunks} lazy chunks`,
  );
  for (const [name, bytes] of byPackage(result.inputs).slice(0, 25))
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}
