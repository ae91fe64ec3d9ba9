// Bench harness: a production build of the panel and the REAL server on a temporary data directory and free ports
// (the same recipe as tests/e2e/global-setup.ts), optionally seeded at scale before the server starts, plus an API
// sign-in that reads the one-time code from the demo outbox.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPanel } from '../scripts/build-panel.mjs';
import { readOutboxCode } from '../scripts/outbox.mjs';
import { serverNodeArgs } from '../scripts/server-node-args.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'Bench-Passw0rd!' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the panel for an API on `apiUrl` into `outDir` (the panel also reads `<meta name=api-base-url>` if filled). */
function buildBenchPanel(outDir, apiUrl, bundleMap) {
  const started = Date.now();
  const build = buildPanel(['--outDir', outDir, '--logLevel', 'warn'], {
    // BUNDLE_MAP: vite.config.ts writes a treemap of the build there (and its raw data beside it, .json).
    env: { VITE_DEMO_HINT: '', VITE_API_BASE_URL: apiUrl, BUNDLE_MAP: bundleMap },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  return Date.now() - started;
}

/** Seeds the data directory through the server's own DB layer (bench/seed.mjs under tsx) before the server starts. */
function seed(dataDir, counts) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/seed.mjs',
      dataDir,
      String(counts.blogs),
      String(counts.enquiries),
      String(counts.revisions ?? 0),
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } },
  );
  if (run.status !== 0) throw new Error(`seeding failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer ${url}/health within 90 s:\n${output()}`);
}

/**
 * Starts the environment. `counts` (blogs, enquiries) seeds that many rows first. Returns URLs, a signed-in session,
 * and `close()`, which stops the server and removes the temporary folder.
 */
export async function startEnvironment({ counts } = {}) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'admin-bench-'));
  const panelDir = path.join(workDir, 'panel');
  const bundleMap = path.join(workDir, 'bundle-map.html');
  const dataDir = path.join(workDir, 'data');
  const [panelPort, apiPort] = [await freePort(), await freePort()];
  const panelUrl = `http://127.0.0.1:${panelPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let child;
  let logBytes = 0;
  const close = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    console.log(`  building the panel for ${apiUrl}…`);
    const buildMs = buildBenchPanel(panelDir, apiUrl, bundleMap);
    let seeded = { blogs: 0, enquiries: 0 };
    if (counts) {
      console.log(`  seeding ${counts.blogs} blogs and ${counts.enquiries} enquiries…`);
      seeded = seed(dataDir, counts);
    }
    // The server's log as `npm start` and the production command ship it: request lines at LOG_LEVEL=info, JSON
    // because stdout is a pipe (scripts/start.mjs), read by this process as a log collector would. Only the tail is
    // kept, for the error message of a server that does not start.
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-16_384);
      logBytes += chunk.length;
    };
    // With the Node options `npm start` and the production command give the server (its heap limit).
    child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(panelPort),
        API_PORT: String(apiPort),
        PANEL_DIR: panelDir,
        PANEL_ORIGIN: panelUrl,
        // The demo site's fixed default port could be taken; the benchmarks do not use it.
        SERVE_SITE: '0',
        // The seeded posts' host (bench/seed.mjs): the sitemap lists only the website's own URLs.
        SITE_URL: 'https://example.com',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        OTP_DELIVERY: 'outbox',
        SMTP_URL: '',
        // An empty PostgreSQL database to seed and serve instead of SQLite (docs/benchmarks.md).
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        // The benchmarks send thousands of public reads from one address.
        CONTENT_LIMIT_PER_IP: '1000000',
        // The webhook benchmark's receiver listens on 127.0.0.1. Its debounce is the shipped default (10 s): a stream
        // of changes gets a delivery every six debounces, so a shorter one would split a full-size burst by design.
        WEBHOOK_ALLOW_PRIVATE: '1',
        WEBHOOK_DEBOUNCE_SECONDS: '10',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await waitForHealth(apiUrl, child, () => output);
    const session = await signIn(apiUrl, path.join(dataDir, 'outbox'));
    return {
      workDir,
      panelDir,
      bundleMap,
      dataDir,
      panelUrl,
      apiUrl,
      session,
      seeded,
      buildMs,
      serverPid: child.pid,
      /** Bytes the server has written to its log so far (stdout and stderr). */
      logBytes: () => logBytes,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function call(apiUrl, route, body, token) {
  const response = await fetch(`${apiUrl}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The newest six-digit code written to the outbox at or after `since`. */
async function readCode(outboxDir, since) {
  const code = await readOutboxCode(outboxDir, since);
  if (!code) throw new Error(`No sign-in code was written to ${outboxDir}`);
  return code;
}

/** Password, code from the outbox, verify: a full session token and the user the panel stores. */
export async function signIn(apiUrl, outboxDir) {
  const { email, password } = BENCH_ADMIN;
  const { token } = await call(apiUrl, '/auth/signin', { emailId: email, password });
  const since = Date.now();
  await call(apiUrl, '/otp/sendOtp', { email }, token);
  const otp = await readCode(outboxDir, since);
  const { user } = await call(apiUrl, '/otp/verifyOtp', { email, otp }, token);
  return { token, email, user };
}

/**
 * localStorage entries of a signed-in panel (keys of src/shared/session.ts SESSION_KEYS; the user shape of
 * userFromEmail): admin_token, admin_email, admin_user.
 */
export function sessionStorageEntries(session) {
  const local = session.email.split('@')[0];
  const name = local.charAt(0).toUpperCase() + local.slice(1);
  return {
    admin_token: session.token,
    admin_email: session.email,
    admin_user: JSON.stringify({
      id: String(session.user?.id ?? session.email),
      name,
      email: session.email,
      avatar: name.charAt(0).toUpperCase(),
    }),
  };
}

/** Source of a script that writes the session into localStorage (for addInitScript or evaluate). */
export function sessionScript(session) {
  const entries = JSON.stringify(sessionStorageEntries(session));
  return `(() => { const e = ${entries}; for (const k of Object.keys(e)) localStorage.setItem(k, e[k]); localStorage.removeItem('admin_otp_pending'); })();`;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, body };
}

/**
 * An authenticated GET timed the same way by the API benchmarks: `warmups` (other URLs, run first and not measured),
 * then every URL of `urls` asked once, sequentially; every answer's body (`bodies`, in order; `body` the first) and
 * p50/p95 in ms. Each URL is asked once because on SQLite a repeated query is answered from the server's read cache
 * (server/src/db/cache.ts): the figure would time the cache, not the query.
 */
export async function getStatsEach(urls, token, warmups = []) {
  if (warmups.some((url) => urls.includes(url))) throw new Error('a warm-up URL is also measured: it would be cached');
  for (const url of warmups) await timedGet(url, token);
  const bodies = [];
  const ms = [];
  for (const url of urls) {
    const { ms: taken, body } = await timedGet(url, token);
    bodies.push(body);
    ms.push(taken);
  }
  return { body: bodies[0], bodies, p50: round(percentile(ms, 50), 1), p95: round(percentile(ms, 95), 1) };
}
