/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const MINUTE = 60_000;

eachDialect('unpublishAt', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server.close());

  const create = (blogId: string, extra: Record<string, string> = {}) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, extra)) });
  const update = (blogId: string, fields: Record<string, string>) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart(fields) });
  const get = async (blogId: string): Promise<Record<string, unknown>> =>
    (await server.request('GET', `/blogs/getBlog/${blogId}`, { token })).body.result;
  const isoIn = (ms: number) => new Date(server.clock.now + ms).toISOString();
  const publicIds = async () =>
    (await server.request('GET', '/content/posts?pageSize=100')).body.result.map((p: { blogId: string }) => p.blogId);
  const onSite = async (blogId: string) => (await server.request('GET', `/content/posts/${blogId}`)).status;
  const listed = async (status: string) =>
    (await server.request('GET', `/blogs/list?status=${status}&limit=100`, { token })).body.result.map(
      (p: { blogId: string }) => p.blogId,
    );
  const lastActivity = async () =>
    (await server.request('GET', '/activity/list?limit=1', { token })).body.result[0].action as string;

  it('shows a published post until unpublishAt, then counts it as a draft (boundary on the clock)', async () => {
    const at = server.clock.now + 10 * MINUTE;
    const reply = await create('goes-away', { unpublishAt: new Date(at).toISOString() });
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({ status: 'published', unpublishAt: new Date(at).toISOString() });
    // Read once so the Content API's caches hold the post, then step to one millisecond before the moment.
    expect(await publicIds()).toContain('goes-away');
    server.clock.now = at - 1;
    expect(await publicIds()).toContain('goes-away');
    expect(await onSite('goes-away')).toBe(200);
    expect(await listed('published')).toContain('goes-away');
    server.clock.now = at;
    expect(await publicIds()).not.toContain('goes-away');
    expect(await onSite('goes-away')).toBe(404);
    expect(await get('goes-away')).toMatchObject({ status: 'draft' });
    expect(await listed('draft')).toContain('goes-away');
    expect(await listed('published')).not.toContain('goes-away');
    const sitemap = await server.request('GET', '/content/sitemap.xml');
    expect(sitemap.raw.toString()).not.toContain('goes-away');
  });

  it('keeps a scheduled post visible only between publishAt and unpublishAt', async () => {
    const from = server.clock.now + 5 * MINUTE;
    const until = from + 5 * MINUTE;
    const reply = await create('window', {
      status: 'scheduled',
      publishAt: new Date(from).toISOString(),
      unpublishAt: new Date(until).toISOString(),
    });
    expect(reply.status).toBe(201);
    expect(await onSite('window')).toBe(404);
    server.clock.now = from;
    expect(await onSite('window')).toBe(200);
    expect(await get('window')).toMatchObject({ status: 'published' });
    server.clock.now = until - 1;
    expect(await publicIds()).toContain('window');
    server.clock.now = until;
    expect(await onSite('window')).toBe(404);
    expect(await get('window')).toMatchObject({ status: 'draft' });
  });

  it('refuses an unpublishAt in the past, with a bad format or before publishAt', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ unpublishAt: isoIn(-MINUTE) }, 'unpublishAt must be in the future'],
      [{ unpublishAt: isoIn(0) }, 'unpublishAt must be in the future'],
      [
        { unpublishAt: 'tomorrow' },
        'unpublishAt must be an ISO 8601 date and time with a time zone, e.g. 2030-01-31T09:00:00Z',
      ],
      [
        { status: 'scheduled', publishAt: isoIn(10 * MINUTE), unpublishAt: isoIn(10 * MINUTE) },
        'unpublishAt must be after publishAt',
      ],
    ];
    for (const [extra, message] of cases) {
      const reply = await create('never-saved', extra);
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect(reply.body.errors).toEqual({ unpublishAt: message });
    }
  });

  it('sets, clears and outlives a republish of unpublishAt on update', async () => {
    expect((await create('later')).status).toBe(201);
    const at = server.clock.now + MINUTE;
    const set = await update('later', { unpublishAt: new Date(at).toISOString(), version: '1' });
    expect(set.status).toBe(200);
    expect(set.body.result.unpublishAt).toBe(new Date(at).toISOString());
    expect(await lastActivity()).toMatch(/^Blog post "Title of later" set to unpublish at /);
    const cleared = await update('later', { unpublishAt: '', version: '2' });
    expect(cleared.body.result.unpublishAt).toBeNull();
    expect(await lastActivity()).toBe('Blog post "Title of later" will no longer be unpublished');
    await update('later', { unpublishAt: new Date(at).toISOString(), version: '3' });
    server.clock.now = at;
    expect(await get('later')).toMatchObject({ status: 'draft' });
    // Publishing it again drops the passed unpublishAt, so it shows again.
    const again = await update('later', { status: 'published', version: '4' });
    expect(again.body.result).toMatchObject({ status: 'published', unpublishAt: null });
    expect(await onSite('later')).toBe(200);
  });
});
