// ESLint rule `portal/no-import-cycle`: no file imports, directly or through others, a file that imports it back.
// Unlike import-x/no-cycle it counts `import type` too (see import-graph.mjs for why).
import path from 'node:path';
import { pathBack, resolveImport } from './import-graph.mjs';

/** The import-like nodes of a module and their specifier literal. */
function sourceOf(node) {
  if (node.type === 'TSImportType')
    return node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
  return node.source;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids import circles, type imports included.' },
    schema: [],
    messages: {
      cycle: 'Import circle: {{route}}. Move the shared part (often a type) to the module both sides may import.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    const visited = new Set();
    const check = (node) => {
      const source = sourceOf(node);
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target || target === file) return;
      const route = visited.has(target) ? null : pathBack(target, file, visited);
      if (!route) return;
      const names = [file, ...route, file].map((member) => path.relative(root, member));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      TSImportType: check,
    };
  },
};
