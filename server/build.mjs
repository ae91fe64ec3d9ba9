#!/usr/bin/env node
// `npm run build:server`: bundles the API server for plain `node` (server/dist/main.js and cli.js;
// scripts/server-bundle.mjs). Run it from a checkout with `npm ci --omit=dev` done: `node server/dist/main.js`
// (Node 22.16 or newer: node:sqlite with FTS5).
import { bundleServer } from '../scripts/server-bundle.mjs';

const started = Date.now();
await bundleServer('server/dist');
console.log(`server/dist/main.js and server/dist/cli.js built in ${Date.now() - started} ms`);
