import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import { FIXTURE_SITE_URL } from '../../src/mocks/fixtures/records';
import { startServer, type RunningServer } from '../../server/src/app.ts';
import { createInMemoryApi, MOCK_ADMIN } from '../../src/mocks';
import { runScript } from './script';

const ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };
let server: RunningServer;
let dataDir: string;

function latestCode(outbox: string): string {
  const files = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const text = files.length ? fs.readFileSync(path.join(outbox, files.at(-1)!), 'utf8') : '';
  return /code is (\d{6})/.exec(text)?.[1] ?? '';
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  server = await startServer(
    loadConfig({
      DATA_DIR: dataDir,
      API_PORT: '0',
      SERVE_PANEL: '0',
      LOG_LEVEL: 'silent',
      // The website the in-memory API's records are on, so both SEO reports check pages against one host.
      SITE_URL: FIXTURE_SITE_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  );
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the in-memory API follows the real server (docs/api.md)', () => {
  it('answers the same sequence of panel calls the same way', async () => {
    expect(MOCK_ADMIN).toMatchObject(ADMIN);
    const real = await runScript({
      baseURL: server.apiUrl,
      fetch: (input, init) => fetch(input, init),
      ...ADMIN,
      readCode: () => Promise.resolve(latestCode(server.outboxDir)),
    });
    const mock = createInMemoryApi({ scenario: 'empty', now: () => Date.now() });
    const inMemory = await runScript({
      baseURL: 'http://127.0.0.1:3001',
      fetch: mock.fetch,
      ...ADMIN,
      readCode: () => Promise.resolve(MOCK_ADMIN.otp),
    });
    for (const key of Object.keys(real)) {
      expect.soft(inMemory[key], key).toEqual(real[key]);
    }
    expect(Object.keys(inMemory)).toEqual(Object.keys(real));
    // the script really exercised both sides (not two identical failures)
    expect(real['signIn wrong password']).toEqual({ ok: null });
    expect(real['verify wrong code']).toMatchObject({ ok: { ok: false, attemptsLeft: 4 } });
    expect(real['verify']).toMatchObject({ ok: { ok: true } });
    expect(real['blog create']).toMatchObject({
      ok: { title: 'Hello World', image: 'stored-image', categoryName: 'News' },
    });
    expect(real['blog after rename']).toMatchObject({ ok: { categoryName: 'Updates', image: null, version: 3 } });
    expect(real['enquiries since']).toMatchObject({ ok: { total: 1, items: [{ name: 'Ana' }] } });
    expect(real['enquiries since later']).toMatchObject({ ok: { total: 0, items: [] } });
    expect(real['enquiries since bad']).toEqual({ status: 400, fields: ['since'], extras: [] });
    expect(real['enquiries since without zone']).toEqual({ status: 400, fields: ['since'], extras: [] });
    expect(real['category in use']).toMatchObject({ status: 409 });
    expect(real['contact backwards']).toMatchObject({ status: 409 });
    expect(real['upload fetch']).toMatchObject({ ok: { type: 'image/png' } });
    expect(real['after logout']).toMatchObject({ status: 401 });
    expect(real['media upload']).toMatchObject({ ok: { originalName: 'peaks.png', width: 240, height: 150 } });
    expect(real['media usage']).toMatchObject({ ok: [{ recordId: 'media-post', where: 'featured' }] });
    expect(real['media delete in use']).toMatchObject({
      status: 409,
      message: 'This image is used by 1 post. Replace it there first.',
    });
    expect(real['media bulk trash in use']).toEqual({
      status: 409,
      message: 'Image "peaks.png" is used by 1 post. Replace it there first.',
      fields: [],
    });
    expect(real['blog draft']).toMatchObject({ ok: { result: { status: 'draft', publishedAt: null } } });
    expect(real['blog scheduled']).toMatchObject({
      ok: { result: { status: 'scheduled', publishAt: '2099-01-31T09:30:00.000Z', publishedAt: 'a date' } },
    });
    expect(real['cursor invalid']).toEqual({
      ok: { status: 400, message: 'Invalid cursor.', fields: { after: 'Invalid cursor.' } },
    });
    for (const path of ['/blogs/list', '/blogs/list?sort=oldest', '/blogs/list?sort=title', '/blogs/list?q=river']) {
      const pages = (real[`cursor walk ${path}`] as { ok: { result: unknown[]; nextCursor: unknown }[] }).ok;
      expect(pages.length, path).toBeGreaterThan(1); // the walk followed at least one cursor
      expect(pages.at(-1)!.nextCursor, path).toBeNull();
      expect(pages.at(-2)!.nextCursor, path).toBe('a cursor');
    }
    expect(real['blog scheduled in the past']).toEqual({ status: 400, fields: ['publishAt'], extras: [] });
    expect(real['blog publish draft']).toMatchObject({
      ok: { result: { status: 'published', publishedAt: 'a date' } },
    });
    expect(real['blog list bad status']).toMatchObject({ status: 400, fields: ['status'] });
    expect(real['blog set channel']).toMatchObject({ ok: { result: { channel: 'NEWSLETTER' } } });
    expect(real['blog clear channel']).toMatchObject({ ok: { result: { channel: 'API' } } });
    expect(real['sendOtp superseded']).toMatchObject({ status: 401 });
    expect(real['sendOtp second sign-in at once']).toMatchObject({ ok: { resendAfterSeconds: 30 } });
    expect(real['sendOtp verified session']).toMatchObject({ status: 409 });
    expect(real['sendOtp over the hourly cap again']).toEqual({
      ok: {
        status: 429,
        message: 'Too many codes requested. Try again in 60 minutes.',
        retryAfterMinutes: 60,
      },
    });
    expect(real['content post']).toMatchObject({ ok: { result: { blogId: 'with-image', imageUrl: 'stored-image' } } });
    expect(real['content post draft']).toEqual({ status: 404, fields: [], extras: [] });
    expect(real['blog excerpt set']).toMatchObject({ ok: { excerptOverride: 'By hand.' } });
    expect(real['blog excerpt too long']).toEqual({ status: 400, fields: ['excerptOverride'], extras: [] });
    expect(real['blog excerpt get']).toMatchObject({ ok: { excerptOverride: 'By hand.' } });
    expect(real['content post excerpt set']).toMatchObject({ ok: { result: { excerpt: 'By hand.' } } });
    expect(real['content posts excerpt set']).toMatchObject({ ok: { result: [{ excerpt: 'By hand.' }], total: 1 } });
    expect(real['blog excerpt clear']).toMatchObject({ ok: { excerptOverride: '' } });
    expect(real['content post excerpt cleared']).toMatchObject({ ok: { result: { excerpt: 'Hello world' } } });
    expect(real['content posts excerpt cleared']).toMatchObject({ ok: { result: [{ excerpt: 'Hello world' }] } });
    // Stored as the URL serialises (src/contract/url.ts): the host lower-case.
    expect(real['content meta']).toMatchObject({ ok: { result: { metaUrl: 'https://example.com/about/' } } });
    expect(real['blog duplicate url']).toMatchObject({ status: 409, fields: ['blogUrl'] });
    expect(real['category URL duplicate']).toMatchObject({ status: 409, fields: ['categoryUrl'] });
    expect(real['blog url stored serialised']).toMatchObject({
      ok: { blogUrl: 'https://example.com/blog/a%20b%20%22c%22' },
    });
    expect(real['blog create with a trashed post url']).toEqual({
      status: 409,
      message: 'A blog post with this blogUrl is in the trash. Restore it or delete it forever first.',
      fields: ['blogUrl'],
    });
    expect(real['blog update to a trashed post url']).toMatchObject({ status: 409, fields: ['blogUrl'] });
    expect(real['content image']).toEqual({ ok: { status: 200, type: 'image/png' } });
    expect(real['content write']).toMatchObject({ status: 405 });
    expect(real['blog search body word']).toMatchObject({ ok: { result: [{ blogId: 'fts-body' }] } });
    expect(real['blog search title first']).toMatchObject({
      ok: { result: [{ blogId: 'fts-title' }, { blogId: 'fts-body' }], total: 2 },
    });
    expect(real['search']).toMatchObject({
      ok: {
        blog: [{ recordId: 'fts-title' }, { recordId: 'fts-body' }],
        contact: [{ title: 'Rita', recordId: 'the id' }],
        enquiry: [{ title: 'Rui' }],
      },
    });
    expect(real['search limit']).toMatchObject({
      ok: { blog: [{ recordId: 'fts-title' }], enquiry: [{ title: 'Rui' }] },
    });
    expect(real['search bad limit']).toEqual({ status: 400, fields: ['limit'], extras: [] });
    expect(real['search empty']).toEqual({ status: 400, fields: ['q'], extras: [] });
    // the trash and bulk calls (issue 14)
    expect(real['trash list']).toMatchObject({
      ok: {
        total: 4,
        items: [{ type: 'contact', retentionDays: 30 }, { type: 'enquiry' }, { type: 'meta' }, { type: 'blog' }],
      },
    });
    expect(real['blog create while in trash']).toMatchObject({
      status: 409,
      message: 'A blog post with this blogId is in the trash. Restore it or delete it forever first.',
      fields: ['blogId'],
    });
    expect(real['trash restore blog']).toMatchObject({ ok: { result: { blogId: 'second', version: 1 } } });
    expect(real['trash restore again']).toEqual({ status: 404, message: 'This item is not in the trash.', fields: [] });
    expect(real['trash purge']).toEqual({ ok: { result: true } });
    expect(real['category create while in trash']).toMatchObject({ status: 409, fields: ['category'] });
    expect(real['bulk trash category in use']).toMatchObject({
      status: 409,
      message: 'Category "Updates" is used by 8 blog posts.',
    });
    expect(real['bulk trash']).toEqual({ ok: { result: { changed: 2, skipped: [{ reason: 'not_found' }] } } });
    expect(real['bulk trash over the cap']).toMatchObject({
      status: 400,
      message: 'Select at most 500 items at a time.',
    });
    expect(real['trash restoreMany']).toEqual({
      ok: { result: { restored: 2, skipped: [{ reason: 'not_in_trash' }] } },
    });
    expect(real['contacts bulkStatus backwards']).toEqual({
      ok: { result: { changed: 0, skipped: [{ reason: 'unchanged' }] } },
    });
    expect(real['dashboard with trash']).toEqual({ ok: 3 });
    expect(real['trash empty']).toEqual({ ok: { result: { purged: 3 } } });
    // Revisions and draft preview (issue 27).
    expect(real['revisions']).toMatchObject({
      ok: {
        total: 3,
        result: [
          { revision: 3, status: 'published', changed: ['status'] },
          { revision: 2, status: 'draft', changed: ['blogTitle'] },
          { revision: 1, status: 'draft', changed: [] },
        ],
      },
    });
    expect(real['revisions after cursor']).toMatchObject({ ok: { result: [{ revision: 1 }], nextCursor: null } });
    expect(real['restore stale']).toMatchObject({ status: 409 });
    expect(real['restore']).toMatchObject({ ok: { blogTitle: 'Good title', status: 'draft', version: 5 } });
    expect(real['revision unknown']).toEqual({ ok: undefined, status: 404, message: 'Revision not found', fields: [] });
    expect(real['category restore']).toMatchObject({ ok: { categoryDescription: 'x', version: 3 } });
    expect(real['preview read']).toMatchObject({ ok: { result: { blogTitle: 'Draft again', status: 'draft' } } });
    expect(real['preview revoked']).toMatchObject({ status: 404, message: 'Preview not found' });
    expect(real['webhook deliveries']).toEqual({ ok: ['ping'] });
    expect(real['webhook redeliver']).toEqual({ ok: ['ping', 'ping'] });
    expect(real['webhook redeliver unknown']).toMatchObject({ status: 404, message: 'Delivery not found' });
    expect(real['redirect update collapses chain']).toMatchObject({ ok: { result: { from: '/c-mid', to: '/c-new' } } });
    expect(real['redirect update stale']).toMatchObject({ status: 409 });
    expect(real['redirect in the trash']).toMatchObject({
      ok: { total: 1, items: [{ type: 'redirect', label: '/c-old' }] },
    });
    expect(real['redirect create held by the trash']).toMatchObject({ status: 409, fields: ['from'] });
    expect(real['redirect restore loop']).toMatchObject({ status: 409 });
    expect(real['redirect restore']).toMatchObject({
      ok: [
        ['/c-mid', '/c-new', 308, false],
        ['/c-old', '/c-new', 307, false],
      ],
    });
    expect(real['redirect bulk trash']).toMatchObject({ ok: [{ result: { changed: 2, skipped: [] } }, []] });
    expect(real['redirect restoreMany']).toMatchObject({
      ok: [{ result: { restored: 2, skipped: [] } }, (real['redirect restore'] as { ok: unknown }).ok],
    });
    expect(real['redirect purge']).toMatchObject({ ok: { total: 0 } });
  });
});
