/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogFields,
  GIF,
  HTML_AS_PNG,
  multipart,
  PNG,
  signIn,
  startTestServer,
  SVG,
  eachDialect,
  type TestServer,
  type Upload,
} from './helpers.ts';
import { pngBomb } from './fixtures/attacker-images.ts';
import { startS3, type TestS3 } from './s3.ts';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-text' } })
    .toBuffer();

async function keys(server: TestServer, prefix: string) {
  const found: string[] = [];
  for await (const { key } of server.ctx.storage.list(prefix)) found.push(key);
  return found.sort();
}

// The media library on both databases and both storages (the bucket is s3rver on 127.0.0.1).
eachDialect('media library', (dialect) =>
  describe.each(['local', 's3'] as const)('storage %s', (storage) => {
    let server: TestServer;
    let token: string;
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3();
      server = await startTestServer(dialect, {}, s3?.env);
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

    const upload = (file: (Upload & { field?: string }) | undefined, fields: Record<string, string> = {}) =>
      server.request('POST', '/media/upload', { token, form: multipart(fields, file && { field: 'file', ...file }) });

    it('uploads an image as an asset: re-encoded, measured, metadata gone, 201', async () => {
      const bytes = await jpeg(1200, 800);
      const reply = await upload(
        { name: 'Holiday photo.jpg', type: 'image/jpeg', bytes },
        { alt: 'A beach', caption: 'Summer' },
      );
      expect(reply.status).toBe(201);
      const asset = reply.body.result;
      expect(asset).toMatchObject({
        originalName: 'Holiday photo.jpg',
        mime: 'image/jpeg',
        width: 1200,
        height: 800,
        alt: 'A beach',
        caption: 'Summer',
        decorative: false,
        focalX: 0.5,
        focalY: 0.5,
        usedBy: 0,
        version: 1,
        creator: 'admin',
      });
      expect(asset.name).toMatch(/^[a-f0-9]{32}\.jpg$/);
      expect(await keys(server, 'assets/')).toContain(`assets/${asset.name}`);
      const stored = await server.ctx.storage.get(`assets/${asset.name}`);
      const storedBytes = Buffer.concat(await stored!.body.toArray());
      expect(storedBytes.includes(Buffer.from('secret-exif-text'))).toBe(false);
      expect(asset.bytes).toBe(storedBytes.length);
      // The upload answers once the original is stored; the renditions follow (at most 960 wide for 1200 px).
      await server.ctx.renditions.idle();
      const got = await server.request('GET', `/media/getMedia/${asset.id}`, { token });
      expect(got.body.result).toEqual({
        ...asset,
        renditions: { widths: [320, 640, 960], crops: { square: 800, wide: 1200 }, focal: [5000, 5000] },
      });
    });

    it('refuses SVG, polyglots, fakes and bombs on upload, and writes nothing', async () => {
      await server.ctx.renditions.idle(); // the renditions of earlier uploads are written by now
      const before = await keys(server, 'assets/');
      const svg = await upload({ name: 'logo.svg', type: 'image/svg+xml', bytes: SVG });
      expect(svg.status).toBe(415);
      expect(svg.body.message).toBe('SVG images are not accepted: upload a PNG, JPEG, GIF or WebP image');
      // An SVG sent as a PNG is refused by its bytes.
      const disguised = await upload({ name: 'x.png', type: 'image/png', bytes: SVG });
      expect(disguised.status).toBe(415);
      for (const file of [
        { name: 'fake.png', type: 'image/png', bytes: HTML_AS_PNG },
        {
          name: 'polyglot.gif',
          type: 'image/gif',
          bytes: Buffer.concat([GIF.subarray(0, -1), Buffer.from('<script>alert(1)</script>'), Buffer.from([0x3b])]),
        },
        { name: 'trailing.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.from('<html><script>')]) },
      ]) {
        expect((await upload(file)).status, file.name).toBe(415);
      }
      // 30,000 × 30,000 pixels in under 1 MB: refused from its header, before any pixel is decoded.
      expect((await upload({ name: 'bomb.png', type: 'image/png', bytes: await pngBomb(30000, 30000) })).status).toBe(
        413,
      );
      const missing = await upload(undefined, { alt: 'No file' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ file: 'file is required' });
      expect((await upload({ name: 'a.png', type: 'image/png', bytes: PNG }, { alt: 'x'.repeat(251) })).status).toBe(
        400,
      );
      expect(await keys(server, 'assets/')).toEqual(before);
    }, 60_000);

    it('updates alt, decorative and the focal point at the version the client had', async () => {
      const { id } = (await upload({ name: 'f.png', type: 'image/png', bytes: PNG })).body.result;
      const put = (json: Record<string, unknown>) => server.request('PUT', `/media/updateMedia/${id}`, { token, json });
      const saved = await put({ alt: '', decorative: true, focalX: 0.25, focalY: 1, version: 1 });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ alt: '', decorative: true, focalX: 0.25, focalY: 1, version: 2 });
      expect((await put({ alt: 'late', version: 1 })).status).toBe(409);
      const bad = await put({ focalX: 1.5 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ focalX: 'focalX must be a number from 0 to 1' });
      expect((await put({ decorative: 'maybe' })).body.errors).toEqual({
        decorative: 'decorative must be true or false',
      });
    });

    it('lists with search, sorts and the Unused filter, counting uses in bodies and featured images', async () => {
      const a = (await upload({ name: 'zebra.png', type: 'image/png', bytes: PNG }, { alt: 'Striped animal' })).body
        .result;
      const b = (await upload({ name: 'apple.gif', type: 'image/gif', bytes: GIF }, { caption: 'Fruit' })).body.result;
      const post = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(
          blogFields('uses-media', {
            description: `<p>Look</p><img src="http://127.0.0.1/content/images/assets/${b.name}" alt="an apple">`,
            imageId: String(a.id),
          }),
        ),
      });
      expect(post.status, JSON.stringify(post.body)).toBe(201);
      expect(post.body.result.imageId).toBe(a.id);
      const meta = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart({
          metaTitle: 'Home',
          metaDescription: 'd',
          pageMeta: 'home',
          metaUrl: 'https://e.x/',
          imageId: String(a.id),
        }),
      });
      expect(meta.status).toBe(201);

      type Item = { id: number; usedBy: number; originalName: string };
      const list = async (query: string) =>
        (await server.request('GET', `/media/list?${query}`, { token })).body.result as Item[];
      expect((await list('q=striped')).map((x) => x.id)).toEqual([a.id]);
      expect((await list('q=fruit')).map((x) => x.id)).toEqual([b.id]);
      const byId = new Map((await list('pageSize=100')).map((x) => [x.id, x]));
      expect(byId.get(a.id as number)?.usedBy).toBe(2);
      expect(byId.get(b.id as number)?.usedBy).toBe(1);
      const unused = (await list('unused=true&pageSize=100')).map((x) => x.id);
      expect(unused).not.toContain(a.id);
      expect(unused).not.toContain(b.id);
      expect(unused.length).toBeGreaterThan(0);
      const names = (await list('sort=name&pageSize=100')).map((x) => x.originalName);
      expect(names).toEqual([...names].sort());

      const usage = await server.request('GET', `/media/usage/${a.id}`, { token });
      expect(usage.body.result).toEqual([
        {
          type: 'blog',
          id: post.body.result.id,
          recordId: 'uses-media',
          title: 'Title of uses-media',
          where: 'featured',
        },
        {
          type: 'meta',
          id: meta.body.result.id,
          recordId: String(meta.body.result.id),
          title: 'Home',
          where: 'featured',
        },
      ]);
      expect((await server.request('GET', `/media/usage/${b.id}`, { token })).body.result).toEqual([
        { type: 'blog', id: post.body.result.id, recordId: 'uses-media', title: 'Title of uses-media', where: 'body' },
      ]);
      expect((await server.request('GET', '/media/usage/999999', { token })).status).toBe(404);

      // In use: the delete is refused, in the singular for one post.
      const refusedA = await server.request('DELETE', `/media/deleteMedia/${a.id}`, { token });
      expect(refusedA.status).toBe(409);
      expect(refusedA.body.message).toBe('This image is used by 2 posts. Replace it there first.');
      const refusedB = await server.request('DELETE', `/media/deleteMedia/${b.id}`, { token });
      expect(refusedB.body.message).toBe('This image is used by 1 post. Replace it there first.');
      // The bulk trash holds to the same rule: the whole call is refused, and both images stay.
      const bulk = await server.request('POST', '/bulk/trash', { token, json: { type: 'asset', ids: [a.id, b.id] } });
      expect(bulk.status).toBe(409);
      expect(bulk.body.message).toMatch(/^Image ".+" is used by 2 posts\. Replace it there first\.$/);
      expect((await server.request('GET', `/media/getMedia/${b.id}`, { token })).status).toBe(200);
    });

    it('refuses an imageId that names no asset', async () => {
      const reply = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('bad-image-id', { imageId: '999999' })),
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual({ imageId: 'imageId must name an image of the media library' });
    });

    it('trashes an unused asset with its file kept, restores it, and deletes the file only when purged', async () => {
      const asset = (await upload({ name: 'gone.png', type: 'image/png', bytes: PNG })).body.result;
      const key = `assets/${asset.name}`;
      expect((await server.request('DELETE', `/media/deleteMedia/${asset.id}`, { token })).status).toBe(200);
      expect((await server.request('GET', `/media/getMedia/${asset.id}`, { token })).status).toBe(404);
      expect(await keys(server, 'assets/')).toContain(key);
      const restored = await server.request('POST', '/trash/restore', { token, json: { type: 'asset', id: asset.id } });
      expect(restored.status).toBe(200);
      expect(restored.body.result).toMatchObject({ id: asset.id, name: asset.name });
      await server.request('DELETE', `/media/deleteMedia/${asset.id}`, { token });
      const purged = await server.request('DELETE', '/trash/purge', { token, json: { type: 'asset', id: asset.id } });
      expect(purged.status).toBe(200);
      expect(await keys(server, 'assets/')).not.toContain(key);
    });
  }),
);
