/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return -- tests read JSON replies loosely */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InCodeProvider } from '../src/db/migrations/index.ts';
import { DatabaseSync, kyselySqlite } from '../src/db/sqlite.ts';
import {
  blogFields,
  eachDialect,
  freshPostgresDatabase,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const MINUTE = 60_000;

eachDialect('publishing states', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
    });
  });
  afterAll(() => server.close());

  const create = (blogId: string, extra: Record<string, string> = {}) =>
    server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId, extra)) });
  const createJson = (blogId: string, extra: Record<string, unknown>) =>
    server.request('POST', '/blogs/createBlog', { token, json: { ...blogFields(blogId), ...extra } });
  const update = (blogId: string, fields: Record<string, string>) =>
    server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart(fields) });
  const get = async (blogId: string): Promise<Record<string, unknown>> =>
    (await server.request('GET', `/blogs/getBlog/${blogId}`, { token })).body.result;
  const isoIn = (ms: number) => new Date(server.clock.now + ms).toISOString();
  const lastActivity = async () =>
    (await server.request('GET', '/activity/list?limit=1', { token })).body.result[0].action as string;

  it('publishes at once when no status is sent, exactly as before', async () => {
    const reply = await create('plain-post');
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({ status: 'published', publishAt: null });
    expect(reply.body.result.publishedAt).toBe(reply.body.result.createdDate);
    expect(await lastActivity()).toBe('New blog post "Title of plain-post" published');
  });

  it('saves a draft (JSON or multipart) with no publishedAt', async () => {
    const json = await createJson('draft-json', { status: 'draft', publishAt: null });
    expect(json.status).toBe(201);
    expect(json.body.result).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    expect(await lastActivity()).toBe('Blog post "Title of draft-json" saved as draft');
    const form = await create('draft-form', { status: 'draft' });
    expect(form.body.result).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('needs a future publishAt with a time zone for a scheduled post', async () => {
    const cases: Record<string, string>[] = [
      { status: 'scheduled' },
      { status: 'scheduled', publishAt: '' },
      { status: 'scheduled', publishAt: isoIn(-MINUTE) },
      { status: 'scheduled', publishAt: isoIn(0) },
      { status: 'scheduled', publishAt: 'tomorrow' },
      { status: 'scheduled', publishAt: '2099-01-01T10:00:00' },
      { status: 'scheduled', publishAt: '2099-13-01T10:00:00Z' },
    ];
    for (const extra of cases) {
      const reply = await create('never-saved', extra);
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual(['publishAt']);
    }
    for (const status of ['live', 'Published', 'deleted']) {
      const reply = await create('never-saved', { status });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.errors)).toEqual(['status']);
    }
    expect((await server.request('GET', '/blogs/getBlog/never-saved', { token })).status).toBe(404);
  });

  it('counts a scheduled post as published from publishAt on, decided at read time', async () => {
    const at = server.clock.now + 10 * MINUTE;
    const reply = await createJson('scheduled-post', { status: 'scheduled', publishAt: new Date(at).toISOString() });
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({
      status: 'scheduled',
      publishAt: new Date(at).toISOString(),
      publishedAt: new Date(at).toISOString(),
    });
    expect(await lastActivity()).toBe(
      `Blog post "Title of scheduled-post" scheduled for ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    const list = async (status: string): Promise<string[]> =>
      (await server.request('GET', `/blogs/list?status=${status}`, { token })).body.result.map(
        (b: { blogId: string }) => b.blogId,
      );
    expect(await list('scheduled')).toEqual(['scheduled-post']);
    expect(await list('published')).not.toContain('scheduled-post');
    server.clock.now = at - 1;
    expect((await get('scheduled-post')).status).toBe('scheduled');
    server.clock.now = at;
    expect((await get('scheduled-post')).status).toBe('published');
    expect(await list('scheduled')).toEqual([]);
    expect(await list('published')).toContain('scheduled-post');
    expect((await list('draft')).sort()).toEqual(['draft-form', 'draft-json']);
    const paged = await server.request('GET', '/blogs/list?status=draft&page=1&pageSize=1', { token });
    expect(paged.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    for (const bad of ['deleted', 'Draft', '%27--']) {
      expect((await server.request('GET', `/blogs/list?status=${bad}`, { token })).status).toBe(400);
    }
  });

  it('moves between states, keeping the first publishedAt once a post has been visible', async () => {
    const created = (await create('moving-post')).body.result;
    const firstPublished = created.publishedAt;
    server.clock.advance(60);
    // Published → draft: hidden at once, first publication kept.
    const draft = await update('moving-post', { status: 'draft' });
    expect(draft.body.result).toMatchObject({ status: 'draft', publishedAt: firstPublished, version: 2 });
    expect(await lastActivity()).toBe('Blog post "Title of moving-post" saved as draft');
    // Saving the same status again changes nothing about publishing; a title edit is an ordinary update.
    const same = await update('moving-post', { status: 'draft', blogTitle: 'Moving' });
    expect(same.body.result).toMatchObject({ status: 'draft', blogTitle: 'Moving', version: 3 });
    expect(await lastActivity()).toBe('Blog post "Moving" updated');
    // Draft → published again: the first publication date stays.
    server.clock.advance(60);
    const back = await update('moving-post', { status: 'published' });
    expect(back.body.result).toMatchObject({ status: 'published', publishedAt: firstPublished, publishAt: null });
    expect(await lastActivity()).toBe('Blog post "Moving" published');
    // Published → scheduled: hidden until the new time, which becomes its publication date.
    const at = isoIn(5 * MINUTE);
    const scheduled = await update('moving-post', { status: 'scheduled', publishAt: at });
    expect(scheduled.body.result).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: at });
    // publishAt alone reschedules a scheduled post.
    const later = isoIn(9 * MINUTE);
    expect((await update('moving-post', { publishAt: later })).body.result).toMatchObject({
      status: 'scheduled',
      publishedAt: later,
    });
    expect((await update('moving-post', { publishAt: isoIn(-MINUTE) })).status).toBe(400);
    // Scheduled → draft before its time: scheduling replaced the publication date, so none is left.
    const withdrawn = await update('moving-post', { status: 'draft' });
    expect(withdrawn.body.result).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    // Scheduled (never visible) → draft → publish now: publishedAt is the publish action.
    const fresh = await createJson('fresh-scheduled', { status: 'scheduled', publishAt: isoIn(MINUTE) });
    expect(fresh.status).toBe(201);
    expect((await update('fresh-scheduled', { status: 'draft' })).body.result).toMatchObject({ publishedAt: null });
    server.clock.advance(5);
    const now = new Date(server.clock.now).toISOString();
    expect((await update('fresh-scheduled', { status: 'published' })).body.result).toMatchObject({
      status: 'published',
      publishedAt: now,
    });
    // Publishing a scheduled post early: visible now, dated now.
    await createJson('early-bird', { status: 'scheduled', publishAt: isoIn(MINUTE) });
    server.clock.advance(1);
    expect((await update('early-bird', { status: 'published' })).body.result).toMatchObject({
      status: 'published',
      publishedAt: new Date(server.clock.now).toISOString(),
      publishAt: null,
    });
    // A stale version is still a 409 when only the status changes.
    expect((await update('early-bird', { status: 'draft', version: '1' })).status).toBe(409);
  });

  it('ignores publishAt on published and draft posts but still checks its format', async () => {
    const reply = await createJson('with-stray-date', { status: 'draft', publishAt: '2099-01-01T00:00:00Z' });
    expect(reply.body.result).toMatchObject({ status: 'draft', publishAt: null });
    expect((await createJson('bad-stray-date', { publishAt: 'soon' })).status).toBe(400);
  });
});

eachDialect('publishing migration', (dialect) => {
  it('fills existing posts as published since their creation', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-mig-'));
    const databaseUrl = dialect === 'postgres' ? await freshPostgresDatabase() : undefined;
    // A database as it was before migration 0004 (every earlier migration run), holding a post written then.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as it was before 0004
    const old = new Kysely<any>({
      dialect: databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
        : new SqliteDialect({ database: kyselySqlite(new DatabaseSync(path.join(dataDir, 'admin.sqlite'))) }),
    });
    try {
      const before = await new Migrator({ db: old, provider: new InCodeProvider(dialect) }).migrateTo(
        '0003_normalized_uniques',
      );
      expect(before.error).toBeUndefined();
      await old
        .insertInto('blogs')
        .values({
          blogId: 'old-post',
          blogTitle: 'Old',
          blogUrl: 'https://example.com/old',
          metaTitle: 'm',
          metaDescription: 'd',
          description: '<p>x</p>',
          category: 'News',
          creator: 'admin',
          changer: 'admin',
          channel: 'API',
          createdDate: 1000,
          changedDate: 2000,
          version: 1,
        })
        .execute();
      const after = await new Migrator({ db: old, provider: new InCodeProvider(dialect) }).migrateToLatest();
      expect(after.error).toBeUndefined();
      const row = await old.selectFrom('blogs').selectAll().where('blogId', '=', 'old-post').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'published', publishAt: null });
      expect(Number(row.publishedAt)).toBe(1000);
    } finally {
      await old.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
