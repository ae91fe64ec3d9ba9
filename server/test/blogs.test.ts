/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  categoryUrlOf,
  blogFields,
  eachDialect,
  multipart,
  passwordToken,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

eachDialect('blogs', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    for (const category of ['News', 'Guides']) {
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category, categoryUrl: categoryUrlOf(category), categoryDescription: 'd' },
      });
    }
  });
  afterAll(() => server.close());

  const create = (fields: Record<string, string>) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(fields) });
  const update = (blogId: string, fields: Record<string, string>) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart(fields) });

  it('creates a post (server dates and author), gets, lists and deletes it', async () => {
    const created = await create(blogFields('first-post'));
    expect(created.status).toBe(201);
    const blog = created.body.result;
    expect(blog).toMatchObject({
      blogId: 'first-post',
      blogTitle: 'Title of first-post',
      category: 'News',
      creator: 'admin',
      changer: 'admin',
      channel: 'API',
      imageUrl: null,
      version: 1,
    });
    expect(Date.parse(blog.createdDate)).toBe(server.clock.now);
    expect(blog.changedDate).toBe(blog.createdDate);
    expect((await server.request('GET', '/blogs/getBlog/first-post', { token })).body.result).toEqual(blog);
    expect(
      (await server.request('GET', '/blogs/list', { token })).body.result.some(
        (b: { blogId: string }) => b.blogId === 'first-post',
      ),
    ).toBe(true);
    expect((await server.request('DELETE', '/blogs/deleteBlog/first-post', { token })).body).toEqual({ result: true });
    expect((await server.request('GET', '/blogs/getBlog/first-post', { token })).status).toBe(404);
    expect((await server.request('DELETE', '/blogs/deleteBlog/first-post', { token })).status).toBe(404);
  });

  it('needs a full session for every call', async () => {
    const pending = await passwordToken(server);
    for (const auth of [undefined, pending]) {
      expect((await server.request('GET', '/blogs/list', { token: auth })).status).toBe(401);
      expect((await server.request('GET', '/blogs/getBlog/x', { token: auth })).status).toBe(401);
      expect(
        (await server.request('POST', '/blogs/createBlog', { token: auth, form: multipart(blogFields('no-auth')) }))
          .status,
      ).toBe(401);
      expect(
        (await server.request('PUT', '/blogs/updateBlog/x', { token: auth, form: multipart({ blogTitle: 'x' }) }))
          .status,
      ).toBe(401);
      expect((await server.request('DELETE', '/blogs/deleteBlog/x', { token: auth })).status).toBe(401);
    }
    expect((await server.request('GET', '/blogs/getBlog/no-auth', { token })).status).toBe(404);
  });

  it('validates every field and names it', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ blogId: '' }, 'blogId'],
      [{ blogId: 'Has Spaces' }, 'blogId'],
      [{ blogId: 'double--hyphen' }, 'blogId'],
      [{ blogId: 'a'.repeat(51) }, 'blogId'],
      [{ blogTitle: ' ' }, 'blogTitle'],
      [{ blogTitle: 't'.repeat(201) }, 'blogTitle'],
      [{ blogUrl: 'not a url' }, 'blogUrl'],
      [{ blogUrl: 'javascript:alert(1)' }, 'blogUrl'],
      [{ blogUrl: 'ftp://example.com/x' }, 'blogUrl'],
      [{ blogUrl: `https://example.com/${'a'.repeat(2048)}` }, 'blogUrl'],
      [{ metaTitle: '' }, 'metaTitle'],
      [{ metaTitle: 'm'.repeat(201) }, 'metaTitle'],
      [{ metaDescription: '' }, 'metaDescription'],
      [{ metaDescription: 'd'.repeat(501) }, 'metaDescription'],
      [{ description: '' }, 'description'],
      [{ description: '<p><br></p>' }, 'description'],
      [{ description: '<script>alert(1)</script>' }, 'description'],
      [{ description: 'x'.repeat(200_001) }, 'description'],
      [{ category: '' }, 'category'],
      [{ category: 'Nope' }, 'category'],
      [{ channel: 'c'.repeat(51) }, 'channel'],
    ];
    for (const [override, field] of cases) {
      const reply = await create(blogFields('valid-id', override));
      expect(reply.status, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    const missing = await create({ blogId: 'only-id' });
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'blogTitle',
      'blogUrl',
      'category',
      'description',
      'metaDescription',
      'metaTitle',
    ]);
    expect((await server.request('GET', '/blogs/getBlog/valid-id', { token })).status).toBe(404);
  });

  it('refuses a duplicate blogId with 409', async () => {
    expect((await create(blogFields('dupe'))).status).toBe(201);
    const dup = await create(blogFields('dupe'));
    expect(dup.status).toBe(409);
    expect(dup.body.errors.blogId).toBeTypeOf('string');
    expect((await create(blogFields('dupe-2'))).status).toBe(201);
    expect((await update('dupe-2', { blogId: 'dupe' })).status).toBe(409);
  });

  it('sanitises the description to what the editor can produce', async () => {
    const dirty = [
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="https://example.com">ok</a>',
      '<a href="mailto:a@b.co">mail</a>',
      '<img src="x" onerror="alert(4)">',
      '<img src="https://example.com/a.png">',
      '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://evil.example/embed"></iframe>',
      '<form action="https://evil.example"><input name="a"></form>',
      '<span style="color: rgb(230, 0, 0); background-image: url(javascript:x)" class="ql-size-large evil">red</span>',
      '<ol><li data-list="bullet">item</li></ol>',
      '<pre class="ql-syntax">code</pre>',
      '<svg onload="alert(5)"></svg><style>body{}</style>',
    ].join('');
    const reply = await create(blogFields('sanitised', { description: dirty }));
    expect(reply.status).toBe(201);
    const html = reply.body.result.description as string;
    expect(html).not.toMatch(
      /script|onclick|onerror|onload|javascript:|<form|<input|<svg|<style|evil|background-image/i,
    );
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<a href="mailto:a@b.co" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(html).toContain('<img src="https://example.com/a.png" />');
    expect(html).toContain('<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>');
    expect(html).toContain('<span style="color:rgb(230, 0, 0)" class="ql-size-large">red</span>');
    expect(html).toContain('<li data-list="bullet">item</li>');
    expect(html).toContain('<pre class="ql-syntax">code</pre>');
  });

  it('updates only the fields sent, and guards against lost updates', async () => {
    await create(blogFields('editable'));
    const updated = await update('editable', { blogTitle: 'New title', category: 'Guides' });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      blogTitle: 'New title',
      category: 'Guides',
      metaTitle: 'Meta title',
      version: 2,
    });
    const stale = await update('editable', { blogTitle: 'Lost', version: '1' });
    expect(stale.status).toBe(409);
    expect(stale.body.current.blogTitle).toBe('New title');
    expect((await update('editable', { blogTitle: 'Fresh', version: '2' })).body.result.version).toBe(3);
    expect((await update('editable', { version: 'abc' })).status).toBe(400);
    expect((await update('editable', { blogUrl: 'nope' })).status).toBe(400);
    expect((await update('editable', { category: 'Missing' })).status).toBe(400);
    expect((await update('no-such-post', { blogTitle: 'x' })).status).toBe(404);
    const renamed = await update('editable', { blogId: 'edited' });
    expect(renamed.body.result.blogId).toBe('edited');
    expect((await server.request('GET', '/blogs/getBlog/editable', { token })).status).toBe(404);
  });

  it('filters by category, searches, sorts and pages', async () => {
    for (const [id, title] of [
      ['sort-c', 'Charlie zeta'],
      ['sort-a', 'Alpha zeta'],
      ['sort-b', 'Bravo zeta'],
    ] as const) {
      await create(blogFields(id, { blogTitle: title, category: 'Guides' }));
    }
    const all = await server.request('GET', '/blogs/list?q=ZETA', { token });
    expect(all.body.result.map((b: { blogId: string }) => b.blogId)).toEqual(['sort-b', 'sort-a', 'sort-c']);
    const byTitle = await server.request('GET', '/blogs/list?q=zeta&sort=title', { token });
    expect(byTitle.body.result.map((b: { blogId: string }) => b.blogId)).toEqual(['sort-a', 'sort-b', 'sort-c']);
    const oldest = await server.request('GET', '/blogs/list?q=zeta&sort=oldest&page=1&pageSize=2', { token });
    expect(oldest.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(oldest.body.result.map((b: { blogId: string }) => b.blogId)).toEqual(['sort-c', 'sort-a']);
    const guides = await server.request('GET', '/blogs/list?category=Guides&pageSize=100', { token });
    expect(guides.body.result.every((b: { category: string }) => b.category === 'Guides')).toBe(true);
    expect(guides.body.page).toBe(1);
    expect((await server.request('GET', '/blogs/list?category=Nothing', { token })).body.result).toEqual([]);
    expect((await server.request('GET', '/blogs/list?sort=random', { token })).status).toBe(400);
  });

  it('accepts a JSON body too, and refuses other content types', async () => {
    const reply = await server.request('POST', '/blogs/createBlog', { token, json: blogFields('as-json') });
    expect(reply.status).toBe(201);
    const text = await server.request('POST', '/blogs/createBlog', {
      token,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.message).toBeTypeOf('string');
  });
});
