/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- tests read JSON replies loosely */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { buildSiteServer } from '../src/site.ts';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const SITE = 'http://127.0.0.1:4556';

eachDialect('redirects', (dialect) => {
  let server: TestServer;
  let token: string;
  let site: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer(dialect, { webhookTickMs: 0, siteUrl: SITE });
    token = await signIn(server);
    await addNewsCategory(server, token);
    site = await buildSiteServer(
      loadConfig({ LOG_LEVEL: 'silent', SITE_URL: SITE }),
      'http://127.0.0.1:4555',
      server.ctx.db,
    );
  });
  afterAll(async () => {
    await site.close();
    await server.close();
  });

  const createPost = (blogId: string, extra: Record<string, string> = {}) =>
    server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, { blogUrl: `${SITE}/posts/${blogId}`, ...extra })),
    });
  const moveTo = (blogId: string, blogUrl: string) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart({ blogUrl }) });
  const create = (json: Record<string, unknown>) => server.request('POST', '/redirects/create', { token, json });
  const all = async () =>
    Object.fromEntries(
      (await server.request('GET', '/redirects/list?limit=100', { token })).body.result.map(
        (r: { from: string; to: string; auto: boolean }) => [
          new URL(r.from, SITE).pathname,
          new URL(r.to, SITE).pathname,
        ],
      ),
    );

  it('creates, lists, updates and deletes a redirect; status is 301 unless 302, 307 or 308', async () => {
    const created = await create({ from: '/old-page', to: '/new-page' });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      from: '/old-page',
      to: '/new-page',
      status: 301,
      auto: false,
      hits: 0,
    });
    const bad = await create({ from: '/x1', to: '/y1', status: 303 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: 'status must be one of 301, 302, 307, 308' });
    // A protocol-relative address would send visitors to another host.
    const elsewhere = await create({ from: '/x2', to: '//evil.example/phish' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ to: 'to must be a path like /blog/news or an http(s) URL' });
    const id = created.body.result.id;
    const updated = await server.request('PUT', `/redirects/update/${id}`, { token, json: { status: 308 } });
    expect(updated.body.result).toMatchObject({ status: 308 });
    const taken = await create({ from: '/old-page/', to: '/elsewhere' });
    expect(taken.status).toBe(409);
    expect((await server.request('DELETE', `/redirects/delete/${id}`, { token })).status).toBe(200);
    expect((await server.request('GET', '/redirects/list')).status).toBe(401);
  });

  it('refuses a loop and a redirect from a live post, in the user’s words', async () => {
    expect((await create({ from: '/loop-a', to: '/loop-b' })).status).toBe(201);
    const loop = await create({ from: '/loop-b', to: '/loop-a' });
    expect(loop.status).toBe(409);
    expect(loop.body.message).toBe(
      'This redirect would loop: /loop-b → /loop-a → /loop-b. Point it somewhere that does not lead back.',
    );
    const same = await create({ from: '/same', to: '/same/' });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('A redirect cannot point to its own address.');
    await createPost('live-post');
    const live = await create({ from: '/posts/live-post', to: '/elsewhere' });
    expect(live.status).toBe(409);
    expect(live.body.message).toBe(
      'Blog post "Title of live-post" is live at this address, so a redirect from it would hide it. Change its URL or move it to the trash first.',
    );
  });

  it('collapses chains: A→B then B→C leaves A→C and B→C', async () => {
    expect((await create({ from: '/chain-a', to: '/chain-b' })).status).toBe(201);
    expect((await create({ from: '/chain-b', to: '/chain-c' })).status).toBe(201);
    const map = await all();
    expect(map['/chain-a']).toBe('/chain-c');
    expect(map['/chain-b']).toBe('/chain-c');
    // A new redirect to the start of a chain is stored pointing at its end.
    const d = await create({ from: '/chain-d', to: '/chain-a' });
    expect(d.status).toBe(201);
    expect(new URL(d.body.result.to, SITE).pathname).toBe('/chain-c');
  });

  it('adds a 301 when a post that was ever visible moves, collapses, and drops the one a move back shadows', async () => {
    await createPost('moving');
    expect((await moveTo('moving', `${SITE}/posts/moved-once`)).status).toBe(200);
    expect((await moveTo('moving', `${SITE}/posts/moved-twice`)).status).toBe(200);
    let map = await all();
    expect(map['/posts/moving']).toBe('/posts/moved-twice');
    expect(map['/posts/moved-once']).toBe('/posts/moved-twice');
    const auto = (await server.request('GET', '/redirects/list?q=moved-once', { token })).body.result[0];
    expect(auto).toMatchObject({ auto: true, status: 301 });
    expect((await moveTo('moving', `${SITE}/posts/moving`)).status).toBe(200);
    map = await all();
    expect(map['/posts/moving']).toBeUndefined();
    expect(map['/posts/moved-twice']).toBe('/posts/moving');
    await createPost('never-seen', { status: 'draft' });
    await moveTo('never-seen', `${SITE}/posts/never-seen-2`);
    expect((await all())['/posts/never-seen']).toBeUndefined();
  });

  it('answers the public lists and /content/resolve, and the demo site serves the redirect', async () => {
    await createPost('resolved');
    await moveTo('resolved', `${SITE}/posts/resolved-new`);
    const list = await server.request('GET', '/content/redirects');
    expect(list.status).toBe(200);
    expect(list.body.result).toEqual(
      expect.arrayContaining([{ from: '/posts/resolved', to: `${SITE}/posts/resolved-new`, status: 301 }]),
    );
    const text = await server.request('GET', '/content/redirects.txt');
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.raw.toString()).toContain(`/posts/resolved ${SITE}/posts/resolved-new 301\n`);
    const redirect = await server.request('GET', `/content/resolve?url=${encodeURIComponent('/posts/resolved')}`);
    expect(redirect.body.result).toEqual({ type: 'redirect', location: `${SITE}/posts/resolved-new`, status: 301 });
    const post = await server.request(
      'GET',
      `/content/resolve?url=${encodeURIComponent(`${SITE}/posts/resolved-new`)}`,
    );
    expect(post.body.result).toEqual({ type: 'post', blogId: 'resolved', blogUrl: `${SITE}/posts/resolved-new` });
    expect((await server.request('GET', '/content/resolve?url=%2Fnothing-here')).status).toBe(404);
    expect((await server.request('GET', '/content/resolve?url=javascript%3Aalert(1)')).status).toBe(400);
    const visit = await site.inject({ method: 'GET', url: '/posts/resolved' });
    expect(visit.statusCode).toBe(301);
    expect(visit.headers.location).toBe(`${SITE}/posts/resolved-new`);
    expect((await site.inject({ method: 'GET', url: '/posts/resolved-new' })).statusCode).toBe(200);
    expect((await site.inject({ method: 'GET', url: '/old-unknown' })).statusCode).toBe(404);
    const hits = (await server.request('GET', '/redirects/list?q=resolved', { token })).body.result[0].hits;
    expect(hits).toBe(1);
  });
});
