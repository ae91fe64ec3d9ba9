#!/usr/bin/env node
// `npm test`: lint, both type checks and every Vitest project (unit, storybook stories in Chromium, server, contract,
// e2e), all started at once: the browser stories, the server suite and the other Node-side projects run as three
// Vitest processes side by side, with the static checks beside them at a lower priority, so no core idles while one
// step waits (docs/testing.md#where-the-time-goes). Each output line is prefixed with its step's name; a summary
// follows. Every step runs to its end (a Vitest step silent for 15 minutes is stopped as hung: ./test-steps.mjs), and
// the run fails when any step failed.
// Extra arguments go to one Vitest run instead of the three, e.g. `npm test -- --project unit`.
// The summary gives each step's wall time and CPU seconds, which on a busy machine say more than wall time: every
// process of the step where a cgroup can count them, else only the processes it waited for, which leave out Chromium's
// pages (docs/testing.md#where-the-time-goes). TEST_REPORT_DIR=<dir> also writes each Vitest step's JSON report (per
// file and per test durations) to <dir>/<step>.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { explainMissingChromium, findChromium } from './chromium.mjs';
import { ensureRecentNode } from './node-version.mjs';
import { runStep, seconds } from './test-steps.mjs';

// On a Node older than `engines` asks for, this runs again on the pinned Node LTS (fetched once): ./node-version.mjs.
await ensureRecentNode();
const vitestArgs = process.argv.slice(2);

const chromium = findChromium();
if (!chromium) {
  const playwrightOwn = spawnSync(
    process.execPath,
    ['-e', "console.log(require('playwright').chromium.executablePath())"],
    { encoding: 'utf8' },
  ).stdout.trim();
  if (!playwrightOwn || !existsSync(playwrightOwn)) {
    console.error(explainMissingChromium());
    process.exit(1);
  }
} else {
  process.env.CHROMIUM_PATH = chromium;
}

const bin = (name) => `node_modules/.bin/${name}`;
const TSC = ['node_modules/typescript-native/bin/tsc', '--noEmit', '--singleThreaded'];
const reportDir = process.env.TEST_REPORT_DIR;
/**
 * Vitest's own reporter, beside it one that names the files and tests still running if the step is stopped
 * (./unfinished-files-reporter.mjs), and `--reporter=json` when TEST_REPORT_DIR is set.
 */
const reporters = (label) => [
  '--reporter=default',
  '--reporter=./scripts/unfinished-files-reporter.mjs',
  ...(reportDir ? ['--reporter=json', `--outputFile.json=${reportDir}/${label.replace(/\W+/g, '-')}.json`] : []),
];
/**
 * A Vitest step prints a line for every test file it finishes, and none of ours takes more than a few minutes even
 * on a slow, loaded machine: one silent for this long is hung, and is stopped (./test-steps.mjs), not left to run
 * into CI's time limit.
 */
const silentLimitMs = 15 * 60_000;
const vitestStep = (label, args) => ({ label, command: bin('vitest'), args: ['run', ...args], silentLimitMs });
const steps = [
  // A run of `npm test -- <Vitest arguments>` given reporters of its own keeps to them.
  ...(vitestArgs.length
    ? [
        vitestStep('vitest', [
          ...(vitestArgs.some((a) => a.startsWith('--reporter')) ? [] : reporters('vitest')),
          ...vitestArgs,
        ]),
      ]
    : [
        // A 2 s teardown limit instead of 10 s: Vitest's screenshot matcher leaves its timeout's timer (20 s,
        // vite.config.ts) running after the last capture, which the process would otherwise wait for.
        vitestStep('storybook', [...reporters('storybook'), '--project', 'storybook', '--teardownTimeout=2000']),
        // The server files and the e2e journeys mostly wait (on timers, child processes, sockets, a browser), so they
        // run as two processes side by side instead of one file at a time in one process
        // (docs/testing.md#what-npm-test-runs).
        ...(existsSync('server/test/global-setup.ts')
          ? [vitestStep('server', [...reporters('server'), '--project', 'server'])]
          : []),
        vitestStep('node tests', [
          ...reporters('node tests'),
          ...['--project', 'unit', '--project', 'contract', '--project', 'e2e'],
        ]),
      ]),
  // The static checks only compute, and nothing waits for them: at a lower priority they take the cores whenever the
  // test processes wait (on a browser, a timer, a child process), instead of slowing those down.
  // `npm run lint`: ESLint, then the import-cycle check (dependency-cruiser, .dependency-cruiser.mjs).
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'], nice: 5 },
  // Every link in the Markdown files and every docs/ reference in code resolves (docs/contributing.md#links-and-references).
  { label: 'links', command: process.execPath, args: ['scripts/check-links.mjs'], nice: 5 },
  // The type checks run on TypeScript 7, the native compiler (`typescript-native` in package.json), on one thread:
  // the same checks as TypeScript 6's `tsc` for a third of its CPU time. ESLint's type-aware rules and Storybook keep
  // TypeScript 6, whose JavaScript API they need (docs/testing.md#where-the-time-goes).
  { label: 'tsc panel', command: process.execPath, args: [...TSC, '-p', 'tsconfig.json'], nice: 5 },
  ...(existsSync('server/tsconfig.json')
    ? [{ label: 'tsc server', command: process.execPath, args: [...TSC, '-p', 'server/tsconfig.json'], nice: 5 }]
    : []),
];

const width = Math.max(...steps.map((s) => s.label.length));
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const started = Date.now();
const running = new Set();

// Stopping `npm test` stops every step (each Vitest then closes its browser, servers and PostgreSQL).
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exitCode = 130;
  });

const results = await Promise.all(steps.map((step) => runStep(step, { width, colour, running })));
const cpuTotal = results.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
console.log(
  `\nnpm test, ${seconds(Date.now() - started)} wall time, ${cpuTotal.toFixed(1)} CPU s (steps ran side by side; wall, CPU${results.every((r) => r.whole) ? '' : ' of the processes each step waited for'}):`,
);
for (const r of results)
  console.log(
    `  ${r.label.padEnd(width)}  ${r.status.padEnd(6)}  ${seconds(r.ms).padStart(8)}  ${r.cpu === undefined ? '' : `${r.cpu.toFixed(1).padStart(6)} CPU s`}`,
  );
const failed = results.filter((r) => r.status !== 'ok');
if (failed.length) {
  for (const r of failed.filter((f) => f.digest?.length)) {
    console.error(`\n${r.label} failed; what it said of its failures:`);
    for (const line of r.digest) console.error(`  ${r.label} │ ${line}`);
  }
  console.error(
    `\n${failed.map((r) => r.label).join(', ')} failed: see the lines prefixed with ${failed.length > 1 ? 'their names' : 'its name'} above.`,
  );
  process.exit(1);
}
