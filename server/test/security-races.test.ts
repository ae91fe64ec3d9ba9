/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
/**
 * Check-then-act across tables (issue 32, finding 4): a rule that reads one table and writes another holds when two
 * calls race. Each race runs many rounds of two (or more) calls at once; after every round the database must still
 * keep the rule, every call must answer as it would alone (2xx, or the rule's own 4xx: never a 500 from a lock
 * conflict), and where the two calls exclude each other, at most one wins. On PostgreSQL, READ COMMITTED lets both
 * checks pass unless the write locks what it read; SQLite serialises writes, so its run holds the same answers.
 */
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type Reply, type TestServer } from './helpers.ts';

const ROUNDS = 30;

eachDialect('races across tables', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { publicFormLimitPerIp: 100_000 });
    token = await signIn(server);
  });
  afterAll(() => server.close());
  afterEach(async () => {
    for (const table of ['trash', 'blogs', 'categories', 'contacts', 'activity'] as const) {
      await server.ctx.db.deleteFrom(table).execute();
    }
  });

  const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    server.request(method, url, { token, json: body });
  const addCategory = async (category: string) => {
    const reply = await json('POST', '/category/addCategory', {
      category,
      categoryUrl: '/c',
      categoryDescription: 'd',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.result.id as number;
  };
  const createBlog = (blogId: string, category: string) =>
    server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, { category, status: 'published' })),
    });
  const trashBlog = async (blogId: string, category: string) => {
    expect((await createBlog(blogId, category)).status).toBe(201);
    const row = await server.ctx.db
      .selectFrom('blogs')
      .select('id')
      .where('blogId', '=', blogId)
      .executeTakeFirstOrThrow();
    expect((await json('DELETE', `/blogs/deleteBlog/${blogId}`)).status).toBe(200);
    return row.id;
  };

  /** Live posts whose category is not a live category (in the trash, purged or never there). */
  const orphans = async () =>
    (
      await sql<{ blogId: string; category: string }>`select b."blogId", b.category from blogs b
        where not exists (select 1 from categories c where c.category = b.category)`.execute(server.ctx.db)
    ).rows;

  /** Every reply is one a lone call could give: `ok`, or one of the rule's refusals (never a 500). */
  const expectAnswers = (replies: Reply[], allowed: number[]) => {
    for (const reply of replies)
      expect(allowed, `${reply.status} ${JSON.stringify(reply.body)}`).toContain(reply.status);
  };

  it('never leaves a live post in a trashed category: create post vs trash category', async () => {
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Race ${round}`;
      const id = await addCategory(name);
      const [created, trashed] = await Promise.all([
        createBlog(`race-${round}`, name),
        json('DELETE', `/category/deleteCategory/${id}`),
      ]);
      expectAnswers([created], [201, 400]);
      expectAnswers([trashed], [200, 409]);
      if (created.status === 201 && trashed.status === 200) bothWon++;
    }
    expect(bothWon).toBe(0);
    expect(await orphans()).toEqual([]);
  });

  it('never leaves a live post in a trashed category: create post vs bulk trash', async () => {
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const names = [`Bulk ${round} a`, `Bulk ${round} b`, `Bulk ${round} c`];
      const ids = [];
      for (const name of names) ids.push(await addCategory(name));
      const [created, trashed] = await Promise.all([
        createBlog(`bulk-${round}`, names[round % 3] as string),
        json('POST', '/bulk/trash', { type: 'category', ids }),
      ]);
      expectAnswers([created], [201, 400]);
      expectAnswers([trashed], [200, 409]);
      if (created.status === 201 && trashed.status === 200) bothWon++;
    }
    expect(bothWon).toBe(0);
    expect(await orphans()).toEqual([]);
  });

  it('never leaves a live post in a trashed category: move a post into it vs trash it', async () => {
    await addCategory('Home');
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Move ${round}`;
      const id = await addCategory(name);
      expect((await createBlog(`move-${round}`, 'Home')).status).toBe(201);
      const [moved, trashed] = await Promise.all([
        server.request('PUT', `/blogs/updateBlog/move-${round}`, {
          token,
          form: multipart({ category: name }),
        }),
        json('DELETE', `/category/deleteCategory/${id}`),
      ]);
      expectAnswers([moved], [200, 400]);
      expectAnswers([trashed], [200, 409]);
      if (moved.status === 200 && trashed.status === 200) bothWon++;
    }
    expect(bothWon).toBe(0);
    expect(await orphans()).toEqual([]);
  });

  it('never leaves a live post in a trashed category: restore post vs trash category', async () => {
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Restore ${round}`;
      const id = await addCategory(name);
      const blog = await trashBlog(`restore-${round}`, name);
      const [restored, trashed] = await Promise.all([
        json('POST', '/trash/restore', { type: 'blog', id: blog }),
        json('DELETE', `/category/deleteCategory/${id}`),
      ]);
      expectAnswers([restored, trashed], [200, 409]);
      if (restored.status === 200 && trashed.status === 200) bothWon++;
    }
    expect(bothWon).toBe(0);
    expect(await orphans()).toEqual([]);
  });

  it('restoreMany of posts vs bulk trash of their categories: one wins, no deadlock', async () => {
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const names = [`Many ${round} a`, `Many ${round} b`, `Many ${round} c`];
      const categories = [];
      for (const name of names) categories.push(await addCategory(name));
      // posts trashed in the opposite order of their categories, so each call meets the rows in its own order
      const blogs = [];
      for (const [i, name] of [...names].reverse().entries()) blogs.push(await trashBlog(`many-${round}-${i}`, name));
      const [restored, trashed] = await Promise.all([
        json('POST', '/trash/restoreMany', { type: 'blog', ids: blogs }),
        json('POST', '/bulk/trash', { type: 'category', ids: categories }),
      ]);
      expectAnswers([restored, trashed], [200, 409]);
      if (restored.status === 200 && trashed.status === 200) bothWon++;
    }
    expect(bothWon).toBe(0);
    expect(await orphans()).toEqual([]);
  });

  it('a renamed category takes every post along: rename vs create post under the old name', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `Old ${round}`;
      const id = await addCategory(name);
      const [created, renamed] = await Promise.all([
        createBlog(`rename-${round}`, name),
        json('PUT', `/category/updateCategory/${id}`, { category: `New ${round}` }),
      ]);
      expectAnswers([created], [201, 400]);
      expectAnswers([renamed], [200]);
    }
    expect(await orphans()).toEqual([]);
  });
});
