/**
 * Keyset paging (docs/api.md#lists, issue #18): `after=<nextCursor>` answers the rows after the previous page's last
 * row. Walking every page by cursor gives every row exactly once, in the order of `page` paging, for every sort of
 * every list, with `q` and filters; a malformed, forged or foreign cursor is a 400 `Invalid cursor.`; the spec's `page`
 * paging is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_MESSAGE, encodeCursor } from '../../src/contract/index.ts';
import { eachDialect, insertCategories, signIn, startTestServer, type TestServer } from './helpers.ts';

type Item = Record<string, unknown> & { id: number };
interface Page {
  result: Item[];
  total: number;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}
const BLOGS = 150;
const MESSAGES = 90;
const PAGE_SIZE = 7;

eachDialect('keyset cursor paging', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    const { db } = server.ctx;
    const now = Date.now();
    const names = ['News', 'Guides', ...Array.from({ length: 22 }, (_, i) => `Topic ${String.fromCharCode(90 - i)}`)];
    // two dates only: ties that the id orders
    await insertCategories(db, names, (i) => ({
      createdAt: now - (i % 2) * 1000,
      categoryDescription: i % 2 ? 'odd' : 'even',
    }));
    await db
      .insertInto('blogs')
      .values(
        Array.from({ length: BLOGS }, (_, i) => ({
          blogId: `post-${i}`,
          // few distinct titles and dates: long runs of ties that only the id orders; some titles match the search
          blogTitle: `Post ${String(i % 9)} ${i % 5 === 0 ? 'needle' : 'hay'}`,
          blogUrl: `https://example.com/${i}`,
          metaTitle: i % 4 === 0 ? 'needle in the meta' : 'm',
          metaDescription: 'd',
          description: '<p>text</p>',
          category: i % 3 === 0 ? 'Guides' : 'News',
          creator: 'seed',
          changer: 'seed',
          channel: 'API',
          createdDate: now - (i % 11) * 1000,
          changedDate: now,
          imageUrl: null,
          version: 1,
          publishedAt: now - (i % 11) * 1000,
        })),
      )
      .execute();
    await db
      .insertInto('metas')
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          metaTitle: `Meta ${i % 6}`,
          metaUrl: `https://example.com/m/${i}`,
          metaUrlKey: `example.com/m/${i}`,
          pageMeta: `page ${i}`,
          metaDescription: i % 2 ? 'odd' : 'even',
          image: null,
          creator: 'seed',
          changer: 'seed',
          createdDate: now - (i % 4) * 1000,
          changedDate: now,
          version: 1,
        })),
      )
      .execute();
    await db
      .insertInto('enquiries')
      .values(
        Array.from({ length: MESSAGES }, (_, i) => ({
          name: `Visitor ${i}`,
          emailId: `v${i}@example.com`,
          phoneNo: '123',
          country: 'NL',
          service: 's',
          message: i % 3 ? 'hello' : 'question',
          ip: '127.0.0.1',
          enquiryCategory: ['FOOTER', 'HEADER', 'PAGE'][i % 3]!,
          enquiryPage: '/',
          channel: 'web',
          changer: null,
          version: 1,
          createdDate: now - (i % 8) * 1000,
        })),
      )
      .execute();
    await db
      .insertInto('contacts')
      .values(
        Array.from({ length: MESSAGES }, (_, i) => ({
          name: `Sender ${i}`,
          email: `s${i}@example.com`,
          subject: i % 2 ? 'Hi' : 'Question',
          message: 'm',
          status: i % 4 ? 'new' : 'replied',
          createdAt: now - (i % 6) * 1000,
        })),
      )
      .execute();
  }, 60_000);
  afterAll(() => server.close());

  const get = async (url: string) => {
    const reply = await server.request('GET', url, { token });
    return { status: reply.status, body: reply.body as Page & { message?: string; errors?: Record<string, string> } };
  };
  const join = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  async function byPages(path: string) {
    const rows: Item[] = [];
    for (let page = 1; ; page++) {
      const { body } = await get(join(path, `page=${page}&pageSize=${PAGE_SIZE}`));
      rows.push(...body.result);
      if (rows.length >= body.total) return { rows, total: body.total };
    }
  }

  async function byCursor(path: string) {
    const rows: Item[] = [];
    let { body } = await get(join(path, `pageSize=${PAGE_SIZE}`));
    rows.push(...body.result);
    while (body.nextCursor) {
      const next = await get(join(path, `pageSize=${PAGE_SIZE}&after=${body.nextCursor}`));
      expect(next.status, path).toBe(200);
      expect(next.body.result.length, path).toBeGreaterThan(0);
      body = next.body;
      rows.push(...body.result);
      if (rows.length > 10_000) throw new Error('the cursor walk does not end');
    }
    return { rows, total: body.total };
  }

  const LISTS = [
    '/blogs/list',
    '/blogs/list?sort=oldest',
    '/blogs/list?sort=title',
    '/blogs/list?category=Guides',
    '/blogs/list?sort=title&category=News',
    '/blogs/list?q=needle', // title matches first: the rank is part of the cursor
    '/blogs/list?q=needle&sort=oldest',
    '/blogs/list?q=needle&sort=title',
    '/category/listCategories',
    '/category/listCategories?sort=newest',
    '/category/listCategories?sort=oldest&q=odd',
    '/meta/list',
    '/meta/list?sort=title',
    '/meta/list?sort=oldest&q=odd',
    '/api/enquiries/list',
    '/api/enquiries/list?sort=oldest',
    '/api/enquiries/list?enquiryCategory=FOOTER',
    '/api/enquiries/list?q=question&sort=oldest',
    '/contacts/list',
    '/contacts/list?sort=oldest&status=replied',
    '/contacts/list?q=question',
  ];

  it('walks every row exactly once, in the order of page paging, for every sort, search and filter', async () => {
    for (const path of LISTS) {
      const pages = await byPages(path);
      const cursor = await byCursor(path);
      expect(pages.total, path).toBeGreaterThan(PAGE_SIZE); // more than one page, or the walk proves nothing
      expect(
        cursor.rows.map((row) => row.id),
        path,
      ).toEqual(pages.rows.map((row) => row.id));
      expect(new Set(cursor.rows.map((row) => row.id)).size, path).toBe(pages.total);
      expect(cursor.rows, path).toEqual(pages.rows);
    }
  });

  it('gives every page a nextCursor that continues where the page ended, null on the last page', async () => {
    const page2 = await get(`/blogs/list?page=2&pageSize=${PAGE_SIZE}`);
    const page3 = await get(`/blogs/list?page=3&pageSize=${PAGE_SIZE}`);
    expect(Object.keys(page2.body)).toEqual(['result', 'total', 'page', 'pageSize', 'nextCursor']);
    const after2 = await get(`/blogs/list?pageSize=${PAGE_SIZE}&after=${page2.body.nextCursor}`);
    expect(after2.body.result).toEqual(page3.body.result);
    const lastPage = Math.ceil(BLOGS / PAGE_SIZE);
    const last = await get(`/blogs/list?page=${lastPage}&pageSize=${PAGE_SIZE}`);
    expect(last.body.result.length).toBe(BLOGS - (lastPage - 1) * PAGE_SIZE);
    expect(last.body.nextCursor).toBeNull();
    const beyond = await get(`/blogs/list?page=${lastPage + 1}&pageSize=${PAGE_SIZE}`);
    expect(beyond.body).toMatchObject({ result: [], total: BLOGS, nextCursor: null });
    // the spec's whole-list form is unchanged
    const whole = await get('/blogs/list');
    expect(Object.keys(whole.body)).toEqual(['result']);
  });

  it('sees a write between pages: a row added before the cursor is not repeated, one after it is included', async () => {
    const first = await get('/contacts/list?pageSize=5');
    const { db } = server.ctx;
    const oldest = Date.now() - 3_600_000;
    await db
      .insertInto('contacts')
      .values([
        { name: 'Newest', email: 'n@example.com', subject: 's', message: 'm', status: 'new', createdAt: Date.now() },
        { name: 'Oldest', email: 'o@example.com', subject: 's', message: 'm', status: 'new', createdAt: oldest },
      ])
      .execute();
    const rows = [...first.body.result];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const { body } = await get(`/contacts/list?pageSize=50&after=${cursor}`);
      rows.push(...body.result);
      cursor = body.nextCursor;
    }
    const names = rows.map((row) => row.name);
    expect(names).not.toContain('Newest');
    expect(names.at(-1)).toBe('Oldest');
    expect(new Set(rows.map((row) => row.id)).size).toBe(MESSAGES + 1);
  });

  describe('a cursor that is not one of this list is a 400', () => {
    const invalid = (body: unknown) =>
      expect(body).toEqual({ message: CURSOR_MESSAGE, errors: { after: CURSOR_MESSAGE } });

    it('answers 400 for malformed, forged or foreign cursors', async () => {
      const newest = (await get('/blogs/list?pageSize=3')).body.nextCursor!;
      const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const after of [
        'not a cursor',
        '!!!',
        'e30', // {}
        b64('newest'),
        b64(['newest']),
        b64(['newest', 1]), // too few values
        b64(['newest', 1, 2, 3]), // too many
        b64(['newest', '2024-01-01', 5]), // text where the date's integer goes
        b64(['newest', 1.5, 5]),
        b64(['newest', 1, '1) or 1=1 --']),
        b64(['nosuchsort', 1, 1]),
        b64(['newest', 'x'.repeat(1001), 1]),
        'A'.repeat(3000),
        `${newest}%00`,
      ]) {
        const { status, body } = await get(`/blogs/list?pageSize=3&after=${encodeURIComponent(after)}`);
        expect(status, after).toBe(400);
        invalid(body);
      }
      // a cursor of another sort, or of a search (its rank) without the search
      const title = (await get('/blogs/list?sort=title&pageSize=3')).body.nextCursor!;
      expect((await get(`/blogs/list?pageSize=3&after=${title}`)).status).toBe(400);
      const searched = (await get('/blogs/list?q=needle&pageSize=3')).body.nextCursor!;
      invalid((await get(`/blogs/list?pageSize=3&after=${searched}`)).body);
      invalid((await get(`/blogs/list?q=needle&pageSize=3&after=${newest}`)).body);
    });

    it('binds forged text values as parameters: a quote or SQL in a cursor is only a position', async () => {
      const forged = encodeCursor('title', ["Post 4' or '1'='1", 0]);
      const { status, body } = await get(`/blogs/list?sort=title&pageSize=100&after=${forged}`);
      expect(status).toBe(200);
      const titles = body.result.map((row) => row.blogTitle as string);
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => title > "Post 4' or '1'='1")).toBe(true);
      const past = encodeCursor('newest', [0, 0]);
      expect((await get(`/blogs/list?pageSize=5&after=${past}`)).body).toMatchObject({ result: [], nextCursor: null });
    });
  });
});

eachDialect('keyset pages use the list order indexes', (dialect) => {
  it.skipIf(dialect !== 'sqlite')('SQLite walks an index from the cursor instead of sorting the table', async () => {
    const server = await startTestServer(dialect);
    try {
      const { sql } = await import('kysely');
      for (const [where, order] of [
        ['("createdDate", "id") < (1, 1)', '"createdDate" desc, "id" desc'],
        ['"category" = \'News\' and ("createdDate", "id") < (1, 1)', '"createdDate" desc, "id" desc'],
        ['("blogTitle", "id") > (\'a\', 1)', '"blogTitle" asc, "id" asc'],
      ] as const) {
        const plan = await sql<{
          detail: string;
        }>`explain query plan select * from "blogs" where ${sql.raw(where)} order by ${sql.raw(order)} limit 25`.execute(
          server.ctx.db,
        );
        const details = plan.rows.map((row) => row.detail).join('; ');
        expect(details, where).toMatch(/USING INDEX/);
        expect(details, where).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      await server.close();
    }
  });
});
