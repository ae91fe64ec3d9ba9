/**
 * The whole-list form of the list calls (no `page`/`pageSize`) keeps its contract, `{"result": [...]}` with every row,
 * filters, `q` and `sort` applied, but is streamed from a database cursor in batches: it is sent chunked as the rows
 * are read and only as fast as the client reads, and a client that goes away mid-stream frees its
 * cursor (no leak of stream slots or connections).
 */
import net, { type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_STREAMS } from '../src/http/list.ts';
import { eachDialect, insertCategories, signIn, startTestServer, type TestServer } from './helpers.ts';

type Item = Record<string, unknown>;
interface ListBody {
  result: Item[];
  total: number;
}
const BLOGS = 3000;
const DESCRIPTION = `<p>${'Lorem ipsum dolor sit amet. '.repeat(360)}</p>`; // ~10 kB

eachDialect('whole lists are streamed', (dialect) => {
  let server: TestServer;
  let token: string;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    const { db } = server.ctx;
    const now = Date.now();
    await insertCategories(db, ['News', 'Guides'], (i) => ({ createdAt: now + i }));
    for (let start = 0; start < BLOGS; start += 500) {
      await db
        .insertInto('blogs')
        .values(
          Array.from({ length: 500 }, (_, k) => {
            const i = start + k;
            return {
              blogId: `post-${i}`,
              blogTitle: `Post ${String(i % 97).padStart(2, '0')} ${i % 7 === 0 ? 'needle' : 'hay'}`,
              blogUrl: `https://example.com/${i}`,
              metaTitle: 'm',
              metaDescription: 'd',
              description: DESCRIPTION,
              category: i % 3 === 0 ? 'Guides' : 'News',
              creator: 'seed',
              changer: 'seed',
              channel: 'API',
              createdDate: now - (i % 50) * 1000, // many ties, so the id tie-break matters
              changedDate: now,
              imageUrl: null,
              version: 1,
            };
          }),
        )
        .execute();
    }
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => server.close());

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

  /** Every row of a query through the paged form, for comparison. */
  async function allPages(path: string) {
    const rows: Item[] = [];
    for (let page = 1; ; page++) {
      const body = (await (
        await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&pageSize=100`)
      ).json()) as ListBody;
      rows.push(...body.result);
      if (rows.length >= body.total) return rows;
    }
  }

  it('answers {"result": [...]} with every row, in the same order and with the same filters as the pages', async () => {
    for (const path of [
      '/blogs/list',
      '/blogs/list?sort=title',
      '/blogs/list?sort=oldest&category=Guides',
      '/blogs/list?q=needle&sort=title',
    ]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      const body = (await reply.json()) as ListBody;
      expect(Object.keys(body), path).toEqual(['result']);
      expect(body.result, path).toEqual(await allPages(path));
    }
    const all = (await (await get('/blogs/list')).json()) as ListBody;
    expect(all.result).toHaveLength(BLOGS);
    const guides = (await (await get('/blogs/list?category=Guides')).json()) as ListBody;
    expect(guides.result).toHaveLength(BLOGS / 3);
    expect(guides.result.every((blog) => blog.category === 'Guides')).toBe(true);
  });

  it('keeps the contract on every list with a whole-list form, empty lists included', async () => {
    for (const path of [
      '/category/listCategories',
      '/category/listCategories?sort=newest',
      '/meta/list',
      '/api/enquiries/list',
      '/api/enquiries/list?enquiryCategory=FOOTER',
      '/contacts/list',
      '/blogs/list?q=nothing-matches-this',
    ]) {
      const reply = await get(path);
      expect(reply.status, path).toBe(200);
      const body = (await reply.json()) as ListBody;
      expect(body, path).toEqual({ result: await allPages(path) });
    }
    const categories = (await (await get('/category/listCategories')).json()) as ListBody;
    expect(categories.result.map((c) => [c.category, c.blogCount])).toEqual([
      ['Guides', BLOGS / 3],
      ['News', (BLOGS * 2) / 3],
    ]);
  });

  it('is sent as it is read (chunked, no Content-Length), as JSON with the security headers', async () => {
    const reply = await get('/blogs/list');
    expect(reply.headers.get('content-length')).toBeNull();
    expect(reply.headers.get('transfer-encoding')).toBe('chunked');
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    await reply.arrayBuffer();
  });

  it('is written only as fast as the client reads: a client that stops reading leaves little buffered', async () => {
    const serverSockets: Socket[] = [];
    const track = (socket: Socket) => serverSockets.push(socket);
    server.app.server.on('connection', track);
    const client = net.connect({ port: Number(new URL(base).port), host: '127.0.0.1' });
    await new Promise((resolve) => client.once('connect', resolve));
    client.pause(); // reads nothing
    client.write(`GET /blogs/list HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(serverSockets.length).toBeGreaterThan(0);
    const buffered = Math.max(...serverSockets.map((socket) => socket.writableLength));
    server.app.server.off('connection', track);
    client.destroy();
    // The whole list is ~30 MB: built in memory, all of it not yet taken by the kernel waited in the process.
    expect(buffered).toBeLessThan(1024 * 1024);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });

  it('frees the cursor when the client goes away mid-stream; the next calls still work', async () => {
    for (let i = 0; i < MAX_STREAMS * 2; i++) {
      const controller = new AbortController();
      const reply = await get('/blogs/list', { signal: controller.signal });
      const reader = reply.body!.getReader();
      await reader.read();
      controller.abort();
      await reader.read().catch(() => undefined);
    }
    const reply = await get('/blogs/list');
    expect(((await reply.json()) as ListBody).result).toHaveLength(BLOGS);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });
});
