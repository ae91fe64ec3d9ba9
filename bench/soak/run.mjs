#!/usr/bin/env node
// `npm run soak`: the long runs outside `npm test` — load (SQLite and PostgreSQL), crash (20 × kill -9), faults,
// the slow-body connection flood (20,000 connections) and slow readers (540 connections that never read).
// Each prints one JSON line of figures; this exits non-zero if any of them fails. Takes about 5 minutes.
// Extra arguments go to every run, e.g. `npm run soak -- --seconds 10`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureRecentNode } from '../../scripts/node-version.mjs';

// On a Node older than `engines` asks for, this runs again on the pinned Node LTS (scripts/node-version.mjs).
await ensureRecentNode();

const runs = [
  ['load', ['--db', 'both']],
  ['crash', []],
  ['faults', []],
  ['connections', []],
  ['slowreaders', []],
];
const passthrough = process.argv.slice(2);
let failed = 0;
for (const [name, args] of runs) {
  const script = fileURLToPath(new URL(`./${name}.mjs`, import.meta.url));
  const extra =
    name === 'load'
      ? passthrough
      : passthrough.filter(
          (arg, i, all) =>
            !['--seconds', '--clients'].includes(arg) && !['--seconds', '--clients'].includes(all[i - 1]),
        );
  console.log(`\n▶ soak: ${name}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [script, ...args, ...extra], { stdio: 'inherit' });
  console.log(`  ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
