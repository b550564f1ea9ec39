// The project's import graph as the no-import-cycle rule and `node scripts/lint/import-cycles.mjs` see it: every
// relative import of a file, `import type`, `export ... from` and literal `import()` included (a type-only
// circle still ties two modules' designs together, and a `tsc` change on one side ripples to the other).
// Packages are leaves. Read with TypeScript 6's preProcessFile (fast, no type information needed).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ts = createRequire(import.meta.url)('typescript-eslint-compiler');

export const CODE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
const ALIASES = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] };

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const isCode = (file) => CODE_EXTENSIONS.includes(path.extname(file));

/** The file a relative specifier names from `importer`, or null (a package, a missing file, a JSON or CSS file). */
export function resolveImport(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(importer), specifier);
  const extension = path.extname(base);
  const candidates = [
    ...(ALIASES[extension] ?? []).map((alias) => base.slice(0, -extension.length) + alias),
    base,
    ...CODE_EXTENSIONS.map((ext) => base + ext),
    ...CODE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  const found = candidates.find(isFile);
  return found && isCode(found) ? found : null;
}

/** The relative specifiers a source text imports, in order of appearance. */
export function importedSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

const edges = new Map();

/** The project files `file` imports (cached for the process: ESLint lints each file once). */
export function importsOf(file) {
  let targets = edges.get(file);
  if (!targets) {
    const text = isFile(file) ? readFileSync(file, 'utf8') : '';
    targets = [
      ...new Set(
        importedSpecifiers(text)
          .map((specifier) => resolveImport(file, specifier))
          .filter(Boolean),
      ),
    ];
    edges.set(file, targets);
  }
  return targets;
}

/**
 * A path of imports from `start` back to `goal` (the files in between, start first), or null. `visited` may be
 * shared by the calls for one importer: a file that did not lead back once does not on the next call either.
 */
export function pathBack(start, goal, visited = new Set()) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  visited.add(start);
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const route = [];
        for (let at = file; at; at = cameFrom.get(at)) route.unshift(at);
        return route;
      }
      if (visited.has(next)) continue;
      visited.add(next);
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** The import circles among `files`: strongly connected components of two or more files (Tarjan). */
export function importCircles(files) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of importsOf(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}
