#!/usr/bin/env node
// The server's CPU time per post save at scale, repeatable in seconds on a data directory seeded once:
//   node --import tsx bench/seed.mjs /tmp/seeded 100000 100000      # once (minutes)
//   node bench/save-cpu.mjs /tmp/seeded [saves=200]                    # each run works on a copy of it
// It starts the real server (no panel, the Node options of `npm start`) on a copy of the seeded directory, creates a
// visible post in a new category and a webhook listening for `site.changed` (as bench/webhooks.mjs does), then saves
// the post's title `saves` times after 20 warm-up saves. It prints the server's CPU time per save (user + system, from
// /proc: a figure the machine's load leaves be), the save wall p50/p95 and the 1-minute load.
// SAVE_CPU_PROF=<dir>: the server runs under `node --cpu-prof` and writes its profile there when it stops.
// SAVE_CPU_BODY=1: each save changes the post's body as well (links to a post, another site and a missing page).
// SAVE_CPU_QUEUE=<n>: the webhook starts with n delivered messages in its queue (a site's history of deliveries).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import os from 'node:os';
import path from 'node:path';
import { serverNodeArgs } from '../scripts/server-node-args.mjs';
import { BENCH_ADMIN, freePort, percentile, root, round, signIn } from './harness.mjs';
import { PARAGRAPH } from './words.mjs';

const [seeded, savesArg = '200'] = process.argv.slice(2);
if (!seeded) {
  console.error('usage: node bench/save-cpu.mjs <seeded data directory> [saves]');
  process.exit(2);
}
const SAVES = Number(savesArg);
const WARMUP = 20;
const profileDir = process.env.SAVE_CPU_PROF;
const QUEUE = Number(process.env.SAVE_CPU_QUEUE || 0);
const HOOK = { name: 'Bench', url: 'http://127.0.0.1:9/hook', events: ['site.changed'] };

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const workDir = mkdtempSync(path.join(os.tmpdir(), 'save-cpu-'));
const dataDir = path.join(workDir, 'data');
cpSync(seeded, dataDir, { recursive: true });
if (QUEUE > 0) {
  // The webhook and its history written into the copy before the server starts (the queue keeps every delivery).
  const file = new DatabaseSync(path.join(dataDir, 'admin.sqlite'));
  const now = Date.now();
  file.exec('begin');
  const { lastInsertRowid: hookId } = file
    .prepare(
      'insert into webhooks (name, url, events, active, failures, secret, creator, createdAt) values (?, ?, ?, 1, 0, ?, ?, ?)',
    )
    .run(HOOK.name, HOOK.url, HOOK.events.join(','), 'whsec_YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJl', 'bench', now);
  const insert = file.prepare(
    `insert into webhookDeliveries (webhookId, messageId, event, payload, attempt, status, responseStatus, durationMs, at)
     values (?, ?, 'post.updated', ?, 1, 'succeeded', 200, 5, ?)`,
  );
  const payload = JSON.stringify({ type: 'post.updated', data: { post: { body: 'x'.repeat(1500) } } });
  for (let i = 0; i < QUEUE; i++) insert.run(hookId, `msg_bench_${i}`, payload, now - (QUEUE - i) * 1000);
  file.exec('commit');
  file.close();
}
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const child = spawn(
  process.execPath,
  [
    ...serverNodeArgs(),
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    '--import',
    'tsx',
    'server/src/main.ts',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      PORT: '0',
      SERVE_PANEL: '0',
      SERVE_SITE: '0',
      SITE_URL: 'https://example.com',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      OTP_DELIVERY: 'outbox',
      SMTP_URL: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_DEBOUNCE_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let output = '';
child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-8192)));
child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-8192)));

async function stop() {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(workDir, { recursive: true, force: true });
}

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    try {
      if ((await fetch(`${apiUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  const { token } = await signIn(apiUrl, path.join(dataDir, 'outbox'));
  const call = async (method, route, body) => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${apiUrl}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const form = (fields) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const stamp = Date.now().toString(36);
  await call('POST', '/category/addCategory', {
    category: `Burst ${stamp}`,
    categoryUrl: `/burst-${stamp}`,
    categoryDescription: 'Burst',
  });
  const blogId = `burst-${stamp}`;
  await call(
    'POST',
    '/blogs/createBlog',
    form({
      blogId,
      blogTitle: 'Burst',
      blogUrl: `https://example.com/posts/${blogId}`,
      metaTitle: 'Burst',
      metaDescription: 'Burst',
      description: '<p>Burst</p>',
      category: `Burst ${stamp}`,
    }),
  );
  if (QUEUE === 0) await call('POST', '/webhooks/create', HOOK);
  const body = (i) =>
    `<h2>Burst ${i}</h2><p>${PARAGRAPH}</p><p>See <a href="/blog/bench-post-${String((i * 7919) % 100000).padStart(6, '0')}">` +
    `a post</a>, <a href="https://example.org/${i}">another site</a> and <a href="/blog/retired-${i}">an old page</a>.</p>`;
  const save = (i) =>
    call(
      'PUT',
      `/blogs/updateBlog/${blogId}`,
      form({ blogTitle: `Burst ${i}`, ...(process.env.SAVE_CPU_BODY === '1' ? { description: body(i) } : {}) }),
    );
  for (let i = 0; i < WARMUP; i++) await save(-1 - i);
  const load = round(os.loadavg()[0]);
  const times = [];
  const cpuBefore = cpuSeconds(child.pid);
  for (let i = 0; i < SAVES; i++) {
    const started = performance.now();
    await save(i);
    times.push(performance.now() - started);
  }
  const cpuMs = ((cpuSeconds(child.pid) - cpuBefore) * 1000) / SAVES;
  console.log(
    JSON.stringify({
      saves: SAVES,
      queue: QUEUE,
      body: process.env.SAVE_CPU_BODY === '1',
      cpuMsPerSave: round(cpuMs),
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      loadAtStart: load,
      loadAtEnd: round(os.loadavg()[0]),
    }),
  );
} finally {
  await stop();
}
