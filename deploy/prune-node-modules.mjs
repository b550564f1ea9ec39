#!/usr/bin/env node
// Used by the Dockerfile's `deps` stage: `node prune-node-modules.mjs <server bundle> <folder with node_modules>`.
//
// package.json's `dependencies` hold the browser's packages too (antd, react, powerbi-client, ...), which
// esbuild has already bundled into dist/; the server bundle (dist-server/main.mjs, built with
// `packages: 'external'`) loads only a few packages at run time. This keeps the packages the bundle imports
// and everything they depend on (dependencies, optionalDependencies and installed peerDependencies, resolved
// the way Node resolves them) and deletes every other package under node_modules, with node_modules/.bin.
// It prints what it kept and how much it removed; it removes nothing when the bundle names a package that
// is not installed (exit 1).
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package names a bundle imports: `from "x"`, `import "x"`, `import("x")`, `require("x")`, and
 * `require.resolve("x"` (the PostgreSQL worker's source loads its driver so, from a string the bundle holds);
 * no builtins.
 */
export function importedPackages(source) {
  const builtins = new Set(builtinModules);
  const names = new Set();
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)["']([^"'\s]+)["']/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1];
    if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!builtins.has(name)) names.add(name);
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
  const [bundle, folder] = process.argv.slice(2);
  if (!bundle || !folder) {
    console.error('Usage: node prune-node-modules.mjs <server bundle> <folder with node_modules>');
    process.exit(2);
  }
  const root = path.resolve(folder);
  const entries = importedPackages(readFileSync(bundle, 'utf8'));
  const { kept, missing } = reachablePackages(entries, root);
  if (missing.length) {
    console.error(`The server bundle imports packages that are not installed: ${missing.join(', ')}`);
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
