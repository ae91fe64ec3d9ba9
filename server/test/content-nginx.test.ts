/**
 * A real cache in front of the Content API (issue 26): Debian's nginx with `proxy_cache` and
 * `proxy_cache_use_stale updating`, as a CDN operator would set it up, honouring the API's own Cache-Control (set short
 * here: CONTENT_MAX_AGE=2). A published post is cached; once it is unpublished or trashed the cache answers 404 within
 * max-age + the stale window; a draft is never served. Without nginx the suite is skipped, loudly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFields, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const MAX_AGE = 2;
/** How long a changed post may still be served: max-age, the stale window, and a second for the update's round trip. */
const WINDOW_MS = (MAX_AGE + MAX_AGE + 1) * 1000;

const NGINX =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((file) => fs.existsSync(file)) ??
  (spawnSync('sh', ['-c', 'command -v nginx']).stdout?.toString().trim() || undefined);
if (!NGINX) {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! nginx not found (Debian: nginx): the Content API cache test is SKIPPED.\n${line}\n`);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** nginx as this user, on 127.0.0.1, everything under `dir`: a cache that honours the upstream's Cache-Control. */
function nginxConfig(dir: string, port: number, upstream: number) {
  const user = os.userInfo();
  return `${user.uid === 0 ? `user ${user.username};\n` : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1 keys_zone=content:1m inactive=1h;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_cache content;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

describe.skipIf(!NGINX)('the Content API behind a real nginx proxy_cache', () => {
  let server: TestServer;
  let token: string;
  let nginx: ChildProcess;
  let dir: string;
  let cacheUrl: string;

  const viaCache = async (pathname: string) => {
    const response = await fetch(`${cacheUrl}${pathname}`);
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('x-cache-status') };
  };
  /** Asks through the cache every 200 ms until it answers `status`; the time it took, or fails after `limit` ms. */
  const until = async (pathname: string, status: number, limit: number) => {
    const start = Date.now();
    for (;;) {
      const reply = await viaCache(pathname);
      if (reply.status === status) return Date.now() - start;
      if (Date.now() - start > limit)
        throw new Error(`${pathname} still ${reply.status} (${reply.cache}) after ${limit} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const create = async (blogId: string, extra: Record<string, string> = {}) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra)),
    });
    expect(reply.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer(
      'sqlite',
      { now: () => Date.now() },
      { CONTENT_MAX_AGE: String(MAX_AGE), CONTENT_LIMIT_PER_IP: '100000' },
    );
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'd' },
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const upstream = (server.app.server.address() as net.AddressInfo).port;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-cache-'));
    const port = await freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstream));
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    cacheUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await fetch(`${cacheUrl}/health`);
        break;
      } catch (error) {
        if (Date.now() > deadline || nginx.exitCode !== null) {
          throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`, {
            cause: error,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('caches a published post, and drops it within max-age + stale window once it is unpublished', async () => {
    await create('cached-post');
    expect(await viaCache('/content/posts/cached-post')).toEqual({ status: 200, cache: 'MISS' });
    expect(await viaCache('/content/posts/cached-post')).toEqual({ status: 200, cache: 'HIT' });
    const changed = await server.request('PUT', '/blogs/updateBlog/cached-post', {
      token,
      form: multipart({ status: 'draft' }),
    });
    expect(changed.status).toBe(200);
    // The cache may still answer the copy it holds, but not for longer than the API allowed.
    const took = await until('/content/posts/cached-post', 404, WINDOW_MS + 3000);
    expect(took).toBeLessThanOrEqual(WINDOW_MS);
    // And the 404 stays: a cached 404 is what the cache now holds.
    await new Promise((resolve) => setTimeout(resolve, (MAX_AGE + 1) * 1000));
    expect((await viaCache('/content/posts/cached-post')).status).toBe(404);
  }, 30_000);

  it('drops a trashed post within max-age + stale window', async () => {
    await create('trashed-post');
    await viaCache('/content/posts/trashed-post');
    expect(await viaCache('/content/posts/trashed-post')).toEqual({ status: 200, cache: 'HIT' });
    expect((await server.request('DELETE', '/blogs/deleteBlog/trashed-post', { token })).status).toBe(200);
    expect(await until('/content/posts/trashed-post', 404, WINDOW_MS + 3000)).toBeLessThanOrEqual(WINDOW_MS);
  }, 30_000);

  it('never serves a draft, in its own URL or in the list', async () => {
    await create('hidden-draft', { status: 'draft' });
    for (let i = 0; i < 3; i++) {
      expect((await viaCache('/content/posts/hidden-draft')).status).toBe(404);
      const list = await fetch(`${cacheUrl}/content/posts?pageSize=100`);
      const body = (await list.json()) as { result: { blogId: string }[] };
      expect(body.result.map((post) => post.blogId)).not.toContain('hidden-draft');
    }
  });
});
