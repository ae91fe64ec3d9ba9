import { describe, expect, it } from 'vitest';
import { createInMemoryApi, MOCK_TOKENS } from '@/mocks';

/** A whole 1×1 PNG: the in-memory API reads an upload's size, as the server does. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

type Api = ReturnType<typeof createInMemoryApi>;
const DAY = 24 * 60 * 60 * 1000;

/** One JSON call on the in-memory API with the full session; answers status and body. */
async function call(api: Api, method: string, path: string, body?: unknown) {
  const response = await api.fetch(`http://mock.local${path}`, {
    method,
    headers: { authorization: `Bearer ${MOCK_TOKENS.full}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { result: never } };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

async function send(api: Api, method: string, path: string, data: FormData) {
  const response = await api.fetch(`http://mock.local${path}`, {
    method,
    headers: { authorization: `Bearer ${MOCK_TOKENS.full}` },
    body: data,
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: object } };
}

const trashList = async (api: Api, query = '') =>
  (await call(api, 'GET', `/trash/list${query}`)).body as unknown as {
    result: { type: string; id: number; recordId: string; label: string; purgeAt: string; deletedAt: string }[];
    total: number;
  };

describe('the in-memory trash (docs/api.md#trash)', () => {
  it('moves each of the five deletes to the trash, newest first, and restores with the same id and place', async () => {
    const api = createInMemoryApi();
    const blog = api.db.blogs[2]!;
    const before = (await call(api, 'GET', '/blogs/list?sort=newest')).body.result as { id: number }[];
    expect((await call(api, 'DELETE', `/blogs/deleteBlog/${blog.blogId}`)).body).toEqual({ result: true });
    api.advance(1000);
    await call(api, 'DELETE', `/meta/deleteMeta/${api.db.metas[0]!.id}`);
    api.advance(1000);
    await call(api, 'DELETE', `/contacts/deleteContact/${api.db.contacts[0]!.id}`);
    api.advance(1000);
    const enquiry = api.db.enquiries[0]!;
    await call(api, 'DELETE', `/api/enquiries/delete/${enquiry.id}`);
    const list = await trashList(api);
    expect(list.total).toBe(4);
    expect(list.result.map((item) => item.type)).toEqual(['enquiry', 'contact', 'meta', 'blog']);
    expect(list.result[3]).toMatchObject({ id: blog.id, recordId: blog.blogId, label: blog.blogTitle });
    expect(list.result[0]).toMatchObject({ recordId: String(enquiry.id), label: enquiry.name, deletedBy: 'admin' });
    expect(Date.parse(list.result[3]!.purgeAt) - Date.parse(list.result[3]!.deletedAt)).toBe(30 * DAY);
    expect((await call(api, 'GET', `/blogs/getBlog/${blog.blogId}`)).status).toBe(404);
    expect((await call(api, 'GET', '/dashboard/summary')).body.result).toMatchObject({ trashed: 4 });

    const restored = await call(api, 'POST', '/trash/restore', { type: 'blog', id: blog.id });
    expect(restored.status).toBe(200);
    expect(restored.body.result).toMatchObject({ id: blog.id, blogId: blog.blogId, version: blog.version });
    expect((await call(api, 'GET', '/blogs/list?sort=newest')).body.result).toEqual(before);
    expect((await trashList(api, '?type=blog')).total).toBe(0);
    expect((await call(api, 'POST', '/trash/restore', { type: 'blog', id: blog.id })).body).toEqual({
      message: 'This item is not in the trash.',
    });
    const actions = api.db.activity.slice(-5).map((row) => row.action);
    expect(actions).toEqual([
      `Blog post "${blog.blogTitle}" moved to the trash`,
      expect.stringMatching(/^Meta page ".+" moved to the trash$/),
      expect.stringMatching(/^Contact message from .+ moved to the trash$/),
      `Enquiry from ${enquiry.name} moved to the trash`,
      `Blog post "${blog.blogTitle}" restored`,
    ]);
  });

  it('filters by type and searches label and recordId; refuses a bad type or paging', async () => {
    const api = createInMemoryApi();
    const [a, b] = api.db.blogs;
    await call(api, 'DELETE', `/blogs/deleteBlog/${a!.blogId}`);
    await call(api, 'DELETE', `/blogs/deleteBlog/${b!.blogId}`);
    await call(api, 'DELETE', `/contacts/deleteContact/${api.db.contacts[0]!.id}`);
    expect((await trashList(api, `?q=${encodeURIComponent(a!.blogTitle.toUpperCase())}`)).result).toHaveLength(1);
    expect((await trashList(api, `?q=${b!.blogId}`)).result[0]).toMatchObject({ id: b!.id });
    expect((await trashList(api, '?type=contact')).total).toBe(1);
    const paged = await call(api, 'GET', '/trash/list?page=2&pageSize=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect((await call(api, 'GET', '/trash/list?type=user')).status).toBe(400);
    expect((await call(api, 'GET', '/trash/list?pageSize=101')).status).toBe(400);
    expect((await call(api, 'POST', '/trash/restore', { type: 'blog', id: '1' })).status).toBe(400);
  });

  it('refuses a restore that would break a rule, changing nothing', async () => {
    const api = createInMemoryApi({ scenario: 'empty' });
    await call(api, 'POST', '/category/addCategory', {
      category: 'News',
      categoryUrl: '/news',
      categoryDescription: 'x',
    });
    const post = form({
      blogId: 'hello',
      blogTitle: 'Hello',
      blogUrl: 'https://example.com/hello',
      metaTitle: 'Hello',
      metaDescription: 'Hi',
      description: '<p>Hi</p>',
      category: 'News',
    });
    expect((await send(api, 'POST', '/blogs/createBlog', post)).status).toBe(201);
    const blogId = api.db.blogs[0]!.id;
    const categoryId = api.db.categories[0]!.id;
    await call(api, 'DELETE', '/blogs/deleteBlog/hello');
    expect((await call(api, 'DELETE', `/category/deleteCategory/${categoryId}`)).status).toBe(200);

    const refused = await call(api, 'POST', '/trash/restore', { type: 'blog', id: blogId });
    expect(refused).toEqual({ status: 409, body: { message: 'Restore or create the category "News" first.' } });
    expect((await trashList(api)).total).toBe(2);

    // keys held by the trash: create and update refused
    const again = await call(api, 'POST', '/category/addCategory', {
      category: ' NEWS ',
      categoryUrl: '/n',
      categoryDescription: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'A category with this name is in the trash. Restore it or delete it forever first.',
      errors: { category: 'A category with this name is in the trash. Restore it or delete it forever first.' },
    });
    await call(api, 'POST', '/trash/restore', { type: 'category', id: categoryId });
    expect((await send(api, 'POST', '/blogs/createBlog', post)).body).toMatchObject({
      message: 'A blog post with this blogId is in the trash. Restore it or delete it forever first.',
      errors: { blogId: 'A blog post with this blogId is in the trash. Restore it or delete it forever first.' },
    });
    post.set('blogId', 'other');
    // The trashed post holds its URL too.
    expect((await send(api, 'POST', '/blogs/createBlog', post)).body).toMatchObject({
      errors: { blogUrl: 'A blog post with this blogUrl is in the trash. Restore it or delete it forever first.' },
    });
    post.set('blogUrl', 'https://example.com/other');
    expect((await send(api, 'POST', '/blogs/createBlog', post)).status).toBe(201);
    expect((await send(api, 'PUT', '/blogs/updateBlog/other', form({ blogId: 'hello' }))).body).toMatchObject({
      message: 'A blog post with this blogId is in the trash. Restore it or delete it forever first.',
    });
    expect((await call(api, 'POST', '/trash/restore', { type: 'blog', id: blogId })).status).toBe(200);
    expect(api.db.blogs.map((row) => row.blogId).sort()).toEqual(['hello', 'other']);
  });

  it('moves trashed posts along with a renamed category, so a restore lands in the new name', async () => {
    const api = createInMemoryApi({ scenario: 'empty' });
    const added = await call(api, 'POST', '/category/addCategory', {
      category: 'Tutorials',
      categoryUrl: '/tutorials',
      categoryDescription: 'x',
    });
    const categoryId = (added.body.result as { id: number }).id;
    const post = form({
      blogId: 'hello',
      blogTitle: 'Hello',
      blogUrl: 'https://example.com/hello',
      metaTitle: 'Hello',
      metaDescription: 'Hi',
      description: '<p>Hi</p>',
      category: 'Tutorials',
    });
    expect((await send(api, 'POST', '/blogs/createBlog', post)).status).toBe(201);
    const blogId = api.db.blogs[0]!.id;
    await call(api, 'DELETE', '/blogs/deleteBlog/hello');
    expect((await call(api, 'PUT', `/category/updateCategory/${categoryId}`, { category: 'Guides' })).status).toBe(200);
    expect((await call(api, 'POST', '/trash/restore', { type: 'blog', id: blogId })).status).toBe(200);
    expect(api.db.blogs[0]!.category).toBe('Guides');
  });

  it('refuses restoring a key a live record took in the meantime, and restoreMany is all-or-nothing', async () => {
    const api = createInMemoryApi();
    const [first, second] = api.db.metas;
    await call(api, 'POST', '/bulk/trash', { type: 'meta', ids: [first!.id, second!.id, 999_999] });
    expect(api.db.trash).toHaveLength(2);
    // the trash holds the URL; a purge frees it, and the new live entry then blocks restoring the other
    api.seed('meta', [{ ...first!, id: 5000 }]);
    const refused = await call(api, 'POST', '/trash/restoreMany', { type: 'meta', ids: [first!.id, second!.id, 7] });
    expect(refused).toEqual({
      status: 409,
      body: { message: "A meta page with this URL already exists. Change that entry's URL first." },
    });
    expect(api.db.trash).toHaveLength(2);
    api.remove('meta', 5000);
    const done = await call(api, 'POST', '/trash/restoreMany', { type: 'meta', ids: [first!.id, second!.id, 7] });
    expect(done.body.result).toEqual({ restored: 2, skipped: [{ id: 7, reason: 'not_in_trash' }] });
    expect(api.db.metas.slice(0, 2).map((row) => row.id)).toEqual([first!.id, second!.id]);
  });

  it('purges one item with its image, empties the trash, and purges expired items on its own', async () => {
    const api = createInMemoryApi({ scenario: 'empty', trashRetentionDays: 2 });
    const png = await (await fetch(`data:image/png;base64,${ONE_PIXEL_PNG}`)).blob();
    const meta = form({ metaTitle: 'Home', metaUrl: 'https://example.com/', pageMeta: 'home', metaDescription: 'x' });
    meta.append('image', new File([png], 'a.png', { type: 'image/png' }));
    const created = await send(api, 'POST', '/meta/createMeta', meta);
    const row = (created.body as unknown as { result: { id: number; image: string; imageId: number } }).result;
    await call(api, 'DELETE', `/meta/deleteMeta/${row.id}`);
    const image = await api.fetch(`http://mock.local/uploads/meta/${row.image}`, {
      headers: { authorization: `Bearer ${MOCK_TOKENS.full}` },
    });
    expect(image.status).toBe(200);
    expect(await call(api, 'DELETE', '/trash/purge', { type: 'meta', id: row.id })).toEqual({
      status: 200,
      body: { result: true },
    });
    // The upload became a library image: the file stays while that image is in the library or its trash.
    const fileOf = () =>
      api.fetch(`http://mock.local/uploads/meta/${row.image}`, {
        headers: { authorization: `Bearer ${MOCK_TOKENS.full}` },
      });
    expect((await fileOf()).status).toBe(200);
    expect((await call(api, 'DELETE', '/trash/purge', { type: 'meta', id: row.id })).status).toBe(404);
    expect(api.db.activity.at(-1)?.action).toBe('Meta page "Home" deleted forever');
    expect((await call(api, 'DELETE', `/media/deleteMedia/${row.imageId}`)).status).toBe(200);
    expect((await fileOf()).status).toBe(200);
    expect((await call(api, 'DELETE', '/trash/purge', { type: 'asset', id: row.imageId })).status).toBe(200);
    expect((await fileOf()).status).toBe(404);

    await call(api, 'POST', '/contacts/submit', { name: 'A', email: 'a@example.org', subject: 's', message: 'm' });
    await call(api, 'POST', '/contacts/submit', { name: 'B', email: 'b@example.org', subject: 's', message: 'm' });
    await call(api, 'POST', '/bulk/trash', { type: 'contact', ids: api.db.contacts.map((c) => c.id) });
    expect((await call(api, 'DELETE', '/trash/empty')).body).toEqual({ result: { purged: 2 } });
    expect(api.db.trash).toHaveLength(0);

    await call(api, 'POST', '/contacts/submit', { name: 'C', email: 'c@example.org', subject: 's', message: 'm' });
    await call(api, 'DELETE', `/contacts/deleteContact/${api.db.contacts[0]!.id}`);
    api.advance(2 * DAY - 1);
    expect((await trashList(api)).total).toBe(1);
    api.advance(1);
    expect((await trashList(api)).total).toBe(0);
  });
});

describe('the in-memory bulk calls (docs/api.md#bulk-calls)', () => {
  it('trashes known ids, skips unknown ones, refuses past 500, empty or non-integer lists', async () => {
    const api = createInMemoryApi();
    const ids = api.db.enquiries.slice(0, 3).map((row) => row.id);
    const answer = await call(api, 'POST', '/bulk/trash', { type: 'enquiry', ids: [...ids, 424242] });
    expect(answer.body.result).toEqual({ changed: 3, skipped: [{ id: 424242, reason: 'not_found' }] });
    const again = await call(api, 'POST', '/bulk/trash', { type: 'enquiry', ids });
    expect(again.body.result).toMatchObject({ changed: 0, skipped: ids.map((id) => ({ id, reason: 'not_found' })) });
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(await call(api, 'POST', '/bulk/trash', { type: 'enquiry', ids: many })).toMatchObject({
      status: 400,
      body: { message: 'Select at most 500 items at a time.' },
    });
    for (const bad of [[], [1.5], ['1'], [-1], 'x', null])
      expect((await call(api, 'POST', '/bulk/trash', { type: 'enquiry', ids: bad })).status).toBe(400);
    expect((await call(api, 'POST', '/bulk/trash', { type: 'page', ids: [1] })).status).toBe(400);
    const undo = await call(api, 'POST', '/trash/restoreMany', { type: 'enquiry', ids });
    expect(undo.body.result).toEqual({ restored: 3, skipped: [] });
  });

  it('refuses a bulk category trash whole when one is still used by live posts', async () => {
    const api = createInMemoryApi();
    const used = api.db.categories.find((row) => api.db.blogs.some((blog) => blog.category === row.category))!;
    const count = api.db.blogs.filter((blog) => blog.category === used.category).length;
    const unused = api.db.categories.filter((row) => !api.db.blogs.some((blog) => blog.category === row.category));
    const answer = await call(api, 'POST', '/bulk/trash', {
      type: 'category',
      ids: [...unused.map((row) => row.id), used.id],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `Category "${used.category}" is used by ${count} blog post${count === 1 ? '' : 's'}.`,
    );
    expect(api.db.trash).toHaveLength(0);
  });

  it('moves contact statuses forward only', async () => {
    const api = createInMemoryApi();
    const byStatus = (status: string) => api.db.contacts.find((row) => row.status === status)!.id;
    const [fresh, read, replied] = [byStatus('new'), byStatus('read'), byStatus('replied')];
    const answer = await call(api, 'POST', '/contacts/bulkStatus', {
      ids: [fresh, read, replied, 9999],
      status: 'read',
    });
    expect(answer.body.result).toEqual({
      changed: 1,
      skipped: [
        { id: read, reason: 'unchanged' },
        { id: replied, reason: 'unchanged' },
        { id: 9999, reason: 'not_found' },
      ],
    });
    expect(api.db.contacts.find((row) => row.id === replied)!.status).toBe('replied');
    expect((await call(api, 'POST', '/contacts/bulkStatus', { ids: [fresh], status: 'new' })).status).toBe(400);
  });
});
