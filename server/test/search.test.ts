/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

/** Full-text search of blog posts and `GET /search` (issue 15). */
eachDialect('search', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    for (const category of ['News', 'Guides']) {
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category, categoryUrl: `/blog/${category.toLowerCase()}`, categoryDescription: `All ${category}` },
      });
    }
  });
  afterAll(() => server.close());

  const create = (blogId: string, extra: Record<string, string> = {}) => {
    server.clock.advance(60);
    return server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, extra)) });
  };
  const update = (blogId: string, fields: Record<string, string>) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart(fields) });
  const found = async (q: string, extra = '') => {
    const reply = await server.request('GET', `/blogs/list?q=${encodeURIComponent(q)}${extra}`, { token });
    expect(reply.status, q).toBe(200);
    return reply.body.result.map((blog: { blogId: string }) => blog.blogId) as string[];
  };

  describe('blog search', () => {
    it('finds words of the body text, not only of the title, id and meta fields', async () => {
      expect(
        (
          await create('kayak-trip', {
            blogTitle: 'A weekend away',
            description: '<p>We took the <strong>kayaks</strong> down the Dordogne river.</p>',
          })
        ).status,
      ).toBe(201);
      expect(await found('dordogne')).toEqual(['kayak-trip']);
      // every word, each as the start of a word, in any order and case
      expect(await found('KAYAK river')).toEqual(['kayak-trip']);
      expect(await found('river canoe')).toEqual([]);
      // markup is not text: tag and attribute names are not found
      expect(await found('strong')).toEqual([]);
      // the substring search of before still works (part of a blogId, of a title)
      expect(await found('yak-tr')).toEqual(['kayak-trip']);
      expect(await found('ekend aw')).toEqual(['kayak-trip']);
      const paged = await server.request('GET', '/blogs/list?q=dordogne&page=1&pageSize=5', { token });
      expect(paged.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    });

    it('keeps the index in step on create, update and delete', async () => {
      await create('tide-notes', { description: '<p>Notes about the estuary.</p>' });
      expect(await found('estuary')).toEqual(['tide-notes']);
      expect((await update('tide-notes', { description: '<p>Notes about the lagoon.</p>' })).status).toBe(200);
      expect(await found('estuary')).toEqual([]);
      expect(await found('lagoon')).toEqual(['tide-notes']);
      // an update of other fields leaves the body findable, and a new title is found
      expect((await update('tide-notes', { blogTitle: 'Harbour diary' })).status).toBe(200);
      expect(await found('lagoon')).toEqual(['tide-notes']);
      expect(await found('harbour')).toEqual(['tide-notes']);
      expect((await update('tide-notes', { blogId: 'tide-diary' })).status).toBe(200);
      expect(await found('lagoon')).toEqual(['tide-diary']);
      expect((await server.request('DELETE', '/blogs/deleteBlog/tide-diary', { token })).status).toBe(200);
      expect(await found('lagoon')).toEqual([]);
      expect(await found('harbour')).toEqual([]);
      if (dialect === 'sqlite') {
        // FTS5 compares its index with the table and throws on any difference.
        for (const table of ['blogs_fts', 'blogs_trigram']) {
          await sql`insert into ${sql.table(table)}(${sql.table(table)}, rank) values ('integrity-check', 1)`.execute(
            server.ctx.db,
          );
        }
      }
    });

    it('ranks posts whose title matches first, each group in the chosen order', async () => {
      await create('glacier-body-old', { blogTitle: 'Mountain log', description: '<p>A glacier at dawn.</p>' });
      await create('glacier-title', { blogTitle: 'Glacier walks', description: '<p>Ice and rock.</p>' });
      await create('glacier-body-new', { blogTitle: 'Valley log', description: '<p>Another glacier.</p>' });
      await create('glacier-title-2', { blogTitle: 'The glaciers of Iceland', description: '<p>Cold.</p>' });
      expect(await found('glacier')).toEqual([
        'glacier-title-2',
        'glacier-title',
        'glacier-body-new',
        'glacier-body-old',
      ]);
      expect(await found('glacier', '&sort=oldest')).toEqual([
        'glacier-title',
        'glacier-title-2',
        'glacier-body-old',
        'glacier-body-new',
      ]);
      expect(await found('glacier', '&sort=title')).toEqual([
        'glacier-title',
        'glacier-title-2',
        'glacier-body-old',
        'glacier-body-new',
      ]);
      const page = await server.request('GET', '/blogs/list?q=glacier&page=2&pageSize=2', { token });
      expect(page.body.total).toBe(4);
      expect(page.body.result.map((b: { blogId: string }) => b.blogId)).toEqual([
        'glacier-body-new',
        'glacier-body-old',
      ]);
      // the whole list (streamed) has the same order as the pages
      expect(await found('glacier', '&page=1&pageSize=100')).toEqual(await found('glacier'));
    });

    it('never answers 500 for query syntax, quotes or unicode in q', async () => {
      await create('symbols', {
        blogTitle: 'Crème brûlée: "the" recipe (v2)',
        description: '<p>Señor Müller’s café — 東京 near NEAR 50% off_sale a*b</p>',
      });
      const nasty = [
        '"',
        '""',
        "'",
        '*',
        'a*',
        '-',
        '-café',
        ':',
        'title:crème',
        'blogTitle : x',
        '(',
        ')',
        '()',
        'NEAR',
        'NEAR(a b)',
        'a AND',
        'OR',
        'NOT x',
        '^',
        '{blogTitle}',
        '%',
        '_',
        '!',
        '\\',
        "'; drop table blogs; --",
        '東京',
        '😀',
        'a b c d e f g h i j k l m',
        'x'.repeat(200),
      ];
      for (const q of nasty) {
        const reply = await server.request('GET', `/blogs/list?q=${encodeURIComponent(q)}`, { token });
        expect(reply.status, q).toBe(200);
        const search = await server.request('GET', `/search?q=${encodeURIComponent(q)}`, { token });
        expect(search.status, q).toBe(200);
      }
      expect(await found('"the" recipe')).toEqual(['symbols']);
      expect(await found('(v2)')).toEqual(['symbols']);
      expect(await found('東京')).toEqual(['symbols']);
      expect(await found('near')).toEqual(['symbols']);
      expect(await found('müller')).toEqual(['symbols']);
      expect(await found('50%')).toEqual(['symbols']);
      expect(await found('%')).toEqual([]);
    });
  });

  describe('GET /search', () => {
    beforeAll(async () => {
      await create('otter-post', { blogTitle: 'Otters at home', description: '<p>River otters.</p>' });
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'Otter facts', categoryUrl: '/blog/otters', categoryDescription: 'Everything otter' },
      });
      await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart({
          metaTitle: 'Otter sanctuary',
          metaUrl: 'https://example.com/otters',
          pageMeta: 'otters',
          metaDescription: 'Visit the otters',
        }),
      });
      await server.request('POST', '/contacts/submit', {
        json: { name: 'Olive Otterson', email: 'olive@example.org', subject: 'Visiting', message: 'Hi there' },
      });
      await server.request('POST', '/api/enquiries', {
        json: { name: 'Sam', emailId: 'sam@example.org', message: 'Do you ship otter plush?', enquiryCategory: 'PAGE' },
      });
    });

    it('answers every type, grouped, with id, recordId, title and subtitle', async () => {
      const reply = await server.request('GET', '/search?q=otter', { token });
      expect(reply.status).toBe(200);
      const { result } = reply.body;
      expect(Object.keys(result)).toEqual(['blog', 'category', 'meta', 'contact', 'enquiry', 'asset']);
      expect(result.blog).toEqual([
        { id: expect.any(Number), recordId: 'otter-post', title: 'Otters at home', subtitle: 'News' },
      ]);
      expect(result.category).toEqual([
        {
          id: expect.any(Number),
          recordId: String(result.category[0].id),
          title: 'Otter facts',
          subtitle: '/blog/otters',
        },
      ]);
      expect(result.meta).toMatchObject([{ title: 'Otter sanctuary', subtitle: 'https://example.com/otters' }]);
      expect(result.contact).toMatchObject([{ title: 'Olive Otterson', subtitle: 'Visiting' }]);
      expect(result.enquiry).toMatchObject([{ title: 'Sam', subtitle: 'Page form · sam@example.org' }]);
      // body words count in the palette's search too
      expect((await server.request('GET', '/search?q=river%20otters', { token })).body.result.blog).toHaveLength(1);
    });

    it('gives at most `limit` per group (default 5), title matches first', async () => {
      for (let i = 0; i < 7; i++) await create(`puffin-${i}`, { description: '<p>A puffin colony.</p>' });
      await create('puffin-title', { blogTitle: 'Puffins', description: '<p>Birds.</p>' });
      const byDefault = (await server.request('GET', '/search?q=puffin', { token })).body.result;
      expect(byDefault.blog).toHaveLength(5);
      expect(byDefault.blog[0].recordId).toBe('puffin-title');
      const two = (await server.request('GET', '/search?q=puffin&limit=2', { token })).body.result;
      expect(two.blog.map((hit: { recordId: string }) => hit.recordId)).toEqual(['puffin-title', 'puffin-6']);
      expect((await server.request('GET', '/search?q=puffin&limit=10', { token })).body.result.blog).toHaveLength(8);
      expect((await server.request('GET', '/search?q=nothing-like-this', { token })).body.result).toEqual({
        blog: [],
        category: [],
        meta: [],
        contact: [],
        enquiry: [],
        asset: [],
      });
    });

    it('validates q and limit, and needs a full session', async () => {
      for (const url of [
        '/search',
        '/search?q=',
        '/search?q=%20%20',
        `/search?q=${'x'.repeat(201)}`,
        '/search?q=a&q=b',
        '/search?q=%00',
      ]) {
        const reply = await server.request('GET', url, { token });
        expect(reply.status, url).toBe(400);
        expect(Object.keys(reply.body.errors), url).toEqual(['q']);
      }
      for (const limit of ['0', '11', '-1', '2.5', 'five', '999999999999']) {
        const reply = await server.request('GET', `/search?q=otter&limit=${limit}`, { token });
        expect(reply.status, limit).toBe(400);
        expect(reply.body.errors, limit).toEqual({ limit: 'limit must be a whole number from 1 to 10' });
      }
      expect((await server.request('GET', '/search?q=otter')).status).toBe(401);
    });
  });
});
