/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call -- tests read JSON replies loosely */
import { expect, it } from 'vitest';
import { DAY_MS, purgeExpired } from '../../src/domain/trash.ts';
import { eachDialect, multipart } from './helpers.ts';
import { redirectRow, seoFixture, type Item, type Problem } from './seoFixture.ts';

const SITE = 'https://example.com';

eachDialect('redirects in the trash', (dialect) => {
  const fixture = seoFixture(dialect);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, json?: unknown) =>
    fixture.server.request(method, url, { token: fixture.token, ...(json === undefined ? {} : { json }) });
  const create = async (from: string, to: string) => {
    const reply = await call('POST', '/redirects/create', { from, to });
    expect(reply.status).toBe(201);
    return reply.body.result as { id: number; from: string; to: string; version: number };
  };
  const trash = async (id: number) => expect((await call('DELETE', `/redirects/delete/${id}`)).status).toBe(200);
  const restore = (id: number) => call('POST', '/trash/restore', { type: 'redirect', id });
  const trashed = async () => (await call('GET', '/trash/list?type=redirect&pageSize=100')).body.result as Item[];
  /** Every live redirect, by path: where it leads (as a path). */
  const live = async () =>
    Object.fromEntries(
      (await call('GET', '/redirects/list?limit=100')).body.result.map((r: { from: string; to: string }) => [
        new URL(r.from, SITE).pathname,
        new URL(r.to, SITE).pathname,
      ]),
    );
  const resolve = (path: string) => fixture.server.request('GET', `/content/resolve?url=${encodeURIComponent(path)}`);
  const post = (blogId: string, path: string, extra: Record<string, string> = {}) =>
    fixture.blog(blogId, { blogUrl: `${SITE}${path}`, ...extra });
  const movePost = (blogId: string, path: string) =>
    fixture.server.request('PUT', `/blogs/updateBlog/${blogId}`, {
      token: fixture.token,
      form: multipart({ blogUrl: `${SITE}${path}` }),
    });

  it('a delete moves a redirect to the trash: gone from the lists and the website, its address held, restored whole', async () => {
    const made = await create('/t-old', '/t-new');
    await trash(made.id);
    expect((await live())['/t-old']).toBeUndefined();
    expect((await call('GET', `/redirects/get/${made.id}`)).status).toBe(404);
    expect((await resolve('/t-old')).status).toBe(404);
    expect((await fixture.server.request('GET', '/content/redirects')).body.result).not.toContainEqual(
      expect.objectContaining({ from: '/t-old' }),
    );
    expect(await trashed()).toContainEqual(
      expect.objectContaining({ type: 'redirect', id: made.id, recordId: String(made.id), label: '/t-old' }),
    );
    const activity = (await call('GET', '/activity/list?limit=1')).body.result[0];
    expect(activity).toMatchObject({ action: 'Redirect from "/t-old" moved to the trash', type: 'redirect' });

    // While it is in the trash, its address is its own.
    const taken = await call('POST', '/redirects/create', { from: '/t-old/', to: '/elsewhere' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'A redirect from this address is in the trash. Restore it or delete it forever first.',
      errors: { from: 'A redirect from this address is in the trash. Restore it or delete it forever first.' },
    });

    const back = await restore(made.id);
    expect(back.status).toBe(200);
    expect(back.body.result).toMatchObject({ id: made.id, from: '/t-old', to: '/t-new', version: made.version });
    expect((await resolve('/t-old')).body.result).toEqual({ type: 'redirect', location: '/t-new', status: 301 });
    expect(await trashed()).not.toContainEqual(expect.objectContaining({ id: made.id }));
  });

  it('bulk trash and its Undo (restoreMany); Delete forever frees the address', async () => {
    const a = await create('/bulk-a', '/bulk-to');
    const b = await create('/bulk-b', '/bulk-to');
    const bulk = await call('POST', '/bulk/trash', { type: 'redirect', ids: [a.id, b.id, 999_999] });
    expect(bulk.body.result).toEqual({ changed: 2, skipped: [{ id: 999_999, reason: 'not_found' }] });
    expect((await live())['/bulk-a']).toBeUndefined();
    const undo = await call('POST', '/trash/restoreMany', { type: 'redirect', ids: [a.id, b.id] });
    expect(undo.body.result).toEqual({ restored: 2, skipped: [] });
    expect((await live())['/bulk-b']).toBe('/bulk-to');

    await trash(a.id);
    expect((await call('DELETE', '/trash/purge', { type: 'redirect', id: a.id })).status).toBe(200);
    expect((await restore(a.id)).status).toBe(404);
    await create('/bulk-a', '/bulk-elsewhere');
  });

  it('a restore is refused, in the user’s words, when a post went live at its address meanwhile', async () => {
    const made = await create('/t-taken-by-post', '/t-new');
    await trash(made.id);
    await post('t-taken', '/t-taken-by-post');
    const refused = await restore(made.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Blog post "Title of t-taken" is live at this address now, so restoring the redirect would hide it. Change its URL or move it to the trash first.',
    );
    expect(await trashed()).toContainEqual(expect.objectContaining({ id: made.id }));
    expect((await resolve('/t-taken-by-post')).body.result).toMatchObject({ type: 'post', blogId: 't-taken' });
  });

  it('a restore is refused when its redirects would loop, and nothing changes', async () => {
    const made = await create('/loop-x', '/loop-y');
    await trash(made.id);
    await create('/loop-y', '/loop-x');
    const refused = await restore(made.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Restoring this redirect would make a loop: /loop-x → /loop-y → /loop-x. Change or delete one of those redirects first.',
    );
    expect((await live())['/loop-y']).toBe('/loop-x');
    const many = await call('POST', '/trash/restoreMany', { type: 'redirect', ids: [made.id] });
    expect(many.status).toBe(409);
    expect(await trashed()).toContainEqual(expect.objectContaining({ id: made.id }));
  });

  it('a restore collapses the chains it would start or end, as a create does', async () => {
    const made = await create('/c-a', '/c-b');
    await trash(made.id);
    await create('/c-b', '/c-c');
    await create('/c-z', '/c-a');
    const back = await restore(made.id);
    expect(back.status).toBe(200);
    expect(back.body.result).toMatchObject({ id: made.id, from: '/c-a', to: '/c-c', version: made.version + 1 });
    const map = await live();
    expect([map['/c-a'], map['/c-b'], map['/c-z']]).toEqual(['/c-c', '/c-c', '/c-c']);
  });

  it('automatic redirects: trashed and restored as made; a move is never refused for the trash, and wins', async () => {
    await post('t-mover', '/t-mover');
    expect((await movePost('t-mover', '/t-mover-2')).status).toBe(200);
    const auto = (await call('GET', '/redirects/list?q=t-mover')).body.result[0];
    expect(auto).toMatchObject({ auto: true, creator: 'automatic' });
    await trash(auto.id);
    expect((await restore(auto.id)).body.result).toMatchObject({ id: auto.id, auto: true, creator: 'automatic' });

    // In the trash it holds /t-mover; the post leaving /t-mover again still gets its automatic redirect from there.
    await trash(auto.id);
    expect((await movePost('t-mover', '/t-mover')).status).toBe(200);
    expect((await movePost('t-mover', '/t-mover-3')).status).toBe(200);
    expect((await live())['/t-mover']).toBe('/t-mover-3');
    // …and the trashed one's restore is refused while that redirect holds the address.
    const refused = await restore(auto.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A redirect from this address already exists. Change or delete that redirect first.',
    );
  });

  it('link health and the website count a trashed redirect as gone, and a restored one again', async () => {
    const linksOf = async (recordId: string) =>
      (await fixture.report(`?q=${recordId}`)).result
        .find((item) => item.recordId === recordId)
        ?.problems.filter((p: Problem) => /link|redirect/.test(p.code))
        .map((p: Problem) => p.code) ?? [];
    await post('lh-target', '/blog/lh-target');
    const made = await create('/lh-old', '/blog/lh-target');
    await post('lh-source', '/blog/lh-source', { description: '<p><a href="/lh-old">old</a></p>' });
    expect(await linksOf('lh-source')).toEqual(['link_to_redirect']);
    await trash(made.id);
    expect(await linksOf('lh-source')).toEqual(['broken_internal_link']);
    expect((await restore(made.id)).status).toBe(200);
    expect(await linksOf('lh-source')).toEqual(['link_to_redirect']);

    // A chain written around the API (an import): trashing its middle leaves one hop; the restore collapses it.
    const db = fixture.server.ctx.db;
    await db.insertInto('redirects').values(redirectRow('/lh-hop', '/lh-mid')).execute();
    await db.insertInto('redirects').values(redirectRow('/lh-mid', '/blog/lh-target')).execute();
    await fixture.server.request('PUT', '/blogs/updateBlog/lh-source', {
      token: fixture.token,
      form: multipart({ description: '<p><a href="/lh-hop">far</a></p>' }),
    });
    expect(await linksOf('lh-source')).toEqual(['redirect_chain']);
    const middle = (await call('GET', '/redirects/list?q=lh-mid')).body.result.find(
      (r: { from: string }) => r.from === '/lh-mid',
    );
    await trash(middle.id);
    expect(await linksOf('lh-source')).toEqual(['link_to_redirect']);
    expect((await resolve('/lh-mid')).status).toBe(404);
    expect((await restore(middle.id)).status).toBe(200);
    expect((await live())['/lh-hop']).toBe('/blog/lh-target');
    expect(await linksOf('lh-source')).toEqual(['link_to_redirect']);
  });

  it('announces redirect.changed when the trash takes redirects off the website or puts them back', async () => {
    const hook = await call('POST', '/webhooks/create', {
      name: 'Redirect hook',
      url: 'http://127.0.0.1:9/hook',
      events: ['redirect.changed'],
    });
    expect(hook.status).toBe(201);
    const a = await create('/wh-a', '/wh-to');
    const b = await create('/wh-b', '/wh-to');
    /** What the queued `redirect.changed` messages said about /wh-a and /wh-b, in order. */
    const announced = async () =>
      (await fixture.server.ctx.db.selectFrom('webhookDeliveries').select('payload').orderBy('id').execute())
        .map((row) => JSON.parse(row.payload) as { type: string; data: { action: string; redirect: { from: string } } })
        .filter((message) => message.type === 'redirect.changed' && message.data.redirect.from.startsWith('/wh-'))
        .map((message) => `${message.data.action} ${message.data.redirect.from}`);
    expect(await announced()).toEqual(['created /wh-a', 'created /wh-b']);
    await call('POST', '/bulk/trash', { type: 'redirect', ids: [a.id, b.id] });
    await call('POST', '/trash/restoreMany', { type: 'redirect', ids: [a.id, b.id, 999_999] });
    await trash(a.id);
    await restore(a.id);
    expect((await announced()).slice(2)).toEqual([
      'deleted /wh-a',
      'deleted /wh-b',
      'created /wh-a',
      'created /wh-b',
      'deleted /wh-a',
      'created /wh-a',
    ]);
  });

  it('the automatic purge erases a trashed redirect after the retention days, freeing its address', async () => {
    const made = await create('/t-expiring', '/t-new');
    await trash(made.id);
    const server = fixture.server;
    const days = server.config.trashRetentionDays;
    await purgeExpired(server.ctx.store, server.clock.now + days * DAY_MS - 1);
    expect(await trashed()).toContainEqual(expect.objectContaining({ id: made.id }));
    await purgeExpired(server.ctx.store, server.clock.now + days * DAY_MS);
    expect(await trashed()).not.toContainEqual(expect.objectContaining({ id: made.id }));
    await create('/t-expiring', '/t-newer');
  });
});
