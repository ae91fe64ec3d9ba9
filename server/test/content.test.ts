/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any -- tests read JSON and parsed XML loosely */
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerpt } from '../../src/lib/excerpt.ts';
import { listPublicPosts, pageCheckpoints } from '../src/db/content.ts';
import { blogFields, eachDialect, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const MINUTE = 60_000;
const png = { name: 'a.png', type: 'image/png', bytes: PNG };
const PUBLIC_POST_KEYS = [
  'blogId',
  'blogTitle',
  'blogUrl',
  'category',
  'changedDate',
  'excerpt',
  'image',
  'imageUrl',
  'metaDescription',
  'metaTitle',
  'publishedAt',
];
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses XML strictly enough: it must validate, and namespaces stay visible as xmlns attributes. */
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(text);
}
const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

eachDialect('public Content API', (dialect) => {
  let server: TestServer;
  let token: string;
  const get = (url: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    server.request('GET', url, { headers, ip });
  const create = async (blogId: string, extra: Record<string, string> = {}, image = false) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra), image ? png : undefined),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.result;
  };
  const publicIds = async (query = '') =>
    (await get(`/content/posts?pageSize=100${query}`)).body.result.map((p: { blogId: string }) => p.blogId);

  beforeAll(async () => {
    server = await startTestServer(
      dialect,
      {},
      { API_PUBLIC_URL: 'https://api.example.com/', CONTENT_LIMIT_PER_IP: '100000', SITE_URL: 'https://example.com' },
    );
    token = await signIn(server);
    for (const [category, categoryUrl] of [
      ['News', '/blog/news'],
      ['Guides', '/blog/guides'],
      ['Empty', '/blog/empty'],
    ]) {
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category, categoryUrl, categoryDescription: `${category} posts` },
      });
    }
  });
  afterAll(() => server.close());

  describe('posts', () => {
    let visible: any;
    let draft: any;
    let scheduled: any;
    beforeAll(async () => {
      visible = await create('visible-post', { description: `<p>${'word '.repeat(60)}</p>` }, true);
      server.clock.advance(1);
      await create('guide-post', { category: 'Guides', blogTitle: 'A <b>bold</b> & "quoted" guide' });
      server.clock.advance(1);
      draft = await create('draft-post', { status: 'draft' }, true);
      scheduled = await create(
        'scheduled-post',
        { status: 'scheduled', publishAt: new Date(server.clock.now + 10 * MINUTE).toISOString() },
        true,
      );
    });

    it('lists visible posts newest first, with only public fields', async () => {
      const reply = await get('/content/posts');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body).toMatchObject({ total: 2, page: 1, pageSize: 24 });
      expect(reply.body.result.map((p: any) => p.blogId)).toEqual(['guide-post', 'visible-post']);
      for (const post of reply.body.result) expect(Object.keys(post).sort()).toEqual(PUBLIC_POST_KEYS);
      const post = reply.body.result[1];
      expect(post).toMatchObject({
        blogTitle: 'Title of visible-post',
        blogUrl: 'https://example.com/blog/visible-post',
        category: 'News',
        publishedAt: visible.publishedAt,
        changedDate: visible.changedDate,
        imageUrl: `https://api.example.com/content/images/blogs/${visible.imageUrl}`,
      });
      expect(post.excerpt).toBe(excerpt(visible.description));
      expect(post.excerpt).toMatch(/^word word .{140}\.\.\.$/);
      expect(reply.body.result[0].imageUrl).toBeNull();
      for (const secret of [
        'admin',
        'creator',
        'changer',
        'version',
        '"id"',
        'status',
        'draft-post',
        'scheduled-post',
      ]) {
        expect(reply.raw.toString()).not.toContain(secret);
      }
    });

    it('pages, filters by category and searches like the admin lists; bad queries are 400', async () => {
      expect(await publicIds('&category=Guides')).toEqual(['guide-post']);
      expect(await publicIds('&category=Nope')).toEqual([]);
      expect(await publicIds('&q=BOLD')).toEqual(['guide-post']);
      const page2 = await get('/content/posts?page=2&pageSize=1');
      expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page2.body.result.map((p: any) => p.blogId)).toEqual(['visible-post']);
      for (const bad of [
        'page=0',
        'pageSize=101',
        'pageSize=abc',
        'page=1&page=2',
        `q=${'x'.repeat(201)}`,
        'sort=title',
      ]) {
        const reply = await get(`/content/posts?${bad}`);
        expect(reply.status, bad).toBe(400);
        expect(reply.body.message).toBeTypeOf('string');
      }
    });

    it('gives one visible post with its HTML; drafts, early scheduled posts and unknown ids get the same 404', async () => {
      const one = await get('/content/posts/visible-post');
      expect(one.status).toBe(200);
      expect(Object.keys(one.body.result).sort()).toEqual([...PUBLIC_POST_KEYS, 'description'].sort());
      expect(one.body.result.description).toBe(visible.description);
      const answers = await Promise.all(
        ['draft-post', 'scheduled-post', 'no-such-post', 'NOT-A-SLUG'].map((id) => get(`/content/posts/${id}`)),
      );
      for (const reply of answers) {
        expect(reply.status).toBe(404);
        expect(reply.raw.equals(answers[0]!.raw)).toBe(true);
        expect(reply.headers.etag).toBeUndefined();
      }
    });

    it('shows a scheduled post from publishAt on, with no write, and the ETag moves with it', async () => {
      const at = Date.parse(scheduled.publishAt);
      server.clock.now = at - 1;
      const before = await get('/content/posts');
      expect(before.body.result.map((p: any) => p.blogId)).not.toContain('scheduled-post');
      expect((await get(`/content/images/blogs/${scheduled.imageUrl}`)).status).toBe(404);
      expect((await get('/content/posts', { 'if-none-match': before.headers.etag as string })).status).toBe(304);
      server.clock.now = at;
      const after = await get('/content/posts', { 'if-none-match': before.headers.etag as string });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body.result[0]).toMatchObject({ blogId: 'scheduled-post', publishedAt: scheduled.publishAt });
      expect((await get('/content/posts/scheduled-post')).status).toBe(200);
      expect((await get(`/content/images/blogs/${scheduled.imageUrl}`)).status).toBe(200);
      // Back to draft: hidden at once.
      await server.request('PUT', '/blogs/updateBlog/scheduled-post', { token, form: multipart({ status: 'draft' }) });
      expect(await publicIds()).not.toContain('scheduled-post');
      expect((await get('/content/posts/scheduled-post')).status).toBe(404);
    });

    it('serves images of visible posts only, cached a day at most; anything else is the same 404', async () => {
      const image = await get(`/content/images/blogs/${visible.imageUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(String(image.headers['surrogate-key']).split(' ')).toEqual(
        expect.arrayContaining(['images', `image-${visible.imageUrl as string}`, 'post-visible-post']),
      );
      expect(image.headers['access-control-allow-origin']).toBe('*');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // The stored bytes (uploads are re-encoded on the way in), served as they are.
      const stored = fs.readFileSync(path.join(server.dataDir, 'uploads', 'blogs', visible.imageUrl as string));
      expect(image.raw.equals(stored)).toBe(true);
      expect(
        (await get(`/content/images/blogs/${visible.imageUrl}`, { 'if-none-match': image.headers.etag as string }))
          .status,
      ).toBe(304);
      const refusals = await Promise.all(
        [
          `/content/images/blogs/${draft.imageUrl}`,
          `/content/images/meta/${visible.imageUrl}`,
          `/content/images/blogs/${'0'.repeat(32)}.png`,
          '/content/images/blogs/..%2F..%2Fadmin.sqlite',
          '/content/images/blogs/x.png',
        ].map((url) => get(url)),
      );
      for (const reply of refusals) {
        expect(reply.status).toBe(404);
        expect(reply.raw.equals(refusals[0]!.raw)).toBe(true);
      }
      // The admin's bearer-only URL is unchanged.
      expect((await get(`/uploads/blogs/${visible.imageUrl}`)).status).toBe(401);
    });

    it('excerpts a post whose first 4,000 characters hold no text', async () => {
      const longHref = `https://example.com/${'a'.repeat(4500)}`;
      const post = await create('long-head', {
        description: `<p><a href="${longHref}">The link text</a> and ${'more words '.repeat(30)}</p>`,
      });
      const listed = (await get('/content/posts?pageSize=100')).body.result.find((p: any) => p.blogId === 'long-head');
      expect(listed.excerpt).toBe(excerpt(post.description));
      expect(listed.excerpt.startsWith('The link text and more words')).toBe(true);
    });
  });

  describe('categories and meta', () => {
    it('lists categories with the number of visible posts', async () => {
      const reply = await get('/content/categories');
      expect(reply.status).toBe(200);
      const byName = Object.fromEntries(reply.body.result.map((c: any) => [c.category, c]));
      expect(Object.keys(byName)).toEqual(['Empty', 'Guides', 'News']);
      expect(byName.Empty).toEqual({
        category: 'Empty',
        categoryUrl: '/blog/empty',
        categoryDescription: 'Empty posts',
        postCount: 0,
      });
      expect(byName.Guides.postCount).toBe(1);
      const news = await server.request('GET', '/blogs/list?category=News', { token });
      const visibleNews = news.body.result.filter((b: any) => b.status === 'published').length;
      expect(byName.News.postCount).toBe(visibleNews);
      expect(news.body.result.length).toBeGreaterThan(visibleNews);
    });

    it('finds the meta of a page URL, ignoring trailing slashes and the case of scheme and host', async () => {
      const created = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart(
          {
            metaTitle: 'About us',
            metaDescription: 'Who we are',
            pageMeta: 'about',
            metaUrl: 'https://example.com/About/',
          },
          png,
        ),
      });
      expect(created.status).toBe(201);
      const image = created.body.result.image as string;
      for (const url of [
        'https://example.com/About',
        'HTTPS://EXAMPLE.com/About/',
        'https://example.com:443/About//',
      ]) {
        const reply = await get(`/content/meta?url=${encodeURIComponent(url)}`);
        expect(reply.status, url).toBe(200);
        expect(reply.body).toEqual({
          result: {
            metaTitle: 'About us',
            metaDescription: 'Who we are',
            pageMeta: 'about',
            metaUrl: 'https://example.com/About/',
            imageUrl: `https://api.example.com/content/images/meta/${image}`,
            // Uploaded with the form, a library image too (docs/api.md#blogs): its file where it was stored.
            image: expect.objectContaining({
              url: `https://api.example.com/content/images/meta/${image}`,
              width: 1,
              height: 1,
              alt: '',
            }) as unknown,
          },
        });
      }
      expect((await get(`/content/images/meta/${image}`)).status).toBe(200);
      expect((await get(`/content/meta?url=${encodeURIComponent('https://example.com/about')}`)).status).toBe(404);
      expect((await get(`/content/meta?url=${encodeURIComponent('https://other.example/About')}`)).status).toBe(404);
      for (const bad of ['', 'not-a-url', encodeURIComponent('javascript:alert(1)'), 'a&url=b']) {
        const reply = await get(`/content/meta?url=${bad}`);
        expect(reply.status, bad).toBe(400);
        expect(reply.body.errors).toHaveProperty('url');
      }
    });
  });

  describe('HTTP behaviour', () => {
    it('sends a strong ETag and the cache policy, and 304 without a body for If-None-Match', async () => {
      // Finished renditions change what the answers show (their image), so the ETags settle once they are cut.
      await server.ctx.renditions.idle();
      for (const url of [
        '/content/posts',
        '/content/posts/visible-post',
        '/content/categories',
        '/content/sitemap.xml',
        '/content/feed.xml',
      ]) {
        const first = await get(url);
        expect(first.status, url).toBe(200);
        expect(first.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
        expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
        const again = await get(url, { 'if-none-match': `"nope", W/${first.headers.etag as string}` });
        expect(again.status, url).toBe(304);
        expect(again.raw.length).toBe(0);
        expect(again.headers.etag).toBe(first.headers.etag);
      }
      const before = (await get('/content/categories')).headers.etag;
      await server.request('PUT', '/blogs/updateBlog/guide-post', { token, form: multipart({ metaTitle: 'Changed' }) });
      const after = await get('/content/categories', { 'if-none-match': before as string });
      expect(after.status).toBe(200);
      // A category rename changes what posts show without touching them: the ETag moves too.
      const tag = (await get('/content/posts')).headers.etag as string;
      const guides = (await server.request('GET', '/category/listCategories')).body.result.find(
        (c: any) => c.category === 'Guides',
      );
      await server.request('PUT', `/category/updateCategory/${guides.id as number}`, {
        token,
        json: { category: 'How-tos' },
      });
      expect((await get('/content/posts', { 'if-none-match': tag })).status).toBe(200);
      expect(await publicIds('&category=How-tos')).toEqual(['guide-post']);
    });

    it('answers HEAD like GET without a body', async () => {
      for (const url of ['/content/posts', '/content/sitemap.xml']) {
        const reply = await server.app.inject({ method: 'HEAD', url });
        expect(reply.statusCode).toBe(200);
        expect(reply.rawPayload.length).toBe(0);
        expect(reply.headers.etag).toBeTruthy();
      }
    });

    it('allows any origin on /content/* only, without credentials', async () => {
      const origin = 'https://www.some-site.example';
      const reply = await get('/content/posts', { origin });
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(reply.headers['access-control-expose-headers'])).toContain('ETag');
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/content/posts',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
      const admin = await server.request('GET', '/blogs/list', { token, headers: { origin } });
      expect(admin.headers['access-control-allow-origin']).toBeUndefined();
      const adminPreflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/blogs/list',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(adminPreflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses writes with 405 and changes nothing', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of ['/content/posts', '/content/posts/visible-post', '/content/sitemap.xml']) {
          const reply = await server.app.inject({ method, url, payload: { blogTitle: 'x' } });
          expect(reply.statusCode, `${method} ${url}`).toBe(405);
          expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS');
          expect(reply.json()).toEqual({ message: 'The Content API is read-only: use GET or HEAD' });
        }
      }
      expect((await get('/content/posts/visible-post')).status).toBe(200);
    });
  });

  describe('sitemap and feed', () => {
    it('is a sitemaps.org urlset of visible posts and meta pages, escaped, with lastmod', async () => {
      await create('amp-post', { blogUrl: 'https://example.com/blog/a?x=1&y=<2>' });
      await create('off-site', { blogUrl: 'https://elsewhere.example.org/blog/off-site' });
      const reply = await get('/content/sitemap.xml');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^application\/xml/);
      // Stored as a URI (<, > percent-encoded), then escaped for XML (&).
      expect(reply.raw.toString()).toContain('https://example.com/blog/a?x=1&amp;y=%3C2%3E');
      const doc = parseXml(reply.raw.toString());
      expect(doc.urlset['@xmlns']).toBe(SITEMAP_NS);
      const urls = asList(doc.urlset.url);
      const locs = urls.map((u: any) => u.loc);
      expect(locs).toContain('https://example.com/blog/a?x=1&y=%3C2%3E');
      // Only URLs on the site's host (SITE_URL): the sitemaps protocol refuses others.
      expect(locs).not.toContain('https://elsewhere.example.org/blog/off-site');
      expect(locs).toContain('https://example.com/blog/visible-post');
      expect(locs).toContain('https://example.com/About/');
      expect(locs).not.toContain('https://example.com/blog/draft-post');
      const visibleCount = (await get('/content/posts')).body.total as number;
      // Every visible post but the off-site one, and the meta page.
      expect(urls).toHaveLength(visibleCount - 1 + 1);
      for (const url of urls) expect(new Date(url.lastmod).toISOString()).toBe(url.lastmod);
    });

    it('is RSS 2.0 of the newest 20 visible posts', async () => {
      for (let i = 0; i < 21; i++) {
        server.clock.advance(1);
        await create(`feed-${i}`, { blogTitle: `Feed <${i}> & more` });
      }
      const reply = await get('/content/feed.xml');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^application\/rss\+xml/);
      const doc = parseXml(reply.raw.toString());
      expect(doc.rss['@version']).toBe('2.0');
      expect(doc.rss['@xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
      const channel = doc.rss.channel;
      expect(channel['atom:link']['@href']).toBe('https://api.example.com/content/feed.xml');
      expect(channel.title).toBe('Blog');
      const items = asList(channel.item);
      expect(items).toHaveLength(20);
      expect(items[0]).toMatchObject({
        title: 'Feed &lt;20&gt; &amp; more',
        link: 'https://example.com/blog/feed-20',
        guid: { '@isPermaLink': 'false' },
        description: excerpt(blogFields('x').description),
      });
      expect(items.at(-1).title).toBe('Feed &lt;1&gt; &amp; more');
      expect(new Date(items[0].pubDate).getTime()).toBe(Math.floor(server.clock.now / 1000) * 1000);
    });

    it("gives an editor's excerptOverride as the excerpt of the list, the post and the feed until it is cleared", async () => {
      server.clock.advance(1);
      const own = 'Tips & <tricks>, by hand.';
      const created = await create('own-excerpt', { excerptOverride: `  ${own}  ` });
      expect(created.excerptOverride).toBe(own);
      expect((await server.request('GET', '/blogs/getBlog/own-excerpt', { token })).body.result.excerptOverride).toBe(
        own,
      );
      const excerpts = async () => ({
        list: (await get('/content/posts?q=own-excerpt')).body.result.map((post: any) => post.excerpt),
        post: (await get('/content/posts/own-excerpt')).body.result.excerpt,
        feed: asList(parseXml((await get('/content/feed.xml')).raw.toString()).rss.channel.item)[0].description,
      });
      // The feed's description is HTML: the plain-text excerpt goes in escaped for HTML (then for XML).
      const asHtml = 'Tips &amp; &lt;tricks&gt;, by hand.';
      expect(await excerpts()).toEqual({ list: [own], post: own, feed: asHtml });

      server.clock.advance(1);
      const cleared = await server.request('PUT', '/blogs/updateBlog/own-excerpt', {
        token,
        form: multipart({ excerptOverride: '' }),
      });
      expect(cleared.body.result.excerptOverride).toBe('');
      const automatic = excerpt(blogFields('x').description);
      expect(await excerpts()).toEqual({ list: [automatic], post: automatic, feed: automatic });
    });
  });
});

eachDialect('public Content API limits', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(
      dialect,
      {},
      { SITEMAP_MAX_URLS: '2', CONTENT_LIMIT_PER_IP: '40', SITE_URL: 'https://example.com' },
    );
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
    });
    for (let i = 0; i < 4; i++) {
      await server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(`post-${i}`)) });
    }
    await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('hidden', { status: 'draft' })),
    });
    for (const path of ['a', 'b', 'c']) {
      await server.request('POST', '/meta/createMeta', {
        token,
        json: { metaTitle: path, metaDescription: 'd', pageMeta: path, metaUrl: `https://example.com/${path}` },
      });
    }
  });
  afterAll(() => server.close());

  it('becomes a sitemap index past the threshold, each page a urlset', async () => {
    const index = await server.request('GET', '/content/sitemap.xml', { ip: '10.0.0.1' });
    expect(index.status).toBe(200);
    const doc = parseXml(index.raw.toString());
    expect(doc.sitemapindex['@xmlns']).toBe(SITEMAP_NS);
    const pages = asList(doc.sitemapindex.sitemap).map((s: any) => s.loc as string);
    // 4 posts in 2 pages, 3 metas in 2 pages.
    expect(pages).toHaveLength(4);
    const locs: string[] = [];
    for (const page of pages) {
      const url = new URL(page);
      expect(url.pathname).toBe('/content/sitemap.xml');
      const reply = await server.request('GET', `${url.pathname}${url.search}`, { ip: '10.0.0.1' });
      const urls = asList(parseXml(reply.raw.toString()).urlset.url);
      expect(urls.length).toBeGreaterThanOrEqual(1);
      expect(urls.length).toBeLessThanOrEqual(2);
      locs.push(...urls.map((u: any) => u.loc as string));
    }
    expect(locs.sort()).toEqual(
      [0, 1, 2, 3]
        .map((i) => `https://example.com/blog/post-${i}`)
        .concat(['a', 'b', 'c'].map((p) => `https://example.com/${p}`))
        .sort(),
    );
    expect((await server.request('GET', '/content/sitemap.xml?page=5', { ip: '10.0.0.1' })).status).toBe(404);
    for (const bad of ['0', 'abc', '1.5', '-1']) {
      expect((await server.request('GET', `/content/sitemap.xml?page=${bad}`, { ip: '10.0.0.1' })).status).toBe(400);
    }
  });

  it('gives the same deep pages through page-start checkpoints as through OFFSET, in a category too', async () => {
    const now = server.clock.now;
    const plain = async (page: number, pageSize: number) =>
      (await listPublicPosts(server.ctx.db, now, { page, pageSize, category: undefined, q: undefined }, 'x')).result;
    for (const every of [1, 2, 3]) {
      const checkpoints = await pageCheckpoints(server.ctx.db, now, every);
      expect(checkpoints.keys).toHaveLength(Math.floor(4 / every));
      for (const pageSize of [1, 2, 3]) {
        for (let page = 1; page <= 5; page++) {
          const query = { page, pageSize, category: undefined, q: undefined };
          const fast = await listPublicPosts(server.ctx.db, now, query, 'x', undefined, checkpoints);
          expect(fast.result, `every ${every}, page ${page} of ${pageSize}`).toEqual(await plain(page, pageSize));
          expect(fast.total).toBe(4);
        }
      }
    }
    // A category's own checkpoints, its name spelt as a client may spell it; an unknown category has none.
    const categories = await server.ctx.db.selectFrom('blogs').select('category').distinct().execute();
    for (const spelt of [...categories.map((row) => row.category.toUpperCase()), 'No such category']) {
      const inCategory = (page: number, pageSize: number) => ({ page, pageSize, category: spelt, q: undefined });
      for (const every of [1, 2]) {
        const checkpoints = await pageCheckpoints(server.ctx.db, now, every, spelt);
        for (const pageSize of [1, 2]) {
          for (let page = 1; page <= 4; page++) {
            const plainPage = await listPublicPosts(server.ctx.db, now, inCategory(page, pageSize), 'x');
            const fast = await listPublicPosts(
              server.ctx.db,
              now,
              inCategory(page, pageSize),
              'x',
              undefined,
              checkpoints,
            );
            expect(fast.result, `${spelt}: every ${every}, page ${page} of ${pageSize}`).toEqual(plainPage.result);
          }
        }
      }
    }
  });

  it('rate-limits public reads per IP, with a readable 429', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await server.request('GET', '/content/categories', { ip: '10.0.0.9' })).status).toBe(200);
    }
    const last = await server.request('GET', '/content/categories', { ip: '10.0.0.9' });
    expect(last.status).toBe(429);
    expect(last.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(last.headers['retry-after']).toBe(String(last.body.retryAfterSeconds));
    expect(last.headers['access-control-allow-origin']).toBe('*');
    expect((await server.request('GET', '/content/categories', { ip: '10.0.0.10' })).status).toBe(200);
    server.clock.advance(61);
    expect((await server.request('GET', '/content/categories', { ip: '10.0.0.9' })).status).toBe(200);
  });
});
