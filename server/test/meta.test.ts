/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eachDialect, multipart, passwordToken, signIn, startTestServer, type TestServer } from './helpers.ts';

const metaFields = (metaUrl: string, extra: Record<string, string> = {}) => ({
  metaTitle: `Meta for ${metaUrl}`,
  metaDescription: 'Description',
  pageMeta: 'page',
  metaUrl,
  creator: 'ignored',
  changer: 'ignored',
  ...extra,
});

eachDialect('meta', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
  });
  afterAll(() => server.close());

  const create = (fields: Record<string, string>) =>
    server.request('POST', '/meta/createMeta', { token, form: multipart(fields) });

  it('creates, gets, lists, updates and deletes', async () => {
    const created = await create(metaFields('https://example.com/about'));
    expect(created.status).toBe(201);
    const meta = created.body.result;
    expect(meta).toMatchObject({
      metaUrl: 'https://example.com/about',
      pageMeta: 'page',
      image: null,
      creator: 'admin',
      version: 1,
    });
    expect((await server.request('GET', `/meta/getMeta/${meta.id}`, { token })).body.result).toEqual(meta);
    expect((await server.request('GET', '/meta/list', { token })).body.result).toContainEqual(meta);
    const updated = await server.request('PUT', `/meta/updateMeta/${meta.id}`, {
      token,
      form: multipart({ pageMeta: 'about' }),
    });
    expect(updated.body.result).toMatchObject({ pageMeta: 'about', metaTitle: meta.metaTitle, version: 2 });
    expect((await server.request('DELETE', `/meta/deleteMeta/${meta.id}`, { token })).body).toEqual({ result: true });
    expect((await server.request('GET', `/meta/getMeta/${meta.id}`, { token })).status).toBe(404);
    expect((await server.request('DELETE', `/meta/deleteMeta/${meta.id}`, { token })).status).toBe(404);
    expect(
      (await server.request('PUT', `/meta/updateMeta/${meta.id}`, { token, form: multipart({ pageMeta: 'x' }) }))
        .status,
    ).toBe(404);
  });

  it('needs a full session', async () => {
    const pending = await passwordToken(server);
    for (const auth of [undefined, pending]) {
      expect((await server.request('GET', '/meta/list', { token: auth })).status).toBe(401);
      expect((await server.request('GET', '/meta/getMeta/1', { token: auth })).status).toBe(401);
      expect(
        (
          await server.request('POST', '/meta/createMeta', {
            token: auth,
            form: multipart(metaFields('https://a.com')),
          })
        ).status,
      ).toBe(401);
      expect((await server.request('PUT', '/meta/updateMeta/1', { token: auth, form: multipart({}) })).status).toBe(
        401,
      );
      expect((await server.request('DELETE', '/meta/deleteMeta/1', { token: auth })).status).toBe(401);
    }
  });

  it('validates every field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ metaTitle: '' }, 'metaTitle'],
      [{ metaTitle: 't'.repeat(201) }, 'metaTitle'],
      [{ metaDescription: ' ' }, 'metaDescription'],
      [{ metaDescription: 'd'.repeat(501) }, 'metaDescription'],
      [{ pageMeta: '' }, 'pageMeta'],
      [{ pageMeta: 'p'.repeat(201) }, 'pageMeta'],
      [{ metaUrl: 'example.com/x' }, 'metaUrl'],
      [{ metaUrl: 'javascript:alert(1)' }, 'metaUrl'],
      [{ metaUrl: `https://example.com/${'a'.repeat(2048)}` }, 'metaUrl'],
    ];
    for (const [override, field] of cases) {
      const reply = await create(metaFields('https://example.com/valid', override));
      expect(reply.status, field).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual([field]);
    }
    expect((await server.request('GET', '/meta/list?q=example.com/valid', { token })).body.result).toEqual([]);
  });

  it('keeps metaUrl unique and refuses stale versions', async () => {
    const first = await create(metaFields('https://example.com/unique'));
    expect((await create(metaFields('https://example.com/unique'))).status).toBe(409);
    const second = await create(metaFields('https://example.com/other'));
    const clash = await server.request('PUT', `/meta/updateMeta/${second.body.result.id}`, {
      token,
      form: multipart({ metaUrl: 'https://example.com/unique' }),
    });
    expect(clash.status).toBe(409);
    const id = first.body.result.id as number;
    await server.request('PUT', `/meta/updateMeta/${id}`, {
      token,
      form: multipart({ metaTitle: 'v2', version: '1' }),
    });
    const stale = await server.request('PUT', `/meta/updateMeta/${id}`, {
      token,
      form: multipart({ metaTitle: 'lost', version: '1' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.metaTitle).toBe('v2');
  });

  it('searches, sorts and pages', async () => {
    for (const path of ['zz-b', 'zz-a', 'zz-c'])
      await create(metaFields(`https://example.com/${path}`, { metaTitle: path }));
    const titles = (reply: { body: { result: { metaTitle: string }[] } }) => reply.body.result.map((m) => m.metaTitle);
    expect(titles(await server.request('GET', '/meta/list?q=ZZ-', { token }))).toEqual(['zz-c', 'zz-a', 'zz-b']);
    expect(titles(await server.request('GET', '/meta/list?q=zz-&sort=title', { token }))).toEqual([
      'zz-a',
      'zz-b',
      'zz-c',
    ]);
    const page = await server.request('GET', '/meta/list?q=zz-&sort=oldest&page=2&pageSize=2', { token });
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(titles(page)).toEqual(['zz-c']);
  });
});
