/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any -- tests read JSON and parsed XML loosely */
/**
 * Content API keys (issue 26): made in the panel, shown once, stored hashed, revocable; a key has its own rate limit
 * on `/content/*` and opens the export of every post.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sha256 } from '../src/auth/crypto.ts';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

eachDialect('Content API keys', (dialect) => {
  let server: TestServer;
  let token: string;
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const get = (url: string, headers: Record<string, string> = {}, ip = '10.1.0.1') =>
    server.request('GET', url, { headers, ip });

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { CONTENT_LIMIT_PER_IP: '5', CONTENT_LIMIT_PER_KEY: '50' });
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'd' },
    });
    for (const [blogId, extra] of [
      ['first', {}],
      ['second', { description: '<p>Second <em>body</em></p>' }],
      ['draft', { status: 'draft' }],
    ] as const) {
      const reply = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields(blogId, extra)),
      });
      expect(reply.status).toBe(201);
    }
  });
  afterAll(() => server.close());

  const createKey = async (name: string) => {
    const reply = await server.request('POST', '/contentKeys/create', { token, json: { name } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.result as { id: number; name: string; key: string; creator: string; createdAt: string };
  };

  it('shows a new key once and stores only its hash', async () => {
    const created = await createKey('Static build');
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'creator', 'id', 'key', 'name']);
    expect(created.key).toMatch(/^cak_[A-Za-z0-9_-]{43}$/);
    expect(created.name).toBe('Static build');
    const list = await server.request('GET', '/contentKeys/list', { token });
    expect(list.status).toBe(200);
    const listed = list.body.result.find((key: { id: number }) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Static build',
      creator: created.creator,
      createdAt: created.createdAt,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const stored = await server.ctx.db
      .selectFrom('contentKeys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(stored?.keyHash).toBe(sha256(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const again = await createKey('Static build');
    expect(again.key).not.toBe(created.key);
  });

  it('needs an administrator, and a name', async () => {
    expect((await server.request('POST', '/contentKeys/create', { json: { name: 'x' } })).status).toBe(401);
    expect((await server.request('GET', '/contentKeys/list')).status).toBe(401);
    const blank = await server.request('POST', '/contentKeys/create', { token, json: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toHaveProperty('name');
  });

  it('lifts the per-IP limit for a key, under its own limit', async () => {
    const { key } = await createKey('Builder');
    for (let i = 0; i < 5; i++) expect((await get('/content/categories', {}, '10.2.0.1')).status).toBe(200);
    expect((await get('/content/categories', {}, '10.2.0.1')).status).toBe(429);
    for (let i = 0; i < 50; i++) {
      expect((await get('/content/categories', bearer(key), '10.2.0.1')).status).toBe(200);
    }
    const over = await get('/content/categories', bearer(key), '10.2.0.1');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    server.clock.advance(61);
  });

  it('holds guessed keys to the per-IP limit', async () => {
    for (let i = 0; i < 5; i++)
      expect((await get('/content/posts', bearer(`cak_guess${i}`), '10.3.0.1')).status).toBe(401);
    const over = await get('/content/posts', bearer('cak_guess'), '10.3.0.1');
    expect(over.status).toBe(429);
    expect((await get('/content/posts', { authorization: 'Bearer' }, '10.3.0.1')).status).toBe(429);
    server.clock.advance(61);
  });

  it('answers 401 for an unknown or revoked key, at once', async () => {
    const { id, key } = await createKey('Revoked soon');
    expect((await get('/content/posts', bearer(key))).status).toBe(200);
    const revoked = await server.request('DELETE', `/contentKeys/delete/${id}`, { token });
    expect(revoked.status).toBe(200);
    for (const sent of [key, 'cak_unknown', 'x'.repeat(300)]) {
      const reply = await get('/content/posts', bearer(sent));
      expect(reply.status, sent).toBe(401);
      expect(reply.body.message).toMatch(/not valid/);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    expect((await get('/content/posts', { authorization: 'Basic abc' })).status).toBe(401);
    // Revoked for good: it is not in the trash, and nothing brings it back.
    const trash = await server.request('GET', '/trash/list', { token });
    expect(JSON.stringify(trash.body)).not.toContain('Revoked soon');
    expect((await server.request('DELETE', `/contentKeys/delete/${id}`, { token })).status).toBe(404);
    expect(
      (await server.request('GET', '/contentKeys/list', { token })).body.result.map((k: any) => k.id),
    ).not.toContain(id);
  });

  it('exports every visible post with its body as NDJSON, to key holders only', async () => {
    const refused = await get('/content/export.ndjson');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/key is required/);
    const { key } = await createKey('Exporter');
    const reply = await get('/content/export.ndjson', bearer(key));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const text = reply.raw.toString();
    expect(text.endsWith('\n')).toBe(true);
    const posts = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(posts.map((post) => post.blogId).sort()).toEqual(['first', 'second']);
    const second = posts.find((post) => post.blogId === 'second');
    const single = (await get('/content/posts/second', bearer(key))).body.result;
    expect(second).toEqual(single);
    expect(second.description).toBe('<p>Second <em>body</em></p>');
  });
});
