/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogFields, eachDialect, multipart, signIn, startTestServer, type TestServer } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

/** 2000 × 1000: the left half red, the right half blue, so a crop shows where it was cut. */
const halves = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([
      {
        input: { create: { width: 1000, height: 1000, channels: 3, background: { r: 0, g: 0, b: 255 } } },
        left: 1000,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();

eachDialect('image renditions', (dialect) =>
  describe.each(['local', 's3'] as const)('storage %s', (storage) => {
    let server: TestServer;
    let token: string;
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      if (storage === 's3') s3 = await startS3();
      server = await startTestServer(dialect, {}, s3?.env);
      token = await signIn(server);
    });
    afterAll(async () => {
      await server.close();
      await s3?.close();
    });

    const file = async (key: string) => {
      const object = await server.ctx.storage.get(key);
      return object && Buffer.concat(await object.body.toArray());
    };
    const meanColour = async (bytes: Buffer) => {
      const { channels } = await sharp(bytes).stats();
      // Lossy encoding moves a plain colour by a step or two.
      const level = (mean: number) => (mean > 240 ? 'full' : mean < 15 ? 'none' : 'mixed');
      return { red: level(channels[0]!.mean), blue: level(channels[2]!.mean) };
    };

    it('makes every width up to the original in WebP and the original format, and crops on the focal point', async () => {
      const upload = await server.request('POST', '/media/upload', {
        token,
        form: multipart({}, { field: 'file', name: 'halves.jpg', type: 'image/jpeg', bytes: await halves() }),
      });
      expect(upload.status).toBe(201);
      const { id, name } = upload.body.result;
      await server.ctx.renditions.idle();
      const asset = (await server.request('GET', `/media/getMedia/${id}`, { token })).body.result;
      // 1920 fits in 2000; nothing is upscaled.
      expect(asset.renditions).toEqual({
        widths: [320, 640, 960, 1280, 1920],
        crops: { square: 1000, wide: 1280 },
        focal: [5000, 5000],
      });
      const stem = (name as string).replace(/\..*$/, '');
      for (const width of asset.renditions.widths as number[]) {
        for (const [ext, format] of [
          ['webp', 'webp'],
          ['jpg', 'jpeg'],
        ]) {
          const bytes = await file(`assets/${stem}/w${width}.${ext}`);
          const meta = await sharp(bytes).metadata();
          expect([meta.format, meta.width, meta.height], `w${width}.${ext}`).toEqual([format, width, width / 2]);
        }
      }
      expect(await sharp(await file(`assets/${stem}/square.webp`)).metadata()).toMatchObject({
        width: 1000,
        height: 1000,
      });
      expect(await sharp(await file(`assets/${stem}/wide.webp`)).metadata()).toMatchObject({
        width: 1280,
        height: 720,
      });

      // Focal point at the left edge: the square crop is the red half; at the right edge, the blue one.
      const move = async (focalX: number, version: number) => {
        const reply = await server.request('PUT', `/media/updateMedia/${id}`, { token, json: { focalX, version } });
        expect(reply.status).toBe(200);
        await server.ctx.renditions.idle();
      };
      await move(0, 1);
      expect(await meanColour((await file(`assets/${stem}/square.webp`))!)).toEqual({ red: 'full', blue: 'none' });
      await move(1, 2);
      expect(await meanColour((await file(`assets/${stem}/square.webp`))!)).toEqual({ red: 'none', blue: 'full' });
      const moved = (await server.request('GET', `/media/getMedia/${id}`, { token })).body.result;
      expect(moved.renditions.focal).toEqual([10000, 5000]);

      // Served to the panel with a session; to the public only while a visible post uses the image.
      for (const path of [
        `assets/${name}`,
        `assets/${stem}/w320.webp`,
        `assets/${stem}/w640.jpg`,
        `assets/${stem}/wide.webp`,
      ]) {
        const admin = await server.request('GET', `/uploads/${path}`, { token });
        expect(admin.status, path).toBe(200);
        expect(admin.headers['cache-control']).toBe('private, max-age=3600');
        expect((await server.request('GET', `/uploads/${path}`)).status).toBe(401);
        expect((await server.request('GET', `/content/images/${path}`)).status, path).toBe(404);
      }
      await server.request('POST', '/category/addCategory', {
        token,
        json: { category: 'News', categoryUrl: '/c', categoryDescription: 'd' },
      });
      const post = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields(`uses-${storage}`, { imageId: String(id) })),
      });
      expect(post.status).toBe(201);
      const served = await server.request('GET', `/content/images/assets/${stem}/w640.webp`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.raw).metadata()).width).toBe(640);
      expect((await server.request('GET', `/content/images/assets/${name}`)).status).toBe(200);
      for (const bad of [
        `assets/${stem}/w100.webp`,
        `assets/${stem}/../x.png`,
        'assets/nothing.png',
        `assets/${stem}/square.png`,
      ])
        expect((await server.request('GET', `/content/images/${bad}`)).status, bad).toBe(404);
      await server.request('PUT', `/blogs/updateBlog/uses-${storage}`, { token, form: multipart({ imageId: '' }) });
      expect((await server.request('GET', `/content/images/assets/${name}`)).status).toBe(404);

      // Deleted for good: the original and every rendition go.
      await server.request('DELETE', `/media/deleteMedia/${id}`, { token });
      await server.request('DELETE', '/trash/purge', { token, json: { type: 'asset', id } });
      const left: string[] = [];
      for await (const { key } of server.ctx.storage.list('assets/')) left.push(key);
      expect(left.filter((key) => key.includes(stem))).toEqual([]);
    }, 60_000);

    it('never upscales a small image: no widths, crops at its own size', async () => {
      const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
      const { id } = (
        await server.request('POST', '/media/upload', {
          token,
          form: multipart({}, { field: 'file', name: 'small.png', type: 'image/png', bytes: small }),
        })
      ).body.result;
      await server.ctx.renditions.idle();
      const asset = (await server.request('GET', `/media/getMedia/${id}`, { token })).body.result;
      expect(asset.renditions).toEqual({ widths: [], crops: { square: 200, wide: 300 }, focal: [5000, 5000] });
    });
  }),
);
