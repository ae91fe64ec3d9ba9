/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  categoryUrlOf,
  eachDialect,
  multipart,
  passwordToken,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const news = { category: 'News', categoryUrl: '/blog/news', categoryDescription: 'Company news' };
/** `news` under another name, with a URL of its own (a category's URL is unique). */
const named = (category: string) => ({ ...news, category, categoryUrl: categoryUrlOf(category) });

eachDialect('categories', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const add = (json: unknown) => server.request('POST', '/category/addCategory', { token, json });

  it('creates, reads publicly, updates changed fields and deletes', async () => {
    const created = await add(news);
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ ...news, blogCount: 0, version: 1 });
    expect(created.body.result.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const id = created.body.result.id as number;

    const list = await server.request('GET', '/category/listCategories');
    expect(list.status).toBe(200);
    expect(list.body.result.map((c: { category: string }) => c.category)).toContain('News');
    expect((await server.request('GET', `/category/getCategory/${id}`)).body.result.category).toBe('News');

    const updated = await server.request('PUT', `/category/updateCategory/${id}`, {
      token,
      json: { categoryDescription: 'All news' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({
      category: 'News',
      categoryUrl: '/blog/news',
      categoryDescription: 'All news',
      version: 2,
    });

    expect((await server.request('DELETE', `/category/deleteCategory/${id}`, { token })).body).toEqual({
      result: true,
    });
    expect((await server.request('GET', `/category/getCategory/${id}`)).status).toBe(404);
  });

  it('needs a full session for writes', async () => {
    const pending = await passwordToken(server);
    for (const auth of [undefined, pending]) {
      expect((await server.request('POST', '/category/addCategory', { token: auth, json: news })).status).toBe(401);
      expect((await server.request('PUT', '/category/updateCategory/1', { token: auth, json: news })).status).toBe(401);
      expect((await server.request('DELETE', '/category/deleteCategory/1', { token: auth })).status).toBe(401);
    }
  });

  it('validates every field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...news, category: '' }, 'category'],
      [{ ...news, category: '   ' }, 'category'],
      [{ ...news, category: 'x'.repeat(101) }, 'category'],
      [{ ...news, category: 42 }, 'category'],
      [{ ...news, categoryUrl: undefined }, 'categoryUrl'],
      [{ ...news, categoryUrl: 'javascript:alert(1)' }, 'categoryUrl'],
      [{ ...news, categoryUrl: `/${'a'.repeat(2048)}` }, 'categoryUrl'],
      [{ ...news, categoryDescription: '' }, 'categoryDescription'],
      [{ ...news, categoryDescription: 'x'.repeat(1001) }, 'categoryDescription'],
      [{ ...news, category: 'a\u0000b' }, 'category'],
    ];
    for (const [json, field] of cases) {
      const reply = await add(json);
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors[field]).toBeTypeOf('string');
    }
    expect((await add({ ...news, category: 'Absolute', categoryUrl: 'https://example.com/blog' })).status).toBe(201);
    expect((await server.request('POST', '/category/addCategory', { token, json: [news] })).status).toBe(400);
  });

  it('keeps names unique regardless of case', async () => {
    expect((await add(named('Unique'))).status).toBe(201);
    const dup = await add(named('uNIQUE'));
    expect(dup.status).toBe(409);
    expect(dup.body.errors.category).toBeTypeOf('string');
    const other = await add(named('Other'));
    const rename = await server.request('PUT', `/category/updateCategory/${other.body.result.id}`, {
      token,
      json: { category: 'UNIQUE' },
    });
    expect(rename.status).toBe(409);
  });

  it('refuses a stale version and changes nothing', async () => {
    const created = await add(named('Versioned'));
    const id = created.body.result.id as number;
    expect(
      (
        await server.request('PUT', `/category/updateCategory/${id}`, {
          token,
          json: { categoryDescription: 'v2', version: 1 },
        })
      ).status,
    ).toBe(200);
    const stale = await server.request('PUT', `/category/updateCategory/${id}`, {
      token,
      json: { categoryDescription: 'v3', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This record was changed by someone else. Reload it to see their changes.');
    expect(stale.body.current).toMatchObject({ categoryDescription: 'v2', version: 2 });
    expect((await server.request('GET', `/category/getCategory/${id}`)).body.result.categoryDescription).toBe('v2');
  });

  it('treats an update with nothing to change as a no-op, and null as invalid', async () => {
    const created = await add(named('Quiet'));
    const id = created.body.result.id as number;
    const noop = await server.request('PUT', `/category/updateCategory/${id}`, { token, json: {} });
    expect(noop.status).toBe(200);
    expect(noop.body.result.version).toBe(1);
    const nulls = await server.request('PUT', `/category/updateCategory/${id}`, { token, json: { category: null } });
    expect(nulls.status).toBe(400);
    expect(nulls.body.errors.category).toBeTypeOf('string');
  });

  it('counts blogs, renames them with the category and refuses to delete one in use', async () => {
    const created = await add(named('Used'));
    const id = created.body.result.id as number;
    const form = multipart({
      blogId: 'uses-category',
      blogTitle: 'Uses',
      blogUrl: 'https://example.com/uses',
      metaTitle: 'm',
      metaDescription: 'd',
      description: '<p>x</p>',
      category: 'Used',
    });
    expect((await server.request('POST', '/blogs/createBlog', { token, form })).status).toBe(201);
    expect((await server.request('GET', `/category/getCategory/${id}`)).body.result.blogCount).toBe(1);
    const blocked = await server.request('DELETE', `/category/deleteCategory/${id}`, { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('This category is used by 1 blog post. Move or delete it first.');
    await server.request('PUT', `/category/updateCategory/${id}`, { token, json: { category: 'Renamed' } });
    expect((await server.request('GET', '/blogs/getBlog/uses-category', { token })).body.result.category).toBe(
      'Renamed',
    );
    await server.request('DELETE', '/blogs/deleteBlog/uses-category', { token });
    expect((await server.request('DELETE', `/category/deleteCategory/${id}`, { token })).status).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999999', '..%2F..%2Fetc']) {
      expect((await server.request('GET', `/category/getCategory/${id}`)).status, id).toBe(404);
      expect(
        (await server.request('PUT', `/category/updateCategory/${id}`, { token, json: { category: 'Z' } })).status,
      ).toBe(404);
      expect((await server.request('DELETE', `/category/deleteCategory/${id}`, { token })).status).toBe(404);
    }
  });

  it('searches, sorts and pages', async () => {
    for (const name of ['Pager A', 'Pager B', 'Pager C'])
      await add({ ...named(name), categoryDescription: `about ${name}` });
    const search = await server.request('GET', '/category/listCategories?q=pAgEr');
    expect(search.body.result.map((c: { category: string }) => c.category)).toEqual(['Pager A', 'Pager B', 'Pager C']);
    expect(search.body.total).toBeUndefined();
    const page = await server.request('GET', '/category/listCategories?q=pager&page=2&pageSize=2&sort=name');
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.body.result.map((c: { category: string }) => c.category)).toEqual(['Pager C']);
    const newest = await server.request('GET', '/category/listCategories?q=pager&sort=newest');
    expect(newest.body.result[0].category).toBe('Pager C');
    expect((await server.request('GET', '/category/listCategories?q=%25')).body.result).toEqual([]);
    for (const query of ['page=0', 'pageSize=101', 'page=x', 'sort=drop', 'page=1&page=2', `q=${'x'.repeat(201)}`]) {
      expect((await server.request('GET', `/category/listCategories?${query}`)).status, query).toBe(400);
    }
  });
});
