/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from './s3.ts';
import {
  blogFields,
  GIF,
  HTML_AS_PNG,
  PNG,
  SVG,
  eachDialect,
  multipart,
  passwordToken,
  signIn,
  startTestServer,
  storedFiles,
  uploadFiles,
  type TestServer,
} from './helpers.ts';

const png = { name: 'photo.png', type: 'image/png', bytes: PNG };
const metaFields = (metaUrl: string) => ({ metaTitle: 'Home', metaDescription: 'd', pageMeta: 'home', metaUrl });

// Every upload rule holds on both storages: the server's disk and an S3 bucket (s3rver on 127.0.0.1).
eachDialect('uploads', (dialect) =>
  describe.each(['local', 's3'] as const)('storage %s', (storage) => {
    let server: TestServer;
    let token: string;
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3();
      // One revision kept per record: a replaced image is named by nothing once the new version's revision drops the
      // old one, so it goes at once (revisions.test.ts covers files kept by the history).
      server = await startTestServer(dialect, {}, { ...s3?.env, REVISIONS_KEEP: '1' });
      token = await signIn(server);
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
      });
    });
    afterAll(async () => {
      await server.close();
      await s3?.close();
    });

    it('keeps uploads in the storage it is set to', async () => {
      const name = (await createBlog('where-stored', png)).body.result.imageUrl as string;
      expect(await storedFiles(server, 'blogs')).toContain(name);
      // In the bucket, nothing is written to the server's own disk.
      expect(uploadFiles(server, 'blogs').includes(name)).toBe(storage === 'local');
    });

    const createBlog = (blogId: string, file?: Parameters<typeof multipart>[1]) =>
      server.request('POST', '/blogs/createBlog', { token, form: multipart(blogFields(blogId), file) });

    it('stores a real image under a server name and serves it only with a full session', async () => {
      const reply = await createBlog('with-image', { name: 'holiday photo.png', type: 'image/png', bytes: PNG });
      expect(reply.status).toBe(201);
      const name = reply.body.result.imageUrl as string;
      expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(await storedFiles(server, 'blogs')).toContain(name);
      const served = await server.request('GET', `/uploads/blogs/${name}`, { token });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
      // The stored file is the image decoded and encoded again: the same pixels, not the same bytes.
      const [sent, got] = await Promise.all([sharp(PNG).raw().toBuffer(), sharp(served.raw).raw().toBuffer()]);
      expect(Buffer.compare(got, sent)).toBe(0);
      expect((await server.request('GET', `/uploads/blogs/${name}`)).status).toBe(401);
      expect(
        (await server.request('GET', `/uploads/blogs/${name}`, { token: await passwordToken(server) })).status,
      ).toBe(401);
      expect((await server.request('GET', `/uploads/meta/${name}`, { token })).status).toBe(404);
      for (const bad of [
        '..%2F..%2Fadmin.sqlite',
        '%2e%2e%2fadmin.sqlite',
        'nothing.png',
        `${name.slice(0, -4)}.svg`,
      ]) {
        expect((await server.request('GET', `/uploads/blogs/${bad}`, { token })).status, bad).toBe(404);
      }
    });

    it('refuses fake images, SVG and empty files with 415 and writes nothing', async () => {
      const before = await storedFiles(server, 'blogs');
      for (const file of [
        { name: 'fake.png', type: 'image/png', bytes: HTML_AS_PNG },
        { name: 'logo.svg', type: 'image/svg+xml', bytes: SVG },
        { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
        {
          name: 'polyglot.gif',
          type: 'image/gif',
          bytes: Buffer.concat([GIF.subarray(0, -1), Buffer.from('<script>alert(1)</script>'), Buffer.from([0x3b])]),
        },
        {
          name: 'trailing.png',
          type: 'image/png',
          bytes: Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script>')]),
        },
        {
          // A GIF header that is also JavaScript, ending in ";" like a GIF trailer.
          name: 'gif.js.gif',
          type: 'image/gif',
          bytes: Buffer.concat([Buffer.from('GIF89a/*', 'latin1'), GIF.subarray(8), Buffer.from("*/=1;alert('x');")]),
        },
        { name: 'doc.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
      ]) {
        const reply = await createBlog('refused-image', file);
        expect(reply.status, file.name).toBe(415);
        expect(reply.body).toEqual({ message: 'Only PNG, JPEG, GIF or WebP images are accepted' });
      }
      expect(await storedFiles(server, 'blogs')).toEqual(before);
      expect((await server.request('GET', '/blogs/getBlog/refused-image', { token })).status).toBe(404);
    });

    it('refuses a 6 MB image with 413 while streaming and writes nothing', async () => {
      const before = await storedFiles(server, 'blogs');
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const reply = await createBlog('too-big', { name: 'big.png', type: 'image/png', bytes: big });
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual({ message: 'Image size should be less than 5MB' });
      const justOver = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
      expect((await createBlog('too-big', { name: 'big.png', type: 'image/png', bytes: justOver })).status).toBe(413);
      expect(await storedFiles(server, 'blogs')).toEqual(before);
      expect((await server.request('GET', '/blogs/getBlog/too-big', { token })).status).toBe(404);
    });

    it('refuses a file name with control characters', async () => {
      const before = await storedFiles(server, 'blogs');
      const reply = await createBlog('nul-name', { name: '../x\u0000.png', type: 'image/png', bytes: PNG });
      expect(reply.status).toBe(400);
      expect(await storedFiles(server, 'blogs')).toEqual(before);
    });

    it('refuses a second file and unknown file fields', async () => {
      const form = multipart(blogFields('two-files'), { ...png, field: 'attachment' });
      expect((await server.request('POST', '/blogs/createBlog', { token, form })).status).toBe(400);
    });

    /** Moves an unused library image to the trash and deletes it for good. */
    const purgeImage = async (id: number) => {
      expect((await server.request('DELETE', `/media/deleteMedia/${id}`, { token })).status).toBe(200);
      const purged = await server.request('DELETE', '/trash/purge', { token, json: { type: 'asset', id } });
      expect(purged.status).toBe(200);
    };

    // An upload with the save is a library image (docs/api.md#blogs): a replaced, removed or purged post lets go of
    // it, and its file goes when the image itself is deleted forever.
    it('keeps a replaced, removed or purged blog image as a library image until it is deleted forever', async () => {
      const created = (await createBlog('replaced', png)).body.result as { imageUrl: string; imageId: number };
      const first = created.imageUrl;
      const replaced = await server.request('PUT', '/blogs/updateBlog/replaced', {
        token,
        form: multipart({ blogTitle: 'New' }, { name: 'a.gif', type: 'image/gif', bytes: GIF }),
      });
      const second = replaced.body.result.imageUrl as string;
      expect(second).toMatch(/\.gif$/);
      expect(await storedFiles(server, 'blogs')).toEqual(expect.arrayContaining([first, second]));
      const removed = await server.request('PUT', '/blogs/updateBlog/replaced', {
        token,
        form: multipart({ removeImage: 'true', imageId: '' }),
      });
      expect(removed.body.result).toMatchObject({ imageUrl: null, imageId: null });
      expect(await storedFiles(server, 'blogs')).toContain(second);

      const third = (await server.request('PUT', '/blogs/updateBlog/replaced', { token, form: multipart({}, png) }))
        .body.result as { imageUrl: string; imageId: number };
      expect(await storedFiles(server, 'blogs')).toContain(third.imageUrl);
      // A delete moves the post to the trash; deleting it forever leaves its image in the library.
      await server.request('DELETE', '/blogs/deleteBlog/replaced', { token });
      const id = replaced.body.result.id as number;
      expect((await server.request('DELETE', '/trash/purge', { token, json: { type: 'blog', id } })).status).toBe(200);
      expect(await storedFiles(server, 'blogs')).toEqual(expect.arrayContaining([first, second, third.imageUrl]));
      for (const image of [created.imageId, replaced.body.result.imageId, third.imageId] as number[]) {
        await purgeImage(image);
      }
      const left = await storedFiles(server, 'blogs');
      for (const name of [first, second, third.imageUrl]) expect(left).not.toContain(name);
    });

    it('keeps the old image when an update with a new one is refused', async () => {
      const kept = (await createBlog('kept-image', png)).body.result.imageUrl as string;
      const before = await storedFiles(server, 'blogs');
      const reply = await server.request('PUT', '/blogs/updateBlog/kept-image', {
        token,
        form: multipart({ blogUrl: 'not a url' }, { name: 'b.gif', type: 'image/gif', bytes: GIF }),
      });
      expect(reply.status).toBe(400);
      expect(await storedFiles(server, 'blogs')).toEqual(before);
      expect((await server.request('GET', '/blogs/getBlog/kept-image', { token })).body.result.imageUrl).toBe(kept);
    });

    it('handles meta images the same way', async () => {
      const created = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart(metaFields('https://example.com/'), png),
      });
      expect(created.status).toBe(201);
      const name = created.body.result.image as string;
      expect(await storedFiles(server, 'meta')).toContain(name);
      expect((await server.request('GET', `/uploads/meta/${name}`, { token })).status).toBe(200);
      const fake = await server.request('PUT', `/meta/updateMeta/${created.body.result.id}`, {
        token,
        form: multipart({}, { name: 'x.png', type: 'image/png', bytes: SVG }),
      });
      expect(fake.status).toBe(415);
      const replaced = await server.request('PUT', `/meta/updateMeta/${created.body.result.id}`, {
        token,
        form: multipart({}, { name: 'x.gif', type: 'image/gif', bytes: GIF }),
      });
      const both = [name, replaced.body.result.image as string].sort();
      expect(await storedFiles(server, 'meta')).toEqual(both);
      await server.request('DELETE', `/meta/deleteMeta/${created.body.result.id}`, { token });
      expect(await storedFiles(server, 'meta')).toEqual(both);
      const purge = { type: 'meta', id: created.body.result.id as number };
      expect((await server.request('DELETE', '/trash/purge', { token, json: purge })).status).toBe(200);
      expect(await storedFiles(server, 'meta')).toEqual(both);
      await purgeImage(created.body.result.imageId as number);
      await purgeImage(replaced.body.result.imageId as number);
      expect(await storedFiles(server, 'meta')).toEqual([]);
    });
  }),
);
