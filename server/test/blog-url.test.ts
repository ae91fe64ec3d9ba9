/** A post's blogUrl is unique among posts (issue 26): live, in the trash, and on restore, on both databases. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blog, uniquesOf } from '../../src/contract/index.ts';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const URL_RULE = uniquesOf(blog).find((unique) => unique.field === 'blogUrl')!;

eachDialect('blogUrl is unique among posts', (dialect) => {
  let server: TestServer;
  let token: string;
  const create = (blogId: string, blogUrl: string) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, { blogUrl })) });
  const update = (blogId: string, blogUrl: string) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart({ blogUrl }) });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await addNewsCategory(server, token);
    expect((await create('first', 'https://example.com/blog/Page')).status).toBe(201);
  });
  afterAll(() => server.close());

  it('refuses a second post with the same URL however it is spelled, in the contract words', async () => {
    for (const spelling of [
      'https://example.com/blog/Page',
      'HTTPS://EXAMPLE.COM/blog/Page/',
      'https://example.com:443/blog/%50age#top',
    ]) {
      const reply = await create('second', spelling);
      expect(reply.status, spelling).toBe(409);
      expect(reply.body).toEqual({ message: URL_RULE.message, errors: { blogUrl: URL_RULE.fieldError } });
    }
    // The path's case and the query make another page.
    expect((await create('second', 'https://example.com/blog/page')).status).toBe(201);
    expect((await update('second', 'https://example.com/blog/Page/')).status).toBe(409);
    // A post keeps its own URL when saved again, in any spelling.
    expect((await update('first', 'HTTPS://example.com/blog/Page')).status).toBe(200);
  });

  it('says so when the post holding the URL is in the trash, and a restore never makes two', async () => {
    expect((await create('trashed', 'https://example.com/blog/trashed')).status).toBe(201);
    const row = await server.ctx.db
      .selectFrom('blogs')
      .selectAll()
      .where('blogId', '=', 'trashed')
      .executeTakeFirstOrThrow();
    expect((await server.request('DELETE', '/blogs/deleteBlog/trashed', { token })).status).toBe(200);
    for (const reply of [
      await create('third', 'https://example.com/blog/trashed/'),
      await update('second', 'https://EXAMPLE.com/blog/trashed'),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ message: URL_RULE.trashed, errors: { blogUrl: URL_RULE.trashed } });
    }
    // A row written around the API (as an old database may hold) took the URL: the restore is refused.
    await server.ctx.db
      .insertInto('blogs')
      .values({ ...row, id: row.id + 1000, blogId: 'around-the-api' })
      .execute();
    const restore = await server.request('POST', '/trash/restore', { token, json: { type: 'blog', id: row.id } });
    expect(restore.status).toBe(409);
    expect(restore.body).toMatchObject({ message: URL_RULE.restoreTaken });
  });
});
