#!/usr/bin/env node
// `npm run admin -- …`: the administrators' command line (server/src/cli.ts) on a Node the server runs on. On an older
// Node this runs again on the pinned Node LTS first (./node-version.mjs), as `npm start` does, whose banner sends the
// demo admin here to change the password.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureRecentNode } from './node-version.mjs';

await ensureRecentNode();

const cli = fileURLToPath(new URL('../server/src/cli.ts', import.meta.url));
const { status, signal } = spawnSync(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? (signal ? 1 : 0));
