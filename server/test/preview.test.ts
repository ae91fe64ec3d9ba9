/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
/**
 * Draft preview (issue 27, docs/api.md#draft-preview, docs/content-api.md#draft-preview): links for a post, the post
 * as saved now behind a token, one 404 for unknown, forged, expired and revoked tokens, no-store and noindex, the demo
 * site's preview page, and nothing of a draft through any other /content call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.ts';
import { buildSiteServer } from '../src/site.ts';
import { blogFields, eachDialect, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const png = { name: 'a.png', type: 'image/png', bytes: PNG };

eachDialect('draft preview', (dialect) => {
  let server: TestServer;
  let token: string;
  let site: FastifyInstance;
  const json = (method: 'GET' | 'POST' | 'DELETE', url: string) => server.request(method, url, { token });
  const link = async (blogId: string) => {
    const reply = await json('POST', `/blogs/previewLink/${blogId}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.result as { url: string; token: string; expiresAt: string };
  };
  const read = (previewToken: string) => server.request('GET', `/content/preview/${previewToken}`);

  beforeAll(async () => {
    server = await startTestServer(
      dialect,
      { sessionIdleSeconds: 1e7, sessionAbsoluteSeconds: 1e8 },
      { SITE_URL: 'https://www.example.com', PREVIEW_TTL_SECONDS: '3600' },
    );
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'Secret', categoryUrl: '/c/secret', categoryDescription: 'd' },
    });
    const draft = blogFields('secret-draft', {
      blogTitle: 'Unannounced launch',
      category: 'Secret',
      description: '<p>Embargoed words</p>',
      status: 'draft',
    });
    const created = await server.request('POST', '/blogs/createBlog', { token, form: multipart(draft, png) });
    expect(created.status).toBe(201);
    site = await buildSiteServer(
      loadConfig({ LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' }, { now: server.config.now }),
      'http://127.0.0.1:4555',
      server.ctx.db,
    );
  });
  afterAll(async () => {
    await site.close();
    await server.close();
  });

  it('makes a link that shows the draft as saved now, never cached or indexed', async () => {
    const made = await link('secret-draft');
    expect(made.token).toMatch(/^pv_[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`https://www.example.com/preview/${made.token}`);
    expect(Date.parse(made.expiresAt) - server.clock.now).toBe(3600 * 1000);
    // The token is stored only as its hash.
    const stored = await server.ctx.db.selectFrom('previewLinks').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(made.token);

    const reply = await read(made.token);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['x-robots-tag']).toBe('noindex');
    expect(reply.body.result).toMatchObject({
      blogId: 'secret-draft',
      blogTitle: 'Unannounced launch',
      description: '<p>Embargoed words</p>',
      status: 'draft',
      publishedAt: null,
    });
    expect(reply.body.result).not.toHaveProperty('creator');
    expect(reply.body.result).not.toHaveProperty('version');
    // The image through the token only.
    const imageUrl = new URL(reply.body.result.imageUrl as string);
    expect(imageUrl.pathname).toBe(`/content/preview/${made.token}/image`);
    const image = await server.request('GET', imageUrl.pathname);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');

    // A later save shows at once.
    await server.request('PUT', '/blogs/updateBlog/secret-draft', { token, json: { blogTitle: 'Launch, v2' } });
    expect((await read(made.token)).body.result.blogTitle).toBe('Launch, v2');
  });

  it('answers one and the same 404 for unknown, forged, expired and revoked tokens', async () => {
    const expired = await link('secret-draft');
    server.clock.advance(3600);
    const revoked = await link('secret-draft');
    const kept = await link('secret-draft');
    expect((await read(kept.token)).status).toBe(200);
    expect((await json('DELETE', '/blogs/previewLink/secret-draft')).body).toEqual({ result: true });
    const forged = `${kept.token.slice(0, -1)}${kept.token.endsWith('A') ? 'B' : 'A'}`;
    const answers = [];
    for (const candidate of [expired.token, revoked.token, kept.token, forged, 'pv_short', 'x'.repeat(300)]) {
      const reply = await read(candidate);
      answers.push([reply.status, reply.body, reply.headers['cache-control'], reply.headers['x-robots-tag']]);
      expect((await server.request('GET', `/content/preview/${candidate}/image`)).status).toBe(404);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify([404, { message: 'Preview not found' }, 'private, no-store', 'noindex'])]),
    );
  });

  it('answers 404 while the post is in the trash, and works again when it is restored before the link expires', async () => {
    const made = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('trashed-draft', { category: 'Secret', status: 'draft' })),
    });
    expect(made.status).toBe(201);
    const { token: previewToken } = await link('trashed-draft');
    expect((await read(previewToken)).status).toBe(200);
    expect((await json('DELETE', '/blogs/deleteBlog/trashed-draft')).status).toBe(200);
    expect((await read(previewToken)).body).toEqual({ message: 'Preview not found' });
    const restored = await server.request('POST', '/trash/restore', {
      token,
      json: { type: 'blog', id: made.body.result.id },
    });
    expect(restored.status).toBe(200);
    const again = await read(previewToken);
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ blogId: 'trashed-draft' });
  });

  it('needs a full session to make or revoke links, and names a live post', async () => {
    expect((await server.request('POST', '/blogs/previewLink/secret-draft')).status).toBe(401);
    expect((await server.request('DELETE', '/blogs/previewLink/secret-draft')).status).toBe(401);
    expect((await json('POST', '/blogs/previewLink/no-such-post')).status).toBe(404);
    expect((await json('DELETE', '/blogs/previewLink/no-such-post')).status).toBe(404);
  });

  it('lets nothing of the draft through any other /content call', async () => {
    await link('secret-draft');
    const leaks = ['secret-draft', 'Launch, v2', 'Unannounced', 'Embargoed'];
    const draft = (await json('GET', '/blogs/getBlog/secret-draft')).body.result;
    const calls = [
      '/content/posts',
      '/content/posts?include=description',
      '/content/posts?q=Embargoed',
      '/content/posts?category=Secret',
      '/content/posts/secret-draft',
      '/content/categories',
      '/content/feed.xml',
      '/content/sitemap.xml',
      `/content/images/blogs/${draft.imageUrl as string}`,
    ];
    for (const url of calls) {
      const reply = await server.request('GET', url);
      const text = reply.raw.toString();
      for (const word of [...leaks, draft.imageUrl as string]) expect(text, `${url} leaks ${word}`).not.toContain(word);
    }
    const categories = (await server.request('GET', '/content/categories')).body.result;
    expect(categories.find((c: { category: string }) => c.category === 'Secret')?.postCount ?? 0).toBe(0);
  });

  it("serves the demo site's preview page with a visible banner and noindex", async () => {
    const made = await link('secret-draft');
    const page = await site.inject({ method: 'GET', url: `/preview/${made.token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<p class="preview-banner" role="note">Preview — not published</p>');
    expect(page.body).toContain('<meta name="robots" content="noindex" />');
    expect(page.body).toContain('<title>Meta title</title>');
    await json('DELETE', '/blogs/previewLink/secret-draft');
    const gone = await site.inject({ method: 'GET', url: `/preview/${made.token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Launch');
    // The post's own page stays a 404 while it is a draft.
    expect((await site.inject({ method: 'GET', url: '/posts/secret-draft' })).statusCode).toBe(404);
  });
});

describe('PREVIEW_TTL_SECONDS', () => {
  it('defaults to a day', () => {
    expect(loadConfig({}).previewTtlSeconds).toBe(86_400);
    expect(() => loadConfig({ PREVIEW_TTL_SECONDS: '10' })).toThrow(/PREVIEW_TTL_SECONDS/);
  });
});
