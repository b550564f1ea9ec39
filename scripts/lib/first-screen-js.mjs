// What the first screen's page loads and preloads: the scripts and modulepreloads index.html names and every
// file they import statically (esbuild's metafile), each compressed with gzip -9, and which plugins' code is in them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `root`: the build's working folder (the metafile's paths are relative to it). */
export function firstScreenJs(distDir, root = path.resolve(distDir, '..')) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const meta = JSON.parse(readFileSync(path.join(distDir, 'meta.json'), 'utf8'));
  const output = (url) =>
    path
      .relative(root, path.join(distDir, url.replace(/^\//, '')))
      .split(path.sep)
      .join('/');
  const named = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) =>
    output(m[1]),
  );
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !meta.outputs[file]) return;
    seen.add(file);
    for (const imported of meta.outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  named.forEach(visit);
  let gzip = 0;
  const pluginInputs = new Set();
  for (const file of seen) {
    gzip += gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
    for (const input of Object.keys(meta.outputs[file].inputs))
      if (input.startsWith('plugins/')) pluginInputs.add(input);
  }
  return { files: [...seen], gzip, pluginInputs: [...pluginInputs].sort() };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const result = firstScreenJs(path.resolve(process.argv[2] ?? 'dist'));
  console.log(
    `first screen: ${result.files.length} files, ${(result.gzip / 1024).toFixed(1)} KB gzip -9; plugin modules in it:\n  ${result.pluginInputs.join('\n  ')}`,
  );
}
