#!/usr/bin/env node
// `npm run build:server`: bundles the API server for plain `node` (server/dist/main.js and cli.js).
// Dependencies stay in node_modules (better-sqlite3 is a native addon), so run it from a checkout with
// `npm ci --omit=dev` done: `node server/dist/main.js`.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
  outdir: 'server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server/dist/main.js and server/dist/cli.js built in ${Date.now() - started} ms`);
