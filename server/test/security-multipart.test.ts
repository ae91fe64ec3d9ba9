/**
 * Multipart bodies are capped like JSON bodies: a field, the number of fields and all text fields together. Over a
 * cap the answer is 413 `{message}` with the security headers, and nothing is written (no record, no file).
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listFiles } from './fuzz/dump.ts';
import { blogFields, eachDialect, multipart, PNG, signIn, startTestServer, type TestServer } from './helpers.ts';

const KB = 1024;

eachDialect('multipart caps', (dialect) => {
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

  const expectRefused = async (
    name: string,
    fields: Record<string, string>,
    status: number,
    message: RegExp,
    withImage = true,
  ) => {
    // Earlier uploads are library images whose renditions are cut in the background: let them land first.
    await server.ctx.renditions.idle();
    const before = listFiles(server.dataDir);
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(fields, withImage ? { name: 'x.png', type: 'image/png', bytes: PNG } : undefined),
    });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(message);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(listFiles(server.dataDir)).toEqual(before);
    expect((await server.request('GET', `/blogs/getBlog/${name}`, { token })).status).toBe(404);
  };

  it('accepts a blog whose description is close to the 1 MB total', async () => {
    const description = `<p>${'a'.repeat(190_000)}</p>`;
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('big-text', { description }), { name: 'x.png', type: 'image/png', bytes: PNG }),
    });
    expect(reply.status).toBe(201);
  });

  it('refuses text fields that are each under the field cap but over 1 MB together (413)', async () => {
    const filler = 'x'.repeat(300 * KB);
    await expectRefused(
      'many-big',
      blogFields('many-big', { pad1: filler, pad2: filler, pad3: filler, pad4: filler }),
      413,
      /too large/,
    );
  });

  it('refuses more fields than any call sends (413)', async () => {
    const extra = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`extra${i}`, 'v']));
    await expectRefused('many-fields', blogFields('many-fields', extra), 413, /Too many form fields/);
  });

  it('refuses one field over 1 MB (413)', async () => {
    await expectRefused(
      'one-huge',
      blogFields('one-huge', { description: 'x'.repeat(1024 * KB + 1) }),
      413,
      /too large/,
      false,
    );
  });

  it('still serves after refusing', async () => {
    expect((await server.request('GET', '/health')).status).toBe(200);
  });
});
