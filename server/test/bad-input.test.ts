/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  categoryUrlOf,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body: 'json' | 'form' | 'none' };
const routes: Route[] = [
  { method: 'POST', url: '/auth/signin', body: 'json' },
  { method: 'POST', url: '/otp/sendOtp', body: 'json' },
  { method: 'POST', url: '/otp/verifyOtp', body: 'json' },
  { method: 'GET', url: '/blogs/list', body: 'none' },
  { method: 'GET', url: '/blogs/getBlog/:blog', body: 'none' },
  { method: 'POST', url: '/blogs/createBlog', body: 'form' },
  { method: 'PUT', url: '/blogs/updateBlog/:blog', body: 'form' },
  { method: 'DELETE', url: '/blogs/deleteBlog/:blog', body: 'none' },
  { method: 'GET', url: '/category/listCategories', body: 'none' },
  { method: 'GET', url: '/category/getCategory/:id', body: 'none' },
  { method: 'POST', url: '/category/addCategory', body: 'json' },
  { method: 'PUT', url: '/category/updateCategory/:id', body: 'json' },
  { method: 'DELETE', url: '/category/deleteCategory/:id', body: 'none' },
  { method: 'GET', url: '/meta/list', body: 'none' },
  { method: 'GET', url: '/meta/getMeta/:id', body: 'none' },
  { method: 'POST', url: '/meta/createMeta', body: 'form' },
  { method: 'PUT', url: '/meta/updateMeta/:id', body: 'form' },
  { method: 'DELETE', url: '/meta/deleteMeta/:id', body: 'none' },
  { method: 'GET', url: '/api/enquiries/list', body: 'none' },
  { method: 'DELETE', url: '/api/enquiries/delete/:id', body: 'none' },
  { method: 'POST', url: '/api/enquiries', body: 'json' },
  { method: 'GET', url: '/contacts/list', body: 'none' },
  { method: 'PUT', url: '/contacts/updateStatus/:id', body: 'json' },
  { method: 'DELETE', url: '/contacts/deleteContact/:id', body: 'none' },
  { method: 'POST', url: '/contacts/submit', body: 'json' },
  { method: 'GET', url: '/activity/list', body: 'none' },
  { method: 'GET', url: '/uploads/blogs/:file', body: 'none' },
  { method: 'GET', url: '/uploads/meta/:file', body: 'none' },
  { method: 'GET', url: '/trash/list', body: 'none' },
  { method: 'POST', url: '/trash/restore', body: 'json' },
  { method: 'POST', url: '/trash/restoreMany', body: 'json' },
  { method: 'DELETE', url: '/trash/purge', body: 'json' },
  { method: 'POST', url: '/bulk/trash', body: 'json' },
  { method: 'POST', url: '/contacts/bulkStatus', body: 'json' },
];

const badIds = [
  '0',
  '-1',
  '99999999999999999999',
  'abc',
  '1e3',
  '..%2F..%2Fadmin.sqlite',
  '%2e%2e%2f',
  '%00',
  "1'%20OR%201=1--",
  'x'.repeat(90),
];
// Values no field accepts. (A lone surrogate only survives in JSON; in a multipart body it arrives as U+FFFD.)
const REFUSED = ['', ' ', 'x'.repeat(1024 * 1024 + 10), 'a\u0000b', 'tab\u0007bell', '\uD800'];
const REFUSED_IN_FORMS = ['', ' ', 'a\u0000b', 'x'.repeat(1024 * 1024 + 10)];
const wrongTypes: unknown[] = [null, 1, true, [], {}, { $gt: '' }, ['a', 'b'], NaN];
const badQueries = [
  'page=0',
  'page=-1',
  'pageSize=1000',
  'page=abc',
  'sort=%27drop',
  'q=%00',
  `q=${'q'.repeat(300)}`,
  'limit=9999',
  'enquiryCategory=x',
  'status=x',
  'page=1&page=2',
];

/** A dump of everything a rejected request must not change (rate-limit counters and session touches aside). */
async function dump(server: TestServer) {
  const db = server.ctx.db;
  return JSON.stringify(
    await Promise.all([
      db.selectFrom('users').selectAll().orderBy('id').execute(),
      db.selectFrom('categories').selectAll().orderBy('id').execute(),
      db.selectFrom('blogs').selectAll().orderBy('id').execute(),
      db.selectFrom('metas').selectAll().orderBy('id').execute(),
      db.selectFrom('enquiries').selectAll().orderBy('id').execute(),
      db.selectFrom('contacts').selectAll().orderBy('id').execute(),
      db.selectFrom('activity').selectAll().orderBy('id').execute(),
      db.selectFrom('sessions').select(['id', 'verified', 'otpHash', 'otpAttempts']).orderBy('id').execute(),
    ]),
  );
}

eachDialect('bad input on every call', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { publicFormLimitPerIp: 100_000, signinLimitPerIp: 100_000 });
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/n', categoryDescription: 'd' },
    });
    await server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields('kept')) });
    await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({ metaTitle: 't', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://e.com/' }),
    });
    await server.request('POST', '/contacts/submit', {
      json: { name: 'A', email: 'a@b.co', subject: 's', message: 'm' },
    });
  });
  afterAll(() => server.close());

  it('answers every malformed request with a 4xx JSON message and changes nothing', async () => {
    const before = await dump(server);
    let sent = 0;
    const expect4xx = async (
      route: Route,
      url: string,
      options: Parameters<TestServer['request']>[2],
      payload?: string,
    ) => {
      const reply =
        payload !== undefined
          ? await server.app
              .inject({
                method: route.method,
                url,
                payload,
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              })
              .then((r) => ({ status: r.statusCode, body: r.json<{ message?: unknown }>() }))
          : await server.request(route.method, url, { token, ...options });
      sent++;
      const label = `${route.method} ${url.slice(0, 80)} ${JSON.stringify(options?.json ?? payload ?? '').slice(0, 60)}`;
      expect(reply.status, label).toBeGreaterThanOrEqual(400);
      expect(reply.status, label).toBeLessThan(500);
      expect((reply.body as { message?: unknown }).message, label).toBeTypeOf('string');
    };
    for (const route of routes) {
      const withIds = route.url.includes(':') ? badIds.map((id) => route.url.replace(/:\w+/, id)) : [route.url];
      if (route.url.includes(':'))
        for (const url of withIds)
          await expect4xx(
            route,
            url,
            route.body === 'json'
              ? { json: { status: 'read', category: 'Z' } }
              : route.body === 'form'
                ? { form: multipart({ blogTitle: 'x' }) }
                : {},
          );
      const url = route.url.includes(':')
        ? route.url.replace(':blog', 'kept').replace(':id', '1').replace(':file', 'nope.png')
        : route.url;
      if (route.method === 'GET' && !route.url.includes(':')) {
        for (const query of badQueries) {
          if (
            (query.startsWith('limit') && !url.startsWith('/activity')) ||
            (url.startsWith('/activity') && !query.startsWith('limit'))
          )
            continue;
          if (query.startsWith('enquiryCategory') && !url.startsWith('/api/enquiries')) continue;
          if (query.startsWith('status') && !url.startsWith('/contacts')) continue;
          await expect4xx(route, `${url}?${query}`, {});
        }
      }
      if (route.body === 'json') {
        for (const payload of [
          '',
          '{',
          '{"a":',
          'nul',
          '"text"',
          '[1,2]',
          '{"__proto__":{"x":1}}',
          '['.repeat(10_000) + ']'.repeat(10_000),
        ]) {
          await expect4xx(route, url, {}, payload);
        }
        const fields = [
          'emailId',
          'password',
          'email',
          'otp',
          'category',
          'categoryUrl',
          'categoryDescription',
          'name',
          'message',
          'subject',
          'status',
          'enquiryCategory',
        ];
        for (const value of [...REFUSED, ...wrongTypes]) {
          // On updates a valid field could make the call succeed; so every field gets the bad value at once.
          await expect4xx(route, url, { json: Object.fromEntries(fields.map((f) => [f, value])) });
        }
        await expect4xx(route, url, { headers: { 'content-type': 'text/plain' }, json: undefined });
      }
      if (route.body === 'form') {
        const base = url.includes('blogs')
          ? blogFields('fuzzed')
          : { metaTitle: 't', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://e.com/fuzz' };
        for (const value of REFUSED_IN_FORMS) {
          for (const field of Object.keys(base).filter(
            (f) => !['creator', 'changer', 'createdDate', 'changedDate', 'channel'].includes(f),
          )) {
            await expect4xx(route, url, { form: multipart({ ...base, [field]: value }) });
          }
        }
        if (route.method === 'PUT') {
          await expect4xx(route, url, { form: multipart({ ...base, version: '-1' }) });
          await expect4xx(route, url, { form: multipart({ ...base, removeImage: 'maybe' }) });
        }
        await expect4xx(route, url, {
          form: multipart(base, { name: '../../x.png', type: 'image/png', bytes: Buffer.from('GIF89a<script>') }),
        });
        await expect4xx(route, url, {
          form: multipart(base, { name: 'x.png\u0000.html', type: 'image/png', bytes: Buffer.from('<html>') }),
        });
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(await dump(server)).toBe(before);
    expect((await server.request('GET', '/health')).status).toBe(200);
  }, 120_000);

  it('stores odd but valid text verbatim: SQL-looking, markup-looking, right-to-left', async () => {
    for (const name of [
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '\u202Eevil',
      'Ünïcödé 🎉',
      'Robert"); DROP TABLE blogs;--',
    ]) {
      const created = await server.request('POST', '/category/addCategory', {
        token,
        json: { category: name, categoryUrl: categoryUrlOf(name), categoryDescription: name },
      });
      expect(created.status, name).toBe(201);
      const read = await server.request('GET', `/category/getCategory/${created.body.result.id}`);
      expect(read.body.result.category).toBe(name);
    }
    expect((await server.request('GET', '/blogs/list', { token })).status).toBe(200);
  });
});
