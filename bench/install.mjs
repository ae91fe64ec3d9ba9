// Fresh install (issue 34, "nothing to compile"): `npm ci --prefer-offline` in a fresh clone of this checkout's HEAD
// (a temporary folder), with the machine's npm cache as it is (warm once any install ran), INSTALL_RUNS times; the
// median wall time and CPU seconds (user + system of npm and of every process it waited for, from bash's `times`), and
// whether anything was compiled (a native addon built inside node_modules: a `.node` file under a `build/` folder, as
// node-gyp leaves it). Budget: ≤ 40 s wall on 2 cores, nothing compiled. Needs no server (run.mjs starts none for it).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, root, round } from './harness.mjs';

export const INSTALL_WALL_BUDGET_S = 40;
/** BENCH_INSTALL_RUNS=<n>: more (or fewer) installs for the median. */
const RUNS = Number(process.env.BENCH_INSTALL_RUNS) || 3;

/** `.node` files under a `build/` folder in node_modules: addons compiled on this machine. */
function compiledAddons(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) compiledAddons(full, found);
    else if (entry.name.endsWith('.node') && full.split(path.sep).includes('build')) found.push(full);
  }
  return found;
}

/** Runs `npm ci` in `dir`: wall and CPU seconds, its output (stderr) and the addons it compiled. */
function npmCi(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      'bash',
      ['-c', 'npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2; status=$?; times; exit $status'],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let times = '';
    let output = '';
    child.stdout.on('data', (chunk) => (times += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`npm ci exited ${code}: ${output.trim().split('\n').at(-1)}`));
      // bash's `times`: its own user/system line, then its children's ("1m2.5s 0m3.1s")
      const line = times.trim().split('\n')[1] ?? '';
      const [user = NaN, system = NaN] = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
        (m) => Number(m[1]) * 60 + Number(m[2]),
      );
      const addons = compiledAddons(path.join(dir, 'node_modules')).map((file) => path.relative(dir, file));
      resolve({ wallS: (Date.now() - started) / 1000, cpuS: user + system, addons, gyp: /\bgyp\b/.test(output) });
    });
  });
}

/** One `npm ci` in a fresh clone of HEAD, removed afterwards. */
async function installOnce() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-install-'));
  try {
    execFileSync('git', ['clone', '--quiet', root, dir]);
    return await npmCi(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runInstall() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // the machine may be shared: each run's wall time is read beside the load it ran under
    const load = round(os.loadavg()[0]);
    const run = { ...(await installOnce()), load };
    console.log(
      `  npm ci #${i + 1}: ${round(run.wallS)} s wall, ${round(run.cpuS)} CPU s (load ${load}), compiled: ${run.addons.join(', ') || 'nothing'}`,
    );
    runs.push(run);
  }
  const wall = median(runs.map((r) => r.wallS));
  const cpu = median(runs.map((r) => r.cpuS));
  const compiled = [...new Set(runs.flatMap((r) => r.addons))];
  const gyp = runs.some((r) => r.gyp);
  const problems = [];
  if (wall > INSTALL_WALL_BUDGET_S) problems.push(`npm ci took ${round(wall)} s (budget ${INSTALL_WALL_BUDGET_S} s)`);
  if (compiled.length || gyp) problems.push(`npm ci compiled ${compiled.join(', ') || 'something (node-gyp ran)'}`);
  return {
    rows: [
      [
        `npm ci in a fresh clone, warm npm cache (median of ${RUNS})`,
        `${round(wall)} s wall, ${round(cpu)} CPU s (load per run ${runs.map((r) => r.load).join(' / ')})`,
        `≤ ${INSTALL_WALL_BUDGET_S} s`,
        wall <= INSTALL_WALL_BUDGET_S,
      ],
      [
        'native addons compiled',
        compiled.length || gyp ? compiled.join(', ') || 'node-gyp ran' : 'none',
        'none',
        !compiled.length && !gyp,
      ],
    ],
    runs: runs.map(({ wallS, cpuS, load, addons }) => ({ wallS: round(wallS), cpuS: round(cpuS), load, addons })),
    problems,
  };
}
