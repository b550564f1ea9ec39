/** Every output file a chunk needs, itself included: its static imports in esbuild's metafile, recursively. */
export function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of outputs[file].imports) if (i.kind === 'import-statement') staticClosure(outputs, i.path, seen);
  return seen;
}
