/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any -- tests read JSON loosely */
/**
 * What a site builder needs from `/content/posts` (issue 26): keyset paging by `after` / `nextCursor` (a bad cursor is
 * a 400, never ignored), `include=description` for the bodies, and the category filter matching names as categories
 * compare them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encodeCursor } from '../../src/contract/index.ts';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const MINUTE = 60_000;

eachDialect('Content API posts for site builders', (dialect) => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => server.request('GET', url, { ip: '10.9.0.1' });
  const create = async (blogId: string, extra: Record<string, string> = {}) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra)),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { CONTENT_LIMIT_PER_IP: '100000' });
    token = await signIn(server);
    for (const category of ['News', 'Guides']) {
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category, categoryUrl: `/${category.toLowerCase()}`, categoryDescription: 'd' },
      });
    }
    // Seven posts; two share a publishing millisecond, so the id decides their order.
    for (let i = 1; i <= 7; i++) {
      await create(`post-${i}`, { category: i % 2 ? 'News' : 'Guides', description: `<p>Body <em>${i}</em></p>` });
      if (i !== 3) server.clock.advance(1);
    }
    await create('draft-one', { status: 'draft' });
    await create('later-one', {
      status: 'scheduled',
      publishAt: new Date(server.clock.now + 10 * MINUTE).toISOString(),
    });
  });
  afterAll(() => server.close());

  const walk = async (query: string) => {
    const seen: string[] = [];
    let url = `/content/posts?pageSize=2${query}`;
    for (let pages = 0; pages < 20; pages++) {
      const reply = await get(url);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      seen.push(...reply.body.result.map((post: any) => post.blogId));
      if (reply.body.nextCursor === null) return seen;
      url = `/content/posts?pageSize=2${query}&after=${reply.body.nextCursor}`;
    }
    throw new Error('the walk did not end');
  };

  it('walks every visible post once by nextCursor, in the numbered order', async () => {
    const all = (await get('/content/posts?pageSize=100')).body;
    expect(all.total).toBe(7);
    expect(all.nextCursor).toBeNull();
    const order = all.result.map((post: any) => post.blogId);
    expect(await walk('')).toEqual(order);
    const first = (await get('/content/posts?pageSize=3')).body;
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = (await get(`/content/posts?pageSize=3&after=${first.nextCursor}`)).body;
    expect(next.result.map((post: any) => post.blogId)).toEqual(order.slice(3, 6));
    expect(next.total).toBe(7);
  });

  it('answers 400 for a bad cursor, never the first page', async () => {
    for (const after of [
      'nonsense!',
      'eyJ4Ijo',
      encodeCursor('newest', ['text', 1]),
      encodeCursor('oldest', [1, 1]),
      encodeCursor('newest', [1]),
    ]) {
      const reply = await get(`/content/posts?after=${encodeURIComponent(after)}`);
      expect(reply.status, after).toBe(400);
      expect(reply.body.errors).toHaveProperty('after');
    }
  });

  it('shows no post scheduled ahead or draft to a forged cursor', async () => {
    const future = encodeCursor('newest', [server.clock.now + 60 * MINUTE, 2_000_000_000]);
    const reply = await get(`/content/posts?pageSize=100&after=${future}`);
    expect(reply.status).toBe(200);
    const ids = reply.body.result.map((post: any) => post.blogId);
    expect(ids).toHaveLength(7);
    expect(ids).not.toContain('later-one');
    expect(ids).not.toContain('draft-one');
  });

  it('carries each body with include=description, as the post itself answers it', async () => {
    const reply = await get('/content/posts?pageSize=2&include=description');
    expect(reply.status).toBe(200);
    for (const post of reply.body.result) {
      const single = (await get(`/content/posts/${post.blogId}`)).body.result;
      expect(post).toEqual(single);
    }
    expect(reply.body.result[0].description).toMatch(/^<p>Body <em>\d<\/em><\/p>$/);
    const bad = await get('/content/posts?include=body');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('include');
  });

  it('filters by category as names are compared: case and look-alikes', async () => {
    const news = await walk('&category=News');
    expect(news).toHaveLength(4);
    for (const spelling of ['news', 'NEWS', ' News ', 'Ｎｅｗｓ']) {
      const reply = await get(`/content/posts?pageSize=100&category=${encodeURIComponent(spelling)}`);
      expect(
        reply.body.result.map((post: any) => post.blogId),
        spelling,
      ).toEqual(news);
    }
    expect((await get('/content/posts?category=Nothing')).body.total).toBe(0);
  });
});
