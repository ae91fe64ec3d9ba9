import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnswerCache,
  ChangeClock,
  READ_CACHE_BYTES,
  ReadCache,
  cachedRows,
  enableReadCache,
  statementCache,
  tablesOf,
} from '../src/db/cache.ts';
import { DatabaseSync } from '../src/db/sqlite.ts';
import {
  ADMIN,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type DialectName,
  type TestServer,
  serverEntry,
} from './helpers.ts';

// Sessions, list counts and list pages are answered from memory until a write (server/src/db/cache.ts): every
// write must be seen by the very next request, whoever made it.
const root = path.resolve(import.meta.dirname, '../..');
interface Page {
  total: number;
  result: { blogId: string; blogTitle: string }[];
}
const ids = (page: Page) => page.result.map((blog) => blog.blogId);

eachDialect('reads kept until a write', (dialect: DialectName) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a signed-out token at once, though it was just accepted', async () => {
    const token = await signIn(server);
    expect((await server.request('GET', '/blogs/list?page=1&pageSize=24', { token })).status).toBe(200);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(200);
    expect((await server.request('POST', '/auth/logout', { token })).status).toBe(200);
    const after = await server.request('GET', '/blogs/list?page=1&pageSize=24', { token });
    expect(after.status).toBe(401);
    expect((await server.request('GET', '/auth/me', { token })).status).toBe(401);
  });

  it('shows a new, changed and deleted post in the next page and total', async () => {
    const token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'News' },
    });
    const page = async () => (await server.request('GET', '/blogs/list?page=1&pageSize=24', { token })).body as Page;
    const before = await page();
    expect(await page()).toEqual(before); // read twice: the second answer comes from memory on SQLite
    const created = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('kept-until-write')),
    });
    expect(created.status).toBe(201);
    const added = await page();
    expect(added.total).toBe(before.total + 1);
    expect(added.result[0]).toMatchObject({ blogId: 'kept-until-write', blogTitle: 'Title of kept-until-write' });
    const changed = await server.request('PUT', '/blogs/updateBlog/kept-until-write', {
      token,
      form: multipart({ blogTitle: 'A new title' }),
    });
    expect(changed.status).toBe(200);
    expect((await page()).result[0]).toMatchObject({ blogId: 'kept-until-write', blogTitle: 'A new title' });
    expect((await server.request('DELETE', '/blogs/deleteBlog/kept-until-write', { token })).status).toBe(200);
    const removed = await page();
    expect(removed.total).toBe(before.total);
    expect(ids(removed)).not.toContain('kept-until-write');
  });
});

describe('a kept list page and the time [sqlite]', () => {
  it('turns a scheduled post published on a page answered from memory, once its time has come', async () => {
    const server = await startTestServer('sqlite');
    try {
      const token = await signIn(server);
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'News', categoryUrl: '/news', categoryDescription: 'News' },
      });
      const at = server.clock.now + 60_000;
      const created = await server.request('POST', '/blogs/createBlog', {
        token,
        json: { ...blogFields('later'), status: 'scheduled', publishAt: new Date(at).toISOString() },
      });
      expect(created.status).toBe(201);
      const status = async () => {
        const reply = await server.request('GET', '/blogs/list?page=1&pageSize=24', { token });
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        return (reply.body as { result: { blogId: string; status: string }[] }).result[0]?.status;
      };
      // the status filter compares with the clock in SQL: a page of published posts gains the post by itself
      const published = async () =>
        ((await server.request('GET', '/blogs/list?status=published&page=1&pageSize=24', { token })).body as Page)
          .total;
      // read, then from memory (items' JSON kept), then the whole body kept
      expect([await status(), await status(), await status()]).toEqual(['scheduled', 'scheduled', 'scheduled']);
      expect([await published(), await published()]).toEqual([0, 0]);
      server.clock.now = at;
      expect([await status(), await status()]).toEqual(['published', 'published']);
      expect([await published(), await published()]).toEqual([1, 1]);
    } finally {
      await server.close();
    }
  });
});

describe('reads kept until a write, written by another process [sqlite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the sessions a password reset from the command line signed out', async () => {
    const token = await signIn(server);
    expect((await server.request('GET', '/blogs/list?page=1&pageSize=24', { token })).status).toBe(200);
    await promisify(execFile)(process.execPath, [serverEntry('cli'), 'passwd', ADMIN.email, 'Another@Passw0rd'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    expect((await server.request('GET', '/blogs/list?page=1&pageSize=24', { token })).status).toBe(401);
  });

  it('counts a post another connection deleted in the next page', async () => {
    const token = await signIn(server, { email: ADMIN.email, password: 'Another@Passw0rd' });
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/news', categoryDescription: 'News' },
    });
    await server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields('elsewhere')) });
    const page = async () => (await server.request('GET', '/blogs/list?page=1&pageSize=24', { token })).body as Page;
    const before = await page();
    expect(ids(before)).toContain('elsewhere');
    const other = new DatabaseSync(path.join(server.dataDir, 'admin.sqlite'));
    other.prepare('DELETE FROM blogs WHERE "blogId" = ?').run('elsewhere');
    other.close();
    await new Promise((resolve) => setImmediate(resolve)); // a request over the network arrives in a later turn
    const after = await page();
    expect(after.total).toBe(before.total - 1);
    expect(ids(after)).not.toContain('elsewhere');
  });
});

describe('db/cache.ts', () => {
  it('names every table of a query, joins and subqueries included', async () => {
    const server = await startTestServer('sqlite');
    try {
      const query = server.ctx.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .where('sessions.userId', 'in', (eb) => eb.selectFrom('blogs').select('id'))
        .selectAll();
      expect([...tablesOf(query.compile().query)].sort()).toEqual(['blogs', 'sessions', 'users']);
    } finally {
      await server.close();
    }
  });

  it('moves the version of a changed table, and of every table on an unknown or external change', async () => {
    let external = 0;
    const clock = new ChangeClock(() => external);
    const blogs = clock.version(['blogs']);
    const users = clock.version(['users']);
    clock.changed(['users']);
    expect(clock.version(['blogs'])).toBe(blogs);
    expect(clock.version(['users'])).not.toBe(users);
    const changed = clock.version(['blogs']);
    clock.changed();
    expect(clock.version(['blogs'])).not.toBe(changed);
    const unknown = clock.version(['blogs']);
    external = 1; // another connection wrote (seen from the next turn of the event loop)
    await new Promise((resolve) => setImmediate(resolve));
    expect(clock.version(['blogs'])).not.toBe(unknown);
  });

  it('keeps a whole answer while its tables are unchanged and until its time', () => {
    const clock = new ChangeClock(() => 0);
    const answers = new AnswerCache(clock);
    const body = Buffer.from('{"result":[]}');
    answers.set('/blogs/list?page=1', { tables: ['blogs'], version: clock.version(['blogs']) }, body, 1000);
    expect(answers.get('/blogs/list?page=1', 999)).toBe(body);
    expect(answers.get('/blogs/list?page=2', 999)).toBeUndefined();
    expect(answers.get('/blogs/list?page=1', 1000)).toBeUndefined(); // its time has come
    answers.set('/meta/list?page=1', { tables: ['metas'], version: clock.version(['metas']) }, body);
    clock.changed(['blogs']);
    expect(answers.get('/meta/list?page=1', 0)).toBe(body);
    clock.changed(['metas']);
    expect(answers.get('/meta/list?page=1', 0)).toBeUndefined();
  });

  it('keeps answers within its entry and size limits, least recently used out first', () => {
    const cache = new ReadCache<string>(2, 100);
    cache.set('a', 1, 'A', 10);
    cache.set('b', 1, 'B', 10);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C', 10);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 2)).toBeUndefined(); // another version: dropped
    expect(cache.get('c', 1)).toBe('C');
    cache.set('huge', 1, 'H', 60); // over a quarter of the size limit: not kept
    expect(cache.get('huge', 1)).toBeUndefined();
  });

  it('keeps rows up to about its memory limit as the heap measures it, not as their text counts', async () => {
    // Pages of blog-shaped rows (twenty columns, a ~2 kB body) kept until the cache is full many times over; the heap
    // after a full collection, less what it was before, is what the kept rows cost. node:sqlite's rows are
    // dictionary-mode objects: a row costs well more than its characters.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const sqlite = new DatabaseSync(':memory:');
    const columns = Array.from({ length: 18 }, (_, i) => `c${i} ${i % 3 ? 'text' : 'integer'}`);
    sqlite.exec(`create table t (id integer primary key, body text, ${columns.join(', ')})`);
    const insert = sqlite.prepare(`insert into t values (${Array.from({ length: 20 }, () => '?').join(', ')})`);
    sqlite.exec('begin');
    for (let id = 1; id <= 6000; id++) {
      const values = Array.from({ length: 18 }, (_, i) => (i % 3 ? `value ${i} of row ${id}`.padEnd(40, '.') : id * i));
      insert.run(id, `<p>${`Body of post ${id}. `.repeat(110)}</p>`, ...values);
    }
    sqlite.exec('commit');
    const page = sqlite.prepare('select * from t where id > ? order by id limit 24');
    const db = {
      executeQuery: (compiled: CompiledQuery) =>
        Promise.resolve({ rows: page.all(...(compiled.parameters as number[])) as never[] }),
    };
    enableReadCache(db, new ChangeClock(() => 0));
    const read = (from: number) =>
      cachedRows(db, CompiledQuery.raw('select * from t where id > ? order by id limit 24', [from]));
    for (let round = 0; round < 4; round++) for (let from = 0; from < 6000; from += 6) await read(from);
    // The heap with the cache full, then with a fresh cache in its place, measured back to back with nothing awaited
    // between: what the rest of the suite's process frees or allocates meanwhile (this worker runs the other server
    // files too) stays out of the difference.
    gc();
    const full = process.memoryUsage().heapUsed;
    enableReadCache(db, new ChangeClock(() => 0));
    gc();
    const keptMb = (full - process.memoryUsage().heapUsed) / 1e6;
    sqlite.close();
    // The estimate counts each row's item JSON too (kept once a page is served from memory), so the rows alone stay
    // well under the limit; counted by their characters they passed it.
    expect(keptMb).toBeLessThan(READ_CACHE_BYTES / 1e6);
    expect(keptMb).toBeGreaterThan(1); // the pages were kept at all
  });

  it('prepares a statement once per SQL text, and anew while the kept one is being iterated', () => {
    const sqlite = new DatabaseSync(':memory:');
    const statements = statementCache(sqlite);
    sqlite.exec('create table t (n integer); insert into t values (1), (2)');
    const first = statements.prepare('select n from t');
    expect(statements.prepare('select n from t')).toBe(first);
    const rows = first.iterate([]);
    const second = statements.prepare('select n from t');
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    expect([...rows]).toEqual([{ n: 1 }, { n: 2 }]); // the open iteration was left alone
    expect(statements.prepare('select n from t')).toBe(first); // the iteration ran to its end
    const stopped = first.iterate([]);
    stopped.next();
    expect(statements.prepare('select n from t')).not.toBe(first);
    stopped.return?.();
    expect(statements.prepare('select n from t')).toBe(first); // the iteration was ended early
    statements.close();
  });
});
