/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-explicit-any -- tests read JSON replies loosely */
/**
 * The trash and the bulk calls (issue 14, docs/api.md#trash, docs/api.md#bulk-calls): every delete moves the record to
 * the trash, a trashed record vanishes from every read path, restore / purge / empty / the automatic purge, unique keys
 * held by trashed records, and the bulk calls' all-or-nothing rules.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { purgeExpired, PURGE_EVERY_MS, type toTrashItem } from '../../src/domain/trash.ts';

type TrashItem = ReturnType<typeof toTrashItem>;
import {
  categoryUrlOf,
  blogFields,
  eachDialect,
  multipart,
  PNG,
  signIn,
  startTestServer,
  uploadFiles,
  type TestServer,
} from './helpers.ts';

const DAY_S = 24 * 60 * 60;
const png = { name: 'a.png', type: 'image/png', bytes: PNG };
const metaFields = (metaUrl: string, metaTitle = 'Home') => ({
  metaTitle,
  metaUrl,
  pageMeta: 'p',
  metaDescription: 'A page',
});

/** The calls every test below uses, bound to one server and its full session. */
function api(server: TestServer, token: () => string) {
  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    server.request(method, url, { token: token(), json: body });
  return {
    json,
    get: (url: string) => server.request('GET', url, { token: token() }),
    trash: async (query = '') =>
      (await json('GET', `/trash/list${query}`)).body as { result: TrashItem[]; total: number },
    category: async (category: string) =>
      (
        await json('POST', '/category/addCategory', {
          category,
          categoryUrl: categoryUrlOf(category),
          categoryDescription: 'd',
        })
      ).body.result,
    blog: async (blogId: string, extra: Record<string, string> = {}, image = false) =>
      (
        await server.request('POST', '/blogs/createBlog', {
          token: token(),
          form: multipart(blogFields(blogId, extra), image ? png : undefined),
        })
      ).body,
    meta: async (metaUrl: string, image = false) =>
      (
        await server.request('POST', '/meta/createMeta', {
          token: token(),
          form: multipart(metaFields(metaUrl), image ? png : undefined),
        })
      ).body,
    enquiry: async (name: string) =>
      (
        await server.request('POST', '/api/enquiries', {
          json: { name, emailId: 'e@example.org', message: 'Hi', enquiryCategory: 'FOOTER' },
        })
      ).body.result.id as number,
    contact: async (name: string) =>
      (
        await server.request('POST', '/contacts/submit', {
          json: { name, email: 'c@example.org', subject: 'Question', message: 'Hi' },
        })
      ).body.result.id as number,
  };
}

eachDialect('trash', (dialect) => {
  let server: TestServer;
  let token: string;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    server = await startTestServer(dialect, { publicFormLimitPerIp: 10_000 }, { SITE_URL: 'https://example.com' });
    token = await signIn(server);
    call = api(server, () => token);
  });
  afterAll(() => server.close());
  /** Empties the trash and the live tables between tests, so each starts clean. */
  afterEach(async () => {
    const { db } = server.ctx;
    for (const table of ['trash', 'blogs', 'categories', 'metas', 'enquiries', 'contacts', 'activity'] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  it('moves every delete to the trash and forgets the record on every read path', async () => {
    await call.category('News');
    const old = await call.category('Old');
    const blog = (await call.blog('gone-post', { blogTitle: 'Gone post' }, true)).result;
    await call.blog('kept-post', { blogTitle: 'Kept post' });
    const meta = (await call.meta('https://example.com/about', true)).result;
    const enquiry = await call.enquiry('Ana');
    const contact = await call.contact('Kofi');
    const seoBefore = await call.get('/seo/report?q=gone-post&pageSize=5');
    expect(seoBefore.body.total).toBeGreaterThan(0); // the helper's post has a problem the report shows
    const sitemapBefore = await server.request('GET', '/content/sitemap.xml');
    expect(sitemapBefore.raw.toString()).toContain('gone-post');

    for (const url of [
      '/blogs/deleteBlog/gone-post',
      `/category/deleteCategory/${old.id}`,
      `/meta/deleteMeta/${meta.id}`,
      `/api/enquiries/delete/${enquiry}`,
      `/contacts/deleteContact/${contact}`,
    ]) {
      server.clock.advance(1);
      const reply = await call.json('DELETE', url);
      expect(reply, url).toMatchObject({ status: 200, body: { result: true } });
    }

    const trash = await call.trash();
    expect(trash.total).toBe(5);
    expect(trash.result.map((item) => [item.type, item.recordId, item.label])).toEqual([
      ['contact', String(contact), 'Kofi'],
      ['enquiry', String(enquiry), 'Ana'],
      ['meta', String(meta.id), 'Home'],
      ['category', String(old.id), 'Old'],
      ['blog', 'gone-post', 'Gone post'],
    ]);
    for (const item of trash.result) {
      expect(item.deletedBy).toBe('admin');
      expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_S * 1000);
    }
    expect(trash.result[4]).toMatchObject({ id: blog.id, deletedAt: new Date(server.clock.now - 4000).toISOString() });

    // gets
    expect((await call.get('/blogs/getBlog/gone-post')).status).toBe(404);
    expect((await call.get(`/category/getCategory/${old.id}`)).status).toBe(404);
    expect((await call.get(`/meta/getMeta/${meta.id}`)).status).toBe(404);
    // lists (pages, whole lists as the CSV export reads them, counts and search)
    const blogs = await call.get('/blogs/list?page=1&pageSize=100');
    expect(blogs.body.result.map((row: { blogId: string }) => row.blogId)).toEqual(['kept-post']);
    expect(blogs.body.total).toBe(1);
    expect((await call.get('/blogs/list?q=gone')).body.result).toEqual([]);
    expect((await call.get('/category/listCategories')).body.result.map((row: any) => row.category)).toEqual(['News']);
    expect((await call.get('/meta/list?page=1&pageSize=10')).body.total).toBe(0);
    expect((await call.get('/api/enquiries/list')).body.result).toEqual([]);
    expect((await call.get('/api/enquiries/list?enquiryCategory=FOOTER&q=ana')).body.result).toEqual([]);
    expect((await call.get('/contacts/list?page=1&pageSize=10')).body.total).toBe(0);
    // dashboard
    expect((await call.get('/dashboard/summary')).body.result).toMatchObject({
      totalBlogs: 1,
      categories: 1,
      metaPages: 0,
      totalContacts: 0,
      enquiries: 0,
      contactMessages: 0,
      newContacts: 0,
      enquiriesLast7Days: 0,
      trashed: 5,
    });
    // the category-in-use check counts live posts only: News is used by the trashed post alone
    const news = (await call.get('/category/listCategories')).body.result[0];
    expect(news.blogCount).toBe(1);
    // the public Content API, sitemap and feed
    const posts = await server.request('GET', '/content/posts');
    expect(posts.body.result.map((row: { blogId: string }) => row.blogId)).toEqual(['kept-post']);
    expect((await server.request('GET', '/content/posts/gone-post')).status).toBe(404);
    expect((await server.request('GET', `/content/images/blogs/${blog.imageUrl}`)).status).toBe(404);
    expect((await server.request('GET', `/content/images/meta/${meta.image}`)).status).toBe(404);
    const categories = await server.request('GET', '/content/categories');
    expect(JSON.stringify(categories.body)).not.toContain('"Old"');
    expect((await server.request('GET', '/content/meta?url=https%3A%2F%2Fexample.com%2Fabout')).status).toBe(404);
    expect((await server.request('GET', '/content/sitemap.xml')).raw.toString()).not.toContain('gone-post');
    expect((await server.request('GET', '/content/feed.xml')).raw.toString()).not.toContain('gone-post');
    // the SEO report
    expect((await call.get('/seo/report?q=gone-post&pageSize=5')).body.total).toBe(0);
    // the image files stay until purge (the admin's upload URL still answers)
    expect((await call.get(`/uploads/blogs/${blog.imageUrl}`)).status).toBe(200);
    expect((await call.get(`/uploads/meta/${meta.image}`)).status).toBe(200);
    // activity
    const activity = (await call.get('/activity/list?limit=5')).body.result;
    expect(activity.map((row: any) => [row.type, row.action, row.exists])).toEqual([
      ['contact', 'Contact message from Kofi moved to the trash', false],
      ['enquiry', 'Enquiry from Ana moved to the trash', false],
      ['meta', 'Meta page "Home" moved to the trash', false],
      ['category', 'Category "Old" moved to the trash', false],
      ['blog', 'Blog post "Gone post" moved to the trash', false],
    ]);
    // deleting it again: 404, as for any missing record
    expect((await call.json('DELETE', '/blogs/deleteBlog/gone-post')).status).toBe(404);
  });

  it('lists by type, searches label and recordId, pages, and refuses a bad type', async () => {
    await call.category('News');
    for (const id of ['alpha', 'beta', 'gamma']) {
      await call.blog(id, { blogTitle: `Title ${id}` });
      server.clock.advance(1);
      await call.json('DELETE', `/blogs/deleteBlog/${id}`);
    }
    await call.json('DELETE', `/contacts/deleteContact/${await call.contact('Zed')}`);
    expect((await call.trash('?type=blog')).result.map((item) => item.recordId)).toEqual(['gamma', 'beta', 'alpha']);
    expect((await call.trash('?q=TITLE%20B')).result.map((item) => item.recordId)).toEqual(['beta']);
    expect((await call.trash('?q=gam')).result.map((item) => item.recordId)).toEqual(['gamma']);
    expect((await call.trash('?q=zed')).result.map((item) => item.type)).toEqual(['contact']);
    const page = await call.get('/trash/list?type=blog&page=2&pageSize=2');
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.result.map((item: TrashItem) => item.recordId)).toEqual(['alpha']);
    expect((await call.get('/trash/list')).body).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect((await call.get('/trash/list?type=user')).body).toMatchObject({ errors: { type: expect.any(String) } });
    for (const query of ['type=user', 'pageSize=101', 'page=0', 'q=%00', 'sort=oldest']) {
      expect((await call.get(`/trash/list?${query}`)).status, query).toBe(400);
    }
    expect((await server.request('GET', '/trash/list')).status).toBe(401);
  });

  it('restores a post trashed before a migration added derived columns, with them computed from its fields', async () => {
    await call.category('News');
    const post = (
      await call.blog('older', {
        description: '<p><a href="/elsewhere">a link</a> <img src="https://example.com/x.png"></p>',
      })
    ).result;
    await call.json('DELETE', '/blogs/deleteBlog/older');
    // As a row trashed by an older version stored it: without the columns later migrations derive from its fields.
    const { db } = server.ctx;
    const item = await db.selectFrom('trash').select('data').where('id', '=', post.id).executeTakeFirstOrThrow();
    const data = JSON.parse(item.data) as Record<string, unknown>;
    for (const column of ['bodyLinks', 'blogPathKey', 'bodyImageWithoutAlt']) delete data[column];
    await db
      .updateTable('trash')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', post.id)
      .execute();
    expect((await call.json('POST', '/trash/restore', { type: 'blog', id: post.id })).status).toBe(200);
    const row = await db
      .selectFrom('blogs')
      .select(['bodyLinks', 'blogPathKey', 'bodyImageWithoutAlt'])
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      bodyLinks: JSON.stringify([['', '/elsewhere']]),
      blogPathKey: new URL(post.blogUrl).pathname.replace(/\/$/, '') || '/',
      bodyImageWithoutAlt: 'https://example.com/x.png',
    });
  });

  it('restores a record with its id, version and place in its list', async () => {
    await call.category('News');
    for (const id of ['one', 'two', 'three']) {
      await call.blog(id);
      server.clock.advance(1);
    }
    const before = (await call.get('/blogs/list?page=1&pageSize=10')).body.result;
    const two = before.find((row: any) => row.blogId === 'two');
    await call.json('DELETE', '/blogs/deleteBlog/two');
    server.clock.advance(60);
    const restored = await call.json('POST', '/trash/restore', { type: 'blog', id: two.id });
    expect(restored.status).toBe(200);
    expect(restored.body.result).toEqual(two);
    expect((await call.get('/blogs/list?page=1&pageSize=10')).body.result).toEqual(before);
    expect((await call.trash()).total).toBe(0);
    // a new post gets a new id, never the restored one's
    const four = (await call.blog('four')).result;
    expect(four.id).toBeGreaterThan(Math.max(...before.map((row: any) => row.id)));
    expect((await call.json('POST', '/trash/restore', { type: 'blog', id: two.id })).body).toEqual({
      message: 'This item is not in the trash.',
    });
    expect((await call.get('/activity/list?limit=2')).body.result[1].action).toBe('Blog post "Title of two" restored');

    // every type comes back in the shape of its get/list
    const meta = (await call.meta('https://example.com/m')).result;
    const contact = await call.contact('Kofi');
    const enquiry = await call.enquiry('Ana');
    const category = await call.category('Spare');
    const lists = async () => [
      (await call.get('/meta/list')).body.result,
      (await call.get('/contacts/list')).body.result,
      (await call.get('/api/enquiries/list')).body.result,
      (await call.get('/category/listCategories')).body.result,
    ];
    const live = await lists();
    await call.json('DELETE', `/meta/deleteMeta/${meta.id}`);
    await call.json('DELETE', `/contacts/deleteContact/${contact}`);
    await call.json('DELETE', `/api/enquiries/delete/${enquiry}`);
    await call.json('DELETE', `/category/deleteCategory/${category.id}`);
    const back = [
      (await call.json('POST', '/trash/restore', { type: 'meta', id: meta.id })).body.result,
      (await call.json('POST', '/trash/restore', { type: 'contact', id: contact })).body.result,
      (await call.json('POST', '/trash/restore', { type: 'enquiry', id: enquiry })).body.result,
      (await call.json('POST', '/trash/restore', { type: 'category', id: category.id })).body.result,
    ];
    expect(back).toEqual([live[0]![0], live[1]![0], live[2]![0], live[3]!.find((row: any) => row.id === category.id)]);
    expect(await lists()).toEqual(live);
  });

  it('moves trashed posts along with a renamed category, so a restore lands in the new name', async () => {
    const tutorials = await call.category('Tutorials');
    await call.blog('first', { category: 'Tutorials' });
    await call.blog('second', { category: 'Tutorials' });
    // A post whose text names the old category, in a field of its own, is left as written.
    await call.blog('other', { category: 'Tutorials', blogTitle: '"category":"Tutorials"' });
    const first = (await call.get('/blogs/getBlog/first')).body.result;
    const second = (await call.get('/blogs/getBlog/second')).body.result;
    await call.json('DELETE', '/blogs/deleteBlog/first');
    await call.json('DELETE', '/blogs/deleteBlog/second');
    const renamed = await call.json('PUT', `/category/updateCategory/${tutorials.id}`, { category: 'Guides' });
    expect(renamed.status).toBe(200);
    expect((await call.get('/blogs/getBlog/other')).body.result).toMatchObject({
      category: 'Guides',
      blogTitle: '"category":"Tutorials"',
    });
    const restored = await call.json('POST', '/trash/restore', { type: 'blog', id: first.id });
    expect(restored.status).toBe(200);
    expect((await call.get('/blogs/getBlog/first')).body.result.category).toBe('Guides');
    // The other one is still in the trash, in the renamed category; renamed back, it follows again.
    await call.json('PUT', `/category/updateCategory/${tutorials.id}`, { category: 'Tutorials' });
    expect((await call.json('POST', '/trash/restore', { type: 'blog', id: second.id })).status).toBe(200);
    expect((await call.get('/blogs/getBlog/second')).body.result.category).toBe('Tutorials');
    expect((await call.get('/blogs/getBlog/first')).body.result.category).toBe('Tutorials');
  });

  it('refuses a restore that would break a rule, changing nothing', async () => {
    const { db } = server.ctx;
    const news = await call.category('News');
    await call.blog('orphan', { blogTitle: 'Orphan' });
    const orphan = (await call.get('/blogs/getBlog/orphan')).body.result;
    await call.json('DELETE', '/blogs/deleteBlog/orphan');
    await call.json('DELETE', `/category/deleteCategory/${news.id}`);
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          db.selectFrom('trash').selectAll().orderBy('id').execute(),
          db.selectFrom('blogs').selectAll().execute(),
          db.selectFrom('categories').selectAll().execute(),
          db.selectFrom('metas').selectAll().execute(),
          db.selectFrom('activity').selectAll().orderBy('id').execute(),
        ]),
      );
    let before = await snapshot();
    expect(await call.json('POST', '/trash/restore', { type: 'blog', id: orphan.id })).toEqual(
      expect.objectContaining({ status: 409, body: { message: 'Restore or create the category "News" first.' } }),
    );
    expect(await snapshot()).toBe(before);
    expect((await call.json('POST', '/trash/restore', { type: 'category', id: news.id })).status).toBe(200);
    expect((await call.json('POST', '/trash/restore', { type: 'blog', id: orphan.id })).status).toBe(200);

    // A live record took the key meanwhile (written around the API: the create path refuses it, see below).
    const now = server.clock.now;
    await call.json('DELETE', '/blogs/deleteBlog/orphan');
    await db
      .insertInto('blogs')
      .values({
        ...blogFields('orphan'),
        blogUrlKey: null,
        creator: 'x',
        changer: 'x',
        createdDate: now,
        changedDate: now,
        imageUrl: null,
        version: 1,
        status: 'published',
        publishAt: null,
        publishedAt: now,
      })
      .execute();
    await call.json('DELETE', `/category/deleteCategory/${(await call.category('Spare')).id}`);
    const spare = (await call.trash('?type=category')).result[0]!;
    await db
      .insertInto('categories')
      .values({
        category: 'SPARE',
        categoryKey: 'spare',
        categoryUrl: '/s',
        categoryDescription: 'd',
        createdAt: now,
        version: 1,
      })
      .execute();
    const meta = (await call.meta('https://example.com/taken')).result;
    const other = (await call.meta('https://example.com/other')).result;
    await call.json('DELETE', `/meta/deleteMeta/${meta.id}`);
    await call.json('DELETE', `/meta/deleteMeta/${other.id}`);
    await db
      .insertInto('metas')
      .values({
        ...metaFields('https://EXAMPLE.com/taken/'),
        metaUrlKey: 'https://example.com/taken',
        image: null,
        creator: 'x',
        changer: 'x',
        createdDate: now,
        changedDate: now,
        version: 1,
      })
      .execute();
    before = await snapshot();
    const refusals = [
      [
        { type: 'blog', id: orphan.id },
        "A blog post with this blogId already exists. Change that post's blogId first.",
      ],
      [{ type: 'category', id: spare.id }, 'A category with this name already exists. Rename that category first.'],
      [{ type: 'meta', id: meta.id }, "A meta page with this URL already exists. Change that entry's URL first."],
    ] as const;
    for (const [body, message] of refusals) {
      expect(await call.json('POST', '/trash/restore', body), message).toMatchObject({
        status: 409,
        body: { message },
      });
    }
    // restoreMany is all or nothing: the free entry stays in the trash with the refused one
    const many = await call.json('POST', '/trash/restoreMany', { type: 'meta', ids: [other.id, meta.id, 424242] });
    expect(many).toMatchObject({ status: 409, body: { message: refusals[2][1] } });
    expect(await snapshot()).toBe(before);
    await db.deleteFrom('metas').where('metaUrlKey', '=', 'https://example.com/taken').execute();
    expect(
      (await call.json('POST', '/trash/restoreMany', { type: 'meta', ids: [other.id, meta.id, 424242] })).body,
    ).toEqual({
      result: { restored: 2, skipped: [{ id: 424242, reason: 'not_in_trash' }] },
    });
  });

  it('refuses creates and updates whose unique key a trashed record holds', async () => {
    await call.category('News');
    await call.blog('held');
    await call.blog('free');
    await call.json('DELETE', '/blogs/deleteBlog/held');
    const heldBlog = 'A blog post with this blogId is in the trash. Restore it or delete it forever first.';
    expect(await call.blog('held')).toEqual({ message: heldBlog, errors: { blogId: heldBlog } });
    const update = await server.request('PUT', '/blogs/updateBlog/free', {
      token,
      form: multipart({ blogId: 'held' }),
    });
    expect(update).toMatchObject({ status: 409, body: { message: heldBlog } });

    const old = await call.category('Old news');
    const other = await call.category('Other');
    await call.json('DELETE', `/category/deleteCategory/${old.id}`);
    const heldCategory = 'A category with this name is in the trash. Restore it or delete it forever first.';
    const lookAlike = await call.json('POST', '/category/addCategory', {
      category: ' OLD   NEWS ',
      categoryUrl: '/o',
      categoryDescription: 'd',
    });
    expect(lookAlike).toMatchObject({
      status: 409,
      body: { message: heldCategory, errors: { category: heldCategory } },
    });
    const rename = await call.json('PUT', `/category/updateCategory/${other.id}`, { category: 'old news' });
    expect(rename).toMatchObject({ status: 409, body: { message: heldCategory } });

    const meta = (await call.meta('https://example.com/held')).result;
    const free = (await call.meta('https://example.com/free')).result;
    await call.json('DELETE', `/meta/deleteMeta/${meta.id}`);
    const heldMeta = 'A meta page with this URL is in the trash. Restore it or delete it forever first.';
    expect(await call.meta('https://EXAMPLE.com/held/')).toEqual({ message: heldMeta, errors: { metaUrl: heldMeta } });
    const move = await server.request('PUT', `/meta/updateMeta/${free.id}`, {
      token,
      form: multipart({ metaUrl: 'https://example.com/held' }),
    });
    expect(move).toMatchObject({ status: 409, body: { message: heldMeta } });

    // deleting it forever frees the key
    await call.json('DELETE', '/trash/purge', { type: 'blog', id: (await call.trash('?type=blog')).result[0]!.id });
    expect((await call.blog('held')).result).toMatchObject({ blogId: 'held' });
  });

  it('purges one item with its image file, and empties the trash', async () => {
    await call.category('News');
    const blog = (await call.blog('pictured', {}, true)).result;
    const meta = (await call.meta('https://example.com/p', true)).result;
    await call.json('DELETE', '/blogs/deleteBlog/pictured');
    await call.json('DELETE', `/meta/deleteMeta/${meta.id}`);
    expect(uploadFiles(server, 'blogs')).toContain(blog.imageUrl);
    // The uploads are library images (docs/api.md#blogs), unused while their records are in the trash: they go too.
    await call.json('DELETE', `/media/deleteMedia/${blog.imageId}`);
    await call.json('DELETE', `/media/deleteMedia/${meta.imageId}`);

    expect((await call.json('DELETE', '/trash/purge', { type: 'blog', id: blog.id })).body).toEqual({ result: true });
    // The post's image is the library image's file: it goes when that image is deleted forever (below).
    expect((await call.get(`/uploads/blogs/${blog.imageUrl}`)).status).toBe(200);
    expect((await call.json('DELETE', '/trash/purge', { type: 'blog', id: blog.id })).body).toEqual({
      message: 'This item is not in the trash.',
    });
    expect((await call.json('POST', '/trash/restore', { type: 'blog', id: blog.id })).status).toBe(404);
    expect((await call.get('/activity/list?limit=1')).body.result[0].action).toBe(
      'Blog post "Title of pictured" deleted forever',
    );
    expect((await call.json('DELETE', '/trash/purge', { type: 'asset', id: blog.imageId })).body).toEqual({
      result: true,
    });
    expect((await call.get(`/uploads/blogs/${blog.imageUrl}`)).status).toBe(404);
    expect(uploadFiles(server, 'blogs')).not.toContain(blog.imageUrl);

    await call.json('DELETE', `/contacts/deleteContact/${await call.contact('Kofi')}`);
    // The meta entry, its library image and the contact message.
    expect((await call.json('DELETE', '/trash/empty')).body).toEqual({ result: { purged: 3 } });
    expect((await call.get(`/uploads/meta/${meta.image}`)).status).toBe(404);
    expect((await call.trash()).total).toBe(0);
    expect((await call.get('/dashboard/summary')).body.result.trashed).toBe(0);
    expect((await call.json('DELETE', '/trash/empty')).body).toEqual({ result: { purged: 0 } });
  });

  it('trashes in bulk: all or nothing, unknown or trashed ids skipped, at most 500 ids', async () => {
    const ids = [await call.enquiry('A'), await call.enquiry('B'), await call.enquiry('C')];
    const first = await call.json('POST', '/bulk/trash', { type: 'enquiry', ids: [ids[0], ids[1], 999_999] });
    expect(first.body).toEqual({ result: { changed: 2, skipped: [{ id: 999_999, reason: 'not_found' }] } });
    const again = await call.json('POST', '/bulk/trash', { type: 'enquiry', ids });
    expect(again.body).toEqual({
      result: {
        changed: 1,
        skipped: [
          { id: ids[0], reason: 'not_found' },
          { id: ids[1], reason: 'not_found' },
        ],
      },
    });
    expect((await call.get('/api/enquiries/list')).body.result).toEqual([]);
    const undo = await call.json('POST', '/trash/restoreMany', { type: 'enquiry', ids });
    expect(undo.body).toEqual({ result: { restored: 3, skipped: [] } });
    expect((await call.get('/api/enquiries/list')).body.result).toHaveLength(3);

    // 500 ids are fine (unknown ones skipped); 501 are refused, as are an empty list and non-integer ids
    const five = Array.from({ length: 500 }, (_, i) => 100_000 + i);
    const full = await call.json('POST', '/bulk/trash', { type: 'enquiry', ids: [ids[0], ...five.slice(1)] });
    expect(full.body.result).toMatchObject({ changed: 1 });
    expect(full.body.result.skipped).toHaveLength(499);
    const over = await call.json('POST', '/bulk/trash', { type: 'enquiry', ids: [...five, ids[1]] });
    expect(over).toMatchObject({ status: 400, body: { message: 'Select at most 500 items at a time.' } });
    for (const bad of [[], [1.5], ['1'], [0], [-3], null, 'all', [2 ** 31]]) {
      expect((await call.json('POST', '/bulk/trash', { type: 'enquiry', ids: bad })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect((await call.get('/api/enquiries/list')).body.result).toHaveLength(2);

    // a category still used by live posts refuses the whole call
    const news = await call.category('News');
    const empty = await call.category('Empty');
    await call.blog('a');
    await call.blog('b');
    const refused = await call.json('POST', '/bulk/trash', { type: 'category', ids: [empty.id, news.id] });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Category "News" is used by 2 blog posts.' } });
    expect((await call.get('/category/listCategories')).body.result).toHaveLength(2);
    expect((await call.trash('?type=category')).total).toBe(0);
    const blogIds = (await call.get('/blogs/list')).body.result.map((row: any) => row.id);
    expect((await call.json('POST', '/bulk/trash', { type: 'blog', ids: blogIds })).body.result.changed).toBe(2);
    expect((await call.json('POST', '/bulk/trash', { type: 'category', ids: [empty.id, news.id] })).body).toEqual({
      result: { changed: 2, skipped: [] },
    });
    const actions = (await call.get('/activity/list?limit=4')).body.result.map((row: any) => row.action);
    expect(actions).toEqual([
      'Category "Empty" moved to the trash',
      'Category "News" moved to the trash',
      'Blog post "Title of b" moved to the trash',
      'Blog post "Title of a" moved to the trash',
    ]);
  });

  it('names every category in use when a bulk trash is refused, with their ids for trashing the rest', async () => {
    const news = await call.category('News');
    const guides = await call.category('Guides');
    const empty = await call.category('Empty');
    await call.blog('a');
    await call.blog('b', { category: 'Guides' });
    const refused = await call.json('POST', '/bulk/trash', { type: 'category', ids: [news.id, empty.id, guides.id] });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'Category "News" is used by 1 blog post. Category "Guides" is used by 1 blog post.',
      inUse: [
        { id: news.id, category: 'News', blogCount: 1 },
        { id: guides.id, category: 'Guides', blogCount: 1 },
      ],
    });
    expect((await call.trash('?type=category')).total).toBe(0);
    // The rest, sent alone, goes.
    expect((await call.json('POST', '/bulk/trash', { type: 'category', ids: [empty.id] })).body).toEqual({
      result: { changed: 1, skipped: [] },
    });
  });

  it('marks contact messages read or replied in bulk, never backwards', async () => {
    const [a, b, c] = [await call.contact('A'), await call.contact('B'), await call.contact('C')];
    await call.json('PUT', `/contacts/updateStatus/${c}`, { status: 'replied' });
    const read = await call.json('POST', '/contacts/bulkStatus', { ids: [a, b, c, 999_999], status: 'read' });
    expect(read.body).toEqual({
      result: {
        changed: 2,
        skipped: [
          { id: c, reason: 'unchanged' },
          { id: 999_999, reason: 'not_found' },
        ],
      },
    });
    const replied = await call.json('POST', '/contacts/bulkStatus', { ids: [a, c], status: 'replied' });
    expect(replied.body).toEqual({ result: { changed: 1, skipped: [{ id: c, reason: 'unchanged' }] } });
    const statuses = (await call.get('/contacts/list')).body.result.map((row: any) => [row.id, row.status]);
    expect(statuses.sort()).toEqual(
      [
        [a, 'replied'],
        [b, 'read'],
        [c, 'replied'],
      ].sort(),
    );
    for (const status of ['new', 'spam', 1, null]) {
      expect((await call.json('POST', '/contacts/bulkStatus', { ids: [a], status })).status).toBe(400);
    }
    expect((await call.json('POST', '/contacts/bulkStatus', { ids: [], status: 'read' })).status).toBe(400);
  });

  it('answers bad input to the new calls with a 4xx message, never a 500', async () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => i + 1);
    const bodies: unknown[] = [
      {},
      { type: 'BLOG', id: 1 },
      { type: ['blog'], id: 1 },
      { type: { $ne: null }, id: 1 },
      { type: '__proto__', id: 1 },
      { type: 'blog', id: '1' },
      { type: 'blog', id: 1.5 },
      { type: 'blog', id: -1 },
      { type: 'blog', id: 2 ** 53 },
      { type: 'blog', id: null },
      { type: 'blog', ids: huge },
      { type: 'blog', ids: [[1]] },
      { type: 'blog', ids: [{ id: 1 }] },
      { type: 'blog', ids: '1,2' },
      { ids: [1], status: { $gt: '' } },
      [1, 2],
      'blog',
    ];
    const calls = [
      ['POST', '/trash/restore'],
      ['POST', '/trash/restoreMany'],
      ['DELETE', '/trash/purge'],
      ['POST', '/bulk/trash'],
      ['POST', '/contacts/bulkStatus'],
    ] as const;
    for (const [method, url] of calls) {
      for (const body of bodies) {
        const reply = await call.json(method, url, body);
        const label = `${method} ${url} ${JSON.stringify(body).slice(0, 60)}`;
        expect(reply.status, label).toBeGreaterThanOrEqual(400);
        expect(reply.status, label).toBeLessThan(500);
        expect(reply.body.message, label).toBeTypeOf('string');
      }
      const nested = await server.app.inject({
        method,
        url,
        payload: '['.repeat(10_000) + ']'.repeat(10_000),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(nested.statusCode, url).toBe(400);
      expect((await server.request(method, url, { json: { type: 'blog', id: 1 } })).status).toBe(401);
    }
    expect((await call.json('POST', '/bulk/trash', { type: 'blog', ids: huge })).body.message).toBe(
      'Select at most 500 items at a time.',
    );
  });
});

/** The clock moves by days here: sessions must outlive it. */
const LONG_SESSIONS = {
  publicFormLimitPerIp: 10_000,
  sessionIdleSeconds: 30 * DAY_S,
  sessionAbsoluteSeconds: 30 * DAY_S,
};

eachDialect('automatic trash purge', (dialect) => {
  let server: TestServer;
  let token: string;
  afterEach(async () => {
    vi.useRealTimers();
    await server?.close();
  });

  it('purges items past TRASH_RETENTION_DAYS every hour, with their files', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server = await startTestServer(dialect, LONG_SESSIONS, { TRASH_RETENTION_DAYS: '2' });
    token = await signIn(server);
    const call = api(server, () => token);
    await call.category('News');
    const blog = (await call.blog('short-lived', {}, true)).result;
    // Its renditions are cut in the background and write the image's row: let them land before the image moves.
    await server.ctx.renditions.idle();
    await call.json('DELETE', '/blogs/deleteBlog/short-lived');
    // Its upload is a library image (docs/api.md#blogs), unused while the post is in the trash: it expires with it.
    await call.json('DELETE', `/media/deleteMedia/${blog.imageId}`);
    const item = (await call.trash()).result[0]!;
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(2 * DAY_S * 1000);
    server.clock.advance(DAY_S);
    await call.json('DELETE', `/contacts/deleteContact/${await call.contact('Later')}`);

    server.clock.advance(DAY_S - 1);
    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
    expect((await call.trash()).total).toBe(3);
    server.clock.advance(1);
    await vi.advanceTimersByTimeAsync(PURGE_EVERY_MS);
    // the purge runs on its own after the timer fired: wait (real time) until its file is gone too
    const done = async () => (await call.trash()).total === 1 && !uploadFiles(server, 'blogs').includes(blog.imageUrl);
    for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 20));
    expect((await call.trash()).total).toBe(1);
    expect(uploadFiles(server, 'blogs')).not.toContain(blog.imageUrl);
    expect((await call.trash()).result[0]).toMatchObject({ type: 'contact', label: 'Later' });
  });

  it('purges at start-up, and two instances on one database erase each item once', async () => {
    server = await startTestServer(dialect, LONG_SESSIONS, { TRASH_RETENTION_DAYS: '1' });
    token = await signIn(server);
    const call = api(server, () => token);
    await call.category('News');
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const blog = (await call.blog(`old-${i}`, {}, true)).result;
      names.push(blog.imageUrl);
      await call.json('DELETE', `/blogs/deleteBlog/old-${i}`);
      // Its upload is a library image, unused while the post is in the trash: it expires with it.
      await call.json('DELETE', `/media/deleteMedia/${blog.imageId}`);
    }
    expect((await call.get('/dashboard/summary')).body.result.trashed).toBe(12);
    const later = { now: () => server.clock.now + DAY_S * 1000, dataDir: server.dataDir };
    // two API instances' purges at once: each item is taken (and its file removed) by one of them only
    const [a, b] = await Promise.all([
      purgeExpired(server.ctx.store, later.now()),
      purgeExpired(server.ctx.store, later.now()),
    ]);
    expect(a + b).toBe(12);
    expect((await call.trash()).total).toBe(0);
    for (const name of names) expect(uploadFiles(server, 'blogs')).not.toContain(name);

    // at start-up: a server started a day later purges what expired meanwhile
    await call.json('DELETE', `/contacts/deleteContact/${await call.contact('Old')}`);
    const second = await startTestServer(
      dialect,
      { dataDir: server.dataDir, databaseUrl: server.config.databaseUrl, now: later.now },
      { TRASH_RETENTION_DAYS: '1' },
    );
    try {
      expect((await call.trash()).total).toBe(0);
      expect((await call.get('/activity/list?limit=1')).body.result[0].action).toBe(
        'Contact message from Old moved to the trash',
      );
    } finally {
      await second.close();
    }
  });
});

describe('TRASH_RETENTION_DAYS', () => {
  it('is 30 days by default and must be 1 to 3650', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({}).trashRetentionDays).toBe(30);
    expect(loadConfig({ TRASH_RETENTION_DAYS: '3650' }).trashRetentionDays).toBe(3650);
    for (const bad of ['0', '3651', '1.5', 'forever']) {
      expect(() => loadConfig({ TRASH_RETENTION_DAYS: bad }), bad).toThrow(/TRASH_RETENTION_DAYS/);
    }
  });
});
