/* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any -- tests read JSON loosely */
/**
 * Every public request has a cost bound, not only a request count (issue 32 item 2):
 * - a public search goes through the full-text indexes and reads at most PUBLIC_SEARCH_CAP matches, however many
 *   posts match or how short `q` is; its total is capped, not counted by a scan;
 * - the sitemap, the feed and the category counts are built once per content fingerprint: asked again, they read no
 *   post until something visible changes.
 * The statements a request runs are seen through the database's query executor.
 */
import { sql, type CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_SEARCH_CAP } from '../../src/domain/content.ts';
import { bodyTextOf } from '../../src/lib/fullText.ts';
import { contentWriteMark } from '../src/db/content.ts';
import { contentState } from '../src/services/contentState.ts';
import {
  blogFields,
  eachDialect,
  insertCategories,
  multipart,
  signIn,
  startTestServer,
  type TestServer,
} from './helpers.ts';

const POSTS = PUBLIC_SEARCH_CAP + 200;
const MINUTE = 60_000;

eachDialect('public requests have a cost bound', (dialect) => {
  let server: TestServer;
  let token: string;
  let start: number;
  const get = (url: string) => server.request('GET', url, { ip: '198.51.100.20' });
  /** The SQL texts the database runs while `work` does. */
  async function statementsOf(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const executor = server.ctx.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    try {
      await work();
      return spy.mock.calls.map((call) => call[0]);
    } finally {
      spy.mockRestore();
    }
  }

  beforeAll(async () => {
    // The posts are on SITE_URL's host: the sitemap lists only the website's own URLs.
    const env = { CONTENT_LIMIT_PER_IP: '1000000', SITEMAP_MAX_URLS: '500', SITE_URL: 'https://example.com' };
    server = await startTestServer(dialect, {}, env);
    token = await signIn(server);
    start = server.clock.now - POSTS * MINUTE;
    await insertCategories(server.ctx.db, ['News', 'Guides'], (i) => ({ createdAt: start + i }));
    for (let first = 0; first < POSTS; first += 200) {
      await server.ctx.db
        .insertInto('blogs')
        .values(
          Array.from({ length: Math.min(200, POSTS - first) }, (_, k) => {
            const i = first + k;
            const description = `<p>Common words for every post, and word${i} of its own.</p>`;
            return {
              ...blogFields(`post-${i}`, { blogTitle: `Post number ${i}`, description }),
              category: i % 2 ? 'Guides' : 'News',
              bodyText: bodyTextOf(description),
              createdDate: start + i * MINUTE,
              changedDate: start + i * MINUTE,
              publishedAt: start + i * MINUTE,
              status: i % 50 === 7 ? 'draft' : 'published',
              publishAt: null,
              imageUrl: null,
              version: 1,
            };
          }),
        )
        .execute();
    }
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  describe('public search', () => {
    it('answers the most recently created visible matches, newest first, with a capped total', async () => {
      for (const q of ['common', 'post', 'every post']) {
        const first = await get(`/content/posts?q=${encodeURIComponent(q)}&pageSize=100`);
        expect(first.status, q).toBe(200);
        // The cap counts visible posts only: the drafts among the newest take no place in it.
        expect(first.body.total, q).toBe(PUBLIC_SEARCH_CAP);
        expect(first.body.result.map((p: any) => p.blogId).slice(0, 3)).toEqual([
          `post-${POSTS - 1}`,
          `post-${POSTS - 2}`,
          `post-${POSTS - 3}`,
        ]);
        const last = await get(`/content/posts?q=${encodeURIComponent(q)}&pageSize=100&page=11`);
        expect(last.body.result, q).toEqual([]);
      }
    });

    it('moves by no unpublished post: a new matching draft or scheduled post changes no answer', async () => {
      const urls = ['/content/posts?q=common&pageSize=100&page=10', '/content/posts?q=common&category=News'];
      const before = await Promise.all(urls.map(async (url) => (await get(url)).raw.toString('base64')));
      const later = new Date(server.clock.now + 60 * MINUTE).toISOString();
      for (const [blogId, extra] of [
        ['common-draft', { status: 'draft' }],
        ['common-later', { status: 'scheduled', publishAt: later }],
      ] as const) {
        const form = blogFields(blogId, { description: '<p>Common words</p>', category: 'News', ...extra });
        const reply = await server.request('POST', '/blogs/createBlog', { token, form: multipart(form) });
        expect(reply.status).toBe(201);
      }
      for (const [i, url] of urls.entries()) expect((await get(url)).raw.toString('base64'), url).toBe(before[i]);
      for (const blogId of ['common-draft', 'common-later']) {
        expect((await server.request('DELETE', `/blogs/deleteBlog/${blogId}`, { token })).status).toBe(200);
      }
    });

    it('finds whole words of the body and substrings of titles; a short q only as a whole word', async () => {
      const ids = async (q: string, extra = '') =>
        (await get(`/content/posts?q=${encodeURIComponent(q)}${extra}`)).body.result.map((p: any) => p.blogId);
      expect(await ids('word1100')).toEqual(['post-1100']);
      expect(await ids('number 1100')).toEqual(['post-1100']);
      expect(await ids('commo')).toEqual([]); // a prefix of a body word: not a prefix search
      expect(await ids('word1103', '&category=News')).toEqual([]);
      expect(await ids('word1103', '&category=Guides')).toEqual(['post-1103']);
      expect(await ids('of')).toHaveLength(24); // a two-letter word of every body
      expect(await ids('mb')).toEqual([]); // two letters of "number", no word: nothing, and no scan
      expect(await ids('ost number 1100')).toEqual(['post-1100']); // a substring, parts of words at both ends
      // Past 20 characters q is searched by its words only: the trigram index would read a list per trigram.
      expect(await ids('ost number 1100 post-1')).toEqual([]);
      expect(await ids('post number 1100 post 1100')).toEqual(['post-1100']);
      expect(await ids('word1107')).toEqual([]); // a draft
    });

    it.runIf(dialect === 'sqlite')(
      'never walks the posts table: each query is driven by a full-text index',
      async () => {
        // A visible change first: searches made by the tests above are kept per content state, and read nothing again.
        await server.ctx.db.updateTable('blogs').set({ version: 2 }).where('blogId', '=', 'post-0').execute();
        for (const q of ['common', 'mb', 'ost', 'word1100 common', '"a" OR b*']) {
          const ran = await statementsOf(() => get(`/content/posts?q=${encodeURIComponent(q)}&category=News`));
          // The posts table and its full-text indexes (a search that matches nothing reads no post at all).
          const reads = ran.filter((query) => /"blogs(?:_fts|_trigram)?"/.test(query.sql));
          expect(reads.length, q).toBeGreaterThan(0);
          for (const query of reads) {
            const plan = await sql
              .raw<{ detail: string }>(`explain query plan ${query.sql}`)
              .execute(server.ctx.db.withoutPlugins())
              .catch(async () => ({
                rows: (
                  await server.ctx.db.executeQuery<{ detail: string }>({
                    ...query,
                    sql: `explain query plan ${query.sql}`,
                  })
                ).rows,
              }));
            const scans = plan.rows.map((row) => row.detail).filter((detail) => /^SCAN blogs\b(?!_)/.test(detail));
            expect(scans, `${q}: ${query.sql}`).toEqual([]);
          }
        }
      },
    );
  });

  describe('built once per content fingerprint', () => {
    const readsPosts = (ran: CompiledQuery[]) => ran.filter((query) => /"blogs"/.test(query.sql)).map((q) => q.sql);

    it('the sitemap, its pages, the feed and the categories read no post when asked again', async () => {
      const urls = [
        '/content/sitemap.xml',
        '/content/sitemap.xml?page=1',
        '/content/sitemap.xml?page=3',
        '/content/feed.xml',
        '/content/categories',
        '/content/posts?category=News',
        '/content/posts?page=30',
      ];
      const first = new Map<string, string>();
      for (const url of urls) {
        const reply = await get(url);
        expect(reply.status, url).toBe(200);
        first.set(url, reply.raw.toString('base64'));
      }
      for (const url of urls) {
        let body = '';
        let ran: CompiledQuery[] = [];
        // On PostgreSQL the fingerprint itself is read again after a real second (services/contentState.ts): read it
        // here and hold the real clock still while the request runs, however slow the machine. It is also read again
        // when the cluster's write-ahead log moved (db/content.ts `contentWriteMark`), which a write elsewhere in the
        // cluster or the background writer's periodic record does at any time: a round during which the mark moved is
        // played again.
        for (let round = 1; ; round++) {
          const mark = await contentWriteMark(server.ctx.db);
          vi.spyOn(Date, 'now').mockReturnValue(Date.now());
          await contentState(server.ctx.db).at(server.clock.now);
          ran = await statementsOf(async () => (body = (await get(url)).raw.toString('base64')));
          vi.mocked(Date.now).mockRestore();
          if (round === 3 || (await contentWriteMark(server.ctx.db)) === mark) break;
        }
        expect(body, url).toBe(first.get(url));
        // The list page reads its 24 rows; its total and every other answer come from what was built.
        const allowed = url.startsWith('/content/posts') ? 1 : 0;
        expect(readsPosts(ran).length, `${url}: ${readsPosts(ran).join('\n')}`).toBeLessThanOrEqual(allowed);
      }
    });

    it('is built again once something visible changes', async () => {
      const before = (await get('/content/feed.xml')).raw.toString();
      const reply = await server.request('POST', '/blogs/createBlog', {
        token,
        form: multipart(blogFields('fresh-post', { blogTitle: 'Fresh post' })),
      });
      expect(reply.status).toBe(201);
      const after = (await get('/content/feed.xml')).raw.toString();
      expect(after).not.toBe(before);
      expect(after).toContain('Fresh post');
      expect((await get('/content/sitemap.xml?page=3')).raw.toString()).toContain('fresh-post');
    });
  });
});
