#!/usr/bin/env node
// `npm test`: lint, both type checks and every Vitest project (unit, storybook stories in Chromium, server, contract,
// e2e), all started at once: the browser stories, the server suite and the other Node-side projects run as three
// Vitest processes side by side, with the static checks beside them at a lower priority, so no core idles while one
// step waits (docs/testing.md#where-the-time-goes). Each output line is prefixed with its step's name; a summary
// follows. Every step runs to the end, and the run fails when any step failed.
// Extra arguments go to one Vitest run instead of the three, e.g. `npm test -- --project unit`.
// The summary gives each step's wall time and CPU seconds, which on a busy machine say more than wall time: every
// process of the step where a cgroup can count them, else only the processes it waited for, which leave out Chromium's
// pages (docs/testing.md#where-the-time-goes). TEST_REPORT_DIR=<dir> also writes each Vitest step's JSON report (per
// file and per test durations) to <dir>/<step>.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { explainMissingChromium, findChromium } from './chromium.mjs';
import { ensureRecentNode } from './node-version.mjs';

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
/** `--reporter=json` beside the default one when TEST_REPORT_DIR is set. */
const jsonReport = (label) =>
  reportDir
    ? ['--reporter=default', '--reporter=json', `--outputFile.json=${reportDir}/${label.replace(/\W+/g, '-')}.json`]
    : [];
const steps = [
  ...(vitestArgs.length
    ? [{ label: 'vitest', command: bin('vitest'), args: ['run', ...jsonReport('vitest'), ...vitestArgs] }]
    : [
        {
          label: 'storybook',
          command: bin('vitest'),
          // A 2 s teardown limit instead of 10 s: Vitest's screenshot matcher leaves its timeout's timer (20 s,
          // vite.config.ts) running after the last capture, which the process would otherwise wait for.
          args: ['run', ...jsonReport('storybook'), '--project', 'storybook', '--teardownTimeout=2000'],
        },
        // The server files and the e2e journeys mostly wait (on timers, child processes, sockets, a browser), so they
        // run as two processes side by side instead of one file at a time in one process
        // (docs/testing.md#what-npm-test-runs).
        ...(existsSync('server/test/global-setup.ts')
          ? [{ label: 'server', command: bin('vitest'), args: ['run', ...jsonReport('server'), '--project', 'server'] }]
          : []),
        {
          label: 'node tests',
          command: bin('vitest'),
          args: ['run', ...jsonReport('node tests'), '--project', 'unit', '--project', 'contract', '--project', 'e2e'],
        },
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
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// Each step runs under bash in a process group of its own, so stopping `npm test` reaches all of its processes. Its CPU
// seconds come from a cpuacct cgroup of its own where the machine lets `npm test` make one (cgroup v1's cpuacct, or
// v2: run as root on Linux), which counts every process the step started, Chromium's pages and a browser nobody waited
// for included; elsewhere from bash's `times`, which counts only the processes the step waited for.
/**
 * What a failing Vitest step printed about its failures: the lines naming a failed test or file, and its "Failed Tests"
 * section (error, expected and received, the test's source line). Reprinted after the summary, so the end of a long
 * log (all a CI page may show) still says what failed.
 */
class FailureDigest {
  static MAX = 150;
  static PER_FAILURE = 20;
  lines = [];
  inSection = false;
  inFailure = 0;
  add(raw) {
    // eslint-disable-next-line no-control-regex -- Vitest's colours are ANSI escapes
    const line = raw.replace(/\u001b\[[\d;]*m/g, '');
    if (/⎯ (Failed Tests \d+|Unhandled Errors?) ⎯/.test(line)) this.inSection = true;
    else if (/^\s*Test Files\s/.test(line)) this.inSection = false;
    // In the section, each failure's first lines (its name, the error, the assertion); a DOM dump after them is cut.
    if (this.inSection && /^\s*(FAIL|Error|TypeError|AssertionError)\b/.test(line))
      this.inFailure = FailureDigest.PER_FAILURE;
    const keep = /^\s*(×|FAIL)\s/.test(line) || (this.inSection && this.inFailure-- > 0);
    if (keep && line.trim() && this.lines.length < FailureDigest.MAX) this.lines.push(line);
  }
}

const cpuReport =
  '[ -n "$STEP_CGROUP_JOIN" ] && echo $$ > "$STEP_CGROUP_JOIN" 2>/dev/null; nice -n "$0" "$@"; status=$?; times >&3; exit $status';

/** A fresh cgroup for one step's CPU: where a process joins it, and how to read its CPU seconds; null if none can be made. */
function stepCgroup(label) {
  if (process.platform !== 'linux') return null;
  const name = `npm-test-${process.pid}-${label.replace(/\W+/g, '-')}`;
  const kinds = [
    {
      base: '/sys/fs/cgroup/cpuacct',
      join: 'tasks',
      read: (dir) => Number(readFileSync(`${dir}/cpuacct.usage`, 'utf8')) / 1e9,
    },
    {
      base: '/sys/fs/cgroup',
      probe: 'cgroup.controllers',
      join: 'cgroup.procs',
      read: (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(`${dir}/cpu.stat`, 'utf8'))?.[1]) / 1e6,
    },
  ];
  for (const kind of kinds) {
    if (!existsSync(`${kind.base}/${kind.probe ?? kind.join}`)) continue;
    const dir = `${kind.base}/${name}`;
    try {
      mkdirSync(dir);
      kind.read(dir);
      return {
        join: `${dir}/${kind.join}`,
        cpu: () => kind.read(dir),
        remove: () => rmdirSync(dir),
      };
    } catch {
      // not allowed here: the next kind, or `times`
    }
  }
  return null;
}
/** The children's user + system seconds from bash's `times` output (its second line: "1m2.5s 0m3.1s"). */
function cpuSeconds(times) {
  const line = times.trim().split('\n')[1] ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? parts[0] + parts[1] : undefined;
}

/** Runs one step, relaying its output line by line behind its label. */
function run(step) {
  return new Promise((resolve) => {
    const prefix = `${step.label.padEnd(width)} │ `;
    const cgroup = stepCgroup(step.label);
    const child = spawn('bash', ['-c', cpuReport, String(step.nice ?? 0), step.command, ...step.args], {
      env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}), STEP_CGROUP_JOIN: cgroup?.join ?? '' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let times = '';
    const digest = new FailureDigest();
    child.stdio[3]?.setEncoding('utf8').on('data', (chunk) => (times += chunk));
    const relay = (stream, out) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(prefix + line + '\n');
          digest.add(line);
        }
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
      const waitedFor = cpuSeconds(times);
      // A cgroup the step could not join reads less than the processes it waited for: `times` is the figure then.
      let counted;
      try {
        counted = cgroup?.cpu();
        cgroup?.remove();
      } catch {
        // a process of the step outlived it (it ends with `npm test`): its cgroup is left behind
      }
      const cpu = counted !== undefined && counted >= (waitedFor ?? 0) ? counted : waitedFor;
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`${prefix}${status} in ${seconds(ms)}${cpu === undefined ? '' : `, ${cpu.toFixed(1)} CPU s`}`);
      resolve({ ...step, status, ms, cpu, whole: cpu !== undefined && cpu === counted, digest: digest.lines });
    });
  });
}

// Stopping `npm test` stops every step (each Vitest then closes its browser, servers and PostgreSQL).
const running = new Set();
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

const results = await Promise.all(steps.map((step) => run(step)));
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
