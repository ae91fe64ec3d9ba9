/**
 * Migration 0005_seo on a database written before it: existing blog posts get `blogUrlKey` backfilled, so the SEO
 * report finds two posts for one page (issue 15).
 */
import { expect, it } from 'vitest';
import { databaseMigratedTo, eachDialect, signIn, startTestServer } from './helpers.ts';

eachDialect('migration 0005 over existing posts', (dialect) => {
  it('backfills blogUrlKey so look-alike URLs of older posts show as duplicates', async () => {
    const { old, dataDir, databaseUrl } = await databaseMigratedTo(dialect, '0004_publishing');
    const now = Date.now();
    for (const [blogId, blogUrl] of [
      ['first', 'https://Example.com/pricing/'],
      ['second', 'https://example.com/pricing'],
      ['third', 'https://example.com/other'],
    ]) {
      await old
        .insertInto('blogs')
        .values({
          blogId,
          blogTitle: blogId,
          blogUrl,
          metaTitle: `Title ${blogId}`,
          metaDescription: `A description of the ${blogId} post, long enough for a search result.`,
          description: '<p>x</p>',
          category: 'News',
          creator: 'admin',
          changer: 'admin',
          channel: 'API',
          createdDate: now,
          changedDate: now,
          imageUrl: 'a.png',
          version: 1,
        })
        .execute();
    }
    await old.destroy();
    const server = { ...(await startTestServer(dialect, { dataDir, databaseUrl })), dataDir };
    try {
      const token = await signIn(server);
      const reply = await server.request('GET', '/seo/report?problem=duplicate_url', { token });
      expect(reply.status).toBe(200);
      const body = reply.body as { result: { recordId: string }[]; total: number };
      expect(body.result.map((item) => item.recordId).sort()).toEqual(['first', 'second']);
    } finally {
      await server.close();
    }
  });
});
