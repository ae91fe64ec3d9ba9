#!/usr/bin/env node
// `npm test`: lint, type checks, then every Vitest project (unit, storybook stories in Chromium, server, e2e).
// Extra arguments go to Vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { explainMissingChromium, findChromium } from './chromium.mjs';

const vitestArgs = process.argv.slice(2);

function run(label, command, args) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `  ${label}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) process.exit(status ?? 1);
}

const chromium = findChromium();
if (!chromium) {
  const playwrightOwn = spawnSync(
    process.execPath,
    ['-e', "console.log(require('playwright').chromium.executablePath())"],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  if (!playwrightOwn || !existsSync(playwrightOwn)) {
    console.error(explainMissingChromium());
    process.exit(1);
  }
} else {
  process.env.CHROMIUM_PATH = chromium;
}

const bin = (name) => `node_modules/.bin/${name}`;
run('lint', bin('eslint'), ['.', '--max-warnings=0']);
run('typecheck (panel)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
if (existsSync('server/tsconfig.json'))
  run('typecheck (server)', bin('tsc'), ['--noEmit', '-p', 'server/tsconfig.json']);
run('tests', bin('vitest'), ['run', ...vitestArgs]);
