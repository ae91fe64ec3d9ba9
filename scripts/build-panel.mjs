#!/usr/bin/env node
// The panel's production build (`npm run build`, and every build `npm start`, the end-to-end journeys and the
// benchmarks make): `vite build` with NODE_ENV=production, whatever NODE_ENV the caller runs under. Vite takes a set
// NODE_ENV as the build's: under Vitest (`test`) or a shell's `development` it would ship React's development code
// (slower, and with its checks), and the journeys would test a panel that nobody runs. Arguments go to `vite build`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `vite build` with `args` (e.g. `['--outDir', dir]`) in the project's root; `env` is laid over the caller's
 * environment, and NODE_ENV is always `production`. Returns spawnSync's result.
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string | undefined>, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function buildPanel(args = [], { env = {}, stdio = 'pipe' } = {}) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildPanel(process.argv.slice(2), { stdio: 'inherit' }).status ?? 1);
}
