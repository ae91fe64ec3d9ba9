/**
 * Nothing secret reaches the log: the real server process at LOG_LEVEL=trace goes through sign-ins (right and wrong
 * passwords), codes (right and wrong), data calls, an upload, bad requests and a logout; its whole output must hold
 * no password, no code, no token and no token hash.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PNG, serverEntry } from './helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-log-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const PASSWORD = 'Log-Secret-Pass-91';
const WRONG = 'Wrong-Guess-Pass-37';
const EMAIL = 'admin@example.com';

it('logs requests at trace level but never a password, code or token', async () => {
  const child = spawn(process.execPath, [serverEntry('main')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: '0',
      SERVE_PANEL: '0',
      LOG_LEVEL: 'trace',
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /API listening on (\S+)/.exec(log)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(found);
      }
    }, 50);
    child.on('exit', () => reject(new Error(`server exited: ${log}`)));
  });

  const call = async (method: string, route: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${url}${route}`, { method, headers, body: payload });
    return { status: response.status, json: (await response.json().catch(() => undefined)) as Record<string, unknown> };
  };
  const readCode = () => {
    const dir = path.join(dataDir, 'outbox');
    const newest = fs.readdirSync(dir).sort().at(-1) as string;
    return /code is (\d{6})/.exec(fs.readFileSync(path.join(dir, newest), 'utf8'))?.[1] as string;
  };

  try {
    expect((await call('POST', '/auth/signin', undefined, { emailId: EMAIL, password: WRONG })).status).toBe(401);
    expect(
      (await call('POST', '/auth/signin', undefined, { emailId: 'nobody@example.com', password: WRONG })).status,
    ).toBe(401);
    const pending = (await call('POST', '/auth/signin', undefined, { emailId: EMAIL, password: PASSWORD })).json
      .token as string;
    expect((await call('POST', '/otp/sendOtp', pending, { email: EMAIL, otp: '' })).status).toBe(200);
    const code = readCode();
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await call('POST', '/otp/verifyOtp', pending, { email: EMAIL, otp: wrongCode })).status).toBe(400);
    expect((await call('POST', '/otp/verifyOtp', pending, { email: EMAIL, otp: code })).status).toBe(200);
    const token = pending;
    expect((await call('GET', '/auth/me', token)).status).toBe(200);
    await call('POST', '/category/addCategory', token, {
      category: 'News',
      categoryUrl: '/c',
      categoryDescription: 'd',
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      blogId: 'logged',
      blogTitle: 'T',
      blogUrl: 'https://example.com/x',
      metaTitle: 'm',
      metaDescription: 'd',
      description: '<p>x</p>',
      category: 'News',
    })) {
      form.append(k, v);
    }
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const blog = await call('POST', '/blogs/createBlog', token, form);
    expect(blog.status).toBe(201);
    const image = (blog.json.result as { imageUrl: string }).imageUrl;
    expect((await call('GET', `/uploads/blogs/${image}`, token)).status).toBe(200);
    expect((await call('POST', '/category/addCategory', token, '{"broken":')).status).toBe(400);
    expect((await call('GET', '/blogs/list?q=news', token)).status).toBe(200);
    expect((await call('POST', '/auth/logout', token)).status).toBe(200);
    expect((await call('GET', '/auth/me', token)).status).toBe(401);

    child.kill('SIGTERM');
    await exited;
    // Requests are logged (one line each), so the check below has lines to look through.
    expect(log).toMatch(/"method":"POST","path":"\/auth\/signin","status":401/);
    expect(log).toMatch(/"method":"GET","path":"\/blogs\/list","status":200/);
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    // (The wrong code is six digits of no value, and short enough to turn up by chance in a timestamp.)
    const secrets = { PASSWORD, WRONG, code, token, tokenHash: sha(token), pendingPrefix: token.slice(0, 16) };
    for (const [name, secret] of Object.entries(secrets)) expect(log.includes(secret), name).toBe(false);
    expect(log).not.toMatch(/authorization"\s*:\s*"Bearer/i);
  } finally {
    child.kill('SIGKILL');
  }
}, 60_000);
