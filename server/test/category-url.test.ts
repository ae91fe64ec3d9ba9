/**
 * A category's URL is unique among categories (issue 33 item 6): live, in the trash and on restore, spelled any way
 * that names one page, on both databases; migration 0019 keeps categories that already shared a URL working.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { category, uniquesOf } from '../../src/contract/index.ts';
import { DUPLICATE_KEY_MARK } from '../src/db/migrations/shared.ts';
import { databaseMigratedTo, eachDialect, signIn, startTestServer, type TestServer } from './helpers.ts';

const URL_RULE = uniquesOf(category).find((unique) => unique.field === 'categoryUrl')!;

eachDialect('categoryUrl is unique among categories', (dialect) => {
  let server: TestServer;
  let token: string;
  const add = (name: string, categoryUrl: string) =>
    server.request('POST', '/category/addCategory', {
      token,
      json: { category: name, categoryUrl, categoryDescription: 'd' },
    });
  const idOf = async (name: string) =>
    (await server.ctx.db.selectFrom('categories').select('id').where('category', '=', name).executeTakeFirstOrThrow())
      .id;
  const update = async (name: string, categoryUrl: string) =>
    server.request('PUT', `/category/updateCategory/${await idOf(name)}`, { token, json: { categoryUrl } });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    expect((await add('News', '/blog/news')).status).toBe(201);
    expect((await add('Site', 'https://example.com/blog/Site')).status).toBe(201);
  });
  afterAll(() => server.close());

  it('refuses a second category with the same URL however it is spelled, in the contract words', async () => {
    for (const spelling of [
      '/blog/news',
      '/blog/news/',
      '/blog/%6Eews',
      '/blog/./news',
      'HTTPS://EXAMPLE.COM/blog/Site/',
    ]) {
      const reply = await add('Other', spelling);
      expect(reply.status, spelling).toBe(409);
      expect(reply.body).toEqual({ message: URL_RULE.message, errors: { categoryUrl: URL_RULE.fieldError } });
    }
    // The path's case makes another page.
    expect((await add('Other', '/blog/News')).status).toBe(201);
    expect((await update('Other', '/blog/news/')).status).toBe(409);
    // A category keeps its own URL when saved again, in any spelling.
    expect((await update('News', '/blog/news/')).status).toBe(200);
  });

  it('says so when the category holding the URL is in the trash, and a restore never makes two', async () => {
    expect((await add('Gone', '/blog/gone')).status).toBe(201);
    const id = await idOf('Gone');
    expect((await server.request('DELETE', `/category/deleteCategory/${id}`, { token })).status).toBe(200);
    const reply = await add('Again', '/blog/gone/');
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ message: URL_RULE.trashed, errors: { categoryUrl: URL_RULE.trashed } });
    expect((await update('Other', '/blog/gone')).body).toEqual({
      message: URL_RULE.trashed,
      errors: { categoryUrl: URL_RULE.trashed },
    });
  });
});

eachDialect('migration 0019 over categories that share a URL', (dialect) => {
  it('keeps every category editable and from then on refuses a shared URL', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0018_webhooks');
    for (const [name, url] of [
      ['Café', '/c'],
      ['Tea', '/c/'],
      ['Cocoa', '/cocoa'],
    ] as const) {
      await old
        .insertInto('categories')
        .values({
          category: name,
          categoryKey: name.toLowerCase(),
          categoryUrl: url,
          categoryDescription: 'd',
          createdAt: Date.now(),
          version: 1,
        })
        .execute();
    }
    await old.destroy();
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const keys = await server.ctx.db
        .selectFrom('categories')
        .select(['category', 'categoryUrlKey'])
        .orderBy('id')
        .execute();
      expect(keys).toEqual([
        { category: 'Café', categoryUrlKey: '/c' },
        { category: 'Tea', categoryUrlKey: `/c${DUPLICATE_KEY_MARK}2` },
        { category: 'Cocoa', categoryUrlKey: '/cocoa' },
      ]);
      const token = await signIn(server);
      const list = await server.request('GET', '/category/listCategories', { token });
      expect(list.status).toBe(200);
      // The later duplicate still saves (its URL unchanged) and can move to a URL of its own.
      const put = (id: number, json: Record<string, unknown>) =>
        server.request('PUT', `/category/updateCategory/${id}`, { token, json });
      expect((await put(2, { categoryDescription: 'still here' })).status).toBe(200);
      expect((await put(3, { categoryUrl: '/c' })).status).toBe(409);
      expect((await put(2, { categoryUrl: '/tea' })).status).toBe(200);
      const added = await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'Chai', categoryUrl: '/C/../c', categoryDescription: 'd' },
      });
      expect(added.status).toBe(409);
    } finally {
      await server.close();
    }
  });
});
