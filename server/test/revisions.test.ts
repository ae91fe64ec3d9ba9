/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- tests read JSON replies loosely */
/**
 * Revisions (issue 27, docs/api.md#revisions): a revision per real change and none for a no-op, retention and image
 * files, restore as a new version and its conflicts, a blogId rename, the trash and purge, on both databases.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  blogFields,
  eachDialect,
  multipart,
  PNG,
  signIn,
  startTestServer,
  uploadFiles,
  type TestServer,
} from './helpers.ts';

const png = { name: 'a.png', type: 'image/png', bytes: PNG };

eachDialect('revisions', (dialect) => {
  let server: TestServer;
  let token: string;
  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    server.request(method, url, { token, json: body });
  const createBlog = async (blogId: string, extra: Record<string, string> = {}, image = false) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra), image ? png : undefined),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.result;
  };
  const updateBlog = async (blogId: string, fields: Record<string, string>, image = false) => {
    server.clock.advance(60);
    return server.request('PUT', `/blogs/updateBlog/${blogId}`, {
      token,
      form: multipart(fields, image ? png : undefined),
    });
  };
  const history = async (url: string) => (await json('GET', url)).body;

  beforeAll(async () => {
    server = await startTestServer(
      dialect,
      { sessionIdleSeconds: 1e6, sessionAbsoluteSeconds: 1e7 },
      { REVISIONS_KEEP: '3', SITE_URL: 'https://example.com' },
    );
    token = await signIn(server);
    for (const category of ['News', 'Tech']) {
      await json('POST', '/category/addCategory', {
        category,
        categoryUrl: `/c/${category}`,
        categoryDescription: 'd',
      });
    }
  });
  afterAll(() => server.close());
  afterEach(async () => {
    for (const table of ['trash', 'blogs', 'metas', 'revisions', 'activity'] as const) {
      await server.ctx.db.deleteFrom(table).execute();
    }
  });

  it('keeps a revision per real change, with the changed wire fields, and none for a save that changes nothing', async () => {
    const created = await createBlog('first-post', { blogTitle: 'First' });
    expect((await updateBlog('first-post', { blogTitle: 'First, edited', version: '1' })).status).toBe(200);
    // The same title again, and a publish of a published post: nothing changes, nothing is kept.
    expect((await updateBlog('first-post', { blogTitle: 'First, edited', status: 'published' })).status).toBe(200);
    const draft = await updateBlog('first-post', { status: 'draft' });
    expect(draft.body.result.status).toBe('draft');

    const page = await history('/blogs/revisions/first-post');
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20, nextCursor: null });
    expect(page.result.map((line: { revision: number; status: string; changed: string[] }) => line)).toEqual([
      expect.objectContaining({ revision: 3, status: 'draft', changed: ['status'], author: 'admin' }),
      expect.objectContaining({ revision: 2, status: 'published', changed: ['blogTitle'] }),
      expect.objectContaining({ revision: 1, version: 1, status: 'published', changed: [] }),
    ]);
    expect(page.result[2].createdAt).toBe(created.createdDate);

    const one = await history('/blogs/revision/first-post/2');
    expect(one.result).toMatchObject({ revision: 2, changed: ['blogTitle'], record: { blogTitle: 'First, edited' } });
    expect(one.result.record.description).toBe(created.description);
  });

  it('pages the history newest first, by number or by cursor', async () => {
    await createBlog('paged', { blogTitle: 'T0' });
    for (let i = 1; i <= 2; i++) await updateBlog('paged', { blogTitle: `T${i}` });
    const first = await history('/blogs/revisions/paged?pageSize=2');
    expect(first.result.map((line: { revision: number }) => line.revision)).toEqual([3, 2]);
    expect(first.nextCursor).toBe('2');
    const next = await history(`/blogs/revisions/paged?pageSize=2&after=${first.nextCursor}`);
    expect(next.result.map((line: { revision: number }) => line.revision)).toEqual([1]);
    expect(next.nextCursor).toBeNull();
    expect((await history('/blogs/revisions/paged?page=2&pageSize=2')).result).toHaveLength(1);
    expect((await json('GET', '/blogs/revisions/paged?pageSize=0')).status).toBe(400);
  });

  it('answers 401 without a session and 404 for an unknown record or revision', async () => {
    await createBlog('known');
    for (const url of ['/blogs/revisions/known', '/blogs/revision/known/1', '/meta/revisions/1']) {
      expect((await server.request('GET', url)).status, url).toBe(401);
    }
    expect((await server.request('POST', '/blogs/restoreRevision/known/1', { json: { version: 1 } })).status).toBe(401);
    expect((await json('GET', '/blogs/revisions/unknown')).status).toBe(404);
    expect((await json('GET', '/blogs/revision/known/9')).body).toEqual({ message: 'Revision not found' });
    expect((await json('GET', '/blogs/revision/known/0')).status).toBe(404);
    expect((await json('GET', '/category/revisions/999999')).status).toBe(404);
    expect((await json('POST', '/blogs/restoreRevision/known/9', { version: 1 })).status).toBe(404);
    expect((await json('POST', '/blogs/restoreRevision/known/1', {})).status).toBe(400);
  });

  it('restores a revision as a new version, logs it, and keeps history unchanged', async () => {
    await createBlog('restored', { blogTitle: 'Good title', description: '<p>Good body</p>' });
    await updateBlog('restored', { blogTitle: 'Broken title', description: '<p>Broken</p>' });
    server.clock.advance(60);
    const reply = await json('POST', '/blogs/restoreRevision/restored/1', { version: 2 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.result).toMatchObject({ blogTitle: 'Good title', description: '<p>Good body</p>', version: 3 });
    const page = await history('/blogs/revisions/restored');
    expect(page.result.map((line: { revision: number; changed: string[] }) => [line.revision, line.changed])).toEqual([
      [3, ['blogTitle', 'description']],
      [2, ['blogTitle', 'description']],
      [1, []],
    ]);
    const activity = (await json('GET', '/activity/list?limit=1')).body.result[0];
    const when = (await history('/blogs/revision/restored/1')).result.createdAt as string;
    expect(activity.action).toBe(
      `Blog post "Good title" restored to the version of ${when.slice(0, 16).replace('T', ' ')} UTC`,
    );
    // On the site at once.
    const site = await server.request('GET', '/content/posts/restored');
    expect(site.body.result.title ?? site.body.result.blogTitle).toBe('Good title');
    // Restoring the content the record has now writes nothing.
    const same = await json('POST', '/blogs/restoreRevision/restored/3', { version: 3 });
    expect(same.body.result.version).toBe(3);
    expect((await history('/blogs/revisions/restored')).total).toBe(3);
  });

  it('refuses a restore that would break a rule with 409, changing nothing', async () => {
    await createBlog('conflicts', { blogTitle: 'One', category: 'Tech' });
    await updateBlog('conflicts', { blogTitle: 'Two', blogId: 'conflicts-renamed', category: 'News' });
    // A stale version: 409 with the record as it is now.
    const stale = await json('POST', '/blogs/restoreRevision/conflicts-renamed/1', { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ blogTitle: 'Two', version: 2 });
    // The old blogId is taken by another post now.
    await createBlog('conflicts', { blogUrl: 'https://example.com/another' });
    const taken = await json('POST', '/blogs/restoreRevision/conflicts-renamed/1', { version: 2 });
    expect(taken).toMatchObject({ status: 409, body: { message: 'A blog post with this blogId already exists' } });
    await json('DELETE', '/blogs/deleteBlog/conflicts');
    await server.ctx.db.deleteFrom('trash').execute();
    // The old category is gone.
    const tech = (await json('GET', '/category/listCategories?q=Tech')).body.result[0];
    expect((await json('DELETE', `/category/deleteCategory/${tech.id}`)).status).toBe(200);
    const gone = await json('POST', '/blogs/restoreRevision/conflicts-renamed/1', { version: 2 });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toContain('"Tech", which no longer exists');
    const now = (await json('GET', '/blogs/getBlog/conflicts-renamed')).body.result;
    expect(now).toMatchObject({ blogTitle: 'Two', version: 2, category: 'News' });
    expect((await history('/blogs/revisions/conflicts-renamed')).total).toBe(2);
    await json('POST', '/trash/restore', { type: 'category', id: tech.id });
  });

  it('restores an older version into its category renamed since', async () => {
    const added = await json('POST', '/category/addCategory', {
      category: 'Tutorials',
      categoryUrl: '/c/tutorials',
      categoryDescription: 'd',
    });
    expect(added.status).toBe(201);
    await createBlog('renamed-home', { blogTitle: 'First', category: 'Tutorials' });
    expect((await updateBlog('renamed-home', { blogTitle: 'Second' })).status).toBe(200);
    const renamed = await json('PUT', `/category/updateCategory/${added.body.result.id}`, { category: 'Guides' });
    expect(renamed.status).toBe(200);
    // The kept version follows the category, as the live post and the trash do.
    expect((await json('GET', '/blogs/revision/renamed-home/1')).body.result.record).toMatchObject({
      blogTitle: 'First',
      category: 'Guides',
    });
    const restored = await json('POST', '/blogs/restoreRevision/renamed-home/1', { version: 2 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.result).toMatchObject({ blogTitle: 'First', category: 'Guides', version: 3 });
  });

  it('refuses to restore a scheduled version whose time has passed', async () => {
    const at = new Date(server.clock.now + 3_600_000).toISOString();
    await createBlog('scheduled', { status: 'scheduled', publishAt: at });
    await updateBlog('scheduled', { status: 'published' });
    server.clock.advance(2 * 3600);
    const reply = await json('POST', '/blogs/restoreRevision/scheduled/1', { version: 2 });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/^This version was scheduled for .* UTC, which has passed\./);
  });

  it('keeps history across a blogId rename, the trash and back; a purge erases it', async () => {
    await createBlog('old-id');
    await updateBlog('old-id', { blogId: 'new-id' });
    expect((await history('/blogs/revisions/new-id')).total).toBe(2);
    expect((await json('GET', '/blogs/revisions/old-id')).status).toBe(404);
    const { id } = (await json('GET', '/blogs/getBlog/new-id')).body.result;
    await json('DELETE', '/blogs/deleteBlog/new-id');
    expect((await json('GET', '/blogs/revisions/new-id')).status).toBe(404);
    await json('POST', '/trash/restore', { type: 'blog', id });
    expect((await history('/blogs/revisions/new-id')).total).toBe(2);
    await json('DELETE', '/blogs/deleteBlog/new-id');
    await json('DELETE', '/trash/purge', { type: 'blog', id });
    const left = await server.ctx.db.selectFrom('revisions').selectAll().where('recordId', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('keeps REVISIONS_KEEP revisions, and an image file while a kept revision names it', async () => {
    const created = await createBlog('images', {}, true);
    const first = created.imageUrl as string;
    await updateBlog('images', {}, true); // revision 2: a new image; the first stays for revision 1
    const second = (await json('GET', '/blogs/getBlog/images')).body.result.imageUrl as string;
    expect(uploadFiles(server, 'blogs')).toEqual([first, second].sort());
    // Restore the first version: its image comes back.
    const restored = await json('POST', '/blogs/restoreRevision/images/1', { version: 2 });
    expect(restored.body.result.imageUrl).toBe(first);
    // Revision 4 drops revision 1 (REVISIONS_KEEP=3); revisions 2–4 still name both files.
    await updateBlog('images', { blogTitle: 'Four' });
    expect((await history('/blogs/revisions/images')).result.map((l: { revision: number }) => l.revision)).toEqual([
      4, 3, 2,
    ]);
    expect(uploadFiles(server, 'blogs')).toEqual([first, second].sort());
    // Revisions 5 and 6 drop 2 and 3: the second image is named by no revision any more, but each upload is a library
    // image (docs/api.md#blogs): its file stays until that image is deleted forever.
    await updateBlog('images', { blogTitle: 'Five' });
    await updateBlog('images', { blogTitle: 'Six' });
    expect(uploadFiles(server, 'blogs')).toEqual([first, second].sort());
    // A purge of the post leaves them to the library; deleting the images forever takes the files.
    const { id } = (await json('GET', '/blogs/getBlog/images')).body.result;
    await json('DELETE', '/blogs/deleteBlog/images');
    await json('DELETE', '/trash/purge', { type: 'blog', id });
    expect(uploadFiles(server, 'blogs')).toEqual([first, second].sort());
    const images = (await json('GET', '/media/list?pageSize=100')).body.result as { id: number; name: string }[];
    for (const image of images.filter((row) => [first, second].includes(row.name))) {
      expect((await json('DELETE', `/media/deleteMedia/${image.id}`)).status).toBe(200);
      await json('DELETE', '/trash/purge', { type: 'asset', id: image.id });
    }
    expect(uploadFiles(server, 'blogs')).toEqual([]);
  });

  it('keeps the history of meta pages and categories, and restores them', async () => {
    const meta = (
      await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart({ metaTitle: 'Home', metaUrl: 'https://example.com/', pageMeta: 'p', metaDescription: 'A' }),
      })
    ).body.result;
    await json('PUT', `/meta/updateMeta/${meta.id}`, { metaTitle: 'Home, broken', version: 1 });
    const metaPage = await history(`/meta/revisions/${meta.id}`);
    expect(metaPage.result.map((l: { status: null; changed: string[] }) => [l.status, l.changed])).toEqual([
      [null, ['metaTitle']],
      [null, []],
    ]);
    const back = await json('POST', `/meta/restoreRevision/${meta.id}/1`, { version: 2 });
    expect(back.body.result).toMatchObject({ metaTitle: 'Home', version: 3 });
    expect((await json('GET', '/activity/list?limit=1')).body.result[0].action).toMatch(
      /^Meta page "Home" restored to the version of /,
    );

    const category = (
      await json('POST', '/category/addCategory', {
        category: 'Old name',
        categoryUrl: '/c/o',
        categoryDescription: 'd',
      })
    ).body.result;
    await json('PUT', `/category/updateCategory/${category.id}`, { category: 'New name', version: 1 });
    expect((await history(`/category/revisions/${category.id}`)).result[0].changed).toEqual(['category']);
    const renamed = await json('POST', `/category/restoreRevision/${category.id}/1`, { version: 2 });
    expect(renamed.body.result).toMatchObject({ category: 'Old name', version: 3 });
    await json('DELETE', `/category/deleteCategory/${category.id}`);
  });
});

describe('REVISIONS_KEEP', () => {
  it('defaults to 100', async () => {
    const { loadConfig } = await import('../src/config.ts');
    expect(loadConfig({}).revisionsKeep).toBe(100);
    expect(() => loadConfig({ REVISIONS_KEEP: '0' })).toThrow(/REVISIONS_KEEP/);
  });
});
