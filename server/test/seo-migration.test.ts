/**
 * Migrations 0005_seo and 0020_site_checks on a database written before them: existing blog posts get `blogUrlKey`
 * backfilled, so the SEO report finds two posts for one page (issue 15); the key becomes unique without losing either
 * post, and images without alt text in existing bodies are reported (issue 26); 0021_link_health checks the links
 * of existing bodies (issue 29).
 */
import { expect, it } from 'vitest';
import {
  addNewsCategory,
  blogFields,
  databaseMigratedTo,
  eachDialect,
  multipart,
  signIn,
  startTestServer,
} from './helpers.ts';

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
          description:
            blogId === 'third'
              ? '<p><img src="https://example.com/old.png"><a href="/pricing">prices</a> <a href="/gone">gone</a></p>'
              : '<p>x</p>',
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

      // Both posts of the shared URL still save; a new post cannot take it.
      await addNewsCategory(server, token);
      const edited = await server.request('PUT', '/blogs/updateBlog/second', {
        token,
        form: multipart({ blogTitle: 'Second, edited' }),
      });
      expect(edited.status).toBe(200);
      const taken = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('fourth', { blogUrl: 'https://example.com/pricing' })),
      });
      expect(taken.status, JSON.stringify(taken.body)).toBe(409);
      expect(taken.body).toMatchObject({ message: 'A blog post with this blogUrl already exists' });

      const alt = await server.request('GET', '/seo/report?problem=image_missing_alt', { token });
      expect((alt.body as { result: { recordId: string }[] }).result.map((item) => item.recordId)).toEqual(['third']);

      // 0021: the links of older bodies are checked against the older posts' paths.
      const links = await server.request('GET', '/seo/report?problem=broken_internal_link', { token });
      const linked = (links.body as { result: { recordId: string; problems: { message: string }[] }[] }).result;
      expect(linked.map((item) => item.recordId)).toEqual(['third']);
      expect(linked[0]?.problems.map((p) => p.message)).toContain(
        'A link in the text leads to no page on the site (/gone): readers get "not found"',
      );
    } finally {
      await server.close();
    }
  });
});
