/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- tests read JSON replies loosely */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { isRefusedAddress } from '../src/services/webhooks/address.ts';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  freshPostgresDatabase,
  multipart,
  signIn,
  startTestServer,
  type DialectName,
  type TestServer,
} from './helpers.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> & { post?: Record<string, unknown> } };
}

/** A local receiver: answers each request with the next planned status (200 once the plan runs out). */
async function receiver() {
  const received: Received[] = [];
  const plan: (number | 'hang')[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let delayMs = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      const next = plan.shift() ?? 200;
      if (next === 'hang') return;
      setTimeout(() => {
        inFlight -= 1;
        if (next >= 300 && next < 400) response.writeHead(next, { location: `${url}/elsewhere` }).end();
        else response.writeHead(next).end('ok');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/hook`;
  return {
    url,
    port,
    received,
    plan,
    get maxInFlight() {
      return maxInFlight;
    },
    set delayMs(ms: number) {
      delayMs = ms;
    },
    events: (type?: string) => received.filter((r) => !type || r.json.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Sessions outlive the hours the clock is moved on by.
interface Delivery {
  id: number;
  status: string;
  at: string;
  nextAttemptAt: string;
  durationMs: number | null;
  error: string;
}

const QUIET: Partial<Config> = {
  webhookTickMs: 0,
  webhookAllowPrivate: true,
  webhookTimeoutMs: 500,
  sessionIdleSeconds: 864_000,
  sessionAbsoluteSeconds: 864_000,
};

eachDialect('webhooks', (dialect) => {
  let server: TestServer;
  let token: string;
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    server = await startTestServer(dialect, QUIET);
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await hook?.close();
    // Each test starts with no webhook, so one test's deliveries never reach the next one's receiver.
    for (const row of (await server.request('GET', '/webhooks/list?limit=100', { token })).body.result)
      await server.request('DELETE', `/webhooks/delete/${row.id}`, { token });
  });

  const createHook = async (events: string[], url = hook.url) => {
    const reply = await server.request('POST', '/webhooks/create', {
      token,
      json: { name: 'Site build', url, events },
    });
    expect(reply.status).toBe(201);
    return reply.body.result as { id: number; secret: string };
  };
  const run = () => server.ctx.webhooks.runOnce();
  const deliveries = async (id: number): Promise<Delivery[]> =>
    (await server.request('GET', `/webhooks/deliveries/${id}`, { token })).body.result;
  const createPost = (blogId: string, extra: Record<string, string> = {}) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, extra)) });

  it('creates a webhook with a whsec_ secret shown once; lists it without the secret', async () => {
    hook = await receiver();
    const created = await createHook(['post.published', 'site.changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(24);
    expect(created).toMatchObject({ events: ['post.published', 'site.changed'], active: true, failures: 0 });
    const list = await server.request('GET', '/webhooks/list', { token });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(list.body.result[0]).toMatchObject({ id: created.id, name: 'Site build', url: hook.url });
    for (const events of [[], ['post.exploded'], 'nope', undefined]) {
      const bad = await server.request('POST', '/webhooks/create', {
        token,
        json: { name: 'x', url: hook.url, events },
      });
      expect(bad.status, JSON.stringify(events)).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['events']);
    }
    const ftp = await server.request('POST', '/webhooks/create', {
      token,
      json: { name: 'x', url: 'ftp://example.com/x', events: ['ping'] },
    });
    expect(ftp.status).toBe(400);
    const updated = await server.request('PUT', `/webhooks/update/${created.id}`, {
      token,
      json: { events: ['post.deleted'], active: false },
    });
    expect(updated.body.result).toMatchObject({ events: ['post.deleted'], active: false });
    expect((await server.request('GET', '/webhooks/list')).status).toBe(401);
  });

  it('signs a ping the standardwebhooks package verifies', async () => {
    hook = await receiver();
    const { id, secret } = await createHook(['post.published']);
    expect((await server.request('POST', `/webhooks/test/${id}`, { token })).status).toBe(200);
    expect((await server.request('POST', '/webhooks/test/999999', { token })).status).toBe(404);
    await run();
    expect(hook.received).toHaveLength(1);
    const [ping] = hook.received;
    const verified = new Webhook(secret).verify(ping!.body, ping!.headers as Record<string, string>);
    expect(verified).toMatchObject({ type: 'ping', data: { webhookId: id } });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        ping!.body,
        ping!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(ping!.headers['webhook-id']).toMatch(/^msg_/);
    const log = await deliveries(id);
    expect(log).toEqual([
      expect.objectContaining({
        event: 'ping',
        attempt: 1,
        status: 'succeeded',
        responseStatus: 200,
        error: null,
        nextAttemptAt: null,
      }),
    ]);
    expect(typeof log[0]!.durationMs).toBe('number');
  });

  it('announces a publish with the public shape and the keys to purge, never a draft', async () => {
    hook = await receiver();
    await createHook(['post.published', 'post.updated', 'post.unpublished', 'post.deleted']);
    await createPost('hidden-draft', { status: 'draft' });
    await run();
    expect(hook.received).toHaveLength(0);
    await createPost('announced');
    await server.request('PUT', '/blogs/updateBlog/announced', { token, form: multipart({ blogTitle: 'New title' }) });
    await server.request('PUT', '/blogs/updateBlog/announced', { token, form: multipart({ status: 'draft' }) });
    await server.request('PUT', '/blogs/updateBlog/announced', { token, form: multipart({ status: 'published' }) });
    await server.request('DELETE', '/blogs/deleteBlog/announced', { token });
    await run();
    expect(hook.received.map((r) => r.json.type)).toEqual([
      'post.published',
      'post.updated',
      'post.unpublished',
      'post.published',
      'post.deleted',
    ]);
    const first = hook.received[0]!.json;
    expect(first.data.post).toMatchObject({ blogId: 'announced', blogUrl: expect.any(String) });
    expect(first.data.post).not.toHaveProperty('description');
    expect(first.data.surrogateKeys).toEqual(expect.arrayContaining(['posts', 'post-announced', 'sitemap']));
  });

  it('announces what the trash takes off the website and puts back: bulk trash and restores of posts, metas, categories', async () => {
    hook = await receiver();
    await createHook(['post.published', 'post.deleted', 'meta.changed', 'category.changed']);
    const ids: Record<string, number> = {};
    for (const blogId of ['tr-one', 'tr-two']) {
      ids[blogId] = (await createPost(blogId)).body.result.id as number;
    }
    await createPost('tr-draft', { status: 'draft' });
    const draft = (await server.request('GET', '/blogs/getBlog/tr-draft', { token })).body.result.id as number;
    const meta = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({ metaTitle: 'Trash page', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://e.com/tr' }),
    });
    const category = await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'Trash Tests', categoryUrl: '/trash-tests', categoryDescription: 'No posts in it' },
    });
    expect([meta.status, category.status]).toEqual([201, 201]);
    await run();
    hook.received.length = 0;
    const call = (method: 'POST', url: string, json: object) => server.request(method, url, { token, json });
    expect(
      (await call('POST', '/bulk/trash', { type: 'blog', ids: [ids['tr-one'], ids['tr-two'], draft] })).status,
    ).toBe(200);
    expect((await call('POST', '/bulk/trash', { type: 'meta', ids: [meta.body.result.id] })).status).toBe(200);
    expect((await call('POST', '/bulk/trash', { type: 'category', ids: [category.body.result.id] })).status).toBe(200);
    await call('POST', '/trash/restore', { type: 'blog', id: ids['tr-one'] });
    await call('POST', '/trash/restoreMany', { type: 'blog', ids: [ids['tr-two'], draft] });
    await call('POST', '/trash/restoreMany', { type: 'meta', ids: [meta.body.result.id] });
    await call('POST', '/trash/restore', { type: 'category', id: category.body.result.id });
    await run();
    const said = hook.received.map(({ json }) => {
      const data = json.data as Record<string, { blogId?: string; metaUrl?: string; category?: string }> & {
        action?: string;
      };
      const what = data.post?.blogId ?? data.meta?.metaUrl ?? data.category?.category;
      return `${json.type}${data.action ? ` ${data.action}` : ''} ${what}`;
    });
    // The draft was never on the website: its trash and restore announce nothing.
    expect(said).toEqual([
      'post.deleted tr-one',
      'post.deleted tr-two',
      'meta.changed deleted https://e.com/tr',
      'category.changed deleted Trash Tests',
      'post.published tr-one',
      'post.published tr-two',
      'meta.changed created https://e.com/tr',
      'category.changed created Trash Tests',
    ]);
  });

  it('retries a failing receiver after 5 s and 30 s, then succeeds', async () => {
    hook = await receiver();
    hook.plan.push(500, 503);
    const { id } = await createHook(['post.published']);
    await server.request('POST', `/webhooks/test/${id}`, { token });
    await run();
    let delivery = (await deliveries(id))[0]!;
    expect(delivery).toMatchObject({ status: 'retrying', attempt: 1, responseStatus: 500, error: 'HTTP 500' });
    expect(Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.at)).toBe(5_000);
    server.clock.advance(4);
    await run();
    expect(hook.received).toHaveLength(1);
    server.clock.advance(1);
    await run();
    delivery = (await deliveries(id))[0]!;
    expect(delivery).toMatchObject({ status: 'retrying', attempt: 2, responseStatus: 503 });
    expect(Date.parse(delivery.nextAttemptAt) - Date.parse(delivery.at)).toBe(30_000);
    server.clock.advance(30);
    await run();
    delivery = (await deliveries(id))[0]!;
    expect(delivery).toMatchObject({ status: 'succeeded', attempt: 3, nextAttemptAt: null });
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const webhook = (await server.request('GET', '/webhooks/list', { token })).body.result[0];
    expect(webhook.failures).toBe(0);
  });

  it('marks a delivery failed after the last retry, and redelivers it on request', async () => {
    hook = await receiver();
    hook.plan.push(...Array(6).fill(500));
    const { id } = await createHook(['post.published']);
    await server.request('POST', `/webhooks/test/${id}`, { token });
    const waits = [5, 30, 120, 600, 3600];
    await run();
    for (const wait of waits) {
      server.clock.advance(wait);
      await run();
    }
    const failed = (await deliveries(id))[0]!;
    expect(failed).toMatchObject({ status: 'failed', attempt: 6, nextAttemptAt: null });
    expect(hook.received).toHaveLength(6);
    const again = await server.request('POST', `/webhooks/redeliver/${failed.id}`, { token });
    expect(again.status).toBe(201);
    expect((await server.request('POST', '/webhooks/redeliver/999999', { token })).status).toBe(404);
    await run();
    const log = await deliveries(id);
    expect(log[0]).toMatchObject({ id: again.body.result.id, status: 'succeeded', attempt: 1 });
    expect(hook.received.at(-1)!.headers['webhook-id']).toBe(hook.received[0]!.headers['webhook-id']);
  });

  it('gives up on a receiver after 10 s (here the configured limit) and on a redirect, which it never follows', async () => {
    hook = await receiver();
    hook.plan.push('hang', 302);
    const { id } = await createHook(['post.published']);
    await server.request('POST', `/webhooks/test/${id}`, { token });
    await run();
    expect((await deliveries(id))[0]).toMatchObject({
      status: 'retrying',
      responseStatus: null,
      error: 'No answer within 0.5 s',
    });
    server.clock.advance(5);
    await run();
    expect((await deliveries(id))[0]).toMatchObject({ status: 'retrying', responseStatus: 302 });
    expect((await deliveries(id))[0]!.error).toMatch(/^Redirect to .* not followed$/);
    expect(hook.received.map((r) => r.json.type)).toEqual(['ping', 'ping']);
  });

  it('pauses a webhook after 20 failures in a row; switching it on resumes it', async () => {
    hook = await receiver();
    hook.plan.push(...Array(20).fill(500));
    const { id } = await createHook(['post.published']);
    for (let i = 0; i < 21; i += 1) await server.request('POST', `/webhooks/test/${id}`, { token });
    await run();
    expect(hook.received).toHaveLength(20);
    const paused = (await server.request('GET', '/webhooks/list', { token })).body.result[0];
    expect(paused).toMatchObject({ active: false, failures: 20, pausedAt: expect.any(String) });
    const resumed = await server.request('PUT', `/webhooks/update/${id}`, { token, json: { active: true } });
    expect(resumed.body.result).toMatchObject({ active: true, failures: 0, pausedAt: null });
    await run();
    expect(hook.received).toHaveLength(21);
  });

  it('keeps one delivery in flight per webhook', async () => {
    hook = await receiver();
    hook.delayMs = 50;
    const { id } = await createHook(['post.published']);
    for (let i = 0; i < 3; i += 1) await server.request('POST', `/webhooks/test/${id}`, { token });
    await Promise.all([run(), run(), server.ctx.webhooks.runOnce()]);
    expect(hook.received).toHaveLength(3);
    expect(hook.maxInFlight).toBe(1);
  });

  it('refuses private, loopback and metadata targets after DNS unless WEBHOOK_ALLOW_PRIVATE=1', async () => {
    hook = await receiver();
    const strict = await startTestServer(dialect, { ...QUIET, webhookAllowPrivate: false });
    try {
      const strictToken = await signIn(strict);
      const targets = [
        hook.url,
        `http://localhost:${hook.port}/hook`,
        `http://[::1]:${hook.port}/hook`,
        'http://169.254.169.254/latest/meta-data/',
        'http://10.1.2.3/hook',
        'http://[fd00:ec2::254]/hook',
      ];
      const ids: number[] = [];
      for (const url of targets) {
        const reply = await strict.request('POST', '/webhooks/create', {
          token: strictToken,
          json: { name: 'x', url, events: ['post.published'] },
        });
        expect(reply.status, url).toBe(201);
        ids.push(reply.body.result.id);
        await strict.request('POST', `/webhooks/test/${reply.body.result.id}`, { token: strictToken });
      }
      await strict.ctx.webhooks.runOnce();
      for (const [i, id] of ids.entries()) {
        const [delivery] = (await strict.request('GET', `/webhooks/deliveries/${id}`, { token: strictToken })).body
          .result;
        expect(delivery, targets[i]).toMatchObject({ status: 'retrying', responseStatus: null });
        expect(delivery.error, targets[i]).toMatch(/^Refused address /);
      }
      expect(hook.received).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('fires post.published for a scheduled post once, when its time comes', async () => {
    hook = await receiver();
    await createHook(['post.published', 'post.unpublished']);
    await run(); // the scheduler's mark starts now
    const at = server.clock.now + 5_000;
    await createPost('scheduled-one', {
      status: 'scheduled',
      publishAt: new Date(at).toISOString(),
      unpublishAt: new Date(at + 60_000).toISOString(),
    });
    await run();
    expect(hook.received).toHaveLength(0);
    server.clock.now = at - 1;
    await run();
    expect(hook.received).toHaveLength(0);
    server.clock.now = at;
    await run();
    await run();
    server.clock.advance(1);
    await run();
    expect(hook.events('post.published').map((r) => r.json.data.post?.blogId)).toEqual(['scheduled-one']);
    server.clock.now = at + 60_000;
    await run();
    await run();
    expect(hook.events('post.unpublished').map((r) => r.json.data.post?.blogId)).toEqual(['scheduled-one']);
  });

  it('coalesces a burst of saves into one site.changed once WEBHOOK_DEBOUNCE_SECONDS pass without one', async () => {
    hook = await receiver();
    await createHook(['site.changed']);
    await createPost('burst');
    for (let i = 0; i < 30; i += 1) {
      await server.request('PUT', '/blogs/updateBlog/burst', { token, form: multipart({ blogTitle: `Title ${i}` }) });
      server.clock.advance(0.1);
    }
    const meta = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({
        metaUrl: 'https://example.com/about',
        metaTitle: 'About',
        metaDescription: 'Us',
        pageMeta: 'page',
      }),
    });
    expect(meta.status).toBe(201);
    await run();
    expect(hook.received).toHaveLength(0);
    // A save within the quiet period belongs to the same burst.
    server.clock.advance(9);
    await server.request('PUT', '/blogs/updateBlog/burst', { token, form: multipart({ blogTitle: 'Last' }) });
    server.clock.advance(9);
    await run();
    expect(hook.received).toHaveLength(0);
    server.clock.advance(1);
    await run();
    await run();
    expect(hook.received.map((r) => r.json.type)).toEqual(['site.changed']);
    const { data } = hook.received[0]!.json;
    expect(data.count).toBeGreaterThanOrEqual(32);
    expect(data.changes).toEqual(expect.arrayContaining([{ event: 'post.updated', key: 'post:burst' }]));
    expect(data.surrogateKeys).toEqual(expect.arrayContaining(['posts', 'post-burst']));
  });

  it('sends site.changed for a stream of changes that never pauses, six debounce periods (60 s) after its first', async () => {
    hook = await receiver();
    await createHook(['site.changed']);
    await createPost('stream');
    await run();
    const fired: number[] = [];
    for (let second = 5; second <= 70; second += 5) {
      server.clock.advance(5);
      await server.request('PUT', '/blogs/updateBlog/stream', { token, form: multipart({ blogTitle: `T ${second}` }) });
      const before = hook.received.length;
      await run();
      if (hook.received.length > before) fired.push(second);
    }
    const changes = await server.ctx.db.selectFrom('webhookChanges').selectAll().execute();
    expect({ fired, changes: changes.length }).toEqual({ fired: [60], changes: 2 }); // the saves after it wait for the next one
  });

  it('announces an edit of a library image the site shows, with its key; a caption or a draft’s image announces nothing', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const uploaded = await server.request('POST', '/media/upload', {
      token,
      form: multipart({ alt: 'Harbour' }, { field: 'file', name: 'harbour.png', type: 'image/png', bytes }),
    });
    expect(uploaded.status).toBe(201);
    const { id, name } = uploaded.body.result as { id: number; name: string };
    await server.ctx.renditions.idle();
    expect((await createPost('shows-image', { imageId: String(id) })).status).toBe(201);
    expect((await createPost('hidden-image', { imageId: String(id), status: 'draft' })).status).toBe(201);
    const page = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({
        metaUrl: 'https://example.com/harbour',
        metaTitle: 'Harbour',
        metaDescription: 'The harbour',
        pageMeta: 'page',
        imageId: String(id),
      }),
    });
    expect(page.status).toBe(201);
    hook = await receiver();
    await createHook(['post.updated', 'meta.changed', 'site.changed']);
    let version = 1;
    const edit = async (changes: Record<string, unknown>) => {
      const reply = await server.request('PUT', `/media/updateMedia/${id}`, { token, json: { ...changes, version } });
      expect(reply.status).toBe(200);
      version += 1;
    };
    const imageKey = `image-${name.slice(0, 32)}`;

    await edit({ caption: 'Seen from the quay' }); // not in the public shape
    await run();
    expect(hook.received).toHaveLength(0);

    await edit({ alt: 'The harbour at dawn' });
    await run();
    expect(hook.received.map((r) => [r.json.type, r.json.data.post?.blogId ?? r.json.data.meta])).toEqual([
      ['post.updated', 'shows-image'],
      ['meta.changed', expect.objectContaining({ metaUrl: 'https://example.com/harbour' })],
    ]);
    for (const r of hook.received) expect(r.json.data.surrogateKeys).toContain(imageKey);

    // A new focal point: announced at once, and again once the crops are cut again (their URLs change).
    hook.received.length = 0;
    await edit({ focalX: 0.2, focalY: 0.3 });
    await run();
    // The queue may have cut the crops already (then both are out).
    expect(hook.events('post.updated').length).toBeGreaterThanOrEqual(1);
    await server.ctx.renditions.idle();
    await run();
    expect(hook.events('post.updated')).toHaveLength(2);

    server.clock.advance(11);
    await run();
    await run();
    const [site] = hook.events('site.changed');
    expect(site?.json.data.surrogateKeys).toEqual(expect.arrayContaining([imageKey, 'post-shows-image', 'meta']));
    expect(site?.json.data.changes).toEqual(
      expect.arrayContaining([
        { event: 'post.updated', key: 'post:shows-image' },
        { event: 'meta.changed', key: 'meta:https://example.com/harbour' },
      ]),
    );
    expect(JSON.stringify(site?.json.data)).not.toContain('hidden-image');
  });

  it('announces an image uploaded with a post’s or meta page’s save as one uploaded to the library, then chosen', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a62' } })
      .png()
      .toBuffer();
    const file = (name: string) => ({ name, type: 'image/png', bytes });
    const metaFields = (slug: string, extra: Record<string, string> = {}) => ({
      metaUrl: `https://example.com/${slug}`,
      metaTitle: slug,
      metaDescription: `About ${slug}`,
      pageMeta: slug,
      ...extra,
    });
    hook = await receiver();
    await createHook(['post.published', 'post.updated', 'meta.changed']);
    // The renditions queue is held while the records are saved, then run: each image's renditions land after its
    // record's save on both paths, as they do whenever making them takes longer than the save (the usual case).
    const { renditions } = server.ctx;
    const kick = renditions.kick.bind(renditions);
    renditions.kick = () => {};
    try {
      const uploaded = await server.request('POST', '/media/upload', {
        token,
        form: multipart({}, { field: 'file', ...file('library.png') }),
      });
      expect(uploaded.status).toBe(201);
      const imageId = String((uploaded.body.result as { id: number }).id);
      expect((await createPost('chosen-image', { imageId })).status).toBe(201);
      const chosenMeta = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart(metaFields('chosen-meta', { imageId })),
      });
      expect(chosenMeta.status).toBe(201);
      const saved = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('saved-image'), file('saved.png')),
      });
      expect(saved.status).toBe(201);
      const savedMeta = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart(metaFields('saved-meta'), file('saved-meta.png')),
      });
      expect(savedMeta.status).toBe(201);
      // A draft's image is nobody's business, whichever way it came.
      const draft = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('saved-draft', { status: 'draft' }), file('draft.png')),
      });
      expect(draft.status).toBe(201);
    } finally {
      renditions.kick = kick;
    }
    await run();
    kick();
    await renditions.idle();
    await run();
    // Each record's events as a receiver sees them, its own name and its image's key written alike.
    const seen = (subject: string) =>
      hook.received
        .filter(
          (r) =>
            (r.json.data.post?.blogId ?? (r.json.data.meta as { metaUrl?: string } | undefined)?.metaUrl) === subject,
        )
        .map((r) => ({
          type: r.json.type,
          action: r.json.data.action,
          keys: (r.json.data.surrogateKeys as string[]).map((key) =>
            key.replace(subject.replace(/^.*\//, ''), 'SUBJECT').replace(/^image-[0-9a-f]+$/, 'image-STEM'),
          ),
        }));
    const post = seen('chosen-image');
    expect(post.map((e) => e.type)).toEqual(['post.published', 'post.updated']);
    expect(post[1]?.keys).toContain('image-STEM');
    expect(seen('saved-image')).toEqual(post);
    const meta = seen('https://example.com/chosen-meta');
    expect(meta.map((e) => [e.type, e.action])).toEqual([
      ['meta.changed', 'created'],
      ['meta.changed', 'updated'],
    ]);
    expect(meta[1]?.keys).toContain('image-STEM');
    expect(seen('https://example.com/saved-meta')).toEqual(meta);
    expect(seen('saved-draft')).toEqual([]);
  });

  it('lists the week ahead and webhook trouble for the dashboard’s Schedule card', async () => {
    hook = await receiver();
    hook.plan.push(500);
    const { id } = await createHook(['post.published']);
    const soon = server.clock.now + 86_400_000;
    await createPost('next-week', {
      status: 'scheduled',
      publishAt: new Date(soon).toISOString(),
      unpublishAt: new Date(soon + 3_600_000).toISOString(),
    });
    await createPost('much-later', { status: 'scheduled', publishAt: new Date(soon + 8 * 86_400_000).toISOString() });
    await server.request('POST', `/webhooks/test/${id}`, { token });
    await run();
    const { result } = (await server.request('GET', '/dashboard/schedule', { token })).body;
    expect(result.upcoming).toEqual([
      { blogId: 'next-week', blogTitle: 'Title of next-week', action: 'publish', at: new Date(soon).toISOString() },
      {
        blogId: 'next-week',
        blogTitle: 'Title of next-week',
        action: 'unpublish',
        at: new Date(soon + 3_600_000).toISOString(),
      },
    ]);
    expect(result.problems).toEqual([
      expect.objectContaining({
        kind: 'retrying',
        webhookId: id,
        webhookName: 'Site build',
        event: 'ping',
        error: 'HTTP 500',
      }),
    ]);
    expect((await server.request('GET', '/dashboard/schedule')).status).toBe(401);
  });
});

describe('webhook address rules', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'not-an-ip',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])
      expect(isRefusedAddress(address), address).toBe(false);
  });
});

/** Two servers in turn on one database (a restart), or side by side (two instances). */
async function pair(dialect: DialectName) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-webhooks-'));
  const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
  const start = async () => {
    const server = await startTestServer(
      dialect,
      { ...QUIET, ...(databaseUrl ? { databaseUrl } : {}) },
      { DATA_DIR: dataDir },
    );
    server.dataDir = dataDir; // where its sign-in codes go
    return server;
  };
  return { start, cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

eachDialect('webhooks across restarts', (dialect) => {
  it('delivers a queued message after a restart, and announces a publish the downtime missed', async () => {
    const hook = await receiver();
    const { start, cleanUp } = await pair(dialect);
    try {
      const first = await start();
      const token = await signIn(first);
      await addNewsCategory(first, token);
      await first.request('POST', '/webhooks/create', {
        token,
        json: { name: 'x', url: hook.url, events: ['post.published'] },
      });
      await first.ctx.webhooks.runOnce();
      const at = first.clock.now + 60_000;
      await first.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('while-down', { status: 'scheduled', publishAt: new Date(at).toISOString() })),
      });
      await first.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields('queued')) });
      await first.close(); // the delivery of "queued" is in the queue, never sent
      expect(hook.received).toHaveLength(0);
      const second = await start();
      second.clock.now = at + 3_600_000;
      await second.ctx.webhooks.runOnce();
      await second.ctx.webhooks.runOnce();
      expect(
        hook
          .events('post.published')
          .map((r) => r.json.data.post?.blogId)
          .sort(),
      ).toEqual(['queued', 'while-down']);
      await second.close();
    } finally {
      await hook.close();
      cleanUp();
    }
  });
});

eachDialect('two instances', (dialect) => {
  it.skipIf(dialect === 'sqlite')('announce a scheduled publish once, and send it once', async () => {
    const hook = await receiver();
    hook.delayMs = 30;
    const { start, cleanUp } = await pair(dialect);
    try {
      const [one, two] = [await start(), await start()];
      const token = await signIn(one);
      await addNewsCategory(one, token);
      await one.request('POST', '/webhooks/create', {
        token,
        json: { name: 'x', url: hook.url, events: ['post.published'] },
      });
      await one.ctx.webhooks.runOnce();
      const at = one.clock.now + 10_000;
      for (const blogId of ['a', 'b', 'c'])
        await one.request('POST', '/blogs/createBlog', {
          token,
          form: multipart(blogFields(`two-${blogId}`, { status: 'scheduled', publishAt: new Date(at).toISOString() })),
        });
      one.clock.now = at;
      two.clock.now = at;
      await Promise.all([
        one.ctx.webhooks.runOnce(),
        two.ctx.webhooks.runOnce(),
        one.ctx.webhooks.runOnce(),
        two.ctx.webhooks.runOnce(),
      ]);
      await Promise.all([one.ctx.webhooks.runOnce(), two.ctx.webhooks.runOnce()]);
      expect(
        hook
          .events('post.published')
          .map((r) => r.json.data.post?.blogId)
          .sort(),
      ).toEqual(['two-a', 'two-b', 'two-c']);
      expect(hook.maxInFlight).toBe(1);
      await one.close();
      await two.close();
    } finally {
      await hook.close();
      cleanUp();
    }
  });
});
