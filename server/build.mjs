#!/usr/bin/env node
// `npm run build:server`: bundles the API server for plain `node` (server/dist/main.js and cli.js).
// Dependencies stay in node_modules (sharp and @node-rs/argon2 ship native binaries in their packages), so run it from
// a checkout with `npm ci --omit=dev` done: `node server/dist/main.js` (Node 22.16 or newer: node:sqlite with FTS5).
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { main: 'server/src/main.ts', cli: 'server/src/cli.ts' },
  outdir: 'server/dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server/dist/main.js and server/dist/cli.js built in ${Date.now() - started} ms`);
