#!/usr/bin/env node
// Slow readers at scale (issue 32.1), against the real server as a child process: `--image-readers` connections
// (default 480, 60 per client address) ask for an 8 MB public image and `--sitemap-readers` (default 60) for a ~7 MB
// sitemap, and never read a byte. Checks: the server's resident memory grows by less than `--budget-mb` (default
// 400), every connection is closed by the server once RESPONSE_STALL_SECONDS (`--stall`, 5) has passed without
// progress (seen in the kernel's table, /proc/net/tcp: a client that does not read cannot see the close), and /health
// keeps answering another address meanwhile. On loopback the kernel takes up to ~4 MB of each answer before the
// server has to wait, so the answers are larger than that; that kernel memory is not the server's.
// Prints one JSON line of figures; exits 1 if a check fails. Linux only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, buildServer, sleep, soakEnv, startServer, tempDir } from './lib.mjs';

const { values } = parseArgs({
  options: {
    'image-readers': { type: 'string', default: '480' },
    'sitemap-readers': { type: 'string', default: '60' },
    stall: { type: 'string', default: '5' },
    'budget-mb': { type: 'string', default: '400' },
  },
  strict: false,
});
const IMAGE_READERS = Number(values['image-readers']);
const SITEMAP_READERS = Number(values['sitemap-readers']);
const STALL_S = Number(values.stall);
const BUDGET_MB = Number(values['budget-mb']);
const PER_ADDRESS = 60;
const POSTS = 50_000;
const IMAGE = `${'cd'.repeat(16)}.png`;
const IMAGE_BYTES = 8 * 2 ** 20;

/** Published posts (one with the image) written through the server's own code, before the server starts. */
function seed(dataDir) {
  const script = `
    import { buildServer } from ${JSON.stringify(path.join(ROOT, 'server/src/app.ts'))};
    import { loadConfig } from ${JSON.stringify(path.join(ROOT, 'server/src/config.ts'))};
    const server = await buildServer(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'silent', SERVE_PANEL: '0' }));
    const now = Date.now();
    await server.ctx.db.insertInto('categories').values({ category: 'News', categoryKey: 'news', categoryUrl: '/News',
      categoryDescription: 'd', version: 1, createdAt: now }).execute();
    for (let start = 0; start < ${POSTS}; start += 1000) {
      await server.ctx.db.insertInto('blogs').values(Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        return { blogId: 'post-' + i, blogTitle: 'Post ' + i,
          blogUrl: 'https://example.com/posts/2026/11/a-post-with-a-long-descriptive-slug-' + i,
          metaTitle: 'Meta title ' + i, metaDescription: 'Meta description ' + i, description: '<p>Text</p>',
          category: 'News', creator: 'soak', changer: 'soak', channel: 'API', createdDate: now - i, status: 'published',
          publishedAt: now - i, changedDate: now, imageUrl: i === 0 ? ${JSON.stringify(IMAGE)} : null, version: 1 };
      })).execute();
    }
    await server.close();`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`seeding failed: ${run.stderr}`);
  const uploads = path.join(dataDir, 'uploads', 'blogs');
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, IMAGE), Buffer.alloc(IMAGE_BYTES, 7));
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Client ports of the connections to `port` the server still holds open. */
function established(port) {
  const peers = new Set();
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local = '', remote = '', state] = line.trim().split(/\s+/);
    if (state === '01' && parseInt(local.split(':')[1], 16) === port) peers.add(parseInt(remote.split(':')[1], 16));
  }
  return peers;
}

/** A GET that never reads its answer. */
function nonReader(port, url, localAddress) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.pause();
  socket.on('error', () => {});
  const client = { socket, sent: 0, closedAfter: undefined };
  socket.once('connect', () => {
    client.sent = Date.now();
    socket.write(`GET ${url} HTTP/1.1\r\nHost: x\r\n\r\n`);
  });
  return client;
}

async function main() {
  const bundle = await buildServer();
  const dataDir = tempDir('soak-slow-');
  seed(dataDir);
  const server = startServer(
    bundle,
    soakEnv(dataDir, { RESPONSE_STALL_SECONDS: String(STALL_S), CONTENT_LIMIT_PER_IP: '1000000' }),
  );
  const base = await server.ready;
  const port = Number(new URL(base).port);
  const pid = server.child.pid;
  const problems = [];
  // Each answer once, read whole, so the code paths are warm.
  for (const url of [`/content/images/blogs/${IMAGE}`, '/content/sitemap.xml']) {
    const reply = await fetch(`${base}${url}`);
    await reply.arrayBuffer();
    if (reply.status !== 200) problems.push(`${url} answered ${reply.status}`);
  }
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const health = [];
  let flooding = true;
  const probing = (async () => {
    while (flooding) {
      const started = Date.now();
      const reply = await fetch(`${base}/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
      health.push(reply?.status === 200 ? Date.now() - started : Infinity);
      await sleep(200);
    }
  })();

  const clients = [];
  // One address per PER_ADDRESS connections: 127.0.A.x with A the group (2..), so no address passes the cap.
  const groupOf = (i) => `127.0.${2 + Math.floor(i / PER_ADDRESS)}.1`;
  for (let i = 0; i < IMAGE_READERS; i++) clients.push(nonReader(port, `/content/images/blogs/${IMAGE}`, groupOf(i)));
  for (let i = 0; i < SITEMAP_READERS; i++)
    clients.push(nonReader(port, '/content/sitemap.xml', groupOf(IMAGE_READERS + i)));

  const started = Date.now();
  const deadline = started + (STALL_S + 120) * 1000;
  while (Date.now() < deadline) {
    await sleep(100);
    const held = established(port);
    for (const client of clients) {
      if (client.closedAfter === undefined && client.sent && !held.has(client.socket.localPort))
        client.closedAfter = Date.now() - client.sent;
    }
    if (clients.every((client) => client.closedAfter !== undefined)) break;
  }
  flooding = false;
  await probing;
  clearInterval(sampler);
  for (const client of clients) client.socket.destroy();

  const lifetimes = clients.map((client) => client.closedAfter).filter((ms) => ms !== undefined);
  const sorted = [...health].sort((a, b) => a - b);
  const figures = {
    imageReaders: IMAGE_READERS,
    sitemapReaders: SITEMAP_READERS,
    stallSeconds: STALL_S,
    rssMb: { before: Math.round(before), peak: Math.round(peak), growth: Math.round(peak - before) },
    closed: lifetimes.length,
    closedAfterMs: { min: Math.min(...lifetimes), max: Math.max(...lifetimes) },
    health: { calls: health.length, medianMs: sorted[Math.floor(sorted.length / 2)], worstMs: sorted.at(-1) },
  };
  if (lifetimes.length < clients.length) problems.push(`${clients.length - lifetimes.length} connections still open`);
  if (Math.min(...lifetimes) < STALL_S * 1000 - 200) problems.push('a connection was closed before the stall time');
  if (peak - before >= BUDGET_MB) problems.push(`resident memory grew by ${Math.round(peak - before)} MB`);
  if (!Number.isFinite(figures.health.worstMs)) problems.push('/health failed during the flood');
  const after = await fetch(`${base}/content/images/blogs/${IMAGE}`).then((reply) => reply.arrayBuffer());
  if (after.byteLength !== IMAGE_BYTES) problems.push('the image was not served whole after the flood');
  figures.problems = problems;
  console.log(JSON.stringify(figures));
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(problems.length ? 1 : 0);
}

void main();
