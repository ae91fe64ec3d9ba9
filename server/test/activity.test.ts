/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';

eachDialect('activity', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  it('records every create, update and delete, newest first, with whether the record still exists', async () => {
    const step = () => server.clock.advance(1);
    const category = await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/n', categoryDescription: 'd' },
    });
    step();
    await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('hello', { blogTitle: 'Hello' })),
    });
    step();
    await server.request('PUT', `/category/updateCategory/${category.body.result.id}`, {
      token,
      json: { categoryDescription: 'x' },
    });
    step();
    const meta = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({ metaTitle: 'Home', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/' }),
    });
    step();
    await server.request('DELETE', `/meta/deleteMeta/${meta.body.result.id}`, { token });
    step();
    const contact = await server.request('POST', '/contacts/submit', {
      json: { name: 'Ana', email: 'a@b.co', subject: 's', message: 'm' },
    });
    step();
    await server.request('PUT', `/contacts/updateStatus/${contact.body.result.id}`, {
      token,
      json: { status: 'replied' },
    });
    step();
    await server.request('PUT', '/blogs/updateBlog/hello', { token, form: multipart({ blogTitle: 'Hello again' }) });

    const reply = await server.request('GET', '/activity/list?limit=50', { token });
    expect(reply.status).toBe(200);
    const entries = reply.body.result as {
      action: string;
      type: string;
      recordId: string;
      exists: boolean;
      actor: string;
      createdAt: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      'Blog post "Hello again" updated',
      'Contact message from Ana marked replied',
      'New contact message from Ana',
      'Meta page "Home" moved to the trash',
      'Meta page "Home" created',
      'Category "News" updated',
      'New blog post "Hello" published',
      'Category "News" created',
    ]);
    expect(entries[0]).toMatchObject({ type: 'blog', recordId: 'hello', exists: true, actor: 'admin' });
    expect(entries[3]).toMatchObject({ type: 'meta', recordId: String(meta.body.result.id), exists: false });
    expect(entries[5]).toMatchObject({ type: 'category', exists: true });
    expect(new Date(entries[0]?.createdAt ?? 0).getTime()).toBe(server.clock.now);

    expect((await server.request('GET', '/activity/list', { token })).body.result).toHaveLength(8);
    expect((await server.request('GET', '/activity/list?limit=3', { token })).body.result).toHaveLength(3);
    for (const limit of ['0', '51', 'x', '-1']) {
      expect((await server.request('GET', `/activity/list?limit=${limit}`, { token })).status).toBe(400);
    }
    expect((await server.request('GET', '/activity/list')).status).toBe(401);
  });

  it('links a line to any record type while its record exists (a redirect, a webhook)', async () => {
    const redirect = await server.request('POST', '/redirects/create', { token, json: { from: '/old', to: '/new' } });
    const hook = await server.request('POST', '/webhooks/create', {
      token,
      json: { name: 'Rebuild', url: 'https://hooks.example.com/x', events: ['site.changed'] },
    });
    expect([redirect.status, hook.status]).toEqual([201, 201]);
    const lineOf = async (type: string, id: unknown) => {
      const lines = (await server.request('GET', '/activity/list?limit=50', { token })).body.result as {
        type: string;
        recordId: string;
        exists: boolean;
      }[];
      return lines.find((line) => line.type === type && line.recordId === String(id));
    };
    expect(await lineOf('redirect', redirect.body.result.id)).toMatchObject({ exists: true });
    expect(await lineOf('webhook', hook.body.result.id)).toMatchObject({ exists: true });
    await server.request('DELETE', `/webhooks/delete/${hook.body.result.id}`, { token });
    expect(await lineOf('webhook', hook.body.result.id)).toMatchObject({ exists: false });
  });

  it('writes nothing for a rejected request', async () => {
    const before = (await server.request('GET', '/activity/list?limit=50', { token })).body.result as unknown[];
    await server.request('POST', '/category/addCategory', { token, json: { category: '' } });
    await server.request('PUT', '/blogs/updateBlog/hello', { token, form: multipart({ blogUrl: 'bad' }) });
    await server.request('DELETE', '/category/deleteCategory/99999', { token });
    expect((await server.request('GET', '/activity/list?limit=50', { token })).body.result).toEqual(before);
  });
});
