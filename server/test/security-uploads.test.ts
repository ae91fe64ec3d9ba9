/**
 * Uploads that must be refused — HTML named .png, SVG with script, polyglots (an image header plus script), 5 MB + 1
 * byte, zero bytes, a file name with ../ and NUL — on both upload routes, for create and update: the right status,
 * no record, and not one file written anywhere in the data dir.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POLYGLOTS, pngOfSize } from './fixtures/images.ts';
import { listFiles } from './fuzz/dump.ts';
import {
  blogFields,
  eachDialect,
  HTML_AS_PNG,
  multipart,
  PNG,
  signIn,
  startTestServer,
  SVG,
  type TestServer,
  type Upload,
} from './helpers.ts';

const MAX = 5 * 1024 * 1024;
const UNSUPPORTED = { message: 'Only PNG, JPEG, GIF or WebP images are accepted' };
const TOO_LARGE = { message: 'Image size should be less than 5MB' };

const cases: { label: string; file: Upload; status: number; body?: unknown }[] = [
  {
    label: 'HTML named .png',
    file: { name: 'x.png', type: 'image/png', bytes: HTML_AS_PNG },
    status: 415,
    body: UNSUPPORTED,
  },
  {
    label: 'SVG with script',
    file: { name: 'x.svg', type: 'image/svg+xml', bytes: SVG },
    status: 415,
    body: UNSUPPORTED,
  },
  {
    label: 'SVG with script named .png',
    file: { name: 'x.png', type: 'image/png', bytes: SVG },
    status: 415,
    body: UNSUPPORTED,
  },
  ...POLYGLOTS.map(({ name, bytes }) => ({
    label: `polyglot: ${name}`,
    file: { name: 'x.png', type: 'image/png', bytes },
    status: 415,
    body: UNSUPPORTED,
  })),
  {
    label: '5 MB + 1 byte',
    file: { name: 'x.png', type: 'image/png', bytes: pngOfSize(MAX + 1) },
    status: 413,
    body: TOO_LARGE,
  },
  {
    label: 'zero bytes',
    file: { name: 'x.png', type: 'image/png', bytes: Buffer.alloc(0) },
    status: 415,
    body: UNSUPPORTED,
  },
  { label: 'name with ../ and NUL', file: { name: '../../x\u0000.png', type: 'image/png', bytes: PNG }, status: 400 },
  { label: 'name with NUL', file: { name: 'x.png\u0000.html', type: 'image/png', bytes: PNG }, status: 400 },
  { label: 'name with ../', file: { name: '../../../admin.sqlite', type: 'image/png', bytes: PNG }, status: 400 },
  { label: 'name with URL-encoded ../', file: { name: '..%2F..%2Fx.png', type: 'image/png', bytes: PNG }, status: 400 },
  { label: 'absolute path name', file: { name: '/etc/x.png', type: 'image/png', bytes: PNG }, status: 400 },
  { label: 'Windows path name', file: { name: '..\\..\\x.png', type: 'image/png', bytes: PNG }, status: 400 },
];
const refused = cases.map((item, index) => ({ ...item, index }));

eachDialect('uploads that must be refused', (dialect) => {
  let server: TestServer;
  let token: string;
  let metaId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await server.request('POST', '/category/addCategory', {
      token,
      json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
    });
    await server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields('existing')) });
    const meta = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({ metaTitle: 'M', metaDescription: 'd', pageMeta: 'p', metaUrl: 'https://example.com/m' }),
    });
    metaId = meta.body.result.id as number;
  });
  afterAll(() => server.close());

  it('accepts a well-formed PNG of exactly 5 MB (the limit is inclusive)', async () => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('exactly-five'), { name: 'big.png', type: 'image/png', bytes: pngOfSize(MAX) }),
    });
    expect(reply.status).toBe(201);
    const served = await server.request('GET', `/uploads/blogs/${reply.body.result.imageUrl as string}`, { token });
    expect(served.raw.length).toBe(MAX);
  });

  it.each(refused)('refuses $label on every upload call, writing nothing', async ({ file, status, body, index }) => {
    const before = listFiles(server.dataDir);
    const calls = [
      () =>
        server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(`refused-${index}`), file) }),
      () => server.request('PUT', '/blogs/updateBlog/existing', { token, form: multipart({ blogTitle: 'T' }, file) }),
      () =>
        server.request('POST', '/meta/createMeta', {
          token,
          form: multipart(
            { metaTitle: 'M', metaDescription: 'd', pageMeta: 'p', metaUrl: `https://example.com/r${index}` },
            file,
          ),
        }),
      () => server.request('PUT', `/meta/updateMeta/${metaId}`, { token, form: multipart({ metaTitle: 'T' }, file) }),
    ];
    for (const [call, run] of calls.entries()) {
      const reply = await run();
      expect(reply.status, `call ${call}`).toBe(status);
      if (body) expect(reply.body).toEqual(body);
      else expect(typeof reply.body.message).toBe('string');
    }
    expect(listFiles(server.dataDir)).toEqual(before);
    expect((await server.request('GET', `/blogs/getBlog/refused-${index}`, { token })).status).toBe(404);
    const existing = await server.request('GET', '/blogs/getBlog/existing', { token });
    expect(existing.body.result).toMatchObject({ blogTitle: 'Title of existing', imageUrl: null, version: 1 });
  });

  it('stores an accepted image under a server name inside the uploads dir, whatever the client called it', async () => {
    const before = listFiles(server.dataDir);
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('odd-name'), {
        name: 'Résumé photo (1) .. final.sqlite',
        type: 'image/png',
        bytes: PNG,
      }),
    });
    expect(reply.status).toBe(201);
    const name = reply.body.result.imageUrl as string;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(listFiles(server.dataDir)).toEqual([...before, `uploads/blogs/${name} ${PNG.length}`].sort());
  });
});
