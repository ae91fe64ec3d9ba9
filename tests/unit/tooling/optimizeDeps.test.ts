import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Vite finds a package's deep imports (`quill/modules/clipboard`) only when a story first loads them in the browser;
// it then bundles them anew and reloads the page, which fails every story file running at that moment ("Vitest failed
// to find the runner"). So every deep import of a package the panel's code makes at run time is listed in
// vite.config.ts's optimizeDeps.include, bundled before the first story runs.

/** Every .ts/.tsx file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('lists every deep package import of the panel in optimizeDeps.include', () => {
  const config = readFileSync('vite.config.ts', 'utf8');
  const block = /optimizeDeps:\s*{\s*include:\s*\[([^\]]*)\]/.exec(config)?.[1] ?? '';
  const included = new Set([...block.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? ''));
  expect(included.size).toBeGreaterThan(0);

  const deep = new Set<string>();
  for (const file of [...sources('src'), ...sources('stories')]) {
    // Value imports only: `import type` is erased and loads nothing.
    for (const match of readFileSync(file, 'utf8').matchAll(
      /^import (?!type\b)[^;]*?from '([^'.@][^']*|@[^'/]+\/[^']+)'/gm,
    )) {
      const name = match[1] ?? '';
      const parts = name.split('/');
      const deepImport = parts.length > (name.startsWith('@') ? 2 : 1);
      // `@/…` is the panel's own alias; storybook/* comes with Storybook's Vitest plugin.
      if (deepImport && parts[0] !== 'storybook') deep.add(name);
    }
  }
  expect(deep.size).toBeGreaterThan(0);
  expect([...deep].filter((name) => !included.has(name))).toEqual([]);
});
