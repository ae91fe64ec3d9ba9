// Shared helpers of the long runs (`npm run soak`): a fresh server bundle, the server as a child process, a
// throw-away PostgreSQL cluster, sign-in through the outbox, and small HTTP helpers.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { call } from '../../scripts/apiCall.mjs';

export { call };

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN = { email: 'admin@example.com', password: 'Soak-Admin-Pass-1' };
// The smallest valid PNG: image writes carry real files.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Bundles the current server source for plain `node` (fast restarts); inside node_modules so imports resolve. */
export async function buildServer() {
  const outdir = path.join(ROOT, 'node_modules/.cache/soak-server');
  await build({
    entryPoints: { main: path.join(ROOT, 'server/src/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.js');
}

export const tempDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Limits and delivery for a soak run: outbox codes, generous rate limits (every client shares 127.0.0.1). */
export const soakEnv = (dataDir, extra = {}) => ({
  ...process.env,
  DATA_DIR: dataDir,
  API_PORT: '0',
  SERVE_PANEL: '0',
  LOG_LEVEL: 'warn',
  // The soak's posts are on example.com: the sitemap lists only SITE_URL's URLs.
  SITE_URL: 'https://example.com',
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_FORM_LIMIT_PER_IP: '100000000',
  OTP_COOLDOWN_SECONDS: '0',
  OTP_MAX_PER_HOUR: '1000',
  SIGNIN_LIMIT_PER_IP: '1000',
  OTP_LIMIT_PER_IP: '1000',
  ...extra,
});

/** Starts `node <bundle>`; resolves with the URL once it prints `API listening on`, or rejects with its output. */
export function startServer(bundle, env, { user } = {}) {
  const command = user ? 'runuser' : process.execPath;
  const args = user ? ['-u', user, '--', process.execPath, bundle] : [bundle];
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const url = /API listening on (\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`exited ${code ?? signal}: ${output}`)));
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => output };
}

/** A throw-away PostgreSQL cluster on a free port (as the `postgres` user when running as root). */
export async function startPostgres() {
  const which = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL (initdb/pg_ctl) is not on PATH');
  const root = process.getuid?.() === 0;
  const dir = tempDir('soak-pg-');
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  const as = (cmd, args) =>
    execFileSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  const port = await freePort();
  as(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  as(pgCtl, [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1 -c max_connections=200`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        as(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function formOf(fields, image) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', new Blob([image], { type: 'image/png' }), 'upload.png');
  return form;
}

/** Password, then the code from the outbox: a full session token. */
export async function signIn(base, dataDir) {
  const signin = await call(base, 'POST', '/auth/signin', { json: { emailId: ADMIN.email, password: ADMIN.password } });
  if (signin.status !== 200) throw new Error(`sign-in failed: ${signin.status}`);
  const token = signin.data.token;
  const outbox = path.join(dataDir, 'outbox');
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  const sent = await call(base, 'POST', '/otp/sendOtp', { token, json: { email: ADMIN.email } });
  if (sent.status !== 200) throw new Error(`sendOtp failed: ${sent.status}`);
  const mail = fs.readdirSync(outbox).find((name) => !before.has(name));
  const code = /code is (\d{6})/.exec(fs.readFileSync(path.join(outbox, mail), 'utf8'))[1];
  const verified = await call(base, 'POST', '/otp/verifyOtp', { token, json: { email: ADMIN.email, otp: code } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return token;
}

/** Polls /health until it answers 200; returns the milliseconds it took, or throws after `limitMs`. */
export async function waitHealthy(base, started, limitMs = 10_000) {
  for (;;) {
    try {
      const reply = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
      if (reply.status === 200) return Date.now() - started;
    } catch {
      // not up yet
    }
    if (Date.now() - started > limitMs) throw new Error(`no healthy answer within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deterministic randomness for the runs (mulberry32). */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every record the API lists (whole lists, no paging), keyed for comparison. */
export async function snapshot(base, token) {
  const get = async (route) => {
    const reply = await call(base, 'GET', route, { token });
    if (reply.status !== 200) throw new Error(`${route} answered ${reply.status}`);
    return reply.data.result;
  };
  return {
    blogs: new Map((await get('/blogs/list')).map((b) => [b.blogId, b])),
    metas: new Map((await get('/meta/list')).map((m) => [m.id, m])),
    contacts: new Map((await get('/contacts/list')).map((c) => [c.id, c])),
    enquiries: new Map((await get('/api/enquiries/list')).map((e) => [e.id, e])),
    categories: new Map((await get('/category/listCategories')).map((c) => [c.id, c])),
  };
}
