import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serverEntry } from './helpers.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-proc-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the server as a process of its own (helpers.ts `serverEntry`), and resolves once it listens. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry('main')], {
    env: { ...process.env, API_PORT: '0', SERVE_PANEL: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /API listening on (\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

/** Requests whose log lines (about 2 kB each: a long path) overfill a pipe whose reader has stopped reading. */
const LAGGING_REQUESTS = 600;

/** `count` requests with a long path (404s), 20 at a time. */
async function fetchMany(url: string, count: number) {
  const long = `/blogs/getBlog/${'x'.repeat(1900)}`;
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) {
        next++;
        await (await fetch(`${url}${long}`)).arrayBuffer();
      }
    }),
  );
}

/**
 * The server process with JSON logs to a pipe that this test stops reading once it listens (a log collector that
 * falls behind); `resume()` reads on. `lines()` is every line read.
 */
async function startLagging(nodeArgs: string[]) {
  const child = spawn(process.execPath, [...nodeArgs, serverEntry('main')], {
    env: {
      ...process.env,
      DATA_DIR: tempDir(),
      API_PORT: '0',
      SERVE_PANEL: '0',
      SERVE_SITE: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /API listening on (\S+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        child.stdout.pause();
        resolve(found);
      }
    }, 20);
    child.on('exit', (code) => (clearInterval(timer), reject(new Error(`exited ${code}: ${output}`))));
  });
  return { child, url, exited, resume: () => child.stdout.resume(), lines: () => output.split('\n') };
}

/** Resolves true once nothing accepts connections on `url`'s port any more (polls for up to `ms`). */
async function refusesConnections(url: string, ms = 8000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (!open) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** `npm start` itself (npm → sh → scripts/start.mjs → server), with a prebuilt stand-in panel so nothing is built. */
function startNpm(env: Record<string, string>) {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'panel'));
  fs.writeFileSync(path.join(dir, 'panel', 'index.html'), '<!doctype html><title>panel</title>');
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, 'data'),
      PANEL_DIR: path.join(dir, 'panel'),
      // every listener on a free port: a developer's own `npm start` (3000–3002) may be running beside the tests
      API_PORT: '0',
      PORT: '0',
      SITE_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<{ api: string; panel: string }>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The banner's lines: npm start says each fact once, there.
      const api = /^ {2}API: +(\S+)/m.exec(output)?.[1];
      const panel = /^ {2}Panel: +(\S+)/m.exec(output)?.[1];
      if (api && panel && output.includes('Stop:')) resolve({ api, panel });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  // 'close': every process writing to its output (npm, scripts/start.mjs, the server) has ended.
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, ready, exited, output: () => output };
}

describe('npm start', () => {
  it('stops the API and the panel server when it gets SIGTERM: nothing keeps serving', async () => {
    const proc = startNpm({});
    const { api, panel } = await proc.ready;
    expect((await fetch(`${api}/health`)).status).toBe(200);
    expect((await fetch(panel)).status).toBe(200);
    // while the demo admin has the demo password, the banner says it (the demo sign-in page shows it too)
    expect(proc.output()).toMatch(/Sign in: {2}admin@example\.com \/ Admin@12345 \(the demo password/);
    proc.child.kill('SIGTERM');
    await proc.exited;
    expect(await refusesConnections(api)).toBe(true);
    expect(await refusesConnections(panel)).toBe(true);
  }, 60_000);

  it("prints no password in the banner once ADMIN_PASSWORD is the operator's own", async () => {
    const proc = startNpm({ ADMIN_PASSWORD: 'Operator-Own-Pass-1' });
    await proc.ready;
    expect(proc.output()).toContain('the password is ADMIN_PASSWORD');
    expect(proc.output()).not.toContain('Operator-Own-Pass-1');
    expect(proc.output()).not.toContain('Admin@12345');
    proc.child.kill('SIGTERM');
    await proc.exited;
  }, 60_000);

  it('says each start-up fact once and logs no internal request and no CORS preflight (as in a terminal)', async () => {
    const proc = startNpm({ LOG_FORMAT: 'pretty' });
    const { api, panel } = await proc.ready;
    const origin = new URL(panel).origin;
    const preflight = await fetch(`${api}/auth/me`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    // PORT=0: the origins the API allows name the panel's real port, not ":0"
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await fetch(`${api}/auth/me`, { headers: { origin } })).status).toBe(401);
    proc.child.kill('SIGTERM');
    await proc.exited;
    const log = proc.output();
    const count = (text: string) => log.split(text).length - 1;
    expect(count(api)).toBe(1);
    expect(count(panel)).toBe(1);
    expect(count('Admin@12345')).toBe(1);
    expect(count(path.join('data', 'outbox'))).toBe(1);
    expect(log).not.toContain('listening');
    expect(log).not.toContain('__security-headers');
    expect(log).not.toMatch(/OPTIONS/);
    expect(log).toMatch(/^\d\d:\d\d:\d\d {2}GET \/auth\/me 401 \d+ ms$/m);
    // the call is logged after the banner, and the stop after the call
    expect(log.indexOf('Stop:')).toBeLessThan(log.indexOf('GET /auth/me'));
    expect(log.indexOf('GET /auth/me')).toBeLessThan(log.indexOf('stopping…'));
  }, 60_000);

  it('the server stops when scripts/start.mjs is killed outright', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, DATA_DIR: dir, SERVE_PANEL: '0', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const api = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const url = /^ {2}API: +(\S+)/m.exec(output)?.[1];
        if (url) resolve(url);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
    });
    child.kill('SIGKILL');
    expect(await refusesConnections(api)).toBe(true);
  }, 60_000);
});

describe('the server process', () => {
  it('serves real HTTP, never logs a secret, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const proc = startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'S3cret-demo-pass', LOG_LEVEL: 'trace' });
    const url = await proc.ready;
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
    const signin = (await (
      await fetch(`${url}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailId: 'admin@example.com', password: 'S3cret-demo-pass' }),
      })
    ).json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${signin.token}` };
    const sent = await fetch(`${url}/otp/sendOtp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(sent.status).toBe(200);
    const [mail] = fs.readdirSync(path.join(dataDir, 'outbox'));
    const code = /code is (\d{6})/.exec(
      fs.readFileSync(path.join(dataDir, 'outbox', mail as string), 'utf8'),
    )?.[1] as string;
    await fetch(`${url}/otp/verifyOtp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'admin@example.com', otp: code }),
    });
    expect((await fetch(`${url}/auth/me`, { headers })).status).toBe(200);
    // A multipart call too: at trace level the multipart plugin logs the request headers it hands to its parser.
    const form = new FormData();
    form.append('metaTitle', 't');
    const bearer = { authorization: headers.authorization };
    expect((await fetch(`${url}/meta/createMeta`, { method: 'POST', headers: bearer, body: form })).status).toBe(400);

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    const log = proc.output();
    expect(log).toContain('sign-in code written to');
    for (const secret of ['S3cret-demo-pass', signin.token, code]) expect(log).not.toContain(secret);
  });

  it('writes one readable line per request with LOG_FORMAT=pretty (as npm start in a terminal), never a secret', async () => {
    const proc = startProcess({ DATA_DIR: tempDir(), LOG_FORMAT: 'pretty', ADMIN_PASSWORD: 'Pretty-Secret-Pass-4' });
    const url = await proc.ready;
    const signin = await fetch(`${url}/auth/signin?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: 'admin@example.com', password: 'Pretty-Secret-Pass-4' }),
    });
    const { token } = (await signin.json()) as { token: string };
    expect((await fetch(`${url}/auth/me`)).status).toBe(401);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    const log = proc.output();
    expect(log).toMatch(/^\d\d:\d\d:\d\d {2}POST \/auth\/signin 200 \d+ ms$/m);
    expect(log).toMatch(/^\d\d:\d\d:\d\d {2}GET \/auth\/me 401 \d+ ms$/m);
    expect(log).not.toContain('"level"');
    for (const secret of ['Pretty-Secret-Pass-4', token]) expect(log).not.toContain(secret);
  });

  it('logs one JSON line per request to a pipe: method, path, status and time, nothing more', async () => {
    const proc = startProcess({ DATA_DIR: tempDir(), LOG_FORMAT: 'json' });
    const url = await proc.ready;
    expect((await fetch(`${url}/blogs/list?page=1&token=query-secret-1`)).status).toBe(401);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    await fetch(`${url}/auth/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    const records = proc
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((record) => record.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(Object.keys(requests[0] ?? {}).sort()).toEqual([
      'level',
      'method',
      'ms',
      'msg',
      'path',
      'reqId',
      'status',
      'time',
    ]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/blogs/list', status: 401 });
    expect(proc.output()).not.toContain('query-secret-1');
    expect(proc.output()).not.toContain('Server listening at');
  });

  it('loses no log line when stopped, even while its reader lags behind', async () => {
    const { child, url, lines, resume, exited } = await startLagging([]);
    await fetchMany(url, LAGGING_REQUESTS);
    child.kill('SIGTERM');
    // Stopping waits for the log: the process is still there while its lines cannot be written.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(child.exitCode).toBeNull();
    resume();
    expect(await exited).toBe(0);
    expect(lines().filter((line) => line.includes('"msg":"request"'))).toHaveLength(LAGGING_REQUESTS);
  }, 60_000);

  it('logs an error nothing caught, writes every queued line, then exits with 1', async () => {
    // A preload that throws out of a signal handler: an error nothing in the server catches.
    const preload = path.join(tempDir(), 'fail-on-signal.mjs');
    fs.writeFileSync(preload, "process.on('SIGUSR2', () => { throw new Error('planned failure'); });\n");
    const { child, url, lines, resume, exited } = await startLagging(['--import', pathToFileURL(preload).href]);
    await fetchMany(url, LAGGING_REQUESTS);
    child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    resume();
    expect(await exited).toBe(1);
    expect(lines().filter((line) => line.includes('"msg":"request"'))).toHaveLength(LAGGING_REQUESTS);
    const fatal = lines().find((line) => line.includes('"level":60'));
    expect(fatal).toContain('planned failure');
  }, 60_000);

  it('refuses to start with one clear line when the data dir is not writable', async () => {
    const dataDir = tempDir();
    const blocker = path.join(dataDir, 'file');
    fs.writeFileSync(blocker, '');
    const proc = startProcess({ DATA_DIR: path.join(blocker, 'data') });
    await expect(proc.ready).rejects.toThrow(/The server could not start/);
    expect(await proc.exited).toBe(1);
    expect(proc.output()).not.toMatch(/\n\s+at /);
  });

  it('adds an administrator and resets a password with the CLI (npm run admin)', () => {
    const env = { ...process.env, DATA_DIR: tempDir() };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/admin.mjs', ...args], { env, encoding: 'utf8' });
    expect(run('create', 'editor@example.com', 'first-password').status).toBe(0);
    expect(run('create', 'editor@example.com', 'first-password').status).toBe(1);
    const reset = run('passwd', 'editor@example.com', 'second-password');
    expect(reset.status).toBe(0);
    expect(reset.stdout + reset.stderr).not.toContain('second-password');
    expect(run('passwd', 'nobody@example.com', 'second-password').status).toBe(1);
  }, 90_000);
});
