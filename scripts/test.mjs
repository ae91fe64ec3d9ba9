#!/usr/bin/env node
// `npm test`: lint, both type checks and every Vitest project (unit, storybook stories in Chromium, server, contract,
// e2e), all started at once: the browser stories, the server suite and the other Node-side projects run as three
// Vitest processes side by side, with the static checks beside them at a lower priority, so no core idles while one
// step waits (README "Tests": where the time goes). Each output line is prefixed with its step's name; a summary
// follows. Every step runs to the end, and the run fails when any step failed.
// Extra arguments go to one Vitest run instead of the three, e.g. `npm test -- --project unit`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { explainMissingChromium, findChromium } from './chromium.mjs';
import { oldNodeWarning } from './node-version.mjs';

const vitestArgs = process.argv.slice(2);
const nodeWarning = oldNodeWarning();
if (nodeWarning) console.warn(`⚠ ${nodeWarning}`);

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
const steps = [
  ...(vitestArgs.length
    ? [{ label: 'vitest', command: bin('vitest'), args: ['run', ...vitestArgs] }]
    : [
        { label: 'storybook', command: bin('vitest'), args: ['run', '--project', 'storybook'] },
        // The server files and the e2e journeys mostly wait (on timers, child processes, sockets, a browser), so they
        // run as two processes side by side instead of one file at a time in one process (README "Tests").
        ...(existsSync('server/test/global-setup.ts')
          ? [{ label: 'server', command: bin('vitest'), args: ['run', '--project', 'server'] }]
          : []),
        {
          label: 'node tests',
          command: bin('vitest'),
          args: ['run', '--project', 'unit', '--project', 'contract', '--project', 'e2e'],
        },
      ]),
  // The static checks only compute, and nothing waits for them: at a lower priority they take the cores whenever the
  // test processes wait (on a browser, a timer, a child process), instead of slowing those down.
  { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'], nice: 5 },
  { label: 'tsc panel', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], nice: 5 },
  ...(existsSync('server/tsconfig.json')
    ? [
        {
          label: 'tsc server',
          command: bin('tsc'),
          args: ['--noEmit', '-p', 'server/tsconfig.json'],
          nice: 5,
        },
      ]
    : []),
];

const width = Math.max(...steps.map((s) => s.label.length));
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, relaying its output line by line behind its label. */
function run(step) {
  return new Promise((resolve) => {
    const prefix = `${step.label.padEnd(width)} │ `;
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    if (step.nice && child.pid) {
      try {
        setPriority(child.pid, step.nice);
      } catch {
        // not allowed here: the step runs at normal priority
      }
    }
    const relay = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      });
      stream.on('end', () => rest && out.write(prefix + rest + '\n'));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const stepStarted = Date.now();
    child.on('error', (error) => resolve({ ...step, status: `could not start (${error.message})`, ms: 0 }));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - stepStarted;
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`${prefix}${status} in ${seconds(ms)}`);
      resolve({ ...step, status, ms });
    });
  });
}

// Stopping `npm test` stops every step (each Vitest then closes its browser, servers and PostgreSQL).
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exitCode = 130;
  });

const results = await Promise.all(steps.map((step) => run(step)));
console.log(`\nnpm test, ${seconds(Date.now() - started)} wall time (steps ran side by side):`);
for (const r of results) console.log(`  ${r.label.padEnd(width)}  ${r.status.padEnd(6)}  ${seconds(r.ms)}`);
const failed = results.filter((r) => r.status !== 'ok');
if (failed.length) {
  console.error(
    `\n${failed.map((r) => r.label).join(', ')} failed: see the lines prefixed with ${failed.length > 1 ? 'their names' : 'its name'} above.`,
  );
  process.exit(1);
}
