/**
 * Generated bad input over every call (fixed seed): each request is built to be refused. Every answer must be a 4xx
 * with a JSON `message` and nothing internal in it, the database and the data dir must be exactly as before each
 * request, and the server must still serve afterwards.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dumpDatabase, errorReplyProblems, listFiles } from './fuzz/dump.ts';
import { generateCases } from './fuzz/generate.ts';
import { registeredRoutes, routeTable, SEED, tableRoutes } from './fuzz/routes.ts';
import { blogFields, eachDialect, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const SEED_NUMBER = 0x5eed_0009;
const png = { name: 'a.png', type: 'image/png', bytes: PNG };

eachDialect('fuzz: every call refuses bad input cleanly', (dialect) => {
  let server: TestServer;
  let token: string;
  let ids: { category: number; meta: number; contact: number; enquiry: number };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    const category = await server.request('POST', '/category/addCategory', {
      token,
      json: { category: SEED.category, categoryUrl: '/blog/news', categoryDescription: 'News' },
    });
    const blog = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(SEED.blogId), png),
    });
    const meta = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart(
        { metaTitle: 'Home', metaDescription: 'd', pageMeta: 'home', metaUrl: 'https://example.com/' },
        png,
      ),
    });
    const enquiry = await server.request('POST', '/api/enquiries', {
      json: { name: 'Ana', emailId: 'ana@example.com', message: 'Hi', enquiryCategory: 'FOOTER' },
    });
    const contact = await server.request('POST', '/contacts/submit', {
      json: { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' },
    });
    for (const reply of [category, blog, meta, enquiry, contact]) expect(reply.status).toBe(201);
    ids = {
      category: category.body.result.id as number,
      meta: meta.body.result.id as number,
      contact: contact.body.result.id as number,
      enquiry: enquiry.body.result.id as number,
    };
  });
  afterAll(() => server.close());

  it('covers every registered route', () => {
    expect(tableRoutes(routeTable(ids))).toEqual(registeredRoutes(server.app));
  });

  it('answers ≥ 1,000 generated bad requests with a clean 4xx and changes nothing', async () => {
    // PostgreSQL answers and dumps slower: it runs every third case (the SQLite run covers them all).
    const all = generateCases(routeTable(ids), SEED_NUMBER);
    const cases = dialect === 'sqlite' ? all : all.filter((_, index) => index % 3 === 0);
    expect(cases.length).toBeGreaterThanOrEqual(dialect === 'sqlite' ? 1000 : 500);
    // The seed's uploads are library images: their renditions are cut in the background, not by a fuzz case.
    await server.ctx.renditions.idle();
    const filesBefore = listFiles(server.dataDir);
    let dump = await dumpDatabase(server.ctx.db);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const fuzz of cases) {
      const response = await server.app.inject({
        method: fuzz.method,
        url: fuzz.url,
        headers: { ...fuzz.headers, authorization: `Bearer ${token}` },
        payload: fuzz.payload,
        remoteAddress: fuzz.ip,
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problems: string[] = [];
      if (response.statusCode < 400 || response.statusCode > 499) problems.push(`status ${response.statusCode}`);
      problems.push(...errorReplyProblems(response.headers['content-type'], response.body));
      const after = await dumpDatabase(server.ctx.db);
      if (after !== dump) {
        problems.push('database changed');
        dump = after;
      }
      if (problems.length) failures.push(`${fuzz.label} → ${problems.join(', ')}: ${response.body.slice(0, 160)}`);
    }
    console.info(
      `[fuzz ${dialect}] ${cases.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 40), `${failures.length} of ${cases.length} failed`).toEqual([]);
    expect(listFiles(server.dataDir)).toEqual(filesBefore);
  }, 120_000);

  it('still serves afterwards, with the seeded records intact', async () => {
    expect((await server.request('GET', '/health')).status).toBe(200);
    const blog = await server.request('GET', `/blogs/getBlog/${SEED.blogId}`, { token });
    expect(blog.status).toBe(200);
    expect(blog.body.result.version).toBe(1);
    const image = await server.request('GET', `/uploads/blogs/${blog.body.result.imageUrl as string}`, { token });
    expect(image.status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
  });
});
