/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read JSON replies loosely */
/**
 * Migration 0016_assets on a database written before the media library: every image a post or meta page holds becomes
 * an asset named by its stored name, left where its file is, and the record uses it (issue 28).
 */
import { expect, it } from 'vitest';
import {
  databaseMigratedTo,
  eachDialect,
  insertOldCategory,
  GIF,
  multipart,
  PNG,
  signIn,
  startTestServer,
} from './helpers.ts';

const BLOG_IMAGE = `${'a'.repeat(32)}.png`;
const META_IMAGE = `${'b'.repeat(32)}.gif`;

eachDialect('migration 0016 over existing images', (dialect) => {
  it('turns stored images into assets the records use, keeping their files', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0014_excerpt_override');
    const now = Date.now();
    await insertOldCategory(old, now);
    const post = (blogId: string, imageUrl: string | null) => ({
      blogId,
      blogTitle: `Post ${blogId}`,
      blogUrl: `https://example.com/${blogId}`,
      metaTitle: 'm',
      metaDescription: 'd',
      description: '<p>Body</p>',
      category: 'News',
      creator: 'editor',
      changer: 'editor',
      channel: 'API',
      createdDate: now,
      changedDate: now,
      imageUrl,
      version: 1,
    });
    await old
      .insertInto('blogs')
      .values([post('with-image', BLOG_IMAGE), post('without', null)])
      .execute();
    await old
      .insertInto('metas')
      .values({
        metaTitle: 'Home',
        metaDescription: 'd',
        pageMeta: 'home',
        metaUrl: 'https://example.com/',
        metaUrlKey: 'https://example.com',
        image: META_IMAGE,
        creator: 'editor',
        changer: 'editor',
        createdDate: now,
        changedDate: now,
        version: 1,
      })
      .execute();
    await old.destroy();
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      await server.ctx.storage.put(`blogs/${BLOG_IMAGE}`, PNG, 'image/png');
      await server.ctx.storage.put(`meta/${META_IMAGE}`, GIF, 'image/gif');
      const token = await signIn(server);
      const assets = (await server.request('GET', '/media/list?sort=name', { token })).body.result;
      expect(assets).toMatchObject([
        {
          name: BLOG_IMAGE,
          originalName: BLOG_IMAGE,
          mime: 'image/png',
          alt: '',
          decorative: false,
          usedBy: 1,
          creator: 'editor',
        },
        { name: META_IMAGE, originalName: META_IMAGE, mime: 'image/gif', usedBy: 1 },
      ]);
      const blog = (await server.request('GET', '/blogs/getBlog/with-image', { token })).body.result;
      expect(blog).toMatchObject({ imageUrl: BLOG_IMAGE, imageId: assets[0].id });
      expect((await server.request('GET', '/blogs/getBlog/without', { token })).body.result.imageId).toBeNull();
      expect((await server.request('GET', '/meta/list', { token })).body.result[0].imageId).toBe(assets[1].id);
      expect((await server.request('GET', `/uploads/blogs/${BLOG_IMAGE}`, { token })).status).toBe(200);

      // The post drops its old upload: the file stays, since the asset (still its featured image) holds it.
      const form = multipart({ removeImage: 'true' });
      expect(
        (await server.request('PUT', '/blogs/updateBlog/with-image', { token, form })).body.result.imageUrl,
      ).toBeNull();
      expect(await server.ctx.storage.head(`blogs/${BLOG_IMAGE}`)).toBeDefined();
      // Once nothing uses it, the asset can go, and deleting it forever removes the file where it was.
      await server.request('PUT', '/blogs/updateBlog/with-image', { token, form: multipart({ imageId: '' }) });
      expect((await server.request('DELETE', `/media/deleteMedia/${assets[0].id}`, { token })).status).toBe(200);
      await server.request('DELETE', '/trash/purge', { token, json: { type: 'asset', id: assets[0].id } });
      expect(await server.ctx.storage.head(`blogs/${BLOG_IMAGE}`)).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
