/**
 * What caches in front of the Content API read (issue 26): how long each answer may be kept, 404s included, the keys
 * to purge it by, `Last-Modified` with `If-Modified-Since`, the CORS lists a site's script needs, and HEAD's length.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

const PATHS = [
  '/content/posts',
  '/content/posts/cached',
  '/content/categories',
  `/content/meta?url=${encodeURIComponent('https://example.com/about')}`,
  '/content/sitemap.xml',
  '/content/feed.xml',
];

eachDialect('Content API caching', (dialect) => {
  let server: TestServer;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}) => server.request('GET', url, { headers });

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { CONTENT_LIMIT_PER_IP: '100000' });
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'd' },
    });
    for (const blogId of ['cached', 'kept']) {
      const reply = await server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId)) });
      expect(reply.status).toBe(201);
    }
    await server.request('POST', '/meta/createMeta', {
      token,
      json: { metaTitle: 'About', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/about' },
    });
    server.clock.advance(2);
  });
  afterAll(() => server.close());

  it('keeps a stale copy at most 60 s, and names its surrogate keys on every answer', async () => {
    for (const url of PATHS) {
      const reply = await get(url);
      expect(reply.status, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=60');
      const keys = String(reply.headers['surrogate-key']).split(' ');
      expect(keys, url).toContain('content');
      expect(String(reply.headers['cache-tag']).split(','), url).toEqual(keys);
    }
    expect(String((await get('/content/posts/cached')).headers['surrogate-key']).split(' ')).toEqual(
      expect.arrayContaining(['posts', 'post-cached']),
    );
  });

  it('lets a cache keep a 404 briefly, with the keys that purge it', async () => {
    for (const url of [
      '/content/posts/no-such-post',
      '/content/images/blogs/x.png',
      '/content/meta?url=https://e.x/n',
    ]) {
      const reply = await get(url);
      expect(reply.status, url).toBe(404);
      const policy = String(reply.headers['cache-control']);
      expect(policy, url).toMatch(/^public, max-age=(\d+)$/);
      expect(Number(/max-age=(\d+)/.exec(policy)?.[1]), url).toBeLessThanOrEqual(60);
      expect(reply.headers['surrogate-key'], url).toBeTruthy();
    }
    expect(String((await get('/content/posts/no-such-post')).headers['surrogate-key'])).toContain('post-no-such-post');
    // A 429 or a 400 is never cached.
    expect((await get('/content/posts?pageSize=1000')).headers['cache-control']).toBe('no-store');
  });

  it('sends Last-Modified and answers If-Modified-Since with 304 until the content changes', async () => {
    for (const url of PATHS) {
      const first = await get(url);
      const modified = first.headers['last-modified'] as string;
      expect(modified, url).toMatch(/GMT$/);
      expect(Date.parse(modified)).toBeLessThanOrEqual(server.clock.now);
      const again = await get(url, { 'if-modified-since': modified });
      expect(again.status, url).toBe(304);
      expect(again.raw.length).toBe(0);
      // With If-None-Match, that header decides (RFC 9110): a wrong tag gets the body.
      expect((await get(url, { 'if-modified-since': modified, 'if-none-match': '"other"' })).status, url).toBe(200);
    }
    const before = (await get('/content/posts')).headers['last-modified'] as string;
    server.clock.advance(5);
    await server.request('PUT', '/blogs/updateBlog/cached', { token, form: multipart({ metaTitle: 'Changed' }) });
    // Within the second of a change no Last-Modified is sent: a later change in that second would look the same.
    expect((await get('/content/posts')).headers['last-modified']).toBeUndefined();
    expect((await get('/content/posts', { 'if-modified-since': before })).status).toBe(200);
    server.clock.advance(2);
    const after = await get('/content/posts', { 'if-modified-since': before });
    expect(after.status).toBe(200);
    expect(Date.parse(after.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(before));
    // A post moved to the trash changes it too.
    const trashedBefore = (await get('/content/posts')).headers['last-modified'] as string;
    server.clock.advance(5);
    await server.request('DELETE', '/blogs/deleteBlog/cached', { token });
    server.clock.advance(2);
    expect((await get('/content/posts', { 'if-modified-since': trashedBefore })).status).toBe(200);
  });

  it('lets a site script send validators and read them, without Vary: Origin', async () => {
    const origin = 'https://www.site.example';
    const reply = await get('/content/posts', { origin });
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers.vary ?? '').not.toMatch(/origin/i);
    const exposed = String(reply.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['etag', 'last-modified', 'allow', 'retry-after', 'link']));
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/content/posts',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match, if-modified-since, cache-control',
      },
    });
    expect(preflight.statusCode).toBe(204);
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['if-none-match', 'if-modified-since', 'cache-control']));
  });

  it("answers HEAD with the Content-Length of the GET's body", async () => {
    for (const url of PATHS.map((path) => path.replace('/cached', '/kept'))) {
      const got = await server.app.inject({ method: 'GET', url });
      const head = await server.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.rawPayload.length, url).toBe(0);
      expect(Number(head.headers['content-length']), url).toBe(got.rawPayload.length);
    }
  });
});
