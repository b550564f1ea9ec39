#!/usr/bin/env node
// Used by the Dockerfile's `deps` stage: `node prune-node-modules.mjs <server metafile> <folder with node_modules>`.
//
// package.json's `dependencies` hold the browser's packages too (antd, react, powerbi-client, ...), which
// esbuild has already bundled into dist/; the server bundle (dist-server/main.mjs, built with
// `packages: 'external'`) loads only a few packages at run time. This keeps the packages the bundle imports,
// as esbuild's metafile of the server build records them (dist-server/meta.json: its parsed imports, so no
// comment or string in the bundle counts), the packages the server loads by name where esbuild cannot see it
// (LOADED_BY_NAME), and everything they depend on (dependencies, optionalDependencies and installed
// peerDependencies, resolved the way Node resolves them); it deletes every other package under node_modules,
// with node_modules/.bin. It prints what it kept and how much it removed; it removes nothing when a package to
// keep is not installed (exit 1).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages the server loads by name at run time, out of esbuild's sight: the PostgreSQL worker thread's driver,
 * which server/db/postgres/worker-source.ts requires from a source string (test/deploy/dockerfile.test.ts checks
 * that this list names every package that source requires).
 */
export const LOADED_BY_NAME = ['pg'];

/** The package of an import specifier (`@scope/name/sub` -> `@scope/name`), or null for a builtin or a file. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

/** The packages a build imports: every external import of its outputs in esbuild's metafile; no builtins. */
export function importedPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs ?? {})) {
    for (const entry of output.imports ?? []) {
      const name = entry.external ? packageOf(entry.path) : null;
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** The folder Node loads package `name` from when it is required from `fromDir`, within `root`; null if none. */
function resolvePackage(name, fromDir, root) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return null;
  }
}

/** Every package folder reachable from `entries`, required from `root`; and the entries that are not installed. */
export function reachablePackages(entries, root) {
  const kept = new Set();
  const missing = [];
  const visit = (name, fromDir, required) => {
    const dir = resolvePackage(name, fromDir, root);
    if (!dir) {
      if (required) missing.push(name);
      return;
    }
    if (kept.has(dir)) return;
    kept.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) visit(dep, dir, false);
  };
  for (const name of entries) visit(name, root, true);
  return { kept, missing };
}

function sizeOf(target) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}

/** Deletes the top-level packages of `root`/node_modules that are not in `kept`; returns them. */
export function pruneNodeModules(root, kept) {
  const modules = path.join(root, 'node_modules');
  const removed = [];
  const keptPaths = [...kept];
  const holdsKept = (dir) => keptPaths.some((k) => k === dir || k.startsWith(dir + path.sep));
  for (const entry of readdirSync(modules)) {
    const full = path.join(modules, entry);
    if (entry === '.bin' || entry === '.package-lock.json') {
      rmSync(full, { recursive: true, force: true });
      continue;
    }
    const packages = entry.startsWith('@') ? readdirSync(full).map((scoped) => path.join(full, scoped)) : [full];
    for (const dir of packages) {
      if (holdsKept(dir)) continue;
      removed.push(path.relative(modules, dir));
      rmSync(dir, { recursive: true, force: true });
    }
    if (entry.startsWith('@') && readdirSync(full).length === 0) rmSync(full, { recursive: true });
  }
  return removed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [metafile, folder] = process.argv.slice(2);
  if (!metafile || !folder) {
    console.error('Usage: node prune-node-modules.mjs <server metafile> <folder with node_modules>');
    process.exit(2);
  }
  const root = path.resolve(folder);
  const imported = importedPackages(JSON.parse(readFileSync(metafile, 'utf8')));
  const entries = [...new Set([...imported, ...LOADED_BY_NAME])].sort();
  const { kept, missing } = reachablePackages(entries, root);
  if (missing.length) {
    console.error(`The server needs packages that are not installed: ${missing.join(', ')}`);
    process.exit(1);
  }
  const before = sizeOf(path.join(root, 'node_modules'));
  const removed = pruneNodeModules(root, kept);
  const after = sizeOf(path.join(root, 'node_modules'));
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `[prune] the server imports ${entries.join(', ')}: kept ${kept.size} packages (${mb(after)}), removed ${removed.length} (${mb(before - after)})`,
  );
}
