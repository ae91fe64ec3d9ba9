/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- tests read JSON replies loosely */
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

/** What a save answers, as far as these tests read it. */
interface Saved {
  id: number;
  imageId: number;
  imageUrl: string;
  image: string;
  version: number;
}
/** A library image, as far as these tests read it. */
interface Asset {
  name: string;
  renditions: { widths: number[] };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

// An image uploaded inside a post's or meta entry's own save (the forms' upload, docs/api.md#media) is a library image.
eachDialect('an upload in a post or meta save becomes a library image', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server.close());

  const stored = async (key: string) => (await server.ctx.storage.get(key)) !== undefined;
  const getAsset = async (id: number) =>
    (await server.request('GET', `/media/getMedia/${id}`, { token })).body.result as Asset;
  const assetCount = async () =>
    (await server.request('GET', '/media/list?pageSize=100', { token })).body.result.length as number;

  it('a post created with an image has it as an asset: measured, named, used, in the list, renditions made', async () => {
    const bytes = await jpeg(800, 500);
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('saved-with-upload'), { name: 'Harbour at dusk.jpg', type: 'image/jpeg', bytes }),
    });
    expect(reply.status).toBe(201);
    const post = reply.body.result as Saved;
    expect(post.imageId).toEqual(expect.any(Number));
    // `imageUrl` keeps its meaning: the stored file, which is the asset's original.
    expect(post.imageUrl).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const asset = await getAsset(post.imageId);
    expect(asset).toMatchObject({
      name: post.imageUrl,
      originalName: 'Harbour at dusk.jpg',
      mime: 'image/jpeg',
      width: 800,
      height: 500,
      alt: '',
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      usedBy: 1,
      creator: 'admin',
      version: 1,
    });
    expect(await stored(`blogs/${post.imageUrl}`)).toBe(true);
    // The library names every original `assets/<name>`, for the panel and (while a visible post uses it) the public.
    const file = await server.request('GET', `/uploads/assets/${post.imageUrl}`, { token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await server.request('GET', `/content/images/assets/${post.imageUrl}`)).status).toBe(200);
    expect((await server.request('GET', `/content/images/blogs/${post.imageUrl}`)).status).toBe(200);
    const usage = await server.request('GET', `/media/usage/${post.imageId}`, { token });
    expect(usage.body.result).toEqual([
      {
        type: 'blog',
        id: post.id,
        recordId: 'saved-with-upload',
        title: 'Title of saved-with-upload',
        where: 'featured',
      },
    ]);
    const list = await server.request('GET', '/media/list?q=harbour', { token });
    expect(list.body.result.map((item: { id: number }) => item.id)).toEqual([post.imageId]);
    await server.ctx.renditions.idle();
    expect((await getAsset(post.imageId)).renditions.widths).toEqual([320, 640]);
    // The activity log says a library image was added, as the Media screen's upload does.
    const activity = await server.request('GET', '/activity/list?limit=5', { token });
    expect(activity.body.result.map((line: { action: string }) => line.action)).toContain(
      'Image "Harbour at dusk.jpg" created',
    );
    // In use: it cannot be trashed.
    const refused = await server.request('DELETE', `/media/deleteMedia/${post.imageId}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This image is used by 1 post. Replace it there first.');
  });

  it('a new upload in an update replaces the image with a new asset; the old one stays in the library', async () => {
    const created = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('replaced-upload'), { name: 'first.png', type: 'image/png', bytes: PNG }),
    });
    const first = created.body.result as Saved;
    // The panel sends `imageId` '' beside a fresh upload (its two image choices replace each other): the upload wins.
    const updated = await server.request('PUT', '/blogs/updateBlog/replaced-upload', {
      token,
      form: multipart(
        { imageId: '', version: String(first.version) },
        {
          name: 'second.jpg',
          type: 'image/jpeg',
          bytes: await jpeg(40, 30),
        },
      ),
    });
    expect(updated.status).toBe(200);
    const second = updated.body.result as Saved;
    expect(second.imageId).not.toBe(first.imageId);
    expect(await getAsset(second.imageId)).toMatchObject({ name: second.imageUrl, originalName: 'second.jpg' });
    // The first file is a library image now: it stays, unused, until its asset is trashed and purged.
    expect(await getAsset(first.imageId)).toMatchObject({ name: first.imageUrl, usedBy: 0 });
    expect(await stored(`blogs/${first.imageUrl}`)).toBe(true);
    expect((await server.request('DELETE', `/media/deleteMedia/${first.imageId}`, { token })).status).toBe(200);
    const purged = await server.request('DELETE', '/trash/purge', {
      token,
      json: { type: 'asset', id: first.imageId },
    });
    expect(purged.status).toBe(200);
    expect(await stored(`blogs/${first.imageUrl}`)).toBe(false);
    expect(await stored(`blogs/${second.imageUrl}`)).toBe(true);
  });

  it('a meta entry created with an image has it as an asset', async () => {
    const reply = await server.request('POST', '/meta/createMeta', {
      token,
      form: multipart(
        { metaTitle: 'About', metaDescription: 'd', pageMeta: 'about', metaUrl: 'https://e.x/about' },
        { name: 'team.png', type: 'image/png', bytes: PNG },
      ),
    });
    expect(reply.status).toBe(201);
    const meta = reply.body.result as Saved;
    expect(meta.imageId).toEqual(expect.any(Number));
    expect(await getAsset(meta.imageId)).toMatchObject({ name: meta.image, originalName: 'team.png', usedBy: 1 });
    expect(await stored(`meta/${meta.image}`)).toBe(true);
    const usage = await server.request('GET', `/media/usage/${meta.imageId}`, { token });
    expect(usage.body.result).toEqual([
      { type: 'meta', id: meta.id, recordId: String(meta.id), title: 'About', where: 'featured' },
    ]);
  });

  it('a save refused with its upload leaves no asset and no file', async () => {
    const before = await assetCount();
    const files: string[] = [];
    for await (const { key } of server.ctx.storage.list('blogs/')) files.push(key);
    // The blogId is taken: 409 after the file was stored.
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields('saved-with-upload'), { name: 'dup.png', type: 'image/png', bytes: PNG }),
    });
    expect(reply.status).toBe(409);
    expect(await assetCount()).toBe(before);
    const after: string[] = [];
    for await (const { key } of server.ctx.storage.list('blogs/')) after.push(key);
    expect(after.sort()).toEqual(files.sort());
  });
});
