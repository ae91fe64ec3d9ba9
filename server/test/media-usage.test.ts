/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
/**
 * Which posts and meta pages use a library image (issue 28, docs/api.md#media): `usedBy`, the "Unused" filter, the
 * in-use refusal and `GET /media/usage/{id}` after every write that changes a use: create, update, trash, restore,
 * revision restore, bulk trash and restore, purge, and an image's own trash round trip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addNewsCategory,
  blogFields,
  eachDialect,
  GIF,
  multipart,
  PNG,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

interface Asset {
  id: number;
  name: string;
  usedBy: number;
}
interface Use {
  type: 'blog' | 'meta';
  id: number;
  recordId: string;
  title: string;
  where: 'featured' | 'body';
}

eachDialect('media usage', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    token = await signIn(server);
    await addNewsCategory(server, token);
  });
  afterAll(() => server.close());

  let uploads = 0;
  const upload = async (): Promise<Asset> => {
    const gif = ++uploads % 2 === 0;
    const reply = await server.request('POST', '/media/upload', {
      token,
      form: multipart(
        {},
        {
          field: 'file',
          name: `image-${uploads}.${gif ? 'gif' : 'png'}`,
          type: gif ? 'image/gif' : 'image/png',
          bytes: gif ? GIF : PNG,
        },
      ),
    });
    expect(reply.status).toBe(201);
    return reply.body.result as Asset;
  };
  /** An `<img>` of the asset as the editor puts it in a text: by its public URL. */
  const img = (asset: Asset, file = asset.name) =>
    `<img src="http://127.0.0.1/content/images/assets/${file}" alt="A picture">`;
  const createPost = async (blogId: string, fields: Record<string, string>) => {
    const reply = await server.request('POST', '/blogs/createBlog', {
      token,
      form: multipart(blogFields(blogId, fields)),
    });
    expect(reply.status).toBe(201);
    return reply.body.result as { id: number; version: number };
  };
  const updatePost = async (blogId: string, fields: Record<string, string>) => {
    const reply = await server.request('PUT', `/blogs/updateBlog/${blogId}`, { token, form: multipart(fields) });
    expect(reply.status).toBe(200);
    return reply.body.result as { id: number; version: number };
  };
  const usage = async (asset: Asset) =>
    (await server.request('GET', `/media/usage/${asset.id}`, { token })).body.result as Use[];
  const listed = async (query = '') =>
    new Map(
      ((await server.request('GET', `/media/list?pageSize=100${query}`, { token })).body.result as Asset[]).map(
        (item) => [item.id, item],
      ),
    );
  const usedBy = async (asset: Asset) => {
    const all = await listed();
    const got = await server.request('GET', `/media/getMedia/${asset.id}`, { token });
    // The list and the record agree.
    expect(got.body.result.usedBy).toBe(all.get(asset.id)?.usedBy);
    return all.get(asset.id)?.usedBy;
  };
  const isUnused = async (asset: Asset) => (await listed('&unused=true')).has(asset.id);
  const refusal = async (asset: Asset) => {
    const reply = await server.request('DELETE', `/media/deleteMedia/${asset.id}`, { token });
    return { status: reply.status, message: reply.body.message as string | undefined };
  };
  const trashPost = async (blogId: string) =>
    expect((await server.request('DELETE', `/blogs/deleteBlog/${blogId}`, { token })).status).toBe(200);
  const restore = async (type: string, id: number) =>
    expect((await server.request('POST', '/trash/restore', { token, json: { type, id } })).status).toBe(200);

  describe('featured image and body', () => {
    it('counts each post and meta page once, lists every use, and refuses the delete with the count', async () => {
      const hero = await upload();
      const inline = await upload();
      const post = await createPost('usage-both', { imageId: String(hero.id), description: `<p>Both</p>${img(hero)}` });
      // A rendition's URL (`assets/<stem>/<file>`) names the image too.
      const other = await createPost('usage-rendition', {
        description: `<p>x</p>${img(inline, `${inline.name.slice(0, 32)}/w640.webp`)}`,
      });
      const meta = await server.request('POST', '/meta/createMeta', {
        token,
        form: multipart({
          metaTitle: 'Usage home',
          metaDescription: 'd',
          pageMeta: 'usage-home',
          metaUrl: 'https://usage.example/',
          imageId: String(hero.id),
        }),
      });
      expect(meta.status).toBe(201);

      expect(await usedBy(hero)).toBe(2);
      expect(await usedBy(inline)).toBe(1);
      expect(await usage(hero)).toEqual([
        { type: 'blog', id: post.id, recordId: 'usage-both', title: 'Title of usage-both', where: 'featured' },
        { type: 'blog', id: post.id, recordId: 'usage-both', title: 'Title of usage-both', where: 'body' },
        {
          type: 'meta',
          id: meta.body.result.id,
          recordId: String(meta.body.result.id),
          title: 'Usage home',
          where: 'featured',
        },
      ]);
      expect(await usage(inline)).toEqual([
        { type: 'blog', id: other.id, recordId: 'usage-rendition', title: 'Title of usage-rendition', where: 'body' },
      ]);
      expect(await isUnused(hero)).toBe(false);
      expect(await refusal(hero)).toEqual({
        status: 409,
        message: 'This image is used by 2 posts. Replace it there first.',
      });
      expect(await refusal(inline)).toEqual({
        status: 409,
        message: 'This image is used by 1 post. Replace it there first.',
      });
    });
  });

  it('an update that removes the image from the body or the featured image ends that use', async () => {
    const asset = await upload();
    await createPost('usage-update', { imageId: String(asset.id), description: `<p>x</p>${img(asset)}` });
    expect(await usedBy(asset)).toBe(1);
    await updatePost('usage-update', { description: '<p>No picture now</p>' });
    expect((await usage(asset)).map((use) => use.where)).toEqual(['featured']);
    expect(await usedBy(asset)).toBe(1);
    await updatePost('usage-update', { imageId: '' });
    expect(await usage(asset)).toEqual([]);
    expect(await usedBy(asset)).toBe(0);
    expect(await isUnused(asset)).toBe(true);
    // A rename of the post keeps its uses (they follow the row, not its key).
    await updatePost('usage-update', { description: img(asset) });
    await updatePost('usage-update', { blogId: 'usage-renamed' });
    expect((await usage(asset)).map((use) => use.recordId)).toEqual(['usage-renamed']);
  });

  it('a trashed post uses nothing; restored, it uses its images again; purged, still nothing', async () => {
    const asset = await upload();
    await createPost('usage-trash', { imageId: String(asset.id), description: img(asset) });
    await createPost('usage-trash-2', { description: img(asset) });
    expect(await usedBy(asset)).toBe(2);
    await trashPost('usage-trash');
    // Only live posts count: the trashed one is out of the count, the usage list and the refusal.
    expect(await usedBy(asset)).toBe(1);
    expect((await usage(asset)).map((use) => use.recordId)).toEqual(['usage-trash-2']);
    expect((await refusal(asset)).message).toBe('This image is used by 1 post. Replace it there first.');
    const trashed = (await server.request('GET', '/trash/list?type=blog&q=usage-trash', { token })).body.result as {
      id: number;
      recordId: string;
    }[];
    const item = trashed.find((entry) => entry.recordId === 'usage-trash')!;
    await restore('blog', item.id);
    expect(await usedBy(asset)).toBe(2);
    expect((await usage(asset)).map((use) => `${use.recordId} ${use.where}`)).toEqual([
      'usage-trash featured',
      'usage-trash body',
      'usage-trash-2 body',
    ]);
    // Both trashed in one bulk call, restored in one, trashed again and purged.
    const ids = [item.id, (await usage(asset))[2]!.id];
    expect((await server.request('POST', '/bulk/trash', { token, json: { type: 'blog', ids } })).status).toBe(200);
    expect(await usedBy(asset)).toBe(0);
    expect(await isUnused(asset)).toBe(true);
    expect((await server.request('POST', '/trash/restoreMany', { token, json: { type: 'blog', ids } })).status).toBe(
      200,
    );
    expect(await usedBy(asset)).toBe(2);
    expect((await server.request('POST', '/bulk/trash', { token, json: { type: 'blog', ids } })).status).toBe(200);
    for (const id of ids) {
      expect((await server.request('DELETE', '/trash/purge', { token, json: { type: 'blog', id } })).status).toBe(200);
    }
    expect(await usedBy(asset)).toBe(0);
    expect((await refusal(asset)).status).toBe(200);
  });

  it('a revision restore brings back the uses of the version it restores', async () => {
    const before = await upload();
    const after = await upload();
    await createPost('usage-revision', { imageId: String(before.id), description: img(before) });
    const saved = await updatePost('usage-revision', { imageId: String(after.id), description: img(after) });
    expect(await usedBy(before)).toBe(0);
    expect(await usedBy(after)).toBe(1);
    const restored = await server.request('POST', '/blogs/restoreRevision/usage-revision/1', {
      token,
      json: { version: saved.version },
    });
    expect(restored.status).toBe(200);
    // The revision's body names `before` again; the featured image (`imageId`) is not a revision's to restore.
    expect(restored.body.result.imageId).toBe(after.id);
    expect((await usage(before)).map((use) => use.where)).toEqual(['body']);
    expect((await usage(after)).map((use) => use.where)).toEqual(['featured']);
  });

  it('an image back from the trash counts the posts that named it meanwhile', async () => {
    const asset = await upload();
    expect((await refusal(asset)).status).toBe(200);
    await createPost('usage-while-trashed', { description: img(asset) });
    const item = (
      (await server.request('GET', '/trash/list?type=asset', { token })).body.result as { id: number }[]
    ).find((entry) => entry.id === asset.id)!;
    await restore('asset', item.id);
    expect(await usedBy(asset)).toBe(1);
    expect((await usage(asset)).map((use) => use.recordId)).toEqual(['usage-while-trashed']);
  });

  it('the Unused filter keeps exactly the images nothing uses', async () => {
    const used = await upload();
    const unused = await upload();
    await createPost('usage-filter', { description: img(used) });
    const filtered = await listed('&unused=true');
    expect(filtered.has(unused.id)).toBe(true);
    expect(filtered.has(used.id)).toBe(false);
    for (const item of filtered.values()) expect(item.usedBy).toBe(0);
    const all = await listed();
    const zero = [...all.values()].filter((item) => item.usedBy === 0).map((item) => item.id);
    expect([...filtered.keys()].sort((a, b) => a - b)).toEqual(zero.sort((a, b) => a - b));
    const page = await server.request('GET', '/media/list?unused=true&pageSize=1', { token });
    expect(page.body.total).toBe(filtered.size);
  });

  it('the Content API serves an image while a visible post uses it, by the same uses', async () => {
    const asset = await upload();
    await createPost('usage-public', { description: img(asset) });
    const file = `/content/images/assets/${asset.name}`;
    expect((await server.request('GET', file)).status).toBe(200);
    await trashPost('usage-public');
    expect((await server.request('GET', file)).status).toBe(404);
  });
});
