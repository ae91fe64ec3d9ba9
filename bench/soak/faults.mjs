#!/usr/bin/env node
// Fault runs: a read-only data dir and a full disk at start-up (the server must refuse to start with one clear
// line, no stack trace), and database errors in the middle of requests (a 5xx JSON with nothing internal, then the
// next request works): SQLite locked past its busy timeout, PostgreSQL connections killed while busy and while idle.
// Needs root for the tmpfs mounts (skipped with a note otherwise). Usage: node bench/soak/faults.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { buildServer, call, signIn, sleep, soakEnv, startPostgres, startServer, tempDir } from './lib.mjs';

const results = [];
const report = (name, pass, detail) => {
  results.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
};
const root = process.getuid?.() === 0;
const bundle = await buildServer();
const INTERNALS = /\bat \S+|node_modules|\/work\/|SQLITE|sqlite|postgres|terminat|Error:/i;

/** The server must exit non-zero having printed exactly one line, and no stack frames. */
async function refusesToStart(name, dataDir, { user } = {}) {
  const server = startServer(bundle, soakEnv(dataDir), { user });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  const { code } = await server.exited;
  clearTimeout(timer);
  const lines = server.output().trim().split('\n').filter(Boolean);
  const pass = code !== 0 && lines.length === 1 && !/\n\s+at /.test(server.output());
  report(name, pass, `exit ${code}, ${lines.length} line(s): ${lines.join(' | ').slice(0, 200)}`);
}

async function mountTmpfs(dir, options) {
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  return () => execFileSync('umount', ['-l', dir]);
}

// 1. Read-only data dir (a read-only mount: even root cannot write there).
if (root) {
  const dir = tempDir('fault-ro-');
  const unmount = await mountTmpfs(path.join(dir, 'data'), 'ro,size=1m');
  try {
    await refusesToStart('read-only data dir at start-up', path.join(dir, 'data'));
  } finally {
    unmount();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // 1b. A data dir the server's user may not write (root ignores permissions, so the server runs as nobody).
  const locked = tempDir('fault-perm-');
  fs.chmodSync(locked, 0o555);
  try {
    await refusesToStart('data dir without write permission', locked, { user: 'nobody' });
  } finally {
    fs.rmSync(locked, { recursive: true, force: true });
  }
} else {
  const locked = tempDir('fault-perm-');
  fs.chmodSync(locked, 0o555);
  await refusesToStart('data dir without write permission', locked);
  fs.chmodSync(locked, 0o755);
  fs.rmSync(locked, { recursive: true, force: true });
}

// 2. Disk full at start-up: a 256 KB tmpfs filled to the last byte.
if (root) {
  const dir = tempDir('fault-full-');
  const data = path.join(dir, 'data');
  const unmount = await mountTmpfs(data, 'size=256k');
  try {
    try {
      fs.writeFileSync(path.join(data, 'filler'), Buffer.alloc(1024 * 1024));
    } catch {
      // ENOSPC: the disk is now full
    }
    await refusesToStart('disk full at start-up', data);
  } finally {
    unmount();
    fs.rmSync(dir, { recursive: true, force: true });
  }
} else {
  report('disk full at start-up', true, 'skipped: needs root for a tmpfs mount');
}

/** A 5xx must be JSON `{message: "Internal server error"}` and nothing else. */
const cleanServerError = (reply) =>
  reply.status >= 500 &&
  /^application\/json/.test(reply.type ?? '') &&
  JSON.stringify(reply.data) === JSON.stringify({ message: 'Internal server error' }) &&
  !INTERNALS.test(reply.bytes.toString());

// 3. SQLite: another process holds the write lock past the busy timeout.
{
  const dataDir = tempDir('fault-lock-');
  const server = startServer(bundle, soakEnv(dataDir));
  try {
    const base = await server.ready;
    const token = await signIn(base, dataDir);
    const blocker = new DatabaseSync(path.join(dataDir, 'admin.sqlite'));
    blocker.exec('BEGIN EXCLUSIVE');
    const during = await call(base, 'POST', '/category/addCategory', {
      token,
      json: { category: 'Locked', categoryUrl: '/c', categoryDescription: 'd' },
    });
    blocker.exec('COMMIT');
    blocker.close();
    const after = await call(base, 'POST', '/category/addCategory', {
      token,
      json: { category: 'Unlocked', categoryUrl: '/c', categoryDescription: 'd' },
    });
    const retried = await call(base, 'POST', '/category/addCategory', {
      token,
      json: { category: 'Locked', categoryUrl: '/c', categoryDescription: 'd' },
    });
    report(
      'SQLite locked mid-request',
      cleanServerError(during) && after.status === 201 && retried.status === 201,
      `during ${during.status} ${JSON.stringify(during.data)}, next ${after.status}, the refused write again ${retried.status}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// 4. PostgreSQL: connections killed while a request runs, and while the pool is idle.
{
  let cluster;
  try {
    cluster = await startPostgres();
  } catch (error) {
    report('PostgreSQL connection killed', true, `skipped: ${error.message}`);
  }
  if (cluster) {
    const dataDir = tempDir('fault-pg-');
    const server = startServer(bundle, soakEnv(dataDir, { DATABASE_URL: cluster.url }));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const killAll = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = $1',
        ['client backend'],
      );
    try {
      const base = await server.ready;
      const token = await signIn(base, dataDir);
      // Busy: a stream of reads while every connection is terminated.
      const replies = [];
      let busy = true;
      const stream = (async () => {
        while (busy)
          replies.push(await call(base, 'GET', '/blogs/list', { token }).catch((e) => ({ status: 0, error: e })));
      })();
      await sleep(300);
      await killAll();
      await sleep(300);
      busy = false;
      await stream;
      const failed = replies.filter((r) => r.status !== 200);
      const allClean = failed.every(cleanServerError);
      const next = await call(base, 'GET', '/blogs/list', { token }).catch(() => ({ status: 0 }));
      report(
        'PostgreSQL connections killed mid-request',
        allClean && next.status === 200 && replies.every((r) => r.status !== 0),
        `${replies.length} requests, ${failed.length} failed (${[...new Set(failed.map((r) => r.status))].join(',') || 'none'}), all clean: ${allClean}, next ${next.status}${next.status ? '' : `; server output: ${server.output().slice(-400)}`}`,
      );
      if (!next.status) throw new Error('the server died');
      // Idle: the pool's idle connections are killed; the process must survive and serve.
      await killAll();
      await sleep(500);
      let alive = true;
      const first = await call(base, 'GET', '/blogs/list', { token }).catch(() => ((alive = false), { status: 0 }));
      const second = await call(base, 'GET', '/blogs/list', { token }).catch(() => ((alive = false), { status: 0 }));
      report(
        'PostgreSQL idle connections killed',
        alive && second.status === 200 && (first.status === 200 || cleanServerError(first)),
        `process alive: ${alive}, then ${first.status}, ${second.status}${alive ? '' : `; output: ${server.output().slice(-300)}`}`,
      );
    } finally {
      await admin.end();
      server.child.kill('SIGTERM');
      await server.exited;
      cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const failed = results.filter((r) => !r.pass);
console.log(JSON.stringify({ faults: results.length, passed: results.length - failed.length, failed: failed.length }));
console.log(failed.length ? 'fault runs: FAIL' : 'fault runs: PASS');
process.exit(failed.length ? 1 : 0);
