// A local ESLint rule for the one-way layering of docs/contributing.md#layering. (eslint-plugin-import-x would do it,
// but its resolver's platform packages are not all on the registry this project installs from, which breaks `npm ci`.)
import path from 'node:path';

/**
 * @typedef {{ target: string, from: string[], except?: string[], message: string }} Zone
 * Paths are relative to the project root. A file under `target` may not import a module under any `from`
 * (unless it is under one of `except`, relative to that `from`).
 */

const isUnder = (file, dir) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way import layering between src/ folders' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, zones: { type: 'array' } } }],
  },
  create(context) {
    const { root, zones } = /** @type {{ root: string, zones: Zone[] }} */ (context.options[0]);
    const file = context.filename;
    const active = zones.filter((z) => isUnder(file, path.join(root, z.target)));
    if (active.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      // `@/x` is `src/x` (the tsconfig `paths` alias); other bare specifiers are packages.
      let resolved;
      if (source.startsWith('@/')) resolved = path.join(root, 'src', source.slice(2));
      else if (source.startsWith('.')) resolved = path.resolve(path.dirname(file), source);
      else return;
      for (const zone of active) {
        for (const from of zone.from) {
          const fromDir = path.join(root, from);
          if (!isUnder(resolved, fromDir)) continue;
          if ((zone.except ?? []).some((e) => isUnder(resolved, path.join(fromDir, e)))) continue;
          context.report({ node, message: `Import of '${source}' breaks the layering: ${zone.message}` });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layeringPlugin = { rules: { 'no-cross-layer-imports': rule } };
