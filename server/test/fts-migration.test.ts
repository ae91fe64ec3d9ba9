/**
 * Migration 0008_fts on a database written before it: existing blog posts get `bodyText` backfilled and indexed, so
 * their body words are found at once, and later edits and deletes keep the index in step (issue 15).
 */
import { expect, it } from 'vitest';
import { databaseMigratedTo, eachDialect, insertOldCategory, multipart, signIn, startTestServer } from './helpers.ts';

eachDialect('migration 0008 over existing posts', (dialect) => {
  it('indexes the body text of older posts, and keeps it in step afterwards', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0005_seo');
    const now = Date.now();
    await insertOldCategory(old, now);
    for (const [blogId, body] of [
      ['older-one', '<p>The <em>heron</em> &amp; the egret.</p>'],
      ['older-two', '<ul><li>Pelicans</li></ul>'],
    ]) {
      await old
        .insertInto('blogs')
        .values({
          blogId,
          blogTitle: `Post ${blogId}`,
          blogUrl: `https://example.com/${blogId}`,
          metaTitle: 'm',
          metaDescription: 'd',
          description: body,
          category: 'News',
          creator: 'admin',
          changer: 'admin',
          channel: 'API',
          createdDate: now,
          changedDate: now,
          imageUrl: null,
          version: 1,
        })
        .execute();
    }
    await old.destroy();
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const token = await signIn(server);
      const found = async (q: string) =>
        ((await server.request('GET', `/blogs/list?q=${q}`, { token })).body as { result: { blogId: string }[] }).result
          .map((blog) => blog.blogId)
          .sort();
      expect(await found('heron%20egret')).toEqual(['older-one']);
      expect(await found('pelican')).toEqual(['older-two']);
      expect(await found('em')).toEqual([]);
      const form = multipart({ description: '<p>Now about storks.</p>' });
      expect((await server.request('PUT', '/blogs/updateBlog/older-one', { token, form })).status).toBe(200);
      expect(await found('heron')).toEqual([]);
      expect(await found('storks')).toEqual(['older-one']);
      expect((await server.request('DELETE', '/blogs/deleteBlog/older-two', { token })).status).toBe(200);
      expect(await found('pelican')).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
