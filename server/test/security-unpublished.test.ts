/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any -- tests read JSON loosely */
/**
 * Unpublished work never shows through a public answer (issue 32 item 3). Every public answer an anonymous client can
 * get — each Content API call with its pages, filters and search, the sitemap index and pages, the feed, images,
 * 404s, HEAD and preflights, and the public category calls — is read with all its headers; then an administrator
 * does only unpublished work (drafts written, edited, trashed, restored, purged, bulk-trashed, with images; posts
 * scheduled ahead, edited and rescheduled) and every answer must be byte-identical, status and headers included
 * (`Date` aside). A validator from the old answer still revalidates (304).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const HOUR = 3_600_000;
const png = { name: 'a.png', type: 'image/png', bytes: PNG };
/** Headers that describe the moment or the connection, not the answer. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);

interface Seen {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

eachDialect('unpublished work changes no public answer or header', (dialect) => {
  let server: TestServer;
  let token: string;
  let urls: string[];
  let baseline: Map<string, Seen>;
  const ip = '198.51.100.7';

  const read = async (method: 'GET' | 'HEAD' | 'OPTIONS', url: string): Promise<Seen> => {
    const headers: Record<string, string> =
      method === 'OPTIONS' ? { origin: 'https://site.example', 'access-control-request-method': 'GET' } : {};
    const reply = await server.app.inject({ method, url, headers, remoteAddress: ip });
    const kept = Object.fromEntries(Object.entries(reply.headers).filter(([name]) => !VOLATILE.has(name)));
    return { status: reply.statusCode, headers: kept, body: reply.rawPayload.toString('base64') };
  };
  const readAll = async () => {
    const seen = new Map<string, Seen>();
    for (const url of urls) {
      for (const method of ['GET', 'HEAD'] as const) seen.set(`${method} ${url}`, await read(method, url));
    }
    seen.set('OPTIONS /content/posts', await read('OPTIONS', '/content/posts'));
    return seen;
  };
  const expectUnchanged = async (step: string) => {
    const now = await readAll();
    for (const [key, before] of baseline) expect(now.get(key), `${key} after ${step}`).toEqual(before);
  };
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: { json?: unknown; form?: any }) => {
    const reply = await server.request(method, url, { token, ...body });
    expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
    return reply.body?.result;
  };

  beforeAll(async () => {
    server = await startTestServer(
      dialect,
      {},
      {
        API_PUBLIC_URL: 'https://api.example.com',
        CONTENT_LIMIT_PER_IP: '1000000',
        SITEMAP_MAX_URLS: '2',
        SITE_URL: 'https://example.com',
      },
    );
    token = await signIn(server);
    for (const category of ['News', 'Guides']) {
      await write('POST', '/category/addCategory', {
        json: { category, categoryUrl: `/${category}`, categoryDescription: `${category} posts` },
      });
    }
    const visible = await write('POST', '/blogs/createBlog', {
      form: multipart(blogFields('visible-one', { blogTitle: 'Visible one' }), png),
    });
    server.clock.advance(1);
    await write('POST', '/blogs/createBlog', { form: multipart(blogFields('visible-two', { category: 'Guides' })) });
    server.clock.advance(1);
    await write('POST', '/blogs/createBlog', { form: multipart(blogFields('visible-three')) });
    const hidden = await write('POST', '/blogs/createBlog', {
      form: multipart(blogFields('old-draft', { status: 'draft', blogTitle: 'Visible draft title' }), png),
    });
    const meta = await write('POST', '/meta/createMeta', {
      form: multipart(
        { metaTitle: 'About', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/about' },
        png,
      ),
    });
    const categories = (await server.request('GET', '/category/listCategories', { token })).body.result;
    urls = [
      '/content/posts',
      '/content/posts?pageSize=1&page=2',
      '/content/posts?category=News',
      '/content/posts?category=Guides',
      '/content/posts?q=visible',
      '/content/posts?q=title',
      '/content/posts?q=zzz',
      '/content/posts/visible-one',
      '/content/posts/old-draft',
      '/content/posts/new-draft',
      '/content/posts/later',
      '/content/categories',
      `/content/meta?url=${encodeURIComponent('https://example.com/about')}`,
      '/content/sitemap.xml',
      '/content/sitemap.xml?page=1',
      '/content/sitemap.xml?page=2',
      '/content/sitemap.xml?page=3',
      '/content/sitemap.xml?page=4',
      '/content/feed.xml',
      `/content/images/blogs/${visible.imageUrl}`,
      `/content/images/blogs/${hidden.imageUrl}`,
      `/content/images/meta/${meta.image}`,
      '/category/listCategories',
      '/category/listCategories?q=news',
      '/category/listCategories?sort=newest&pageSize=1',
      ...categories.map((category: { id: number }) => `/category/getCategory/${category.id}`),
    ];
    server.clock.advance(60);
    // The uploads above are library images whose renditions follow off the request: made by now, so only the steps
    // below could change an answer.
    await server.ctx.renditions.idle();
    baseline = await readAll();
  });
  afterAll(() => server.close());

  it('reads every public answer (the baseline has what it should)', () => {
    expect(baseline.get('GET /content/posts')?.status).toBe(200);
    expect(baseline.get('GET /content/posts/old-draft')?.status).toBe(404);
    expect(baseline.get('GET /content/sitemap.xml?page=2')?.status).toBe(200);
    expect(baseline.get('GET /category/listCategories')?.status).toBe(200);
  });

  it('counts only visible posts in the public category calls', () => {
    const list = JSON.parse(Buffer.from(baseline.get('GET /category/listCategories')!.body, 'base64').toString());
    const counts = Object.fromEntries(list.result.map((c: any) => [c.category, c.blogCount]));
    // News holds two visible posts and a draft.
    expect(counts).toEqual({ Guides: 1, News: 2 });
  });

  it('drafts: written, edited, with and without images', async () => {
    await write('POST', '/blogs/createBlog', {
      form: multipart(blogFields('new-draft', { status: 'draft', blogTitle: 'Title visible maybe' }), png),
    });
    await expectUnchanged('a draft created');
    await write('PUT', '/blogs/updateBlog/new-draft', {
      form: multipart({ blogTitle: 'Visible title?', description: '<p>visible words</p>' }),
    });
    await write('PUT', '/blogs/updateBlog/old-draft', { form: multipart({ category: 'Guides' }, png) });
    await write('PUT', '/blogs/updateBlog/old-draft', { form: multipart({ removeImage: 'true' }) });
    await expectUnchanged('drafts edited');
  });

  it('posts scheduled ahead: created, edited, rescheduled', async () => {
    const at = (hours: number) => new Date(server.clock.now + hours * HOUR).toISOString();
    await write('POST', '/blogs/createBlog', {
      form: multipart(blogFields('later', { status: 'scheduled', publishAt: at(5) }), png),
    });
    await expectUnchanged('a post scheduled');
    await write('PUT', '/blogs/updateBlog/later', { form: multipart({ blogTitle: 'Visible later' }) });
    await write('PUT', '/blogs/updateBlog/later', { form: multipart({ status: 'scheduled', publishAt: at(3) }) });
    await write('PUT', '/blogs/updateBlog/new-draft', {
      form: multipart({ status: 'scheduled', publishAt: at(4) }),
    });
    await write('PUT', '/blogs/updateBlog/new-draft', { form: multipart({ status: 'draft' }) });
    await expectUnchanged('scheduled posts edited and rescheduled');
  });

  it('the trash: drafts and scheduled posts moved, restored, purged, bulk-trashed', async () => {
    const ids = async () =>
      Object.fromEntries(
        (await server.request('GET', '/blogs/list?pageSize=100', { token })).body.result.map((b: any) => [
          b.blogId,
          b.id,
        ]),
      );
    let id = await ids();
    await write('DELETE', '/blogs/deleteBlog/new-draft');
    await write('POST', '/trash/restore', { json: { type: 'blog', id: id['new-draft'] } });
    await write('POST', '/bulk/trash', { json: { type: 'blog', ids: [id['new-draft'], id.later] } });
    await write('POST', '/trash/restoreMany', { json: { type: 'blog', ids: [id['new-draft'], id.later] } });
    id = await ids();
    await write('DELETE', '/blogs/deleteBlog/new-draft');
    await write('DELETE', '/trash/purge', { json: { type: 'blog', id: id['new-draft'] } });
    await expectUnchanged('the trash used');
  });

  it('still revalidates with the validators of before (304)', async () => {
    for (const url of ['/content/posts', '/content/categories', '/content/sitemap.xml?page=1', '/content/feed.xml']) {
      const etag = baseline.get(`GET ${url}`)?.headers.etag as string;
      const reply = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(reply.statusCode, url).toBe(304);
    }
  });

  it('and a visible change does show (the answers above are live)', async () => {
    await write('PUT', '/blogs/updateBlog/old-draft', { form: multipart({ status: 'published' }) });
    const now = await read('GET', '/content/posts');
    expect(now.headers.etag).not.toBe(baseline.get('GET /content/posts')?.headers.etag);
    expect(now.body).not.toBe(baseline.get('GET /content/posts')?.body);
  });
});
