/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PublicImage } from '../../src/contract/index.ts';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  multipart,
  PNG,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

interface Answer {
  blogId: string;
  imageUrl: string | null;
  image: PublicImage;
}
/** The URLs and widths a srcset names. */
const candidates = (srcset: string) => srcset.split(', ').map((c) => c.split(' ') as [string, string]);

/** The path of an absolute URL the test server answers. */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

eachDialect('the Content API image shape', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server.close());

  const upload = async (width: number, height: number, fields: Record<string, string> = {}) => {
    const reply = await server.request('POST', '/media/upload', {
      token,
      form: multipart(fields, {
        field: 'file',
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: await jpeg(width, height),
      }),
    });
    expect(reply.status).toBe(201);
    await server.ctx.renditions.idle();
    return reply.body.result as { id: number; name: string; version: number };
  };
  const post = async (blogId: string, extra: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, extra), file),
    });
    expect(reply.status).toBe(201);
  };
  const read = (path: string, headers: Record<string, string> = {}) => server.request('GET', path, { headers });

  it('answers a post’s library image with srcset, alt, focal point and crops, each URL served', async () => {
    const { id, name } = await upload(2000, 1000, { alt: 'A red field' });
    const stem = name.replace(/\..*$/, '');
    await post('with-asset', { imageId: String(id) });
    const reply = await read('/content/posts/with-asset');
    expect(reply.status).toBe(200);
    const { image, imageUrl } = reply.body.result as Answer;
    expect(imageUrl).toBeNull();
    const root = image.url.slice(0, image.url.indexOf('/content/images/'));
    const file = (rest: string) => `${root}/content/images/assets/${rest}`;
    expect(image).toEqual({
      url: file(name),
      width: 2000,
      height: 1000,
      alt: 'A red field',
      decorative: false,
      // The five widths as WebP, and the original, wider than all of them.
      srcset: [320, 640, 960, 1280, 1920]
        .map((w) => `${file(`${stem}/w${w}.webp`)} ${w}w`)
        .concat(`${file(name)} 2000w`)
        .join(', '),
      focal: { x: 0.5, y: 0.5 },
      crops: { square: file(`${stem}/square.webp?v=5000-5000`), wide: file(`${stem}/wide.webp?v=5000-5000`) },
    });
    expect(reply.headers['surrogate-key']).toContain(`image-${stem}`);
    const urls = [
      image.url,
      image.crops.square ?? '',
      image.crops.wide ?? '',
      ...candidates(image.srcset).map((c) => c[0]),
    ];
    for (const url of urls) expect((await read(pathOf(url))).status, url).toBe(200);
    const w640 = await read(pathOf(file(`${stem}/w640.webp`)));
    expect((await sharp(w640.raw).metadata()).width).toBe(640);
  }, 60_000);

  it('gives every list item its image from one lookup, null for a post without a library image', async () => {
    const { id, name } = await upload(800, 600, { alt: 'Small' });
    await post('list-asset', { imageId: String(id) });
    await post('list-upload', {}, { field: 'image', name: 'old.png', type: 'image/png', bytes: PNG });
    await post('list-none', {});
    for (const query of ['pageSize=100', 'pageSize=100&include=description', 'q=list']) {
      const reply = await read(`/content/posts?${query}`);
      expect(reply.status, query).toBe(200);
      const byId = new Map((reply.body.result as Answer[]).map((p) => [p.blogId, p]));
      const withAsset = byId.get('list-asset');
      // 800 wide: the 320 and 640 renditions, then the original.
      expect(candidates(withAsset?.image.srcset ?? '').map((c) => c[1])).toEqual(['320w', '640w', '800w']);
      expect(withAsset?.image.url).toMatch(new RegExp(`/content/images/assets/${name}$`));
      // An image uploaded with the post's form is a library image too (docs/api.md#blogs), its file where it was stored.
      const uploaded = byId.get('list-upload');
      expect(uploaded?.imageUrl).toMatch(/\/content\/images\/blogs\/[a-f0-9]{32}\.png$/);
      // Not described yet: its alt is '' but it is not decorative, which a site can tell.
      expect(uploaded?.image).toMatchObject({
        url: uploaded?.imageUrl,
        width: 1,
        height: 1,
        alt: '',
        decorative: false,
      });
      expect(byId.get('list-none')?.image).toBeNull();
      expect(reply.headers['surrogate-key']).toContain(`image-${name.replace(/\..*$/, '')}`);
    }
  }, 60_000);

  it('answers a meta page’s image, with "" as the alt of a decorative one, and says it is decorative', async () => {
    const { id } = await upload(400, 400, { alt: 'ignored', decorative: 'true' });
    const created = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart({
        metaTitle: 'About',
        metaDescription: 'd',
        pageMeta: 'about',
        metaUrl: 'https://site.example/about',
        imageId: String(id),
      }),
    });
    expect(created.status).toBe(201);
    const reply = await read(`/content/meta?url=${encodeURIComponent('https://site.example/about')}`);
    expect(reply.status).toBe(200);
    const { image } = reply.body.result as Answer;
    expect(image).toMatchObject({ width: 400, height: 400, alt: '', decorative: true });
    expect(candidates(image.srcset).map((c) => c[1])).toEqual(['320w', '400w']);
  }, 60_000);

  it('serves an image from before the library where its image answer names it, while a visible post uses it', async () => {
    // A post's form upload from before the library (its file in blogs/, no asset: an upload with a save is a library
    // image now, so the row and the file are written as they were), then the asset migration 0016 makes of the file.
    await post('old-owner', {});
    const name = `${'ab'.repeat(16)}.png`;
    await server.ctx.storage.put(`blogs/${name}`, PNG, 'image/png');
    await server.ctx.db.updateTable('blogs').set({ imageUrl: name }).where('blogId', '=', 'old-owner').execute();
    const old = (await read('/content/posts/old-owner')).body.result as Answer;
    expect(old.imageUrl).toMatch(new RegExp(`/content/images/blogs/${name}$`));
    const row = {
      ...{ name, folder: 'blogs', originalName: name, mime: 'image/png', bytes: PNG.length, width: 1, height: 1 },
      ...{ alt: 'Old', caption: '', decorative: 0, focalX: 5000, focalY: 5000, renditions: '' },
      ...{ creator: 'editor', createdAt: Date.now(), version: 1 },
    };
    const { id } = await server.ctx.db.insertInto('assets').values(row).returning('id').executeTakeFirstOrThrow();
    await post('old-reuser', { imageId: String(id) });
    const { image } = (await read('/content/posts/old-reuser')).body.result as Answer;
    expect(image).toMatchObject({ url: old.imageUrl, width: 1, alt: 'Old', crops: { square: null, wide: null } });
    expect(image.srcset).toBe(`${old.imageUrl} 1w`);
    // The post that uploaded it goes back to draft: the other post still shows it.
    const draft = await server.request('PUT', '/blogs/updateBlog/old-owner', {
      token,
      form: multipart({ status: 'draft' }),
    });
    expect(draft.status).toBe(200);
    expect((await read(pathOf(image.url))).status).toBe(200);
    await server.request('PUT', '/blogs/updateBlog/old-reuser', { token, form: multipart({ status: 'draft' }) });
    expect((await read(pathOf(image.url))).status).toBe(404);
  });

  it('changes the ETag when a shown image’s alt or focal point changes, and not for an unused one', async () => {
    const used = await upload(1000, 500, { alt: 'Before' });
    const unused = await upload(1000, 500, { alt: 'Nobody' });
    await post('etag-asset', { imageId: String(used.id) });
    const etag = async () => {
      const reply = await read('/content/posts/etag-asset');
      return { etag: reply.headers.etag as string, image: (reply.body.result as Answer).image };
    };
    const put = async (id: number, json: Record<string, unknown>) => {
      const found = await server.request('GET', `/media/getMedia/${id}`, { token });
      const saved = await server.request('PUT', `/media/updateMedia/${id}`, {
        token,
        json: { ...json, version: found.body.result.version },
      });
      expect(saved.status).toBe(200);
    };
    const first = await etag();
    await put(unused.id, { alt: 'Still nobody' });
    const list = await read('/content/posts?pageSize=100');
    expect((await etag()).etag).toBe(first.etag);
    expect((await read('/content/posts?pageSize=100', { 'if-none-match': list.headers.etag as string })).status).toBe(
      304,
    );

    await put(used.id, { alt: 'After' });
    const second = await etag();
    expect(second.etag).not.toBe(first.etag);
    expect(second.image.alt).toBe('After');
    expect((await read('/content/posts?pageSize=100', { 'if-none-match': list.headers.etag as string })).status).toBe(
      200,
    );

    await put(used.id, { focalX: 0.1, focalY: 0.9 });
    const third = await etag();
    expect(third.etag).not.toBe(second.etag);
    expect(third.image.focal).toEqual({ x: 0.1, y: 0.9 });
    // The crops are re-cut by the queue (no version change): the answer moves again, to the new crops' URLs.
    await server.ctx.renditions.idle();
    const fourth = await etag();
    expect(fourth.etag).not.toBe(third.etag);
    expect(fourth.image.crops.square).toMatch(/square\.webp\?v=1000-9000$/);
  }, 60_000);
});

eachDialect('the Content API image shape with S3_PUBLIC_URL', (dialect) => {
  let server: TestServer;
  let s3: TestS3;
  let token: string;
  beforeAll(async () => {
    s3 = await startS3();
    server = await startTestServer(dialect, {}, { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/media/' });
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('names the CDN in image URLs, by the storage keys, and keeps imageUrl on the API', async () => {
    const uploaded = await server.request('POST', '/media/upload', {
      token,
      form: multipart(
        { alt: 'CDN' },
        { field: 'file', name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(700, 350) },
      ),
    });
    const { id, name } = uploaded.body.result as { id: number; name: string };
    await server.ctx.renditions.idle();
    const stem = name.replace(/\..*$/, '');
    const created = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('on-cdn', { imageId: String(id) }), {
        field: 'image',
        name: 'old.png',
        type: 'image/png',
        bytes: PNG,
      }),
    });
    expect(created.status).toBe(201);
    const { image, imageUrl } = (await server.request('GET', '/content/posts/on-cdn')).body.result as Answer;
    expect(imageUrl).toMatch(/\/content\/images\/blogs\//);
    expect(image.url).toBe(`https://cdn.example.com/media/assets/${name}`);
    expect(image.srcset).toBe(
      `https://cdn.example.com/media/assets/${stem}/w320.webp 320w, https://cdn.example.com/media/assets/${stem}/w640.webp 640w, https://cdn.example.com/media/assets/${name} 700w`,
    );
    expect(image.crops.wide).toBe(`https://cdn.example.com/media/assets/${stem}/wide.webp?v=5000-5000`);
    // Each URL names an object the bucket holds under the same key.
    for (const key of [`assets/${name}`, `assets/${stem}/w640.webp`, `assets/${stem}/wide.webp`]) {
      expect(await server.ctx.storage.get(key), key).toBeTruthy();
    }
  }, 60_000);
});
