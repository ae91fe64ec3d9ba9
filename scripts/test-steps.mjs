// How `npm test` (./test.mjs) runs one of its steps: under bash in a process group of its own, its output relayed line
// by line behind its label, its CPU seconds counted, what it said of its failures kept for the end of the log, and, for
// a step that may only go silent by hanging, stopped when it has been silent too long.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';

/**
 * What a failing Vitest step printed about its failures: the lines naming a failed test or file, and its "Failed Tests"
 * section (error, expected and received, the test's source line). Reprinted after the summary, so the end of a long
 * log (all a CI page may show) still says what failed.
 */
export class FailureDigest {
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
    // A stopped run's unfinished files and tests (./unfinished-files-reporter.mjs).
    const keep = /^\s*(×|FAIL)\s|^unfinished: /.test(line) || (this.inSection && this.inFailure-- > 0);
    if (keep && line.trim() && this.lines.length < FailureDigest.MAX) this.lines.push(line);
  }
}

// A step's CPU seconds come from a cpuacct cgroup of its own where the machine lets `npm test` make one (cgroup v1's
// cpuacct, or v2: run as root on Linux), which counts every process the step started, Chromium's pages and a browser
// nobody waited for included; elsewhere from bash's `times`, which counts only the processes the step waited for.
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

/** "12.3 s" */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => (ms % 60_000 ? seconds(ms) : `${ms / 60_000} min`);
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/**
 * Runs one step, relaying its output line by line behind its label, and resolves with its status, wall time, CPU
 * seconds and failure digest.
 *
 * `step.silentLimitMs`: a Vitest step prints a line for each test file it finishes, so one that prints nothing for that
 * long is waiting on something that will not come (a lost message between Vitest and a browser tab never times out on
 * its own). It is stopped (SIGTERM to its whole group, SIGKILL 15 s later) and fails, saying so; Vitest's
 * `scripts/unfinished-files-reporter.mjs` then names the files and tests it was still running. Steps that print
 * nothing until they end (ESLint) have no limit.
 */
export function runStep(step, { width = step.label.length, colour = false, running = new Set(), out = process } = {}) {
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
    let lastOutput = Date.now();
    let silentStop = '';
    const digest = new FailureDigest();
    child.stdio[3]?.setEncoding('utf8').on('data', (chunk) => (times += chunk));
    const relay = (stream, to) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        lastOutput = Date.now();
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          to.write(prefix + line + '\n');
          digest.add(line);
        }
      });
      stream.on('end', () => rest && to.write(prefix + rest + '\n'));
    };
    relay(child.stdout, out.stdout);
    relay(child.stderr, out.stderr);
    const limit = step.silentLimitMs;
    const watch =
      limit &&
      setInterval(
        () => {
          if (silentStop || Date.now() - lastOutput < limit) return;
          silentStop = `silent for ${minutes(limit)}`;
          const line = `stopped: nothing printed for ${minutes(limit)}, so it is hung (what it was still running follows)`;
          out.stderr.write(prefix + line + '\n');
          digest.lines.push(line);
          signalGroup(child, 'SIGTERM');
          setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000).unref();
        },
        Math.min(30_000, Math.ceil(limit / 4)),
      );
    const stepStarted = Date.now();
    child.on('error', (error) => resolve({ ...step, status: `could not start (${error.message})`, ms: 0 }));
    child.on('close', (code, signal) => {
      if (watch) clearInterval(watch);
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
      const status = silentStop ? `FAILED (${silentStop})` : code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`;
      out.stdout.write(`${prefix}${status} in ${seconds(ms)}${cpu === undefined ? '' : `, ${cpu.toFixed(1)} CPU s`}\n`);
      resolve({ ...step, status, ms, cpu, whole: cpu !== undefined && cpu === counted, digest: digest.lines });
    });
  });
}
